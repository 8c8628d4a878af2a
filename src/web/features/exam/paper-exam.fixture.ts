// The exams a paper may be set for, as the server sends them with it (shared/exam/paper-exam.ts),
// for the web's tests: a GATE CS subject test and a whole UGC NET Paper 1.
import type { PaperExam } from '../../../shared/exam/paper-exam.ts';

export const GATE_CS_SUBJECT_EXAM: PaperExam = {
  code: 'gate-cs',
  family: 'GATE',
  name: { en: 'GATE Computer Science and Information Technology (CS)', hi: 'GATE कंप्यूटर साइंस एवं इन्फ़ॉर्मेशन टेक्नोलॉजी (CS)' },
  scope: 'subject',
  questionTypes: ['MCQ', 'MSQ', 'NAT'],
  calculator: true,
  sections: [
    { code: 'GA', name: { en: 'General Aptitude', hi: 'सामान्य अभिरुचि' } },
    { code: 'CS', name: { en: 'Computer Science and Information Technology', hi: 'कंप्यूटर साइंस एवं इन्फ़ॉर्मेशन टेक्नोलॉजी' } },
  ],
  instructions: { en: [], hi: [] },
};

export const UGC_NET_PAPER_ONE_EXAM: PaperExam = {
  code: 'ugc-net-paper-1',
  family: 'UGC NET',
  name: { en: 'UGC NET Paper 1 (General Paper on Teaching and Research Aptitude)', hi: 'UGC NET प्रश्नपत्र 1 (शिक्षण एवं शोध अभिरुचि पर सामान्य प्रश्नपत्र)' },
  scope: 'full',
  questionTypes: ['MCQ'],
  calculator: false,
  sections: [{ code: 'P1', name: { en: 'Teaching and Research Aptitude', hi: 'शिक्षण एवं शोध अभिरुचि' } }],
  instructions: {
    en: ['Paper 1: 50 questions of 2 marks each, 100 marks in all, in one section.', 'No calculator is offered.'],
    hi: ['प्रश्नपत्र 1: 2-2 अंकों के 50 प्रश्न, कुल 100 अंक, एक ही खंड में।', 'कोई कैलकुलेटर उपलब्ध नहीं है।'],
  },
};
