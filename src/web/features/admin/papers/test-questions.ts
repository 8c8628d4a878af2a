// Questions for the papers' tests: ids are real UUIDs, as the save schema checks them.
import type { PaperQuestion, Section } from './paper-order.ts';

export const paperQuestionOf = (n: number, section: Section, marks = 1, text = `Question text ${n}`): PaperQuestion => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  text,
  section,
  marks,
  type: 'MCQ',
  status: 'published',
  version: 1,
  latestVersion: 1,
  hasHindi: false,
});
