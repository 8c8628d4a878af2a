import { useId } from 'react';
import { inputClasses } from '../../ui/fields.tsx';
import { useTaxonomy } from '../../api.ts';
import type { BankPlace } from '../list-filters.ts';

// a select cannot nest groups: the level shows as an indent
const INDENT = '\u2003';

const valueOf = (place: BankPlace) => (place.topicId ? `node:${place.topicId}` : place.unplaced ? 'unplaced' : place.topic ? `named:${place.topic}` : '');

function placeOf(value: string): BankPlace {
  if (value.startsWith('node:')) return { topicId: value.slice(5) };
  if (value === 'unplaced') return { unplaced: 'true' };
  if (value.startsWith('named:')) return { topic: value.slice(6) };
  return {};
}

/**
 * The bank's filter on the syllabus tree: any node (with every node under it), each with how many
 * questions it holds, or the questions in no node. An old link's topic name still shows as chosen.
 */
export function TopicFilter({ place, onChange }: { place: BankPlace; onChange: (place: BankPlace) => void }) {
  const id = useId();
  const taxonomy = useTaxonomy();
  const value = valueOf(place);
  const known = (taxonomy.data?.trees ?? []).some((tree) => tree.nodes.some((node) => node.id === place.topicId));
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        Topic
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(placeOf(event.target.value))}
        className={inputClasses(false, value ? 'h-9 border-brand-400 bg-brand-50/40 py-1' : 'h-9 py-1')}
      >
        <option value="">All topics</option>
        <option value="unplaced">Not placed{taxonomy.data ? ` (${taxonomy.data.unplaced})` : ''}</option>
        {place.topic && !place.topicId ? <option value={value}>Named “{place.topic}”</option> : null}
        {place.topicId && !known ? <option value={value}>{taxonomy.data ? 'A node no longer in the tree' : 'Loading the tree…'}</option> : null}
        {(taxonomy.data?.trees ?? []).map((tree) => (
          <optgroup key={tree.exam} label={`${tree.exam} (${tree.total})`}>
            {tree.nodes.map((node) => (
              <option key={node.id} value={`node:${node.id}`}>
                {`${INDENT.repeat(node.depth)}${node.name} (${node.total})`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
