import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { BLUEPRINT_LEVELS, type BlueprintLevel, type BlueprintPart } from '../../../../../shared/api/admin-blueprints.ts';
import type { TopicNode } from '../../../../../shared/api/admin-taxonomy.ts';
import type { QuestionType } from '../../../../../shared/exam/answer-key.ts';
import type { ProfileSection } from '../../../../../shared/exam/profiles.ts';
import { Button } from '../../../../components/button.tsx';
import { inputClasses } from '../../ui/fields.tsx';
import { pathOf } from '../../ui/topic-tree.ts';

export const LEVEL_WORDS: Record<BlueprintLevel, string> = { any: 'Any level', easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** '5 × 2-mark MCQ or NAT · Algorithms, Sorting · easy' */
export function partWords(part: BlueprintPart, nodes: readonly TopicNode[]): string {
  const types = part.types.length === 0 ? '' : ` ${part.types.join(' or ')}`;
  const where = part.topicIds.length === 0 ? 'any syllabus node' : part.topicIds.map((id) => pathOf(nodes, id).at(-1) ?? 'a removed node').join(', ');
  return `${part.count} × ${part.marks}-mark${types} · ${where} · ${LEVEL_WORDS[part.level].toLowerCase()}`;
}

interface PartFieldsProps {
  part: BlueprintPart;
  index: number;
  section: ProfileSection;
  /** the types the profile asks */
  types: readonly QuestionType[];
  /** the exam's syllabus tree, parents first */
  nodes: readonly TopicNode[];
  readOnly: boolean;
  onChange: (part: BlueprintPart) => void;
  onRemove: () => void;
}

/** One part of a section: how many questions, of which marks, types and level, from which nodes. */
export function PartFields({ part, index, section, types, nodes, readOnly, onChange, onRemove }: PartFieldsProps) {
  const id = useId();
  const weights = (['1', '2'] as const).filter((marks) => section.byMarks[marks] !== undefined);
  const toggle = <T,>(list: readonly T[], value: T) => (list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value]);
  const label = `Part ${index + 1} of ${section.name.en}`;
  return (
    <fieldset className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200" disabled={readOnly} aria-label={label}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex w-24 flex-col gap-1 text-xs font-medium text-slate-700">
          Questions
          <input
            type="number"
            min={1}
            max={300}
            value={part.count}
            className={inputClasses()}
            onChange={(event) => onChange({ ...part, count: Math.max(1, Math.min(300, Math.trunc(Number(event.target.value)) || 1)) })}
          />
        </label>
        <label className="flex w-28 flex-col gap-1 text-xs font-medium text-slate-700">
          Marks each
          <select className={inputClasses()} value={String(part.marks)} onChange={(event) => onChange({ ...part, marks: Number(event.target.value) as 1 | 2 })}>
            {weights.map((marks) => (
              <option key={marks} value={marks}>
                {marks} mark{marks === '1' ? '' : 's'}
              </option>
            ))}
          </select>
        </label>
        <label className="flex w-32 flex-col gap-1 text-xs font-medium text-slate-700">
          Level
          <select className={inputClasses()} value={part.level} onChange={(event) => onChange({ ...part, level: event.target.value as BlueprintLevel })}>
            {BLUEPRINT_LEVELS.map((level) => (
              <option key={level} value={level}>
                {LEVEL_WORDS[level]}
              </option>
            ))}
          </select>
        </label>
        {types.length > 1 ? (
          <div className="flex flex-col gap-1 text-xs font-medium text-slate-700" role="group" aria-label={`Types of ${label.toLowerCase()}`}>
            Types (none ticked: any)
            <div className="flex h-9 items-center gap-3">
              {types.map((type) => (
                <label key={type} className="flex items-center gap-1.5 text-sm font-normal text-slate-800">
                  <input type="checkbox" checked={part.types.includes(type)} onChange={() => onChange({ ...part, types: toggle(part.types, type) })} />
                  {type}
                </label>
              ))}
            </div>
          </div>
        ) : null}
        {readOnly ? null : (
          <Button variant="ghost" size="sm" className="ml-auto" aria-label={`Remove ${label.toLowerCase()}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        )}
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm text-slate-700">
          <span className="font-medium">Syllabus nodes:</span>{' '}
          {part.topicIds.length === 0 ? 'any node of the tree' : part.topicIds.map((topicId) => pathOf(nodes, topicId).join(' › ')).join('; ')}
        </summary>
        <ul id={`${id}-nodes`} className="mt-2 max-h-64 overflow-y-auto rounded-lg bg-white p-2 ring-1 ring-slate-200">
          {nodes.map((node) => (
            <li key={node.id} style={{ paddingLeft: `${node.depth * 1.25}rem` }}>
              <label className="flex items-center gap-2 py-0.5 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={part.topicIds.includes(node.id)}
                  onChange={() => onChange({ ...part, topicIds: toggle(part.topicIds, node.id) })}
                />
                <span className={node.depth === 0 ? 'font-medium' : undefined}>{node.name}</span>
                <span className="text-xs text-slate-500">({node.total})</span>
              </label>
            </li>
          ))}
        </ul>
      </details>
    </fieldset>
  );
}
