// The exam a paper is set for (shared/exam/paper-exam.ts), for the parts of the exam view and the
// result that name its sections, its types or its calculator, without each being handed it.
import { createContext, use, useCallback } from 'react';
import { sectionOfExam, type PaperExam } from '../../shared/exam/paper-exam.ts';
import { useLanguage } from '../i18n/use-language.ts';

export const PaperExamContext = createContext<PaperExam | null>(null);

/** The paper's exam, or null outside a paper (an admin's preview of one question). */
export const usePaperExam = (): PaperExam | null => use(PaperExamContext);

/**
 * A stored section's name as the paper's profile calls it, in the interface's language ('General
 * Aptitude', 'सामान्य अभिरुचि'); the stored name where no profile is known.
 */
export function useSectionName(): (section: string) => string {
  const exam = usePaperExam();
  const { language } = useLanguage();
  return useCallback(
    (section: string) => {
      if (!exam || (section !== 'Aptitude' && section !== 'Technical')) return section;
      return sectionOfExam(exam, section)?.name[language] ?? section;
    },
    [exam, language],
  );
}

/** A stored section's short code in the paper's profile ('GA', 'CS', 'P1'), for a narrow screen; the stored name without a profile. */
export function useSectionCode(): (section: string) => string {
  const exam = usePaperExam();
  return useCallback(
    (section: string) => {
      if (!exam || (section !== 'Aptitude' && section !== 'Technical')) return section;
      return sectionOfExam(exam, section)?.code ?? section;
    },
    [exam],
  );
}
