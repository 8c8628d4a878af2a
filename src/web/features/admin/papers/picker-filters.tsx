import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { contentStatus, difficulty, section } from '../../../../shared/api/admin-content.ts';
import { inputClasses } from '../ui/fields.tsx';
import { facetsQuery } from './api.ts';

export interface PickerFilterValues {
  search: string;
  section: string;
  difficulty: string;
  status: string;
  exam: string;
  topic: string;
}

export const noFilters: PickerFilterValues = { search: '', section: '', difficulty: '', status: '', exam: '', topic: '' };

const statusLabels: Record<string, string> = { draft: 'Draft', published: 'Published', archived: 'Unpublished' };
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface PickerFiltersProps {
  value: PickerFilterValues;
  onChange: (value: PickerFilterValues) => void;
}

/** The bank's search box and filters, as the picker offers them. */
export function PickerFilters({ value, onChange }: PickerFiltersProps) {
  const id = useId();
  // suggestions only: the exam and topic boxes take any text when the bank cannot list them
  const facets = useQuery(facetsQuery);
  const set = (name: keyof PickerFilterValues) => (event: { target: { value: string } }) => onChange({ ...value, [name]: event.target.value });

  const select = (name: 'section' | 'difficulty' | 'status', label: string, options: readonly string[], labelOf: (option: string) => string) => (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <select id={`${id}-${name}`} value={value[name]} onChange={set(name)} className={inputClasses(false, 'py-1.5')}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );

  const text = (name: 'exam' | 'topic', label: string, suggestions: readonly string[] | undefined) => (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={value[name]}
        onChange={set(name)}
        list={suggestions?.length ? `${id}-${name}-list` : undefined}
        placeholder="Any"
        className={inputClasses(false, 'py-1.5')}
      />
      {suggestions?.length ? (
        <datalist id={`${id}-${name}-list`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </div>
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search the question bank
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          id={`${id}-search`}
          type="search"
          value={value.search}
          onChange={set('search')}
          placeholder="Search question text"
          className={inputClasses(false, 'pl-9')}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {select('section', 'Section', section.options, (option) => option)}
        {select('difficulty', 'Difficulty', difficulty.options, capitalised)}
        {select('status', 'Status', contentStatus.options, (option) => statusLabels[option] ?? option)}
        {text('exam', 'Exam', facets.data?.exams)}
        {text('topic', 'Topic', facets.data?.topics)}
      </div>
    </div>
  );
}
