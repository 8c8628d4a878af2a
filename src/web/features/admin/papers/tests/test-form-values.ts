// The test form's text values, checked with the API's own schema and turned into what PATCH sends:
// pure, so the ratio as people write it and the 'only what changed' patch are unit-tested.
import { testPatch, type AdminTest, type testMarking } from '../../../../../shared/api/admin-content.ts';
import type { TestPatch } from './api.ts';
import { parseRatio, ratioAsFraction } from './negative-marking.ts';
import type { PaperScope } from '../../../../../shared/exam/paper-exam.ts';

type Difficulty = AdminTest['difficulty'];
type TestMarking = (typeof testMarking.options)[number];

export interface TestFormValues {
  title: string;
  difficulty: Difficulty;
  minutes: string;
  marking: TestMarking;
  ratio: string;
  hindi: boolean;
  /** the exam profile it is set for, and how much of that exam it is */
  profileCode: string;
  scope: PaperScope;
}
export type TestFormErrors = Partial<Record<keyof TestFormValues, string>>;

export const testValues = (test: AdminTest): TestFormValues => ({
  title: test.title,
  difficulty: test.difficulty,
  minutes: String(Math.round(test.timeLimitSeconds / 60)),
  // a test marked 'weekly' (the table allows it, the form does not) is shown as GATE's
  marking: test.marking === 'ugc-net' ? 'ugc-net' : 'gate',
  ratio: ratioAsFraction(test.negativeRatio),
  hindi: test.offeredInHindi,
  profileCode: test.profileCode,
  scope: test.scope,
});

const fieldOf: Record<string, keyof TestFormValues> = { title: 'title', difficulty: 'difficulty', timeLimitMinutes: 'minutes', negativeRatio: 'ratio' };

/** Only what differs from the saved test, checked with the API's own schema; errors by field otherwise. */
export function patchOf(test: AdminTest, values: TestFormValues): { patch: TestPatch } | { errors: TestFormErrors } {
  const ratio = parseRatio(values.ratio);
  if (ratio === null) return { errors: { ratio: 'Write a fraction such as 1/3, a decimal such as 0.25, or 0 for none.' } };
  const parsed = testPatch.safeParse({
    title: values.title,
    difficulty: values.difficulty,
    timeLimitMinutes: Number(values.minutes),
    marking: values.marking,
    negativeRatio: ratio,
    profileCode: values.profileCode,
    scope: values.scope,
  });
  if (!parsed.success) {
    const errors: TestFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf[String(issue.path[0])];
      if (field)
        errors[field] ??=
          field === 'minutes'
            ? 'A whole number of minutes from 1 to 600.'
            : field === 'ratio'
              ? 'Between 0 (no negative marking) and 1 (all the marks).'
              : issue.message;
    }
    return { errors };
  }
  const next = parsed.data;
  const patch: TestPatch = {};
  if (next.title !== test.title) patch.title = next.title;
  if (next.difficulty !== test.difficulty) patch.difficulty = next.difficulty;
  if (next.timeLimitMinutes !== undefined && next.timeLimitMinutes * 60 !== test.timeLimitSeconds) patch.timeLimitMinutes = next.timeLimitMinutes;
  if (next.marking !== undefined && next.marking !== test.marking) patch.marking = next.marking;
  if (next.negativeRatio !== undefined && Math.abs(next.negativeRatio - test.negativeRatio) > 1e-9) patch.negativeRatio = next.negativeRatio;
  if (values.hindi !== test.offeredInHindi) patch.offeredInHindi = values.hindi;
  if (next.profileCode !== undefined && next.profileCode !== test.profileCode) patch.profileCode = next.profileCode;
  if (next.scope !== undefined && next.scope !== test.scope) patch.scope = next.scope;
  return { patch };
}
