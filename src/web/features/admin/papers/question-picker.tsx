import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { contentStatus, difficulty, section } from '../../../../shared/api/admin-content.ts';
import type { AdminQuestion } from '../../../../shared/api/admin-questions.ts';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { useReturnFocus } from '../../../lib/dialog-focus.ts';
import { useDebouncedValue } from '../ui/use-debounced-value.ts';
import { bankQuery, type BankFilters } from './api.ts';
import type { PaperQuestion } from './paper-order.ts';
import type { QuestionType } from '../../../../shared/exam/answer-key.ts';

/** The exam a paper is set for, by the question types it asks. */
export interface PaperExamTypes {
  name: string;
  types: readonly QuestionType[];
}
import { noFilters, PickerFilters, type PickerFilterValues } from './picker-filters.tsx';
import { PickerFooter } from './picker-footer.tsx';
import { PickerQuestion } from './picker-question.tsx';

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
const toPaperQuestion = ({ id, text, section, marks, type, status, version, hindi }: AdminQuestion): PaperQuestion => ({
  id,
  text,
  section,
  marks,
  type,
  status,
  version,
  latestVersion: version,
  hasHindi: hindi !== null,
});

interface QuestionPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  inPaper: ReadonlySet<string>;
  onAdd: (questions: PaperQuestion[]) => void;
  /** the question editor, set to add what it saves to this paper and come back */
  newQuestionHref: string;
  /** the paper's exam: a question of a type it does not ask cannot be ticked */
  exam?: PaperExamTypes | undefined;
}

/** A panel over the page's right side: search the bank, tick questions, add them all at once. */
export function QuestionPicker({ open, onOpenChange, inPaper, onAdd, newQuestionHref, exam }: QuestionPickerProps) {
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
          {open ? <PickerBody inPaper={inPaper} onAdd={onAdd} newQuestionHref={newQuestionHref} exam={exam} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PickerBody({ inPaper, onAdd, newQuestionHref, exam }: Omit<QuestionPickerProps, 'open' | 'onOpenChange'>) {
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
            {data?.questions.map((question) => (
              <PickerQuestion
                key={question.id}
                question={question}
                already={inPaper.has(question.id)}
                refused={exam && !exam.types.includes(question.type) ? `${exam.name} asks ${exam.types.join(', ')} only` : null}
                chosen={chosen.has(question.id)}
                onToggle={(checked) => toggle(question, checked)}
              />
            ))}
          </ul>
        )}
      </div>

      <PickerFooter
        data={data}
        page={page}
        onPage={(step) => setPage((p) => p + step)}
        chosen={chosen.size}
        onAdd={() => onAdd([...chosen.values()])}
        newQuestionHref={newQuestionHref}
      />
    </>
  );
}
