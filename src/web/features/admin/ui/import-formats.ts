import type { ImportFormat } from '../../../../shared/api/question-import.ts';

export interface FormatInfo {
  label: string;
  /** what Moodle's import and export pages call it */
  moodleName: string;
  summary: string;
  /** the file chooser's filter */
  accept: string;
}

export const FORMATS: Record<ImportFormat, FormatInfo> = {
  aiken: {
    label: 'Aiken',
    moodleName: 'Moodle: “Aiken format”',
    summary: 'Plain text: a question on one line, its options A., B., C… and an ANSWER line. Multiple choice only.',
    accept: '.txt,text/plain',
  },
  gift: {
    label: 'GIFT',
    moodleName: 'Moodle: “GIFT format”',
    summary: 'Moodle’s text format, answers in braces {…}. Multiple response becomes MSQ, numerical becomes NAT, and true/false becomes an MCQ.',
    accept: '.txt,.gift,text/plain',
  },
  csv: {
    label: 'CSV',
    moodleName: 'Prepverse’s template (Moodle has no CSV question format)',
    summary: 'A spreadsheet saved as CSV, one question per row: MCQ, MSQ or NAT, with explanation, section, marks, topic and source.',
    accept: '.csv,text/csv',
  },
  xml: {
    label: 'Moodle XML',
    moodleName: 'Moodle: “Moodle XML format”',
    summary:
      'Moodle’s fullest format: categories become the syllabus tree, with tags, marks, feedback and embedded images. Multiple choice, numerical and true/false.',
    accept: '.xml,text/xml,application/xml',
  },
};
