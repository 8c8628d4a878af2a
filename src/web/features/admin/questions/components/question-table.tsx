import { useMemo } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, ClipboardList, Flag, History, ImageIcon } from 'lucide-react';
import { questionSourceLabels, type AdminQuestion, type QuestionUse } from '../../../../../shared/api/admin-questions.ts';
import { QUESTION_TYPE_NAMES } from '../../../../../shared/exam/answer-key.ts';
import {
  formatDiscrimination,
  formatFacility,
  MIN_ATTEMPTS_FOR_DISCRIMINATION,
  TOO_EASY_FACILITY,
  TOO_HARD_FACILITY,
} from '../../../../../shared/item-stats.ts';
import { Markdown } from '../../../../components/markdown.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { QuestionStatusBadge } from '../../ui/review-state-badge.tsx';
import type { DataColumn } from '../../ui/data-table/columns.ts';
import { DataTable, type RowSelection, type TableSort } from '../../ui/data-table/data-table.tsx';
import type { Paging } from '../../ui/data-table/pager.tsx';
import { LanguagesBadge } from '../../ui/languages-badge.tsx';
import { plainExcerpt } from '../../ui/plain-excerpt.ts';
import { formatAdminDay } from '../../ui/india-time.ts';

const USES_SHOWN = 2;

const formatDay = formatAdminDay;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A test is named with its series: tests of different series often share a preset title. */
const paperName = (use: QuestionUse) => (use.seriesTitle ? `${use.seriesTitle} › ${use.title}` : use.title);

function UsedIn({ uses }: { uses: QuestionUse[] }) {
  if (uses.length === 0) return <span className="text-slate-400">Not in any paper</span>;
  const more = uses.length - USES_SHOWN;
  return (
    <ul className="flex flex-col gap-1">
      {uses.slice(0, USES_SHOWN).map((use) => {
        const Icon = use.kind === 'test' ? ClipboardList : CalendarCheck;
        return (
          <li key={`${use.kind}:${use.id}`} className="flex min-w-0 items-center gap-1.5">
            <Icon aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
            <span className="sr-only">{use.kind === 'test' ? 'Test: ' : 'Quiz: '}</span>
            <span className="truncate" title={paperName(use)}>
              {paperName(use)}
            </span>
          </li>
        );
      })}
      {more > 0 ? (
        <li className="text-xs text-slate-500" title={uses.slice(USES_SHOWN).map(paperName).join(', ')}>
          and {more} more
        </li>
      ) : null}
    </ul>
  );
}

function QuestionCell({ question }: { question: AdminQuestion }) {
  const meta = [question.topic, question.difficulty ? capitalise(question.difficulty) : null, questionSourceLabels[question.source], question.exam].filter(
    (part): part is string => Boolean(part),
  );
  const hasImages = question.image !== null || question.options.some((option) => option.image !== null);
  return (
    <>
      {/* the whole row opens the question; the link's name is the question's own words */}
      <Link
        to={adminPaths.question(question.id)}
        aria-label={`Edit question: ${plainExcerpt(question.text)}`}
        className="absolute inset-0 z-10 rounded-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
      />
      <Markdown className="line-clamp-3 text-sm leading-6 text-slate-800 md:max-2xl:max-w-sm [&_.katex-display]:my-1 [&_img]:max-h-16 [&_pre]:overflow-x-hidden [&>*]:my-0">
        {question.text}
      </Markdown>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 md:max-2xl:max-w-sm">
        <span className="rounded bg-slate-100 px-1.5 py-0.5 font-semibold text-slate-700 ring-1 ring-slate-200" title={QUESTION_TYPE_NAMES[question.type]}>
          <span aria-hidden="true">{question.type}</span>
          <span className="sr-only">{QUESTION_TYPE_NAMES[question.type]}</span>
        </span>
        {meta.map((part) => (
          <span key={part} className="inline-flex items-center gap-2">
            <span aria-hidden="true">·</span>
            {part}
          </span>
        ))}
        {/* on a laptop's width the Section, Author and Updated columns make way for the statistics; the section moves here */}
        <span className="hidden items-center gap-2 md:max-2xl:inline-flex">
          <span aria-hidden="true">·</span>
          {question.section}, {question.marks} {question.marks === 1 ? 'mark' : 'marks'}
        </span>
        {hasImages ? (
          <span className="inline-flex items-center gap-1 text-slate-500">
            <ImageIcon aria-hidden="true" className="size-3.5" />
            Images
          </span>
        ) : null}
      </p>
    </>
  );
}

function StatusCell({ question }: { question: AdminQuestion }) {
  return (
    <div className="flex flex-col items-start gap-1.5 max-md:flex-row max-md:items-center">
      <QuestionStatusBadge status={question.status} reviewState={question.reviewState} />
      {question.hindi ? <LanguagesBadge /> : null}
      {question.needsReview ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-orange-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-orange-800 ring-1 ring-orange-200">
          <Flag aria-hidden="true" className="size-3" />
          Needs review
        </span>
      ) : null}
      {question.version > 1 ? (
        <span className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-slate-500" title="Each saved change to its content makes a new version">
          <History aria-hidden="true" className="size-3" />
          Version {question.version}
        </span>
      ) : null}
    </div>
  );
}

