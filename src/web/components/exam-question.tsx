import { memo, type ReactNode } from 'react';
import type { ExamQuestion as ExamQuestionData } from '../../shared/api/exam.ts';
import type { Answer } from '../../shared/exam/answer-key.ts';
import { useQuestionTypeName } from './question-type-name.ts';
import { ExamOptions, toggleOption } from './exam-options.tsx';
import { NatAnswer } from './nat-keypad.tsx';
import { QuestionText } from './question-text.tsx';
import { useTranslation } from '../i18n/index.ts';
import { langOf, questionIn, type ExamLanguage } from './question-language.ts';
import { useSectionName } from './paper-exam.ts';

/** The question's heading: the exam view focuses it when the exam opens. */
export const QUESTION_HEADING_ID = 'question-heading';

interface ExamQuestionProps {
  question: ExamQuestionData;
  number: number;
  /** the type label beside the marks: the question's own, or the target's default */
  typeLabel: string;
  showSection: boolean;
  /** the saved answer in the question's form: an option, the options chosen, the number typed */
  answer: Answer | null;
  disabled: boolean;
  onAnswer: (answer: Answer | null) => void;
  /** the language the question is read in (a paper offered in Hindi); its words then carry `lang` */
  language?: ExamLanguage;
  /** the "View in" select, in the header, for a paper offered in Hindi */
  languageControl?: ReactNode;
}

/**
 * One question as the exam view shows it: number, text with formulas, optional figure, marks and
 * type, then the way to answer it: options A, B, C… as radio rows (MCQ) or checkbox rows (MSQ), or
 * the answer box and GATE's numeric keypad (NAT); remarks last. The exam and the admin editor's live
 * preview render this same component, so what an author sees is what the learner gets. After
 * submission the result view shows the key (green) and a wrong choice (red): ReviewedQuestionCard.
 */
export const ExamQuestion = memo(function ExamQuestion({
  question: original,
  number,
  typeLabel,
  showSection,
  answer,
  disabled,
  onAnswer,
  language,
  languageControl,
}: ExamQuestionProps) {
  // in Hindi the words are the Hindi version's; the options' order and identity are the question's
  const question = language ? questionIn(original, language) : original;
  const lang = language ? langOf(original, language) : undefined;
  const { t } = useTranslation('exam');
  const typeName = useQuestionTypeName();
  const sectionName = useSectionName();
  // what the learner does to answer, as a line under the question (GATE prints the same)
  const howToAnswer = { MCQ: t('question.howMcq'), MSQ: t('question.howMsq'), NAT: t('question.howNat') };
  const chosen = Array.isArray(answer) ? answer : typeof answer === 'number' ? [answer] : [];
  return (
    <article aria-labelledby={QUESTION_HEADING_ID} className="relative flex flex-col gap-5">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 pb-3">
        <h2 id={QUESTION_HEADING_ID} tabIndex={-1} className="text-lg font-bold text-navy-900">
          {t('question.heading', { number })}
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <span>
            {showSection
              ? t('question.sectionMarks', { section: sectionName(question.section), marks: question.marks })
              : t('question.marks', { marks: question.marks })}
          </span>
          <span title={typeName(question.type)} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-600 ring-1 ring-slate-200">
            {typeLabel}
            <span className="sr-only">{`: ${typeName(question.type)}`}</span>
          </span>
          {languageControl}
        </p>
      </header>

      <div lang={lang} className="contents">
        <QuestionText source={question.questionText} html={question.questionHtml} className="text-slate-800" />
      </div>
      {question.questionImage ? (
        <img src={question.questionImage} alt={t('question.figure', { number })} className="max-h-80 max-w-full self-start rounded-lg ring-1 ring-slate-200" />
      ) : null}

      <p className="-mb-2 text-sm font-medium text-slate-600">{howToAnswer[question.type]}</p>
      {question.type === 'NAT' ? (
        <NatAnswer number={number} answer={typeof answer === 'string' ? answer : null} disabled={disabled} onAnswer={onAnswer} />
      ) : (
        <ExamOptions
          question={question}
          number={number}
          multiple={question.type === 'MSQ'}
          isChosen={(index) => chosen.includes(index)}
          disabled={disabled}
          onToggle={(index) => onAnswer(question.type === 'MSQ' ? toggleOption(chosen, index) : index)}
          lang={lang}
        />
      )}

      {question.questionRemarks ? (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <span className="font-semibold">{t('question.remarks')}</span>
          {question.questionRemarks}
        </p>
      ) : null}
    </article>
  );
});
