import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { Plus } from 'lucide-react';
import { can } from '../../../../../shared/admin-permissions.ts';
import type { TopicNode } from '../../../../../shared/api/admin-taxonomy.ts';
import { Button } from '../../../../components/button.tsx';
import { ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { useTaxonomy } from '../../api.ts';
import { useTaxonomyChange, type TaxonomyChange } from '../api.ts';
import { DeleteDialog, MoveDialog, NameDialog, type NodeEdit } from '../components/node-dialogs.tsx';
import { TreeBranch } from '../components/tree-branch.tsx';
import { isThin, questionsLabel, THIN_MAX } from '../../ui/topic-tree.ts';

/** /admin/taxonomy: each exam's syllabus tree with its questions counted; a master changes it here. */
export function TaxonomyPage() {
  usePrivatePageTitle('Syllabus tree');
  const { role } = useAdminUser();
  const taxonomy = useTaxonomy();
  const change = useTaxonomyChange();
  const [params, setParams] = useSearchParams();
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [edit, setEdit] = useState<NodeEdit | null>(null);
  const mayEdit = can(role, 'taxonomy.edit');

  const trees = taxonomy.data?.trees ?? [];
  const tree = trees.find((one) => one.exam === params.get('exam')) ?? trees[0];
  const nodes = useMemo(() => tree?.nodes ?? [], [tree]);
  const thin = nodes.filter(isThin).length;

  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const run = (action: TaxonomyChange) => change.mutate(action, { onSuccess: () => setEdit(null) });
  const open = (next: NodeEdit) => {
    change.reset();
    setEdit(next);
  };
  const reorder = (node: TopicNode, position: number) => {
    change.reset();
    change.mutate({ kind: 'move', id: node.id, input: { parentId: node.parentId, position } });
  };

  if (!taxonomy.data)
    return taxonomy.isError ? (
      <ErrorBlock title="The syllabus tree could not be loaded" message={taxonomy.error.message} onRetry={() => void taxonomy.refetch()} />
    ) : (
      <LoadingBlock label="Loading the syllabus tree…" />
    );

  const dialogProps = { nodes, busy: change.isPending, error: change.error?.message ?? null, onCancel: () => setEdit(null) };
  return (
    <div>
      <AdminPageHeader
        title="Syllabus tree"
        lead={`Subjects, topics and subtopics of each exam, with the questions filed under each. Nodes with ${THIN_MAX} questions or fewer are marked thin: that is where the bank needs writing.`}
        actions={
          mayEdit && tree ? (
            <Button variant="secondary" onClick={() => open({ kind: 'add', exam: tree.exam, parent: null })}>
              <Plus aria-hidden="true" className="size-4" />
              Add a subject
            </Button>
          ) : null
        }
      />
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Exam">
          {trees.map((one) => (
            <button
              key={one.exam}
              type="button"
              aria-pressed={one.exam === tree?.exam}
              onClick={() => setParams({ exam: one.exam }, { replace: true })}
              className={clsx(
                'rounded-full px-4 py-1.5 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                one.exam === tree?.exam ? 'bg-navy-900 text-white ring-navy-900' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {one.exam} <span className="font-normal opacity-80">· {one.total}</span>
            </button>
          ))}
        </div>
        <section aria-label={tree ? `${tree.exam} tree` : 'Tree'} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-1 pb-3 text-sm text-slate-700">
            <p>
              <span className="font-semibold text-navy-900">{questionsLabel(tree?.total ?? 0)}</span> in {nodes.length} nodes ·{' '}
              <span className="font-semibold text-amber-900">{thin} thin</span> ·{' '}
              <Link to={`${adminPaths.questionList()}?unplaced=true`} className="font-medium text-brand-700 hover:underline">
                Not placed: {questionsLabel(taxonomy.data.unplaced)}
              </Link>
            </p>
            <div className="flex gap-1">
              <Button variant="ghost" size="sm" onClick={() => setExpanded(new Set(nodes.map((node) => node.id)))}>
                Open all
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setExpanded(new Set())}>
                Close all
              </Button>
            </div>
          </div>
          {change.error && !edit ? (
            <p role="alert" className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {change.error.message}
            </p>
          ) : null}
          <TreeBranch nodes={nodes} parentId={null} expanded={expanded} onToggle={toggle} onEdit={mayEdit ? open : null} onReorder={reorder} />
        </section>
      </div>
      {edit?.kind === 'add' ? (
        <NameDialog
          {...dialogProps}
          edit={edit}
          onSave={(name) => run({ kind: 'create', input: { exam: edit.exam, parentId: edit.parent?.id ?? null, name } })}
        />
      ) : null}
      {edit?.kind === 'rename' ? <NameDialog {...dialogProps} edit={edit} onSave={(name) => run({ kind: 'rename', id: edit.node.id, name })} /> : null}
      {edit?.kind === 'move' ? (
        <MoveDialog {...dialogProps} edit={edit} onMove={(parentId, position) => run({ kind: 'move', id: edit.node.id, input: { parentId, position } })} />
      ) : null}
      {edit?.kind === 'delete' ? <DeleteDialog {...dialogProps} edit={edit} onDelete={() => run({ kind: 'delete', id: edit.node.id })} /> : null}
    </div>
  );
}
