import { useId } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { LANGUAGE_NAMES } from '../../../i18n/languages.ts';
import { EXAM_LANGUAGES, type ExamLanguage } from '../../../../shared/api/exam-language.ts';

interface LanguageSelectProps {
  value: ExamLanguage;
  onChange: (language: ExamLanguage) => void;
}

/**
 * The question header's "View in" select (a paper offered in Hindi): this question in English or हिन्दी.
 * `questionNumber`: where many questions show one each (a result's review), their names tell them apart.
 */
export function ViewInSelect({ value, onChange, questionNumber }: LanguageSelectProps & { questionNumber?: number }) {
  const { t } = useTranslation('exam');
  const id = useId();
  return (
    <span className="flex items-center gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {t('language.viewIn')}
        {/* the visible words start the name; the number tells one question's select from the next */}
        {questionNumber === undefined ? null : (
          <>
            {' '}
            <span className="sr-only">{t('language.viewInFor', { number: questionNumber })}</span>
          </>
        )}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ExamLanguage)}
        className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800"
      >
        {EXAM_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The instructions page's "Choose your default language" (a paper offered in Hindi), as on the UGC NET exam screen. */
export function DefaultLanguageChoice({ value, onChange }: LanguageSelectProps) {
  const { t } = useTranslation('exam');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 rounded-lg bg-sky-50 px-4 py-3 ring-1 ring-sky-200 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          {t('language.chooseDefault')}
        </label>
        <p className="text-xs text-slate-600">{t('language.chooseDefaultHint')}</p>
      </div>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ExamLanguage)}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-800"
      >
        {EXAM_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
