// The quiz form's text values, checked with the API's own schema and turned into what POST or PATCH
// sends: pure, so the India-time conversion and the 'only what changed' patch are unit-tested.
import { quizInput, type AdminQuiz, type QuizInput, type QuizPatch } from '../../../../../shared/api/admin-content.ts';
import type { MarkingPreset } from '../../../../../shared/exam/marking.ts';
import { formatIndiaTime, indiaInputToIso, isoToIndiaInput, nextWeekWindow } from '../../ui/india-time.ts';

export interface QuizFormValues {
  exam: string;
  title: string;
  minutes: string;
  opensAt: string; // datetime-local, India time
  closesAt: string;
  /** 'weekly' marks with the two numbers below; 'gate' and 'ugc-net' as those exams do */
  marking: MarkingPreset;
  correctMarks: string;
  wrongMarks: string;
  /** offered in Hindi (docs/decisions/034) */
  hindi: boolean;
  /** the exam profile it is set in the style of; '' for a new quiz: the one its exam points to */
  profileCode: string;
}
export type QuizFormErrors = Partial<Record<keyof QuizFormValues, string>>;

const DEFAULT_MINUTES = 15;

/** A new quiz: next Monday 00:00 to the Monday after (India time), 15 minutes, SPEC §9 marking. */
export function newQuizValues(now: number): QuizFormValues {
  const window = nextWeekWindow(now);
  return {
    exam: '',
    title: '',
    minutes: String(DEFAULT_MINUTES),
    opensAt: isoToIndiaInput(window.opensAt),
    closesAt: isoToIndiaInput(window.closesAt),
    marking: 'weekly',
    correctMarks: '1',
    wrongMarks: '0.33',
    hindi: false,
    profileCode: '',
  };
}

export const quizValues = (quiz: AdminQuiz): QuizFormValues => ({
  exam: quiz.exam,
  title: quiz.title,
  minutes: String(Math.round(quiz.timeLimitSeconds / 60)),
  opensAt: isoToIndiaInput(quiz.opensAt),
  closesAt: isoToIndiaInput(quiz.closesAt),
  marking: quiz.marking,
  correctMarks: String(quiz.correctMarks),
  wrongMarks: String(quiz.wrongMarks),
  hindi: quiz.offeredInHindi,
  profileCode: quiz.profileCode,
});

const fieldOf: Record<string, keyof QuizFormValues> = {
  exam: 'exam',
  title: 'title',
  timeLimitMinutes: 'minutes',
  opensAt: 'opensAt',
  closesAt: 'closesAt',
  marking: 'marking',
  correctMarks: 'correctMarks',
  wrongMarks: 'wrongMarks',
  offeredInHindi: 'hindi',
  profileCode: 'profileCode',
};

const WINDOW_ORDER = 'A quiz closes after it opens.'; // the schema's own words, kept as they are

const friendlier: Record<keyof QuizFormValues, string> = {
  exam: 'Name the exam, such as GATE or UGC NET.',
  title: 'Give the quiz a title (at most 200 characters).',
  minutes: 'A whole number of minutes from 1 to 600.',
  opensAt: 'Choose the date and time it opens.',
  hindi: 'Say whether the quiz is offered in Hindi.',
  closesAt: 'Choose the date and time it closes.',
  marking: 'Choose how the quiz is marked.',
  correctMarks: 'More than 0 and at most 10.',
  wrongMarks: 'From 0 (no negative marking) to 10.',
  profileCode: 'Choose the exam profile it is set in the style of.',
};

/** The whole quiz as POST /api/admin/quizzes takes it, or the message for each field that is wrong. */
export function quizInputOf(values: QuizFormValues): { input: QuizInput } | { errors: QuizFormErrors } {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const opensAt = indiaInputToIso(values.opensAt) ?? '';
  const closesAt = indiaInputToIso(values.closesAt) ?? '';
  const parsed = quizInput.safeParse({
    exam: values.exam,
    title: values.title,
    timeLimitMinutes: number(values.minutes),
    opensAt,
    closesAt,
    marking: values.marking,
    correctMarks: number(values.correctMarks),
    wrongMarks: number(values.wrongMarks),
    offeredInHindi: values.hindi,
    ...(values.profileCode === '' ? {} : { profileCode: values.profileCode }),
  });
  if (parsed.success) return { input: parsed.data };
  const errors: QuizFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf[String(issue.path[0])];
    if (!field || errors[field]) continue;
    errors[field] = issue.message === WINDOW_ORDER ? issue.message : friendlier[field];
  }
  // the schema checks the window's order only once every field is valid: say it now, with the rest
  if (!errors.closesAt && opensAt && closesAt && Date.parse(closesAt) <= Date.parse(opensAt)) errors.closesAt = WINDOW_ORDER;
  return { errors };
}

/** The fields that differ from the saved quiz: PATCH sends only these. */
export function quizPatchOf(quiz: AdminQuiz, input: QuizInput): QuizPatch {
  const patch: QuizPatch = {};
  if (input.exam !== quiz.exam) patch.exam = input.exam;
  if (input.title !== quiz.title) patch.title = input.title;
  if (input.timeLimitMinutes * 60 !== quiz.timeLimitSeconds) patch.timeLimitMinutes = input.timeLimitMinutes;
  if (Date.parse(input.opensAt) !== Date.parse(quiz.opensAt)) patch.opensAt = input.opensAt;
  if (Date.parse(input.closesAt) !== Date.parse(quiz.closesAt)) patch.closesAt = input.closesAt;
  if (input.marking !== quiz.marking) patch.marking = input.marking;
  if (input.correctMarks !== quiz.correctMarks) patch.correctMarks = input.correctMarks;
  if (input.wrongMarks !== quiz.wrongMarks) patch.wrongMarks = input.wrongMarks;
  if (input.offeredInHindi !== quiz.offeredInHindi) patch.offeredInHindi = input.offeredInHindi;
  if (input.profileCode !== undefined && input.profileCode !== quiz.profileCode) patch.profileCode = input.profileCode;
  return patch;
}

/** '23 Nov 2026, 12:00 am in India' under a window input, so a wrong time zone is caught before saving. */
export function windowHint(value: string): string {
  const iso = indiaInputToIso(value);
  return iso ? `${formatIndiaTime(iso)}, India time.` : 'India time (IST).';
}
