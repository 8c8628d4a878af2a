import { memo } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { FileText, X } from 'lucide-react';
import type { ExamQuestion, Section } from '../../../../shared/api/exam.ts';
import { useQuestionTypeName } from '../../../components/question-type-name.ts';
import { QuestionText } from '../../../components/question-text.tsx';
import { langOf, questionIn, type ExamLanguage } from '../../../components/question-language.ts';
import { optionLetter } from '../../../lib/result-format.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useSectionName } from '../../../components/paper-exam.ts';

interface QuestionPaperDialogProps {
  /** the exam order: numbers in the paper are the palette's */
  ordered: readonly ExamQuestion[];
  section: Section;
  /** a quiz from one section shows no sections: the paper is the whole quiz */
  showSections: boolean;
  /** a paper offered in Hindi: the language each question is read in, as on the question screen */
  languageOf?: ((questionId: string) => ExamLanguage) | undefined;
}

function PaperQuestion({ question: original, number, language }: { question: ExamQuestion; number: number; language: ExamLanguage | undefined }) {
  const typeName = useQuestionTypeName();
  const { t } = useTranslation('exam');
  const question = language ? questionIn(original, language) : original;
  const lang = language ? langOf(original, language) : undefined;
  return (
    <li aria-labelledby={`paper-question-${number}`} className="flex flex-col gap-3 border-b border-slate-200 py-5 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`paper-question-${number}`} className="text-base font-bold text-navy-900">
          {t('question.heading', { number })}
        </h3>
        <p className="text-xs font-semibold text-slate-600">
          <abbr title={typeName(question.type)} className="no-underline">
            {question.type}
          </abbr>
          {` · ${t('paper.marks', { count: question.marks })}`}
        </p>
      </div>
      <div lang={lang} className="contents">
        <QuestionText source={question.questionText} html={question.questionHtml} className="text-sm text-slate-800" />
      </div>
      {question.questionImage ? (
        <img src={question.questionImage} alt={`Figure for question ${number}`} className="max-h-60 max-w-full self-start rounded ring-1 ring-slate-200" />
      ) : null}
      {question.type === 'NAT' ? (
        <p className="text-sm text-slate-600 italic">{t('paper.numerical')}</p>
      ) : (
        <ol aria-label={`Options of question ${number}`} className="flex flex-col gap-1.5">
          {question.options.map((option, index) => (
            <li key={option._id} className="flex items-start gap-2 text-sm text-slate-800">
              <span aria-hidden className="font-bold text-slate-500">
                {optionLetter(index)}.
              </span>
              <span className="sr-only">{`Option ${optionLetter(index)}: `}</span>
              <span lang={lang} className="min-w-0 flex-1">
                {option.text ? <QuestionText source={option.text} html={option.html} inline /> : null}
                {option.image ? <img src={option.image} alt={`Option ${optionLetter(index)}`} className="max-h-32 max-w-full rounded" /> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/**
 * GATE's 'Question Paper' button: every question of the current section on one page, to read
 * (answering stays on the question screen). Radix gives it Escape, the focus trap and focus back
 * on the button when it closes.
 */
// memoised: the header around it draws every second, the paper's formulas must not
export const QuestionPaperDialog = memo(function QuestionPaperDialog({ ordered, section, showSections, languageOf }: QuestionPaperDialogProps) {
  const { t } = useTranslation('exam');
  const sectionName = useSectionName();
  const shown = ordered.map((question, index) => ({ question, number: index + 1 })).filter(({ question }) => !showSections || question.section === section);
  return (
    <Dialog.Root>
      <Dialog.Trigger className="inline-flex items-center gap-1.5 rounded-md bg-white px-2.5 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:px-3 sm:py-1.5">
        <FileText aria-hidden className="size-4" />
        {/* on a phone the label gives way to the clock; screen readers still hear it */}
        <span className="max-sm:sr-only">{t('header.questionPaper')}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-2xl focus:outline-none data-[state=open]:animate-dialog-in sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[85dvh] sm:w-[calc(100vw-2rem)] sm:max-w-3xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div>
              <Dialog.Title className="text-lg font-bold text-navy-900">
                {showSections ? t('paper.titleSection', { section: sectionName(section) }) : t('header.questionPaper')}
              </Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-slate-600">{t('paper.description', { count: shown.length })}</Dialog.Description>
            </div>
            <Dialog.Close aria-label={t('paper.close')} className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-navy-900">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {/* a region that scrolls takes the keyboard too: arrow keys and Page Down read on */}
          <div tabIndex={0} aria-label={t('instructions.questions')} role="region" className="min-h-0 flex-1 overflow-y-auto px-5 sm:px-6">
            <ol className="flex flex-col">
              {shown.map(({ question, number }) => (
                <PaperQuestion key={question._id} question={question} number={number} language={languageOf?.(question._id)} />
              ))}
            </ol>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
