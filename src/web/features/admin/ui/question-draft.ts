// The question editor's state, the option editing rules and the check before saving. Pure, so the
// rules are unit-tested without a browser; the page only wires them to inputs.
import type { z } from 'zod';
import type { difficulty } from '../../../../shared/api/admin-content.ts';
import { questionInput, type AdminQuestion, type QuestionInput, type QuestionSource } from '../../../../shared/api/admin-questions.ts';
import type { Section } from '../../../../shared/api/exam.ts';
import { NAT_MAX_DECIMALS, type QuestionType } from '../../../../shared/exam/answer-key.ts';

export type Difficulty = z.infer<typeof difficulty>;

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;

export interface OptionDraft {
  /** stable across reordering: React's key, and how the correct option is remembered */
  key: string;
  text: string;
  image: string | null;
}

/** A NAT's key as typed: one exact value, or a range from `min` to `max`; texts until they are checked. */
export interface NatDraft {
  exact: boolean;
  min: string;
  max: string;
  decimals: string;
}

/**
 * The Hindi version as typed (docs/decisions/034): each option's Hindi by the English option's key,
 * so it moves, goes and comes with its English option and the two always have as many options.
 */
export interface HindiDraft {
  text: string;
  options: Record<string, string>;
  explanation: string;
}

export interface QuestionDraft {
  text: string;
  image: string | null;
  type: QuestionType;
  /** an MCQ's and an MSQ's; kept while the type is NAT, so switching back loses nothing */
  options: OptionDraft[];
  /** MCQ: the key of the correct option; null until the author chooses one */
  correct: string | null;
  /** MSQ: the keys of the correct options */
  correctKeys: string[];
  nat: NatDraft;
  explanation: string;
  explanationImage: string | null;
  exam: string;
  section: Section;
  difficulty: Difficulty | '';
  marks: 1 | 2;
  /** its node in the syllabus tree, '' for none */
  topicId: string;
  tags: string[];
  source: QuestionSource;
  remarks: string;
  /** null: English only, until 'Add Hindi version' */
  hindi: HindiDraft | null;
}

let nextKey = 0;
const newKey = () => `option-${(nextKey += 1)}`;

const blankOption = (): OptionDraft => ({ key: newKey(), text: '', image: null });

const emptyNat = (): NatDraft => ({ exact: true, min: '', max: '', decimals: '0' });

/** A new question: an MCQ with four empty options (the usual kind), nothing chosen yet. */
export function emptyDraft(): QuestionDraft {
  return {
    text: '',
    image: null,
    type: 'MCQ',
    options: [blankOption(), blankOption(), blankOption(), blankOption()],
    correct: null,
    correctKeys: [],
    nat: emptyNat(),
    explanation: '',
    explanationImage: null,
    exam: '',
    section: 'Technical',
    difficulty: '',
    marks: 1,
    topicId: '',
    tags: [],
    source: 'original',
    remarks: '',
    hindi: null,
  };
}

export function draftFromQuestion(question: AdminQuestion): QuestionDraft {
  const saved = question.options.map((option) => ({ key: newKey(), text: option.text, image: option.image }));
  // a NAT keeps no options: offer the usual four should its author make it an MCQ
  const options = saved.length === 0 ? [blankOption(), blankOption(), blankOption(), blankOption()] : saved;
  const range = question.natRange;
  return {
    text: question.text,
    image: question.image,
    type: question.type,
    options,
    correct: question.correctIndex === null ? null : (saved[question.correctIndex]?.key ?? null),
    correctKeys: (question.correctIndexes ?? []).flatMap((index) => saved[index]?.key ?? []),
    nat: range ? { exact: range.min === range.max, min: String(range.min), max: String(range.max), decimals: String(range.decimals) } : emptyNat(),
    explanation: question.explanation,
    explanationImage: question.explanationImage,
    exam: question.exam ?? '',
    section: question.section,
    difficulty: question.difficulty ?? '',
    marks: question.marks === 2 ? 2 : 1,
    topicId: question.topicId ?? '',
    tags: question.tags,
    source: question.source,
    remarks: question.remarks ?? '',
    hindi: question.hindi
      ? {
          text: question.hindi.text,
          options: Object.fromEntries(saved.map((option, index) => [option.key, question.hindi!.options[index]?.text ?? ''])),
          explanation: question.hindi.explanation,
        }
      : null,
  };
}

// ---- the Hindi version

export const addHindi = (draft: QuestionDraft): QuestionDraft => (draft.hindi ? draft : { ...draft, hindi: { text: '', options: {}, explanation: '' } });
export const removeHindi = (draft: QuestionDraft): QuestionDraft => ({ ...draft, hindi: null });

