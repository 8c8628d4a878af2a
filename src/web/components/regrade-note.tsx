import { Scale } from 'lucide-react';
import type { ReviewedQuestion } from '../../shared/api/exam.ts';
import { keyLabel } from '../../shared/exam/answer-key.ts';
import { useFormat, useTranslation } from '../i18n/index.ts';

const days = {
  'en-IN': new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }),
  'hi-IN': new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }),
};

interface RegradeNoteProps {
  regrade: NonNullable<ReviewedQuestion['regrade']>;
  /** the learner gave an answer to it: a void for those who attempted it gave them its marks, or nothing */
  answered: boolean;
}

/** What a regrade after the paper was taken did to a question, and why: under its heading in the result. */
export function RegradeNote({ regrade, answered }: RegradeNoteProps) {
  const { t } = useTranslation('result');
  const { locale } = useFormat();
  let what: string;
  if (regrade.action === 'void-full') what = t('regrade.voidFull');
  // NTA's void gave this learner its marks or nothing, by whether they answered: the note says which
  else if (regrade.action === 'void-attempted') what = answered ? t('regrade.voidAttempted') : t('regrade.voidAttemptedLeft');
  else if (regrade.action === 'void-none') what = t('regrade.voidNone');
  else what = regrade.previousKey ? t('regrade.keyChangedFrom', { key: keyLabel(regrade.previousKey) }) : t('regrade.keyChanged');
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
