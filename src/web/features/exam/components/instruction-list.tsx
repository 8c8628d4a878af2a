import { Fragment } from 'react';
import type { Marking } from '../../../../shared/exam/marking.ts';
import { QUESTION_TYPES } from '../../../../shared/exam/answer-key.ts';
import { isWholeExam, type PaperExam } from '../../../../shared/exam/paper-exam.ts';
import { useSiteConfig } from '../../../lib/site.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { usePaperExam } from '../../../components/paper-exam.ts';
import { markingRulesIn } from './marking-words.ts';

type Kind = 'test' | 'quiz';

/** SPEC's 'The test resembles the real exam', naming the exam the paper is set for and how much of it the paper is. */
function useResembles(kind: Kind, exam: PaperExam | null): string {
  const { t } = useTranslation('exam');
  const { language } = useLanguage();
  if (!exam) return kind === 'quiz' ? t('rules.resemblesQuiz') : t('rules.resemblesTest');
  const name = exam.name[language];
  if (kind === 'quiz') return t('rules.resemblesQuizOf', { exam: name });
  if (isWholeExam(exam.scope)) return t('rules.resemblesFull', { exam: name });
  return exam.scope === 'sectional' ? t('rules.resemblesSection', { exam: name }) : t('rules.resemblesSubject', { exam: name });
}

/** The question types the paper's exam asks, each with how it is answered. */
function TypesRule({ exam }: { exam: PaperExam | null }) {
  const { t } = useTranslation('exam');
  const types = exam?.questionTypes ?? QUESTION_TYPES;
  if (types.length === 1 && types[0] === 'MCQ') return <li>{t('rules.typesMcqOnly')}</li>;
  const title = { MCQ: t('rules.mcq'), MSQ: t('rules.msq'), NAT: t('rules.nat') };
  const how = { MCQ: t('rules.howMcq'), MSQ: t('rules.howMsq'), NAT: t('rules.howNat') };
  return (
    <li>
      {t('rules.typesIntro', { count: types.length })}{' '}
      {types.map((type, index) => (
        <Fragment key={type}>
          <abbr title={title[type]}>{type}</abbr>
          {how[type]}
          {index < types.length - 1 ? '; ' : '. '}
        </Fragment>
      ))}
      {t('rules.typesShown')}
    </li>
  );
}

/** Where the questions are: the profile's sections by name, or SPEC's Aptitude and Technical without one. */
function SectionsRule({ exam }: { exam: PaperExam | null }) {
  const { t } = useTranslation('exam');
  const { language } = useLanguage();
  if (!exam) return <li>{t('rules.sections')}</li>;
  const names = exam.sections.map((section) => section.name[language]);
  if (names.length === 1) return <li>{t('rules.sectionsOne', { name: names[0] })}</li>;
  return <li>{t('rules.sectionsMany', { count: names.length, names: names.join(t('rules.listJoin')) })}</li>;
}

/**
 * SPEC §2 'Instructions panel content', in the order the spec gives it, told of the exam the paper
 * is set for (issue 42): a whole paper marked as its profile says reads the profile's own
 * paragraphs; any other paper (a subject test, a weekly quiz) the rules drawn from its profile (its
 * question types, sections and calculator) and its own marking. DESIGN.md's changes stand: questions
 * keep their types (no longer converted to MCQ), and the marking is the paper's own, in words.
 */
export function InstructionList({ kind = 'test', marking }: { kind?: Kind; marking: Marking }) {
  const { t } = useTranslation('exam');
  const { language } = useLanguage();
  const exam = usePaperExam();
  const site = useSiteConfig();
  const email = site.data?.supportEmail;
  const quiz = kind === 'quiz';
  const ownParagraphs = exam?.instructions[language] ?? [];
  const calculator = exam?.calculator ?? true;
  const resembles = useResembles(kind, exam);
  const weekly = !exam || exam.family === 'GATE' ? t('rules.weekly') : t('rules.weeklyOther');
  // how the keyboard answers each type the paper asks, and works the calculator where one is offered
  const types = exam?.questionTypes ?? QUESTION_TYPES;
  const keyboard = [
    t('rules.keyboard'),
    ...(types.includes('MSQ') ? [t('rules.keyboardMsq')] : []),
    ...(types.includes('NAT') ? [t('rules.keyboardNat')] : []),
    ...(calculator ? [t('rules.keyboardCalculator')] : []),
  ];
  return (
    <ol className="list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-700 marker:font-semibold marker:text-slate-500">
      <li>{resembles}</li>
      {ownParagraphs.length > 0 ? (
        ownParagraphs.map((paragraph) => <li key={paragraph}>{paragraph}</li>)
      ) : (
        <>
          <TypesRule exam={exam} />
          <li>
            {t('rules.marking')}
            <ul className="mt-1 list-disc space-y-1 pl-5 marker:text-slate-400">
              {markingRulesIn(t, marking, exam?.questionTypes).map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </li>
        </>
      )}
      <li>{quiz ? t('rules.practiceQuiz') : t('rules.practiceTest')}</li>
      {quiz ? (
        <>
          <li>{weekly}</li>
          <li>{t('rules.quizPalette')}</li>
        </>
      ) : (
        <>
          <li>{t('rules.freeOrPaid')}</li>
          {ownParagraphs.length > 0 ? null : <SectionsRule exam={exam} />}
        </>
      )}
      {ownParagraphs.length > 0 ? null : <li>{calculator ? t('rules.calculator') : t('rules.noCalculator')}</li>}
      <li>{quiz ? t('rules.timedQuiz') : t('rules.timedTest')}</li>
      <li>{t('rules.review')}</li>
      <li>{t('rules.saved')}</li>
      <li>{keyboard.join(' ')}</li>
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
