import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { languageFilterLabels } from '../../../../../shared/api/hindi.ts';
import { PenLine, Search, X } from 'lucide-react';
import { questionSourceLabels, type QuestionFacets } from '../../../../../shared/api/admin-questions.ts';
import { reviewStateLabels } from '../../../../../shared/review-states.ts';
import { QUESTION_TYPE_NAMES, QUESTION_TYPES } from '../../../../../shared/exam/answer-key.ts';
import { Button } from '../../../../components/button.tsx';
import { inputClasses } from '../../ui/fields.tsx';
import { activeFilterCount, showsMyDrafts, type BankPlace, type FilterName, type QuestionFilters } from '../list-filters.ts';
import { TopicFilter } from './topic-filter.tsx';

const SEARCH_DELAY_MS = 350;

interface Choice {
  value: string;
  label: string;
}

const choices = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));

const fixedChoices = {
  section: choices(['Aptitude', 'Technical']),
  type: QUESTION_TYPES.map((type) => ({ value: type, label: `${type}: ${QUESTION_TYPE_NAMES[type]}` })),
  difficulty: [
    { value: 'easy', label: 'Easy' },
    { value: 'medium', label: 'Medium' },
    { value: 'hard', label: 'Hard' },
  ],
  source: Object.entries(questionSourceLabels).map(([value, label]) => ({ value, label })),
  status: [
    { value: 'draft', label: 'Draft' },
    { value: 'published', label: 'Published' },
    { value: 'archived', label: 'Unpublished' },
  ],
  reviewState: Object.entries(reviewStateLabels).map(([value, label]) => ({ value, label })),
  usedIn: [
    { value: 'any', label: 'In any paper' },
    { value: 'tests', label: 'In a test' },
    { value: 'quizzes', label: 'In a quiz' },
    { value: 'none', label: 'In no paper' },
  ],
  needsReview: [
    { value: 'true', label: 'Needs review' },
    { value: 'false', label: 'Reviewed' },
  ],
  // 'any' is the select's own empty choice
  languages: [
    { value: 'both', label: languageFilterLabels.both },
    { value: 'english', label: languageFilterLabels.english },
  ],
} satisfies Partial<Record<FilterName, Choice[]>>;

/** A value the link carries but the facets no longer list still shows, so the select never lies. */
const withCurrent = (list: Choice[], current: string | undefined) =>
  current && !list.some((choice) => choice.value === current) ? [...list, { value: current, label: current }] : list;

function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  allLabel: string;
  options: Choice[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses(false, value ? 'h-9 border-brand-400 bg-brand-50/40 py-1' : 'h-9 py-1')}
      >
        <option value="">{allLabel}</option>
        {withCurrent(options, value).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The search box keeps its own text while typing and hands it to the address after a pause; when
 * the address changes by itself (Back, a link), the box follows it.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  // the latest handler, so a parent's re-render does not restart the pause
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search questions
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder="Search the text of questions, options and explanations"
        onChange={(event) => setText(event.target.value)}
        className={inputClasses(false, 'h-10 pl-9')}
      />
    </form>
  );
}

interface BankFiltersProps {
  filters: QuestionFilters;
  facets: QuestionFacets | undefined;
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
  /** author=me and status=draft at once */
  onMyDrafts: () => void;
  /** a node of the syllabus tree, no node, or none chosen */
  onPlace: (place: BankPlace) => void;
  /** the count line and the page size, on the right of the filters' foot */
  summary?: ReactNode;
}

/** 'Mine' first, then everyone who wrote a question, by name. */
const authorChoices = (facets: QuestionFacets | undefined): Choice[] => [
  { value: 'me', label: 'Mine' },
  ...(facets?.authors ?? []).map((author) => ({ value: author.id, label: author.name })),
];

/** Search and the bank's filters (the topic one a node of the syllabus tree), and 'My drafts'; every change goes to the address (see list-filters.ts). */
export function BankFilters({ filters, facets, onChange, onClear, onMyDrafts, onPlace, summary }: BankFiltersProps) {
  const active = activeFilterCount(filters);
  const select = (name: Exclude<FilterName, 'search'>, label: string, allLabel: string, options: Choice[]) => (
    <FilterSelect label={label} value={filters[name]} allLabel={allLabel} options={options} onChange={(value) => onChange(name, value)} />
  );
  return (
    <section aria-label="Search and filters" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <SearchBox value={filters.search ?? ''} onSearch={(text) => onChange('search', text)} />
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {select('status', 'Status', 'Any status', fixedChoices.status)}
        {select('reviewState', 'Review stage', 'Any stage', fixedChoices.reviewState)}
        {select('section', 'Section', 'Both sections', fixedChoices.section)}
        <TopicFilter place={{ topicId: filters.topicId, unplaced: filters.unplaced, topic: filters.topic }} onChange={onPlace} />
        {select(
          'tag',
          'Tag',
          'Any tag',
          (facets?.tags ?? []).map(({ tag, count }) => ({ value: tag, label: `${tag} (${count})` })),
        )}
        {select('difficulty', 'Difficulty', 'Any difficulty', fixedChoices.difficulty)}
        {select('exam', 'Exam', 'All exams', choices(facets?.exams ?? []))}
        {select('type', 'Type', 'All types', fixedChoices.type)}
        {select('source', 'Source', 'Any source', fixedChoices.source)}
        {select('usedIn', 'Used in', 'Used or not', fixedChoices.usedIn)}
        {select('needsReview', 'Review', 'Reviewed or not', fixedChoices.needsReview)}
        {select('languages', 'Languages', 'Any', fixedChoices.languages)}
        {select('author', 'Author', 'Anyone', authorChoices(facets))}
        <div className="flex items-end">
          <Button variant="secondary" size="sm" className="w-full justify-start sm:w-auto" onClick={onMyDrafts} aria-pressed={showsMyDrafts(filters)}>
            <PenLine aria-hidden="true" className="size-4" />
            My drafts
          </Button>
        </div>
        <div className="flex items-end">
          <Button variant="ghost" size="sm" className="w-full justify-start sm:w-auto" onClick={onClear} disabled={active === 0}>
            <X aria-hidden="true" className="size-4" />
            Clear filters{active > 0 ? ` (${active})` : ''}
          </Button>
        </div>
      </div>
      {summary ? <div className="mt-3 border-t border-slate-100 pt-3">{summary}</div> : null}
    </section>
  );
}
