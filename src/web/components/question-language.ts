// A question read in the language the learner chose (docs/decisions/034): in Hindi, its text and its
// options' texts are the Hindi version's, drawn by the server as the English are; everything else
// (the options' order and identity, figures, marks, type) is the question's own, so an answer names
// the same option whatever the language it was read in.
import type { ExamQuestion, ReviewedQuestion } from '../../shared/api/exam.ts';
import type { ExamLanguage } from '../../shared/api/exam-language.ts';

export type { ExamLanguage };

/** The question as shown in `language`; the English one when it has no Hindi version. */
export function questionIn<Q extends Pick<ExamQuestion, 'questionText' | 'questionHtml' | 'options' | 'hindi'>>(question: Q, language: ExamLanguage): Q {
  const hindi = question.hindi;
  if (language !== 'hi' || !hindi) return question;
  return {
    ...question,
    questionText: hindi.questionText,
    questionHtml: hindi.questionHtml,
    options: question.options.map((option, index) => {
      const translated = hindi.options[index];
      return translated ? { ...option, text: translated.text, html: translated.html } : option;
    }),
  };
}

/** The `lang` of the element around a question's words, so the Devanagari font stack applies (styles.css :lang(hi)). */
export const langOf = (question: Pick<ExamQuestion, 'hindi'>, language: ExamLanguage): ExamLanguage => (language === 'hi' && question.hindi ? 'hi' : 'en');

/**
 * A reviewed question's explanation as shown in `language`, and the language it is in: the Hindi
 * version's where it has one, else the English (a Hindi version may leave its explanation out).
 */
export function explanationIn(question: Pick<ReviewedQuestion, 'explanationText' | 'hindi'>, language: ExamLanguage): { text: string; language: ExamLanguage } {
  const hindi = question.hindi?.explanationText;
  return language === 'hi' && hindi ? { text: hindi, language: 'hi' } : { text: question.explanationText, language: 'en' };
}
