import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { reorderByKey, REORDER_INSTRUCTIONS, type Grab } from './keyboard-reorder.ts';
import { moveQuestion, removeQuestion, sectionBounds, sectionOrder, type PaperQuestion } from './paper-order.ts';
import { PaperQuestionRow } from './paper-question-row.tsx';
import { useRowDrag } from './use-row-drag.ts';

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

/**
 * The paper's questions, numbered as the learner will see them and grouped by section. Reordered by
 * dragging a row's handle (use-row-drag.ts), by the keyboard on the handle (keyboard-reorder.ts), or
 * with the arrows.
 */
export function PaperQuestionList({ questions, editable, onChange, announce, rowTag, rowAction }: PaperQuestionListProps) {
  const instructionsId = useId();
  const controls = useRef(new Map<string, HTMLElement>());
  const [grab, setGrab] = useState<Grab | null>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const drag = useRowDrag(questions, onChange, announce);

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
                return (
                  <PaperQuestionRow
                    key={question.id}
                    question={question}
                    position={position}
                    first={index === start}
                    last={index === end - 1}
                    editable={editable}
                    grabbed={grabbed}
                    dragging={drag.dragging === question.id}
                    tag={rowTag?.(question)}
                    action={rowAction?.(question, position)}
                    instructionsId={instructionsId}
                    register={register}
                    drag={drag.handlers(question, index)}
                    handle={{
                      onKeyDown: (event) => onHandleKey(event, index),
                      onPointer: (down) => drag.arm(down ? question.id : null),
                      onBlur: (event) => {
                        // leaving the list while carrying a question drops it where it is
                        if (grabbed && event.relatedTarget) {
                          setGrab(null);
                          announce(`Question ${(grab?.from ?? index) + 1} dropped at position ${position}.`);
                        }
                      },
                    }}
                    onMove={(step) => moveBy(index, step)}
                    onRemove={() => remove(index)}
                  />
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
