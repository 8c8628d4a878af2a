import clsx from 'clsx';
import type { RegradeQuestion } from '../../../../../shared/api/admin-regrade.ts';
import { optionLetter } from '../../../../../shared/exam/answer-key.ts';
import { Markdown } from '../../../../components/markdown.tsx';
import { NatKeyFields } from '../../ui/nat-key-fields.tsx';
import type { KeyDraft } from '../key-draft.ts';

interface KeyEditorProps {
  question: RegradeQuestion;
  draft: KeyDraft;
  error: string | null;
  onChange: (draft: KeyDraft) => void;
}

/** The new key, as the question's type is answered: one option (MCQ), the right options (MSQ), a number or range (NAT). */
export function KeyEditor({ question, draft, error, onChange }: KeyEditorProps) {
  if (draft.type === 'NAT') {
    return (
      <NatKeyFields
        nat={draft.nat}
        errors={error ? { natRange: error } : {}}
        disabled={false}
        onChange={(change) => onChange({ type: 'NAT', nat: { ...draft.nat, ...change } })}
      />
    );
  }
  const multiple = draft.type === 'MSQ';
  const chosen = (index: number) => (draft.type === 'MCQ' ? draft.correctIndex === index : draft.correctIndexes.includes(index));
  const toggle = (index: number) => {
    if (draft.type === 'MCQ') return onChange({ type: 'MCQ', correctIndex: index });
    const next = chosen(index) ? draft.correctIndexes.filter((item) => item !== index) : [...draft.correctIndexes, index];
    onChange({ type: 'MSQ', correctIndexes: next.sort((a, b) => a - b) });
  };
  const original = (index: number) =>
    question.originalKey.type === 'MCQ'
      ? question.originalKey.correctIndex === index
      : question.originalKey.type === 'MSQ' && question.originalKey.correctIndexes.includes(index);

  return (
    <fieldset aria-describedby={error ? 'new-key-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">{multiple ? 'The correct options (one or more)' : 'The correct option'}</legend>
      <ul className="mt-2 flex flex-col gap-2">
        {question.options.map((option, index) => (
          <li key={index}>
            <label
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5 text-sm ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                chosen(index) ? 'bg-brand-50 ring-2 ring-brand-500' : 'bg-white ring-slate-200 hover:ring-slate-300',
              )}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name="new-key"
                checked={chosen(index)}
                onChange={() => toggle(index)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span className="font-semibold text-navy-900">{optionLetter(index)}</span>
              <Markdown inline className="min-w-0 flex-1 text-slate-800">
                {option.text}
              </Markdown>
              {original(index) ? (
                <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">published key</span>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id="new-key-error" role="alert" className="mt-2 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
