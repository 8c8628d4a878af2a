import { useId } from 'react';
import { useTranslation } from '../../../i18n/index.ts';

/** The exam filter; the page keeps it in the URL (?exam=) so a filtered list can be shared. */
export function ExamFilter({ exams, value, onChange }: { exams: string[]; value: string | null; onChange: (exam: string | null) => void }) {
  const { t } = useTranslation('quiz');
  const id = useId();
  // a shared link may name an exam with no quizzes today: keep it selectable so the URL and the box agree
  const options = value && !exams.includes(value) ? [...exams, value] : exams;
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        {t('filter.exam')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className="h-10 min-w-0 flex-1 rounded-lg border-0 bg-white pr-9 pl-3 text-[0.9375rem] text-slate-900 ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-500 focus:outline-none sm:w-48 sm:flex-none"
      >
        <option value="">{t('filter.all')}</option>
        {options.map((exam) => (
          <option key={exam} value={exam}>
            {exam}
          </option>
        ))}
      </select>
    </div>
  );
}