export function updateHindi(draft: QuestionDraft, change: Partial<Omit<HindiDraft, 'options'>>): QuestionDraft {
  return draft.hindi ? { ...draft, hindi: { ...draft.hindi, ...change } } : draft;
}

export function updateHindiOption(draft: QuestionDraft, key: string, text: string): QuestionDraft {
  return draft.hindi ? { ...draft, hindi: { ...draft.hindi, options: { ...draft.hindi.options, [key]: text } } } : draft;
}

/** The Hindi version as the API takes it: an option for each English option, in their order (a NAT has none). */
function hindiInput(draft: QuestionDraft) {
  if (!draft.hindi) return null;
  const { hindi } = draft;
  const options = draft.type === 'NAT' ? [] : draft.options.map((option) => ({ text: hindi.options[option.key] ?? '' }));
  return { text: hindi.text, options, explanation: hindi.explanation };
}

// ---- the type and its key

/** Another type keeps what fits it: an MCQ's answer becomes an MSQ's one correct option, and an MSQ's only one back. */
export function setType(draft: QuestionDraft, type: QuestionType): QuestionDraft {
  if (type === draft.type) return draft;
  if (type === 'MSQ' && draft.type === 'MCQ' && draft.correct !== null && draft.correctKeys.length === 0) {
    return { ...draft, type, correctKeys: [draft.correct] };
  }
  if (type === 'MCQ' && draft.type === 'MSQ' && draft.correctKeys.length === 1) return { ...draft, type, correct: draft.correctKeys[0]! };
  return { ...draft, type };
}

/** Choosing an option: an MCQ's one answer, or an MSQ's choice turned on or off. */
export function chooseCorrect(draft: QuestionDraft, key: string): QuestionDraft {
  if (draft.type !== 'MSQ') return { ...draft, correct: key };
  const chosen = draft.correctKeys.includes(key);
  return { ...draft, correctKeys: chosen ? draft.correctKeys.filter((other) => other !== key) : [...draft.correctKeys, key] };
}

export const updateNat = (draft: QuestionDraft, change: Partial<NatDraft>): QuestionDraft => ({ ...draft, nat: { ...draft.nat, ...change } });

// ---- editing the options

export function addOption(draft: QuestionDraft): QuestionDraft {
  if (draft.options.length >= MAX_OPTIONS) return draft;
  return { ...draft, options: [...draft.options, blankOption()] };
}

/** Removing a correct option leaves it unchosen: an MCQ's author must choose again. */
export function removeOption(draft: QuestionDraft, key: string): QuestionDraft {
  if (draft.options.length <= MIN_OPTIONS) return draft;
  return {
    ...draft,
    options: draft.options.filter((option) => option.key !== key),
    correct: draft.correct === key ? null : draft.correct,
    correctKeys: draft.correctKeys.filter((other) => other !== key),
  };
}

/** Moves an option up (-1) or down (+1); the correct answer moves with it. */
export function moveOption(draft: QuestionDraft, key: string, by: -1 | 1): QuestionDraft {
  const from = draft.options.findIndex((option) => option.key === key);
  const to = from + by;
  if (from === -1 || to < 0 || to >= draft.options.length) return draft;
  const options = [...draft.options];
  [options[from], options[to]] = [options[to]!, options[from]!];
  return { ...draft, options };
}

export function updateOption(draft: QuestionDraft, key: string, change: Partial<Omit<OptionDraft, 'key'>>): QuestionDraft {
  return { ...draft, options: draft.options.map((option) => (option.key === key ? { ...option, ...change } : option)) };
}

export const correctIndexOf = (draft: QuestionDraft) => draft.options.findIndex((option) => option.key === draft.correct);

/** An MSQ's correct options by their place, A first. */
export const correctIndexesOf = (draft: QuestionDraft) => draft.options.flatMap((option, index) => (draft.correctKeys.includes(option.key) ? [index] : []));

// ---- the check before saving

/** Field name -> message: 'text', 'options', 'options.2.text', 'correct', 'natMin', 'natRange', 'topic'… */
export type DraftErrors = Record<string, string>;

export type DraftCheck = { ok: true; input: QuestionInput } | { ok: false; errors: DraftErrors };

const orNull = (value: string) => (value.trim() === '' ? null : value);

