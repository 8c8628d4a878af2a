import { useId, useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, Pencil, X } from 'lucide-react';
import { adminPaths } from '../../../lib/paths.ts';
import { StatusPill } from '../ui/status-pill.tsx';
import { reorderByKey, REORDER_INSTRUCTIONS, type Grab } from './keyboard-reorder.ts';
import { moveQuestion, removeQuestion, sectionBounds, sectionOrder, type PaperQuestion } from './paper-order.ts';
import { QuestionExcerpt } from './question-excerpt.tsx';

interface PaperQuestionListProps {
  questions: readonly PaperQuestion[];
  /** false: the list is shown as it is, with no handles or buttons */
  editable: boolean;
  onChange: (questions: readonly PaperQuestion[]) => void;
  announce: (message: string) => void;
  /** beside a row's marks: the version it serves; and an action of the row's own, before its buttons */
  rowTag?: (question: PaperQuestion) => ReactNode;
  rowAction?: (question: PaperQuestion, position: number) => ReactNode;
}

/** A control to focus once React has put the rows in their new order (moving a row's node drops its focus). */
type FocusTarget = { id: string; control: 'handle' | 'up' | 'down' | 'remove' };

const iconButton =
  'grid size-8 place-items-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-30';

/**
 * The paper's questions, numbered as the learner will see them and grouped by section. Reordered by
 * dragging a row's handle, by the keyboard on the handle (keyboard-reorder.ts), or with the arrows.
 */
