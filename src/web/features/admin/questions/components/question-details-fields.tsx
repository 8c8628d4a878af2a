import { useId } from 'react';
import clsx from 'clsx';
import { questionSourceLabels, type QuestionFacets, type QuestionSource } from '../../../../../shared/api/admin-questions.ts';
import type { Section } from '../../../../../shared/api/exam.ts';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import type { Difficulty, DraftErrors, QuestionDraft } from '../../ui/question-draft.ts';
import { TagsInput } from './tags-input.tsx';
import { TopicPicker } from './topic-picker.tsx';

type DetailName = 'exam' | 'section' | 'difficulty' | 'marks' | 'topicId' | 'tags' | 'source' | 'remarks';

interface QuestionDetailsFieldsProps {
  draft: QuestionDraft;
  errors: DraftErrors;
  facets: QuestionFacets | undefined;
  disabled: boolean;
  onChange: <Name extends DetailName>(name: Name, value: QuestionDraft[Name]) => void;
}

/** A row of buttons that behave as one radio group: few choices, all visible, one click. */
function Segmented<Value extends string | number>({
  legend,
  name,
  value,
  choices,
  disabled,
  onChange,
}: {
  legend: string;
  name: string;
  value: Value;
  choices: { value: Value; label: string }[];
  disabled: boolean;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="inline-flex w-full rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={clsx(
              'flex h-8 flex-1 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-medium whitespace-nowrap transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 has-[:disabled]:cursor-default',
              value === choice.value ? 'bg-white text-navy-900 shadow-sm ring-1 ring-slate-200' : 'text-slate-600 hover:text-navy-900',
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(choice.value)}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const sources = Object.entries(questionSourceLabels).map(([value, label]) => ({ value: value as QuestionSource, label }));

/** Where the question belongs and how it counts: exam, section, difficulty, marks, topic, source, remarks (its type is with its answer). */
export function QuestionDetailsFields({ draft, errors, facets, disabled, onChange }: QuestionDetailsFieldsProps) {
  const listId = useId();
  const text = (name: 'exam' | 'remarks', label: string, options: { hint: string; maxLength: number; list?: string[]; placeholder?: string }) => {
    const id = `question-${name}`;
    return (
      <Field id={id} label={label} hint={options.hint} error={errors[name] ?? null}>
        <input
          id={id}
          value={draft[name]}
          disabled={disabled}
          maxLength={options.maxLength}
          placeholder={options.placeholder}
          list={options.list ? `${listId}-${name}` : undefined}
          autoComplete="off"
          onChange={(event) => onChange(name, event.target.value)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={fieldDescription(id, errors[name])}
          className={inputClasses(Boolean(errors[name]))}
        />
        {options.list ? (
          <datalist id={`${listId}-${name}`}>
            {options.list.map((value) => (
              <option key={value} value={value} />
            ))}
          </datalist>
        ) : null}
      </Field>
    );
  };

  return (
    <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <Segmented<Section>
        legend="Section"
        name="question-section"
        value={draft.section}
        disabled={disabled}
        choices={[
          { value: 'Aptitude', label: 'Aptitude' },
          { value: 'Technical', label: 'Technical' },
        ]}
        onChange={(value) => onChange('section', value)}
      />
      <Segmented<1 | 2>
        legend="Marks"
        name="question-marks"
        value={draft.marks}
        disabled={disabled}
        choices={[
          { value: 1, label: '1 mark' },
          { value: 2, label: '2 marks' },
        ]}
        onChange={(value) => onChange('marks', value)}
      />
      <TopicPicker
        value={draft.topicId}
        exam={draft.exam}
        disabled={disabled}
        error={errors.topicId ?? errors.topic ?? null}
        onChange={(value) => onChange('topicId', value)}
      />
      <Field id="question-difficulty" label="Difficulty" hint="Optional; the bank filters by it." error={errors.difficulty ?? null}>
        <select
          id="question-difficulty"
          value={draft.difficulty}
          disabled={disabled}
          onChange={(event) => onChange('difficulty', event.target.value as Difficulty | '')}
          aria-describedby={fieldDescription('question-difficulty', errors.difficulty)}
          className={inputClasses(Boolean(errors.difficulty))}
        >
          <option value="">Not set</option>
          <option value="easy">Easy</option>
          <option value="medium">Medium</option>
          <option value="hard">Hard</option>
        </select>
      </Field>
      {text('exam', 'Exam', { hint: 'Optional, e.g. GATE CS or UGC NET.', maxLength: 60, list: facets?.exams ?? [], placeholder: 'Any exam' })}
      <div className="sm:col-span-2">
        <Segmented<QuestionSource>
          legend="Source"
          name="question-source"
          value={draft.source}
          disabled={disabled}
          choices={sources}
          onChange={(value) => onChange('source', value)}
        />
      </div>
      <div className="sm:col-span-2">
        <TagsInput
          tags={draft.tags}
          suggestions={(facets?.tags ?? []).map((facet) => facet.tag)}
          disabled={disabled}
          error={errors.tags ?? null}
          onChange={(value) => onChange('tags', value)}
        />
      </div>
      <div className="sm:col-span-2">
        {text('remarks', 'Remarks', { hint: 'Shown to learners under the options, e.g. ‘Answer to 2 decimal places’. Optional.', maxLength: 500 })}
      </div>
    </div>
  );
}
