import type { Marking } from '../../../../shared/exam/marking.ts';
import { useSiteConfig } from '../../../lib/site.ts';
import { Trans, useTranslation } from '../../../i18n/index.ts';
import { markingRulesIn } from './marking-words.ts';

/**
 * SPEC §2 'Instructions panel content', in the order the spec gives it, with two changes of
 * DESIGN.md: questions are of GATE's three types (no longer converted to MCQ), and the marking is
 * the paper's own preset in its own words (markingRules), not a fixed sentence.
 */
export function InstructionList({ kind = 'test', marking }: { kind?: 'test' | 'quiz'; marking: Marking }) {
  const { t } = useTranslation('exam');
  const site = useSiteConfig();
  const email = site.data?.supportEmail;
  const quiz = kind === 'quiz';
  const abbr = (title: string) => <abbr title={title} />;
  return (
    <ol className="list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-700 marker:font-semibold marker:text-slate-500">
      <li>{quiz ? t('rules.resemblesQuiz') : t('rules.resemblesTest')}</li>
      <li>
        <Trans t={t} i18nKey="rules.types" components={{ mcq: abbr(t('rules.mcq')), msq: abbr(t('rules.msq')), nat: abbr(t('rules.nat')) }} />
      </li>
      <li>
        {t('rules.marking')}
        <ul className="mt-1 list-disc space-y-1 pl-5 marker:text-slate-400">
          {markingRulesIn(t, marking).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </li>
      <li>{quiz ? t('rules.practiceQuiz') : t('rules.practiceTest')}</li>
      {quiz ? (
        <>
          <li>{t('rules.weekly')}</li>
          <li>{t('rules.quizPalette')}</li>
        </>
      ) : (
        <>
          <li>{t('rules.freeOrPaid')}</li>
          <li>{t('rules.sections')}</li>
        </>
      )}
      <li>{quiz ? t('rules.timedQuiz') : t('rules.timedTest')}</li>
      <li>{t('rules.review')}</li>
      <li>{t('rules.saved')}</li>
      <li>{t('rules.keyboard')}</li>
      <li>
        {t('rules.help')}{' '}
        {email ? (
          <a href={`mailto:${email}`} className="font-semibold text-sky-800 underline underline-offset-2">
            {email}
          </a>
        ) : (
          t('rules.supportTeam')
        )}
        {t('rules.helpEnd')}
      </li>
    </ol>
  );
}
