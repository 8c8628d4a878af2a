import type { DragEvent, FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, Pencil, X } from 'lucide-react';
import { adminPaths } from '../../../lib/paths.ts';
import { QuestionExcerpt } from '../ui/question-excerpt.tsx';
import { StatusPill } from '../ui/status-pill.tsx';
import type { PaperQuestion } from './paper-order.ts';

const iconButton =
  'grid size-8 place-items-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-30';

interface PaperQuestionRowProps {
  question: PaperQuestion;
  /** its number as the learner sees it, from 1 */
  position: number;
  /** first and last in its section: its up or down arrow is disabled */
  first: boolean;
  last: boolean;
  /** false: shown as it is, with no handle or buttons */
  editable: boolean;
  /** picked up with the keyboard */
  grabbed: boolean;
  /** being dragged */
  dragging: boolean;
  /** beside its marks: the version it serves */
  tag: ReactNode;
  /** an action of its own, before its buttons */
  action: ReactNode;
  /** the reordering instructions a screen reader reads on the handle */
  instructionsId: string;
  /** keeps each control's node, to give it focus back once the rows have moved */
  register: (key: string) => (element: HTMLElement | null) => void;
  drag: {
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
  handle: {
    onKeyDown: (event: KeyboardEvent) => void;
    /** the pointer went down on the handle (true) or up from it */
    onPointer: (down: boolean) => void;
    onBlur: (event: FocusEvent) => void;
  };
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** One question of the paper: its handle, number, excerpt, marks and status, and its buttons. */
export function PaperQuestionRow(props: PaperQuestionRowProps) {
  const { question, position, editable, grabbed, action, register } = props;
  return (
    <li
      draggable={editable}
      {...(editable ? props.drag : {})}
      className={clsx(
        'flex items-center gap-x-3 gap-y-2 px-3 py-2.5',
        // on a phone the row's own action goes under the text, which keeps its width
        action && 'flex-wrap sm:flex-nowrap',
        grabbed && 'relative z-10 bg-brand-50 ring-2 ring-brand-500 ring-inset',
        props.dragging && 'bg-brand-50 opacity-60',
      )}
    >
      {editable ? (
        <button
          type="button"
          ref={register(`handle:${question.id}`)}
          aria-label={`Reorder question ${position}`}
          aria-describedby={props.instructionsId}
          aria-pressed={grabbed}
          onKeyDown={props.handle.onKeyDown}
          onPointerDown={() => props.handle.onPointer(true)}
          onPointerUp={() => props.handle.onPointer(false)}
          onBlur={props.handle.onBlur}
          className={clsx(
            iconButton,
            'cursor-grab touch-none active:cursor-grabbing',
            grabbed && 'bg-brand-600 text-white hover:bg-brand-700 hover:text-white',
          )}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <span className="w-8 shrink-0 text-sm font-semibold text-slate-500 tabular-nums">Q{position}</span>
      <div className={clsx('flex min-w-0 flex-1 flex-col gap-1', action && 'basis-40 sm:basis-0')}>
        <QuestionExcerpt text={question.text} className="text-sm text-slate-800" />
        <span className="flex flex-wrap items-center gap-2 text-xs font-medium text-slate-500">
          {question.marks} {question.marks === 1 ? 'mark' : 'marks'}
          <StatusPill status={question.status} />
          {props.tag}
        </span>
      </div>
      {action ? <div className="order-last ml-11 shrink-0 sm:order-none sm:ml-0">{action}</div> : null}
      <div className="flex shrink-0 items-center gap-1">
        <Link to={adminPaths.question(question.id)} aria-label={`Edit question ${position}`} title="Edit question" className={iconButton}>
          <Pencil aria-hidden="true" className="size-4" />
        </Link>
        {editable ? (
          <>
            <button
              type="button"
              ref={register(`up:${question.id}`)}
              aria-label={`Move question ${position} up`}
              title="Move up"
              disabled={props.first}
              onClick={() => props.onMove(-1)}
              className={iconButton}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              ref={register(`down:${question.id}`)}
              aria-label={`Move question ${position} down`}
              title="Move down"
              disabled={props.last}
              onClick={() => props.onMove(1)}
              className={iconButton}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              ref={register(`remove:${question.id}`)}
              aria-label={`Remove question ${position} from the paper`}
              title="Remove from paper"
              onClick={props.onRemove}
              className={clsx(iconButton, 'hover:bg-red-50 hover:text-red-700')}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}
