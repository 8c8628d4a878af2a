import { useTranslation } from '../../../i18n/index.ts';
import { useId, useRef, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import type { ExamQuestion } from '../../../../shared/api/exam.ts';
import { answerOf, paletteStatus, type Answers, type SectionRange } from '../../../../shared/exam/navigation.ts';
import { paletteKeyTarget } from '../engine/palette-keys.ts';
import { StatusBadge, usePaletteButtonName, useStatusLabels, type PaletteScheme } from './status-badge.tsx';
import { useSectionName } from '../../../components/paper-exam.ts';

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

/**
 * Numbered buttons grouped by section, five to a row; a click opens the question. One Tab stop (the
 * current question's number) and arrow keys between numbers, so a 65-question paper is not 65 Tabs
 * between the question and Submit.
 */
export function QuestionPalette({ ordered, sections, answers, current, scheme, showSections, onSelect }: QuestionPaletteProps) {
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const hintId = useId();
  const { t } = useTranslation('exam');
  const statusLabels = useStatusLabels();
  const paletteButtonName = usePaletteButtonName();
  const sectionName = useSectionName();
  const groups = showSections ? sections : [{ section: sections[0]?.section ?? 'Technical', first: 0, count: ordered.length }];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = paletteKeyTarget(event.key, index, groups);
    if (target === null) return;
    event.preventDefault();
    buttons.current.get(target)?.focus();
  }

  return (
    <nav aria-label={t('sidebar.palette')} aria-describedby={hintId} className="flex flex-col gap-4">
      <p id={hintId} className="sr-only">
        {t('sidebar.paletteKeys')}
      </p>
      {groups.map((range) => (
        <section
          key={range.section}
          aria-label={showSections ? t('sidebar.sectionQuestions', { section: sectionName(range.section) }) : t('instructions.questions')}
        >
          {showSections ? (
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {sectionName(range.section)} <span className="font-normal normal-case">({range.count})</span>
            </h3>
          ) : null}
          {/* five wide (SPEC §9), as engine/palette-keys.ts counts for Up and Down */}
          <ol className="grid grid-cols-5 gap-2.5">
            {ordered.slice(range.first, range.first + range.count).map((question, offset) => {
              const index = range.first + offset;
              const status = paletteStatus(answerOf(answers, question._id));
              const isCurrent = index === current;
              return (
                <li key={question._id}>
                  <button
                    ref={(element) => {
                      if (element) buttons.current.set(index, element);
                      else buttons.current.delete(index);
                    }}
                    type="button"
                    tabIndex={isCurrent ? 0 : -1}
                    onClick={() => onSelect(index)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                    aria-current={isCurrent ? 'step' : undefined}
                    aria-label={paletteButtonName(index + 1, status)}
                    title={statusLabels[status]}
                    className={clsx(
                      'rounded-lg p-0.5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                      isCurrent ? 'ring-2 ring-sky-600 ring-offset-1' : 'hover:brightness-95',
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
