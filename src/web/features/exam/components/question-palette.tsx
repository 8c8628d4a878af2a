import clsx from 'clsx';
import type { ExamQuestion } from '../../../../shared/api/exam.ts';
import { answerOf, paletteStatus, type Answers, type SectionRange } from '../../../../shared/exam/navigation.ts';
import { StatusBadge, statusLabels, type PaletteScheme } from './status-badge.tsx';

interface QuestionPaletteProps {
  ordered: readonly ExamQuestion[];
  sections: readonly SectionRange[];
  answers: Answers;
  current: number;
  scheme: PaletteScheme;
  /** false: one plain grid, without section headings (a quiz drawn from one section) */
  showSections: boolean;
  onSelect: (index: number) => void;
}

/** Numbered buttons grouped by section, five to a row; a click opens the question. */
export function QuestionPalette({ ordered, sections, answers, current, scheme, showSections, onSelect }: QuestionPaletteProps) {
  return (
    <nav aria-label="Question Palette" className="flex flex-col gap-4">
      {(showSections ? sections : [{ section: sections[0]?.section ?? 'Technical', first: 0, count: ordered.length }]).map((range) => (
        <section key={range.section} aria-label={showSections ? `${range.section} questions` : 'Questions'}>
          {showSections ? (
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {range.section} <span className="font-normal normal-case">({range.count})</span>
            </h3>
          ) : null}
          <ol className="grid grid-cols-5 gap-2.5">
            {ordered.slice(range.first, range.first + range.count).map((question, offset) => {
              const index = range.first + offset;
              const status = paletteStatus(answerOf(answers, question._id));
              const isCurrent = index === current;
              return (
                <li key={question._id}>
                  <button
                    type="button"
                    onClick={() => onSelect(index)}
                    aria-current={isCurrent ? 'step' : undefined}
                    aria-label={`Question ${index + 1}, ${statusLabels[status]}`}
                    title={statusLabels[status]}
                    className={clsx(
                      'rounded-lg p-0.5 focus-visible:outline-2 focus-visible:outline-offset-1',
                      isCurrent ? 'ring-2 ring-sky-500 ring-offset-1' : 'hover:brightness-95',
                    )}
                  >
                    <StatusBadge status={status} scheme={scheme} className="size-10 text-sm">
                      {index + 1}
                    </StatusBadge>
                  </button>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
