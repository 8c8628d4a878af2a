// The new key being written on the regrade screen, in the form its editor holds it (the option
// chosen, the options ticked, a NAT's numbers as typed), and the key it stands for.
import { keyLabel, keyProblem, type AnswerKey } from '../../../../shared/exam/answer-key.ts';
import { REGRADE_ACTION_NAMES, type RegradeAction } from '../../../../shared/exam/regrade.ts';
import { natRangeOf, type NatDraft } from '../ui/question-draft.ts';

export type KeyDraft = { type: 'MCQ'; correctIndex: number | null } | { type: 'MSQ'; correctIndexes: number[] } | { type: 'NAT'; nat: NatDraft };

/** The editor starts from the key grading applies now. */
export function draftOfKey(key: AnswerKey): KeyDraft {
  if (key.type === 'MCQ') return { type: 'MCQ', correctIndex: key.correctIndex };
  if (key.type === 'MSQ') return { type: 'MSQ', correctIndexes: [...key.correctIndexes] };
  const write = (value: number) => value.toFixed(key.decimals);
  return { type: 'NAT', nat: { exact: key.min === key.max, min: write(key.min), max: write(key.max), decimals: String(key.decimals) } };
}

/** The key the draft stands for, or what is wrong with it (the server's own words, answer-key.ts). */
export function keyOfDraft(draft: KeyDraft, optionCount: number): { key: AnswerKey } | { error: string } {
  let key: AnswerKey;
  if (draft.type === 'MCQ') {
    if (draft.correctIndex === null) return { error: 'Choose which option is correct.' };
    key = { type: 'MCQ', correctIndex: draft.correctIndex };
  } else if (draft.type === 'MSQ') {
    key = { type: 'MSQ', correctIndexes: [...draft.correctIndexes].sort((a, b) => a - b) };
  } else {
    key = { type: 'NAT', ...natRangeOf(draft.nat) };
  }
  const problem = keyProblem(key, optionCount);
  return problem ? { error: problem } : { key };
}

/** What a regrade did, in a few words: 'Key changed to B (was C)', 'Void: full marks to those who attempted it'. */
export function regradeLabel(action: RegradeAction, key: AnswerKey | null, previousKey?: AnswerKey | null): string {
  if (action !== 'rekey' || !key) return REGRADE_ACTION_NAMES[action];
  return previousKey ? `Key changed to ${keyLabel(key)} (was ${keyLabel(previousKey)})` : `Key changed to ${keyLabel(key)}`;
}
