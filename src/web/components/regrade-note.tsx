import { Scale } from 'lucide-react';
import type { ReviewedQuestion } from '../../shared/api/exam.ts';
import { keyLabel } from '../../shared/exam/answer-key.ts';
import { useFormat, useTranslation } from '../i18n/index.ts';

const days = {
  'en-IN': new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }),
  'hi-IN': new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }),
};

/** What a regrade after the paper was taken did to a question, and why: under its heading in the result. */
export function RegradeNote({ regrade }: { regrade: NonNullable<ReviewedQuestion['regrade']> }) {
  const { t } = useTranslation('result');
  const { locale } = useFormat();
  const what =
    regrade.action === 'void-full'
      ? t('regrade.voidFull')
      : regrade.action === 'void-none'
        ? t('regrade.voidNone')
        : regrade.previousKey
          ? t('regrade.keyChangedFrom', { key: keyLabel(regrade.previousKey) })
          : t('regrade.keyChanged');
  return (
    <p className="mt-3 flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
      <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <span>
        <strong className="font-semibold">{what}</strong> {regrade.reason}{' '}
        <span className="text-amber-800">{t('regrade.when', { date: days[locale].format(new Date(regrade.at)) })}</span>
      </span>
    </p>
  );
}
