import { Link } from 'react-router';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ChevronRight, FolderInput, Pencil, Plus, Trash2 } from 'lucide-react';
import type { TopicNode } from '../../../../../shared/api/admin-taxonomy.ts';
import { TOPIC_DEPTH_MAX } from '../../../../../shared/taxonomy.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { childrenOf, isThin, questionsLabel, THIN_MAX } from '../../ui/topic-tree.ts';
import type { NodeEdit } from './node-dialogs.tsx';

interface BranchProps {
  nodes: readonly TopicNode[];
  parentId: string | null;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** null: the viewer may not change the tree (a creator) */
  onEdit: ((edit: NodeEdit) => void) | null;
  onReorder: (node: TopicNode, position: number) => void;
}

const iconButton =
  'grid size-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-30';

/** One level of the tree: each node's row, and its children's level when it is open. */
export function TreeBranch({ nodes, parentId, expanded, onToggle, onEdit, onReorder }: BranchProps) {
  const level = childrenOf(nodes, parentId);
  return (
    <ul className={clsx('flex flex-col', parentId !== null && 'ml-4 border-l border-slate-200 pl-2 sm:ml-6 sm:pl-3')}>
      {level.map((node, index) => {
        const children = childrenOf(nodes, node.id);
        const open = expanded.has(node.id);
        const thin = isThin(node);
        const bankLink = `${adminPaths.questionList()}?topicId=${node.id}`;
        return (
          <li key={node.id} aria-label={node.name}>
            <div className={clsx('group flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg px-1 py-1.5', thin ? 'bg-amber-50/70' : 'hover:bg-slate-50')}>
              {children.length > 0 ? (
                <button
                  type="button"
                  className={iconButton}
                  aria-expanded={open}
                  aria-label={`${open ? 'Close' : 'Open'} ${node.name}`}
                  onClick={() => onToggle(node.id)}
                >
                  <ChevronRight aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-90')} />
                </button>
              ) : (
                <span className="size-8" aria-hidden="true" />
              )}
              <span className={clsx('min-w-0 flex-1 text-sm', node.depth === 0 ? 'font-semibold text-navy-900' : 'text-slate-800')}>{node.name}</span>
              <span className="flex items-center gap-2 text-xs">
                {thin ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900" title={`${THIN_MAX} questions or fewer`}>
                    Thin
                  </span>
                ) : null}
                <Link to={bankLink} className="rounded-md px-1.5 py-0.5 font-medium text-brand-700 tabular-nums hover:bg-brand-50 hover:underline">
                  {questionsLabel(node.total)}
                  {children.length > 0 && node.direct > 0 ? <span className="text-slate-500"> ({node.direct} here)</span> : null}
                </Link>
              </span>
              {onEdit ? (
                <span className="flex items-center" role="group" aria-label={`Change ${node.name}`}>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Move ${node.name} up`}
                    disabled={index === 0}
                    onClick={() => onReorder(node, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Move ${node.name} down`}
                    disabled={index === level.length - 1}
                    onClick={() => onReorder(node, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  {node.depth < TOPIC_DEPTH_MAX ? (
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Add under ${node.name}`}
                      onClick={() => onEdit({ kind: 'add', exam: node.exam, parent: node })}
                    >
                      <Plus aria-hidden="true" className="size-4" />
                    </button>
                  ) : null}
                  <button type="button" className={iconButton} aria-label={`Rename ${node.name}`} onClick={() => onEdit({ kind: 'rename', node })}>
                    <Pencil aria-hidden="true" className="size-4" />
                  </button>
                  <button type="button" className={iconButton} aria-label={`Move ${node.name} elsewhere`} onClick={() => onEdit({ kind: 'move', node })}>
                    <FolderInput aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={clsx(iconButton, 'hover:text-red-700')}
                    aria-label={`Delete ${node.name}`}
                    onClick={() => onEdit({ kind: 'delete', node })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </span>
              ) : null}
            </div>
            {open && children.length > 0 ? (
              <TreeBranch nodes={nodes} parentId={node.id} expanded={expanded} onToggle={onToggle} onEdit={onEdit} onReorder={onReorder} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