// what a NAT's key may be written as: a number such as 42, -3 or 2.75
const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const numberOf = (text: string) => (NUMBER.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const placesOf = (text: string) => text.trim().split('.')[1]?.length ?? 0;

/** The NAT's accepted range as the API takes it; a field that is not a number gives NaN, which the check names. */
export function natRangeOf(nat: NatDraft) {
  const min = numberOf(nat.min);
  return { min, max: nat.exact ? min : numberOf(nat.max), decimals: /^\d+$/.test(nat.decimals.trim()) ? Number(nat.decimals) : Number.NaN };
}

/** What the form holds, in the shape POST/PUT /api/admin/questions takes: only the current type's key. */
export function inputFields(draft: QuestionDraft) {
  return {
    text: draft.text,
    image: draft.image,
    type: draft.type,
    options: draft.type === 'NAT' ? [] : draft.options.map(({ text, image }) => ({ text, image })),
    correctIndex: draft.type === 'MCQ' ? correctIndexOf(draft) : null,
    correctIndexes: draft.type === 'MSQ' ? correctIndexesOf(draft) : null,
    natRange: draft.type === 'NAT' ? natRangeOf(draft.nat) : null,
    explanation: draft.explanation,
    explanationImage: draft.explanationImage,
    exam: orNull(draft.exam),
    section: draft.section,
    difficulty: draft.difficulty === '' ? null : draft.difficulty,
    marks: draft.marks,
    // the node names the topic; none leaves the question unplaced
    topicId: orNull(draft.topicId),
    topic: null,
    tags: draft.tags,
    source: draft.source,
    remarks: orNull(draft.remarks),
    hindi: hindiInput(draft),
  };
}

const plainMessages: Record<string, string> = {
  text: 'Write the question.',
  type: 'Choose a type.',
  correctIndex: 'Choose the correct option.',
  options: `A question has ${MIN_OPTIONS} to ${MAX_OPTIONS} options.`,
  'hindi.text': 'Write the question in Hindi, or remove the Hindi version.',
};

/** The schema's path for a field of the form: the key's fields sit beside their inputs. */
const fieldOfPath: Record<string, string> = {
  correctIndex: 'correct',
  correctIndexes: 'correct',
  'natRange.min': 'natMin',
  'natRange.max': 'natMax',
  'natRange.decimals': 'natDecimals',
};

/** The schema's issue in the words an author reads next to the field. */
function messageFor(name: string, issue: { code: string; message: string; maximum?: unknown }): string {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number' && name !== 'options') {
    return `At most ${issue.maximum.toLocaleString('en-IN')} characters.`;
  }
  if (issue.code === 'too_small' || issue.code === 'too_big' || name === 'correctIndex') return plainMessages[name] ?? issue.message;
  return issue.message;
}

/** The NAT's fields, each checked alone so its message sits beside it (the range's order is the schema's). */
function natErrors(nat: NatDraft): DraftErrors {
  const errors: DraftErrors = {};
  const range = natRangeOf(nat);
  if (Number.isNaN(range.min))
    errors.natMin = nat.exact ? 'Write the answer as a number, such as 42, -3 or 2.75.' : 'Write where the range starts, as a number.';
  if (!nat.exact && Number.isNaN(range.max)) errors.natMax = 'Write where the range ends, as a number.';
  if (!Number.isInteger(range.decimals) || range.decimals > NAT_MAX_DECIMALS) {
    errors.natDecimals = `A whole number from 0 to ${NAT_MAX_DECIMALS}.`;
    return errors;
  }
  // the key is shown to learners written to its decimal places: 2.5 at 0 places would read '3'
  const places = Math.max(placesOf(nat.min), nat.exact ? 0 : placesOf(nat.max));
  if (!errors.natMin && !errors.natMax && places > range.decimals) {
    errors.natDecimals = `The answer has ${places} decimal ${places === 1 ? 'place' : 'places'}: give at least ${places}.`;
  }
  return errors;
}

/**
 * The same schema the server applies (questionInput), plus which option is empty and which NAT
 * field is not a number, so each message sits next to its own field.
 */
export function checkDraft(draft: QuestionDraft): DraftCheck {
  const errors: DraftErrors = {};
  if (draft.type === 'NAT') Object.assign(errors, natErrors(draft.nat));
  else {
    draft.options.forEach((option, index) => {
      if (option.text.trim() === '' && option.image === null) errors[`options.${index}.text`] = 'Write this option or add an image.';
    });
  }
  if (draft.type === 'MCQ' && (draft.correct === null || correctIndexOf(draft) === -1)) errors.correct = plainMessages.correctIndex!;

  const parsed = questionInput.safeParse(inputFields(draft));
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const name = issue.path.join('.');
    const field = fieldOfPath[name] ?? name;
    // 'each option needs a text or an image' is already said beside each empty option
    if (name === 'options' && issue.code === 'custom') continue;
    // a NAT field that is no number is already named beside it; the schema would only say 'expected number'
    if (name.startsWith('natRange') && (errors.natMin || errors.natMax || errors.natDecimals)) continue;
    errors[field] ??= messageFor(name, issue as { code: string; message: string; maximum?: unknown });
  }
  return { ok: false, errors };
}
