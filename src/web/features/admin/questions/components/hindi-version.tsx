// The question's Hindi version in the editor (docs/decisions/034): optional, opened by 'Add Hindi
// version'; its texts sit beside the English ones (under them on a phone), each with its preview.
import { Languages, Trash2 } from 'lucide-react';
import { optionLetter } from '../../../../../shared/exam/answer-key.ts';
import { Button } from '../../../../components/button.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import type { QuestionDraft } from '../../ui/question-draft.ts';
import type { useQuestionDraft } from '../use-question-draft.ts';

type DraftState = ReturnType<typeof useQuestionDraft>;

/** Which languages the question is written in, and the button that adds or removes the Hindi. */
export function LanguageBar({ state, readOnly }: { state: DraftState; readOnly: boolean }) {
  const hindi = state.draft.hindi !== null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white px-5 py-3 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">
        {hindi ? (
          <>
            <span className="font-medium text-navy-900">English and Hindi.</span> Each text in Hindi sits beside its English; formulas, figures and the key are
            shared.
          </>
        ) : (
          <>
            <span className="font-medium text-navy-900">English only.</span> A paper offered in Hindi needs a Hindi version of each question.
          </>
        )}
      </p>
      {readOnly ? null : hindi ? (
        <Button variant="ghost" size="sm" onClick={state.hindi.remove}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove Hindi version
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={state.hindi.add}>
          <Languages aria-hidden="true" className="size-4" />
          Add Hindi version
        </Button>
      )}
    </div>
  );
}

/** Each option's Hindi beside its English, in the English order (a NAT has none). */
export function HindiOptions({
  draft,
  errors,
  readOnly,
  onChange,
}: {
  draft: QuestionDraft;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (key: string, text: string) => void;
}) {
  if (!draft.hindi || draft.type === 'NAT') return null;
  const { hindi } = draft;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-800">Options in Hindi</legend>
      {draft.options.map((option, index) => {
        const id = `question-hindi-option-${index}`;
        const error = errors[`hindi.options.${index}.text`] ?? null;
        return (
          <div key={option.key} className="grid items-start gap-2 md:grid-cols-2 md:gap-5">
            <p className="pt-1 text-sm text-slate-600 md:pt-8">
              <span className="font-semibold text-navy-900">{optionLetter(index)}.</span> {option.text || (option.image ? '[figure]' : '—')}
            </p>
            <Field id={id} label={`Option ${optionLetter(index)} in Hindi`} error={error}>
              <input
                id={id}
                lang="hi"
                value={hindi.options[option.key] ?? ''}
                disabled={readOnly}
                onChange={(event) => onChange(option.key, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={fieldDescription(id, error)}
                className={inputClasses(Boolean(error))}
              />
            </Field>
          </div>
        );
      })}
    </fieldset>
  );
}
