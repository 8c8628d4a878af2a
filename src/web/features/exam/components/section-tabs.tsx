import clsx from 'clsx';
import { useTranslation } from '../../../i18n/index.ts';
import type { SectionRange } from '../../../../shared/exam/navigation.ts';
import { useSectionCode, useSectionName } from '../../../components/paper-exam.ts';

/** The paper's sections as its exam names them, only where a section has questions; a tab opens its first question. */
export function SectionTabs({ sections, current, onSelect }: { sections: readonly SectionRange[]; current: number; onSelect: (index: number) => void }) {
  const { t } = useTranslation('exam');
  const sectionName = useSectionName();
  const sectionCode = useSectionCode();
  return (
    <nav aria-label={t('instructions.sections')} className="flex gap-1 border-b border-slate-200 bg-white px-3 pt-2 sm:px-5">
      {sections.map((range) => {
        const active = current >= range.first && current < range.first + range.count;
        return (
          <button
            key={range.section}
            type="button"
            aria-current={active ? 'true' : undefined}
            onClick={() => onSelect(range.first)}
            className={clsx(
              '-mb-px rounded-t-md border px-4 py-2 text-sm font-semibold transition-colors',
              active ? 'border-slate-200 border-b-white bg-white text-sky-800' : 'border-transparent text-slate-500 hover:text-navy-900',
            )}
          >
            {/* a phone shows the exam's short code ('GA', 'P1'), with the whole name for screen readers */}
            <span className="sm:hidden" aria-hidden="true">
              {sectionCode(range.section)}
            </span>
            <span className="max-sm:sr-only">{sectionName(range.section)}</span>
            <span className="ml-1.5 text-xs font-normal text-slate-500">{range.count}</span>
          </button>
        );
      })}
    </nav>
  );
}
