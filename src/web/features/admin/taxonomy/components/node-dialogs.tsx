import { useId, useState } from 'react';
import type { TopicNode } from '../../../../../shared/api/admin-taxonomy.ts';
import { DEPTH_NAMES, TOPIC_NAME_MAX } from '../../../../../shared/taxonomy.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { inputClasses } from '../../ui/fields.tsx';
import { childrenOf, moveTargets, pathOf } from '../../ui/topic-tree.ts';

/** What the master is doing to which node: the page opens one dialog at a time. */
export type NodeEdit =
  | { kind: 'add'; exam: string; parent: TopicNode | null }
  | { kind: 'rename'; node: TopicNode }
  | { kind: 'move'; node: TopicNode }
  | { kind: 'delete'; node: TopicNode };

interface DialogProps {
  nodes: readonly TopicNode[];
  busy: boolean;
  /** the server's refusal of the last try, in its words */
  error: string | null;
  onCancel: () => void;
}

const ErrorLine = ({ error }: { error: string | null }) =>
  error ? (
    <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {error}
    </p>
  ) : null;

/** Adding a node (under a parent, or a subject) or renaming one: a name, checked by the server. */
export function NameDialog({
  edit,
  busy,
  error,
  onCancel,
  onSave,
}: DialogProps & { edit: Extract<NodeEdit, { kind: 'add' | 'rename' }>; onSave: (name: string) => void }) {
  const id = useId();
  const [name, setName] = useState(edit.kind === 'rename' ? edit.node.name : '');
  const level = edit.kind === 'rename' ? DEPTH_NAMES[edit.node.depth] : DEPTH_NAMES[edit.parent ? edit.parent.depth + 1 : 0];
  const title =
    edit.kind === 'rename' ? `Rename “${edit.node.name}”` : edit.parent ? `Add a ${level} under “${edit.parent.name}”` : `Add a subject to ${edit.exam}`;
  const blank = name.trim() === '';
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={edit.kind === 'rename' ? 'Rename' : `Add ${level}`}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => (blank ? undefined : onSave(name.trim()))}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!blank) onSave(name.trim());
        }}
      >
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Name of the {level}
        </label>
        <input
          id={id}
          value={name}
          maxLength={TOPIC_NAME_MAX}
          autoFocus
          onChange={(event) => setName(event.target.value)}
          className={inputClasses(Boolean(error), 'mt-1.5')}
        />
        {edit.kind === 'rename' && edit.node.direct > 0 ? (
          <p className="mt-2 text-xs text-slate-500">Its {edit.node.direct} questions take the new name as their topic.</p>
        ) : null}
      </form>
      <ErrorLine error={error} />
    </ConfirmDialog>
  );
}

const placeLabel = (nodes: readonly TopicNode[], target: TopicNode | null, exam: string) =>
  target ? pathOf(nodes, target.id).join(' › ') : `Top level of ${exam} (a subject)`;

/** Moving a node, with everything under it, to another parent of its tree and a place among the new siblings. */
export function MoveDialog({
  edit,
  nodes,
  busy,
  error,
  onCancel,
  onMove,
}: DialogProps & { edit: Extract<NodeEdit, { kind: 'move' }>; onMove: (parentId: string | null, position: number) => void }) {
  const parentFieldId = useId();
  const placeFieldId = useId();
  const { node } = edit;
  const targets = moveTargets(nodes, node);
  const [parentId, setParentId] = useState<string | null>(node.parentId);
  const siblings = childrenOf(nodes, parentId).filter((other) => other.id !== node.id && other.exam === node.exam);
  const [position, setPosition] = useState(() => (parentId === node.parentId ? node.position : siblings.length));
  const changeParent = (value: string) => {
    const next = value === '' ? null : value;
    setParentId(next);
    setPosition(childrenOf(nodes, next).filter((other) => other.id !== node.id && other.exam === node.exam).length);
  };
  return (
    <ConfirmDialog open title={`Move “${node.name}”`} confirmLabel="Move" busy={busy} onCancel={onCancel} onConfirm={() => onMove(parentId, position)}>
      <p>Everything under it moves with it. A tree has three levels: subject, topic and subtopic.</p>
      <label htmlFor={parentFieldId} className="mt-4 block text-sm font-medium text-slate-800">
        Put it under
      </label>
      <select id={parentFieldId} value={parentId ?? ''} onChange={(event) => changeParent(event.target.value)} className={inputClasses(false, 'mt-1.5')}>
        {targets
          .filter((target) => target === null || target.exam === node.exam)
          .map((target) => (
            <option key={target?.id ?? 'top'} value={target?.id ?? ''}>
              {placeLabel(nodes, target, node.exam)}
            </option>
          ))}
      </select>
      <label htmlFor={placeFieldId} className="mt-3 block text-sm font-medium text-slate-800">
        Place
      </label>
      <select id={placeFieldId} value={position} onChange={(event) => setPosition(Number(event.target.value))} className={inputClasses(false, 'mt-1.5')}>
        <option value={0}>First</option>
        {siblings.map((sibling, index) => (
          <option key={sibling.id} value={index + 1}>
            After “{sibling.name}”
          </option>
        ))}
      </select>
      <ErrorLine error={error} />
    </ConfirmDialog>
  );
}

/** Deleting asks first; the server refuses a node that still holds questions or nodes, and says so. */
export function DeleteDialog({ edit, busy, error, onCancel, onDelete }: DialogProps & { edit: Extract<NodeEdit, { kind: 'delete' }>; onDelete: () => void }) {
  const { node } = edit;
  return (
    <ConfirmDialog open destructive title={`Delete “${node.name}”?`} confirmLabel="Delete" busy={busy} onCancel={onCancel} onConfirm={onDelete}>
      <p>
        {node.total > 0
          ? `It holds ${node.total} ${node.total === 1 ? 'question' : 'questions'}: move them to another node first, or the tree keeps it.`
          : `The ${DEPTH_NAMES[node.depth]} leaves the ${node.exam} tree. No question sits in it.`}
      </p>
      <ErrorLine error={error} />
    </ConfirmDialog>
  );
}
