// Reordering a paper's questions by dragging a row's handle: the row moves as the pointer passes the
// middle of another row of its section, and goes back where it was when the drop misses the list.
import { useRef, useState, type DragEvent } from 'react';
import { moveQuestion, type PaperQuestion } from './paper-order.ts';

export function useRowDrag(questions: readonly PaperQuestion[], onChange: (questions: readonly PaperQuestion[]) => void, announce: (message: string) => void) {
  // a row's drag starts only from its handle (Chromium picks the drag source at pointer-down, so the
  // rows are always draggable and a drag from anywhere else is cancelled)
  const armed = useRef<string | null>(null);
  const drag = useRef<{ id: string; from: number; before: readonly PaperQuestion[]; dropped: boolean } | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);

  const handlers = (question: PaperQuestion, index: number) => ({
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

  return {
    /** the id of the question being dragged */
    dragging,
    handlers,
    /** the pointer went down on (or up from) a row's handle */
    arm: (id: string | null) => {
      armed.current = id;
    },
  };
}
