import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, PenLine } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/button.tsx';

interface PickerFooterProps {
  /** the bank's answer for this page (undefined: still loading) */
  data: { total: number; page: number; pageSize: number } | undefined;
  page: number;
  /** to the page before (-1) or after (1) */
  onPage: (step: -1 | 1) => void;
  /** how many questions are ticked */
  chosen: number;
  onAdd: () => void;
  newQuestionHref: string;
}

/** The picker's foot: the bank's pages, writing a new question instead, and adding the ticked ones. */
export function PickerFooter({ data, page, onPage, chosen, onAdd, newQuestionHref }: PickerFooterProps) {
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? Math.min(data.total, data.page * data.pageSize) : 0;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <Button variant="secondary" size="sm" aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(-1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <span aria-live="polite" className="tabular-nums">
          {data ? (data.total === 0 ? 'No questions' : `${first}–${last} of ${data.total}`) : '…'}
        </span>
        <Button variant="secondary" size="sm" aria-label="Next page" disabled={page >= lastPage} onClick={() => onPage(1)}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={newQuestionHref} className={buttonClasses('ghost', 'sm')}>
          <PenLine aria-hidden="true" className="size-4" />
          Write a new question
        </Link>
        <Button size="sm" disabled={chosen === 0} onClick={onAdd}>
          {chosen === 0 ? 'Add questions' : `Add ${chosen} ${chosen === 1 ? 'question' : 'questions'}`}
        </Button>
      </div>
    </div>
  );
}
