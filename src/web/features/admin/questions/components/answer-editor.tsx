import clsx from 'clsx';
import { QUESTION_TYPE_NAMES, QUESTION_TYPES, type QuestionType } from '../../../../../shared/exam/answer-key.ts';
import type { QuestionDraft } from '../../ui/question-draft.ts';
import type { useQuestionDraft } from '../use-question-draft.ts';
import { NatKeyFields } from '../../ui/nat-key-fields.tsx';
import { OptionsEditor } from './options-editor.tsx';

type DraftState = ReturnType<typeof useQuestionDraft>;

/**
 * The type of question, then its key: the options with the one (MCQ) or several (MSQ) correct, or a
 * NAT's number. A question written for a paper is offered the types its exam asks (`exam`): UGC NET
 * asks MCQs only.
 */
export function AnswerEditor({
  state,
  disabled,
  exam,
}: {
  state: DraftState;
  disabled: boolean;
  exam?: { name: string; types: readonly QuestionType[] } | undefined;
}) {
  const { draft, options, key, errors } = state;
  const types = exam ? QUESTION_TYPES.filter((type) => exam.types.includes(type) || type === draft.type) : QUESTION_TYPES;
  return (
    <>
      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Type of question</legend>
        {exam && types.length < QUESTION_TYPES.length ? (
          <p className="-mt-1 mb-1 text-xs text-slate-600">{`${exam.name} asks ${exam.types.join(', ')} only.`}</p>
        ) : null}
        <div className="grid gap-2 sm:grid-cols-3">
          {types.map((type) => (
            <label
              key={type}
              className={clsx(
                'flex cursor-pointer items-start gap-2 rounded-lg px-3 py-2 text-sm ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 has-[:disabled]:cursor-default',
                draft.type === type ? 'bg-brand-50 ring-2 ring-brand-500' : 'bg-white ring-slate-200 hover:ring-slate-300',
              )}
            >
              <input
                type="radio"
                name="question-type"
                value={type}
                checked={draft.type === type}
                onChange={() => key.type(type)}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span>
                <span className="font-semibold text-navy-900">{type}</span>
                <span className="block text-xs text-slate-600">{QUESTION_TYPE_NAMES[type]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {draft.type === 'NAT' ? (
        <NatKeyFields nat={draft.nat} errors={errors} disabled={disabled} onChange={key.nat} />
      ) : (
        <OptionsEditor
          options={draft.options}
          correct={correctKeys(draft)}
          multiple={draft.type === 'MSQ'}
          errors={errors}
          disabled={disabled}
          onText={options.text}
          onImage={options.image}
          onCorrect={options.correct}
          onAdd={options.add}
          onRemove={options.remove}
          onMove={options.move}
        />
      )}
    </>
  );
}

const correctKeys = (draft: QuestionDraft): string[] => (draft.type === 'MSQ' ? draft.correctKeys : draft.correct === null ? [] : [draft.correct]);
