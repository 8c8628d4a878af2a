// Two small sound profiles for the exam rules' tests: one of the GATE kind, one of UGC NET's.
import type { ExamProfile } from './profiles.ts';

const texts = { en: ['Read every question.'], hi: ['हर प्रश्न ध्यान से पढ़ें।'] };

/** A small sound profile of the GATE kind: one section of 1- and 2-mark questions. */
export const gateLike: ExamProfile = {
  code: 'gate-xx',
  family: 'GATE',
  paperCode: 'XX',
  name: { en: 'GATE XX', hi: 'GATE XX' },
  sections: [
    { key: 'GA', name: { en: 'General Aptitude', hi: 'सामान्य अभिरुचि' }, byMarks: { '1': 2, '2': 3 }, seconds: null },
    { key: 'XX', name: { en: 'Subject', hi: 'विषय' }, byMarks: { '1': 4 }, seconds: null },
  ],
  questionTypes: ['MCQ', 'MSQ', 'NAT'],
  wrongShare: { MCQ: 1 / 3, MSQ: 0, NAT: 0 },
  calculator: true,
  languages: ['en'],
  instructions: texts,
  voidRule: 'everyone',
  seconds: 3600,
  sitsWith: null,
};

export const netLike: ExamProfile = {
  ...gateLike,
  code: 'net-xx',
  family: 'UGC NET',
  sections: [{ key: 'P2', name: { en: 'Subject', hi: 'विषय' }, byMarks: { '2': 10 }, seconds: null }],
  questionTypes: ['MCQ'],
  wrongShare: { MCQ: 0 },
  calculator: false,
  languages: ['en', 'hi'],
  voidRule: 'attempted',
  seconds: 1800,
  sitsWith: 'net-yy',
};
