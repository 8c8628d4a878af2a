import type { QuestionType } from '../../shared/exam/answer-key.ts';
import { useTranslation } from '../i18n/index.ts';

/** A question type's full name in the interface's language ('Multiple select (one or more answers)'), beside its short MCQ/MSQ/NAT. */
export function useQuestionTypeName(): (type: QuestionType) => string {
  const { t } = useTranslation('common');
  return (type) => (type === 'MCQ' ? t('questionTypes.MCQ') : type === 'MSQ' ? t('questionTypes.MSQ') : t('questionTypes.NAT'));
}
