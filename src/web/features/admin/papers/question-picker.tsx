import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight, PenLine, X } from 'lucide-react';
import { contentStatus, difficulty, section } from '../../../../shared/api/admin-content.ts';
import type { AdminQuestion } from '../../../../shared/api/admin-questions.ts';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { StatusPill } from '../ui/status-pill.tsx';
import { bankQuery, type BankFilters } from './api.ts';
import { excerptOf } from './excerpt.ts';
import type { PaperQuestion } from './paper-order.ts';
import { noFilters, PickerFilters, type PickerFilterValues } from './picker-filters.tsx';
import { QuestionExcerpt } from './question-excerpt.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useReturnFocus } from '../../../lib/dialog-focus.ts';

const PAGE_SIZE = 20;

function bankFilters(values: PickerFilterValues, page: number): BankFilters {
  const text = (value: string) => value.trim() || undefined;
  return {
    search: text(values.search),
    section: section.safeParse(values.section).data,
    difficulty: difficulty.safeParse(values.difficulty).data,
    status: contentStatus.safeParse(values.status).data,
    exam: text(values.exam),
    topic: text(values.topic),
    page,
    pageSize: PAGE_SIZE,
  };
}

// a question added to a paper serves its current version
const toPaperQuestion = ({ id, text, section, marks, status, version, hindi }: AdminQuestion): PaperQuestion => ({
  id,
  text,
  section,
  marks,
  status,
  version,
  latestVersion: version,
  hasHindi: hindi !== null,
});

/** A checkbox's name: the question's words without LaTeX's dollar signs. */
const spokenExcerpt = (text: string) => excerptOf(text).replace(/\$/g, '').slice(0, 90) || 'image-only question';

interface QuestionPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  inPaper: ReadonlySet<string>;
  onAdd: (questions: PaperQuestion[]) => void;
  /** the question editor, set to add what it saves to this paper and come back */
  newQuestionHref: string;
}

/** A panel over the page's right side: search the bank, tick questions, add them all at once. */
export function QuestionPicker({ open, onOpenChange, inPaper, onAdd, newQuestionHref }: QuestionPickerProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-3xl flex-col bg-slate-50 shadow-2xl focus:outline-none"
        >
          {/* mounted only while open: each opening starts with no ticks and the first page */}
          {open ? <PickerBody inPaper={inPaper} onAdd={onAdd} newQuestionHref={newQuestionHref} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PickerBody({ inPaper, onAdd, newQuestionHref }: Omit<QuestionPickerProps, 'open' | 'onOpenChange'>) {
  const [filters, setFilters] = useState(noFilters);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReadonlyMap<string, PaperQuestion>>(new Map());
  const settled = useDebouncedValue(filters);
  const bank = useQuery(bankQuery(bankFilters(settled, page)));

  function changeFilters(next: PickerFilterValues) {
    setFilters(next);
    setPage(1);
  }

  function toggle(question: AdminQuestion, checked: boolean) {
    setChosen((previous) => {
      const next = new Map(previous);
      if (checked) next.set(question.id, toPaperQuestion(question));
      else next.delete(question.id);
      return next;
    });
  }

  const data = bank.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? Math.min(data.total, data.page * data.pageSize) : 0;

  return (
    <>
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4">
        <div>
          <Dialog.Title className="text-lg font-semibold text-navy-900">Add questions from the bank</Dialog.Title>
          <p className="mt-0.5 text-sm text-slate-600">Tick the questions to add. Each joins the end of its section; save the paper to keep them.</p>
        </div>
        <Dialog.Close
          aria-label="Close"
          className="grid size-9 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>

      <div className="border-b border-slate-200 bg-white px-5 py-4">
        <PickerFilters value={filters} onChange={changeFilters} />
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4" aria-busy={bank.isFetching}>
        {bank.isPending ? (
          <LoadingBlock label="Searching the bank…" />
        ) : bank.isError ? (
          <ErrorBlock title="We could not search the bank" message={bank.error.message} onRetry={() => void bank.refetch()} />
        ) : data && data.questions.length === 0 ? (
          <EmptyBlock title="No questions match">
            Try other words or fewer filters, or{' '}
            <Link to={newQuestionHref} className="font-medium text-brand-700 underline">
              write a new question
            </Link>
            .
          </EmptyBlock>
        ) : (
          <ul aria-label="Questions in the bank" className={clsx('flex flex-col gap-2', bank.isPlaceholderData && 'opacity-60')}>
            {data?.questions.map((question) => {
              const already = inPaper.has(question.id);
              const inputId = `pick-${question.id}`;
              return (
                <li key={question.id}>
                  <label
                    htmlFor={inputId}
                    className={clsx(
                      'flex cursor-pointer items-start gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200 transition-colors hover:ring-brand-300',
                      chosen.has(question.id) && 'bg-brand-50 ring-2 ring-brand-500',
                      already && 'cursor-default bg-slate-50 hover:ring-slate-200',
                    )}
                  >
                    <input
                      id={inputId}
                      type="checkbox"
                      aria-label={already ? `Already in this paper: ${spokenExcerpt(question.text)}` : `Add: ${spokenExcerpt(question.text)}`}
                      checked={already || chosen.has(question.id)}
                      disabled={already}
                      onChange={(event) => toggle(question, event.target.checked)}
                      className="mt-1 size-4 shrink-0 accent-brand-600"
                    />
                    <span className="flex min-w-0 flex-1 flex-col gap-1">
                      <QuestionExcerpt text={question.text} className="text-sm text-slate-800" />
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
                        <span className="font-medium text-slate-700">{question.section}</span>
                        <span aria-hidden="true">·</span>
                        <span>{question.marks === 1 ? '1 mark' : `${question.marks} marks`}</span>
                        {question.topic ? (
                          <>
                            <span aria-hidden="true">·</span>
                            <span>{question.topic}</span>
                          </>
                        ) : null}
                        {question.difficulty ? (
                          <>
                            <span aria-hidden="true">·</span>
                            <span className="capitalize">{question.difficulty}</span>
                          </>
                        ) : null}
                        {question.exam ? (
                          <>
                            <span aria-hidden="true">·</span>
                            <span>{question.exam}</span>
                          </>
                        ) : null}
                        <StatusPill status={question.status} className="ml-1" />
                        {already ? <span className="rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-700">In this paper</span> : null}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div className="flex flex-col gap-3 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <Button variant="secondary" size="sm" aria-label="Previous page" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <span aria-live="polite" className="tabular-nums">
            {data ? (data.total === 0 ? 'No questions' : `${first}–${last} of ${data.total}`) : '…'}
          </span>
          <Button variant="secondary" size="sm" aria-label="Next page" disabled={page >= lastPage} onClick={() => setPage((p) => p + 1)}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={newQuestionHref} className={buttonClasses('ghost', 'sm')}>
            <PenLine aria-hidden="true" className="size-4" />
            Write a new question
          </Link>
          <Button size="sm" disabled={chosen.size === 0} onClick={() => onAdd([...chosen.values()])}>
            {chosen.size === 0 ? 'Add questions' : `Add ${chosen.size} ${chosen.size === 1 ? 'question' : 'questions'}`}
          </Button>
        </div>
      </div>
    </>
  );
}