const FACILITY_HINT = 'Facility: the share of submitted attempts that got it right';
const DISCRIMINATION_HINT = 'Discrimination: the top third’s share right minus the bottom third’s';

/** The item statistics the job stored, sorted by the server (questions without figures last). */
const statisticColumns: DataColumn<AdminQuestion>[] = [
  {
    id: 'attempts',
    header: 'Attempts',
    accessorFn: (question) => question.stats?.attempts ?? null,
    cell: ({ row }) => row.original.stats?.attempts ?? <span className="text-slate-400">—</span>,
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: 'right', phone: 'inline', className: 'whitespace-nowrap tabular-nums text-slate-700' },
  },
  {
    id: 'facility',
    header: 'Facility',
    accessorFn: (question) => question.stats?.facility ?? null,
    cell: ({ row }) => {
      const stats = row.original.stats;
      if (!stats) return <span className="text-slate-400">—</span>;
      const flagged = stats.facility !== null && (stats.facility >= TOO_EASY_FACILITY || stats.facility <= TOO_HARD_FACILITY);
      return (
        <span title={FACILITY_HINT} className={flagged ? 'font-semibold text-amber-700' : undefined}>
          {formatFacility(stats.facility)}
        </span>
      );
    },
    enableSorting: true,
    meta: { align: 'right', phone: 'inline', className: 'whitespace-nowrap tabular-nums text-slate-700' },
  },
  {
    id: 'discrimination',
    header: 'Discrimination',
    accessorFn: (question) => question.stats?.discrimination ?? null,
    cell: ({ row }) => {
      const stats = row.original.stats;
      if (!stats) return <span className="text-slate-400">—</span>;
      if (stats.discrimination === null)
        return (
          <span className="text-xs text-slate-500" title={`Needs at least ${MIN_ATTEMPTS_FOR_DISCRIMINATION} attempts in a paper`}>
            too few
          </span>
        );
      return (
        <span title={DISCRIMINATION_HINT} className={stats.discrimination < 0 ? 'font-semibold text-red-700' : undefined}>
          {formatDiscrimination(stats.discrimination)}
        </span>
      );
    },
    enableSorting: true,
    meta: { align: 'right', phone: 'inline', className: 'whitespace-nowrap tabular-nums text-slate-700' },
  },
];

/** The bank's columns; `viewerId`: whose questions are marked '(you)'. */
export function questionColumns(viewerId: string): DataColumn<AdminQuestion>[] {
  return [
    { id: 'question', header: 'Question', cell: ({ row }) => <QuestionCell question={row.original} />, meta: { phone: 'title' } },
    {
      id: 'section',
      header: 'Section',
      cell: ({ row }) => (
        <>
          {row.original.section}
          <span className="block text-xs text-slate-500 max-md:inline max-md:pl-1">
            {row.original.marks} {row.original.marks === 1 ? 'mark' : 'marks'}
          </span>
        </>
      ),
      meta: { phone: 'inline', phoneLabel: false, className: 'whitespace-nowrap text-slate-700 md:max-2xl:hidden' },
    },
    { id: 'status', header: 'Status', cell: ({ row }) => <StatusCell question={row.original} />, meta: { phone: 'inline', phoneLabel: false } },
    {
      id: 'author',
      header: 'Author',
      cell: ({ row }) => {
        const { author } = row.original;
        if (!author) return <span className="text-slate-400">Not recorded</span>;
        return <span className="break-words">{author.id === viewerId ? `${author.name} (you)` : author.name}</span>;
      },
      meta: { className: 'text-slate-700 md:max-w-40 md:max-2xl:hidden' },
    },
    { id: 'usedIn', header: 'Used in', cell: ({ row }) => <UsedIn uses={row.original.usedIn} />, meta: { className: 'text-slate-700 md:max-w-48' } },
    ...statisticColumns,
    {
      id: 'updated',
      header: 'Updated',
      cell: ({ row }) => <time dateTime={row.original.updatedAt}>{formatDay(row.original.updatedAt)}</time>,
      meta: { className: 'whitespace-nowrap text-slate-600 md:max-2xl:hidden' },
    },
  ];
}

interface QuestionTableProps {
  questions: AdminQuestion[];
  /** the rows shown are the previous page's while the next loads */
  busy: boolean;
  viewerId: string;
  paging?: Paging;
  sort?: TableSort;
  selection?: RowSelection<AdminQuestion>;
}

/** The bank's page of questions; each row opens the editor. */
export function QuestionTable({ questions, busy, viewerId, paging, sort, selection }: QuestionTableProps) {
  const columns = useMemo(() => questionColumns(viewerId), [viewerId]);
  return (
    <DataTable
      caption="Questions in the bank"
      columns={columns}
      data={questions}
      getRowId={(question) => question.id}
      busy={busy}
      paging={paging}
      sort={sort}
      selection={selection}
    />
  );
}