export function PaperQuestionList({ questions, editable, onChange, announce, rowTag, rowAction }: PaperQuestionListProps) {
  const instructionsId = useId();
  const controls = useRef(new Map<string, HTMLElement>());
  const [grab, setGrab] = useState<Grab | null>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  // a row's drag starts only from its handle (Chromium picks the drag source at pointer-down, so the
  // rows are always draggable and a drag from anywhere else is cancelled)
  const armed = useRef<string | null>(null);
  const drag = useRef<{ id: string; from: number; before: readonly PaperQuestion[]; dropped: boolean } | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);

  useLayoutEffect(() => {
    const target = pendingFocus.current ?? (grab ? { id: grab.id, control: 'handle' as const } : null);
    pendingFocus.current = null;
    if (!target) return;
    const element = controls.current.get(`${target.control}:${target.id}`);
    // a move button that became disabled at the section's edge hands focus to the row's handle
    if (element && !(element instanceof HTMLButtonElement && element.disabled)) element.focus();
    else controls.current.get(`handle:${target.id}`)?.focus();
  }, [questions, grab]);

  const register = (key: string) => (element: HTMLElement | null) => {
    if (element) controls.current.set(key, element);
    else controls.current.delete(key);
  };

  function onHandleKey(event: KeyboardEvent, index: number) {
    const outcome = reorderByKey(questions, grab, index, event.key);
    if (!outcome) {
      // with nothing picked up, the arrows walk from handle to handle
      const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
      const next = questions[index + step];
      if (step && next) {
        event.preventDefault();
        controls.current.get(`handle:${next.id}`)?.focus();
      }
      return;
    }
    event.preventDefault();
    setGrab(outcome.grab);
    if (outcome.questions !== questions) onChange(outcome.questions);
    if (outcome.announcement) announce(outcome.announcement);
  }

  function moveBy(index: number, step: -1 | 1) {
    const question = questions[index];
    if (!question) return;
    pendingFocus.current = { id: question.id, control: step < 0 ? 'up' : 'down' };
    onChange(moveQuestion(questions, index, index + step));
    announce(`Question ${index + 1} moved to position ${index + step + 1}.`);
  }

  function remove(index: number) {
    const question = questions[index];
    if (!question) return;
    const neighbour = questions[index + 1] ?? questions[index - 1];
    pendingFocus.current = neighbour ? { id: neighbour.id, control: 'remove' } : null;
    onChange(removeQuestion(questions, question.id));
    announce(`Question ${index + 1} removed from the paper. Save to keep the change, or Discard to undo it.`);
  }

  const dragHandlers = (question: PaperQuestion, index: number) => ({
    onDragStart(event: DragEvent) {
      if (armed.current !== question.id) {
        event.preventDefault();
        return;
      }
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', question.id);
      drag.current = { id: question.id, from: index, before: questions, dropped: false };
      setDragging(question.id);
    },
    onDragOver(event: DragEvent<HTMLElement>) {
      const carried = drag.current;
      if (!carried) return;
      const from = questions.findIndex((item) => item.id === carried.id);
      // a row of the other section refuses the drop: a question stays in its section
      if (questions[from]?.section !== question.section) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (from === index) return;
      // move only once the pointer passes the row's middle, so rows of different heights do not flicker
      const { top, height } = event.currentTarget.getBoundingClientRect();
      const pastMiddle = from < index ? event.clientY > top + height / 2 : event.clientY < top + height / 2;
      if (pastMiddle) onChange(moveQuestion(questions, from, index));
    },
    onDrop(event: DragEvent) {
      const carried = drag.current;
      if (!carried) return;
      event.preventDefault();
      carried.dropped = true;
      const at = questions.findIndex((item) => item.id === carried.id);
      announce(
        at === carried.from ? `Question ${carried.from + 1} dropped back at position ${at + 1}.` : `Question ${carried.from + 1} moved to position ${at + 1}.`,
      );
    },
    onDragEnd() {
      const carried = drag.current;
      // dropped outside the list, or Escape during the drag: the order goes back to what it was
      if (carried && !carried.dropped) onChange(carried.before);
      drag.current = null;
      setDragging(null);
      armed.current = null;
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <p id={instructionsId} className="sr-only">
        {REORDER_INSTRUCTIONS}
      </p>
      {sectionOrder.map((section) => {
        const inSection = questions.filter((question) => question.section === section);
        if (inSection.length === 0) return null;
        // the list is grouped by section, so a section's rows are numbered on from where it starts
        const offset = questions.findIndex((question) => question.section === section);
        const headingId = `${instructionsId}-${section}`;
        return (
          <section key={section} aria-labelledby={headingId}>
            <h3 id={headingId} className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {section}{' '}
              <span className="font-medium normal-case">
                · {inSection.length} {inSection.length === 1 ? 'question' : 'questions'}
              </span>
            </h3>
            <ol className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
              {inSection.map((question, i) => {
                const index = offset + i;
                const { start, end } = sectionBounds(questions, index);
                const position = index + 1;
                const grabbed = grab?.id === question.id;
                const action = rowAction?.(question, position);
                return (
                  <li
                    key={question.id}
                    draggable={editable}
                    {...(editable ? dragHandlers(question, index) : {})}
                    className={clsx(
                      'flex items-center gap-x-3 gap-y-2 px-3 py-2.5',
                      // on a phone the row's own action goes under the text, which keeps its width
                      action && 'flex-wrap sm:flex-nowrap',
                      grabbed && 'relative z-10 bg-brand-50 ring-2 ring-brand-500 ring-inset',
                      dragging === question.id && 'bg-brand-50 opacity-60',
                    )}
                  >
                    {editable ? (
                      <button
                        type="button"
                        ref={register(`handle:${question.id}`)}
                        aria-label={`Reorder question ${position}`}
                        aria-describedby={instructionsId}
                        aria-pressed={grabbed}
                        onKeyDown={(event) => onHandleKey(event, index)}
                        onPointerDown={() => (armed.current = question.id)}
                        onPointerUp={() => (armed.current = null)}
                        onBlur={(event) => {
                          // leaving the list while carrying a question drops it where it is
                          if (grabbed && event.relatedTarget) {
                            setGrab(null);
                            announce(`Question ${(grab?.from ?? index) + 1} dropped at position ${position}.`);
                          }
                        }}
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
                        {rowTag?.(question)}
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
                            disabled={index === start}
                            onClick={() => moveBy(index, -1)}
                            className={iconButton}
                          >
                            <ArrowUp aria-hidden="true" className="size-4" />
                          </button>
                          <button
                            type="button"
                            ref={register(`down:${question.id}`)}
                            aria-label={`Move question ${position} down`}
                            title="Move down"
                            disabled={index === end - 1}
                            onClick={() => moveBy(index, 1)}
                            className={iconButton}
                          >
                            <ArrowDown aria-hidden="true" className="size-4" />
                          </button>
                          <button
                            type="button"
                            ref={register(`remove:${question.id}`)}
                            aria-label={`Remove question ${position} from the paper`}
                            title="Remove from paper"
                            onClick={() => remove(index)}
                            className={clsx(iconButton, 'hover:bg-red-50 hover:text-red-700')}
                          >
                            <X aria-hidden="true" className="size-4" />
                          </button>
                        </>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
