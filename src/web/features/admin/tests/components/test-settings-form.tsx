import type { FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { difficulty as difficultySchema, testMarking, testPatch, testPresets, type AdminTest } from '../../../../../shared/api/admin-content.ts';
import { markingOf } from '../../../../../shared/exam/marking.ts';
import { Button } from '../../../../components/button.tsx';
import { difficultyLabels } from '../../series/components/difficulty-badge.tsx';
import { MarkingField } from '../../papers/marking-field.tsx';
import { HindiOfferField } from '../../papers/hindi-offer-field.tsx';
import { SettingsLockNotes, SettingsSaveRow, useSettingsForm } from '../../papers/settings-form.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import type { TestPatch } from '../api.ts';
import { parseRatio, ratioAsFraction, wrongAnswerCost } from '../negative-marking.ts';

type Difficulty = AdminTest['difficulty'];
type TestMarking = (typeof testMarking.options)[number];
interface Values {
  title: string;
  difficulty: Difficulty;
  minutes: string;
  marking: TestMarking;
  ratio: string;
  hindi: boolean;
}
type Errors = Partial<Record<keyof Values, string>>;

const valuesOf = (test: AdminTest): Values => ({
  title: test.title,
  difficulty: test.difficulty,
  minutes: String(Math.round(test.timeLimitSeconds / 60)),
  // a test marked 'weekly' (the table allows it, the form does not) is shown as GATE's
  marking: test.marking === 'ugc-net' ? 'ugc-net' : 'gate',
  ratio: ratioAsFraction(test.negativeRatio),
  hindi: test.offeredInHindi,
});

const quickRatios = ['0', '1/4', '1/3', '1/2'];
const fieldOf: Record<string, keyof Values> = { title: 'title', difficulty: 'difficulty', timeLimitMinutes: 'minutes', negativeRatio: 'ratio' };

/** Only what differs from the saved test, checked with the API's own schema; errors by field otherwise. */
export function patchOf(test: AdminTest, values: Values): { patch: TestPatch } | { errors: Errors } {
  const ratio = parseRatio(values.ratio);
  if (ratio === null) return { errors: { ratio: 'Write a fraction such as 1/3, a decimal such as 0.25, or 0 for none.' } };
  const parsed = testPatch.safeParse({
    title: values.title,
    difficulty: values.difficulty,
    timeLimitMinutes: Number(values.minutes),
    marking: values.marking,
    negativeRatio: ratio,
  });
  if (!parsed.success) {
    const errors: Errors = {};
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
  return { patch };
}

interface TestSettingsFormProps {
  test: AdminTest;
  /** why nothing here can change (the role); null when it can */
  settingsLock: string | null;
  /** why the time limit and marking cannot change (started, published); null when they can */
  examLock: string | null;
  saving: boolean;
  onSave: (patch: TestPatch) => Promise<AdminTest>;
}

/** Title, difficulty (offering its preset), time limit, marking scheme and negative marking of one test. */
export function TestSettingsForm({ test, settingsLock, examLock, saving, onSave }: TestSettingsFormProps) {
  const { values, errors, setErrors, outcome, set, save } = useSettingsForm(() => valuesOf(test));

  const result = patchOf(test, values);
  const changed = 'patch' in result ? Object.keys(result.patch).length > 0 : true;
  const preset = testPresets[values.difficulty];
  const offerPreset = values.difficulty !== test.difficulty && (values.title !== preset.title || values.minutes !== String(preset.minutes));
  const ratio = parseRatio(values.ratio);
  const readOnly = settingsLock !== null;
  const examReadOnly = readOnly || examLock !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    const patch = result.patch;
    await save(async () => valuesOf(await onSave(patch)), { saved: 'Settings saved.', failed: 'The settings could not be saved.' });
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="test-settings-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="test-settings-title" className="text-lg font-semibold text-navy-900">
        Settings
      </h2>
      <SettingsLockNotes settingsLock={settingsLock} examLock={examLock} fixed="time limit and marking" />
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <Field
          id="test-title"
          label="Title"
          error={errors.title ?? null}
          hint="Learners see it on the series page and in their results."
          className="md:col-span-2 xl:col-span-1"
        >
          <input
            id="test-title"
            value={values.title}
            disabled={readOnly}
            onChange={(event) => set('title', event.target.value)}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={fieldDescription('test-title', errors.title)}
            className={inputClasses(Boolean(errors.title))}
          />
        </Field>
        <Field id="test-difficulty" label="Difficulty" error={errors.difficulty ?? null} hint="Where the test sits in the series.">
          <select
            id="test-difficulty"
            value={values.difficulty}
            disabled={readOnly}
            onChange={(event) => set('difficulty', difficultySchema.parse(event.target.value))}
            aria-describedby={fieldDescription('test-difficulty', errors.difficulty)}
            className={inputClasses(Boolean(errors.difficulty))}
          >
            {difficultySchema.options.map((option) => (
              <option key={option} value={option}>
                {difficultyLabels[option]} ({testPresets[option].minutes} min)
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="test-minutes"
          label="Time limit (minutes)"
          error={errors.minutes ?? null}
          hint={`Preset for ${difficultyLabels[values.difficulty].toLowerCase()}: ${preset.minutes} min.`}
        >
          <input
            id="test-minutes"
            type="number"
            inputMode="numeric"
            min={1}
            max={600}
            value={values.minutes}
            disabled={examReadOnly}
            onChange={(event) => set('minutes', event.target.value)}
            aria-invalid={errors.minutes ? true : undefined}
            aria-describedby={fieldDescription('test-minutes', errors.minutes)}
            className={inputClasses(Boolean(errors.minutes))}
          />
        </Field>
      </div>

      {offerPreset && !readOnly ? (
        <div
          role="status"
          className="mt-4 flex flex-col gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-navy-900 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2">
            <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>
              The {difficultyLabels[values.difficulty].toLowerCase()} preset is <strong className="font-semibold">‘{preset.title}’</strong>, {preset.minutes}{' '}
              minutes.
            </span>
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              set('title', preset.title);
              if (!examReadOnly) set('minutes', String(preset.minutes));
            }}
          >
            Use the preset
          </Button>
        </div>
      ) : null}

      <fieldset className="mt-5 rounded-xl border border-slate-200 px-4 pt-2 pb-4" disabled={examReadOnly}>
        <legend className="px-1 text-sm font-medium text-slate-800">Marking</legend>
        <MarkingField
          id="test-marking"
          value={values.marking}
          presets={testMarking.options}
          marking={values.marking === 'gate' && (ratio === null || ratio < 0 || ratio > 1) ? null : markingOf(values.marking, { negativeRatio: ratio })}
          disabled={examReadOnly}
          onChange={(marking) => set('marking', marking)}
        />
      </fieldset>

      <fieldset className="mt-5 rounded-xl border border-slate-200 px-4 pt-2 pb-4" disabled={examReadOnly} hidden={values.marking !== 'gate'}>
        <legend className="px-1 text-sm font-medium text-slate-800">Negative marking of an MCQ</legend>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
          <Field
            id="test-ratio"
            label="Share of a question’s marks lost for a wrong answer"
            error={errors.ratio ?? null}
            hint={'A fraction (1/3), a decimal (0.25) or a percentage (25%); 0 for none. GATE uses 1/3.'}
            className="lg:max-w-sm lg:flex-1"
          >
            <div className="flex flex-wrap items-center gap-2">
              <input
                id="test-ratio"
                value={values.ratio}
                onChange={(event) => set('ratio', event.target.value)}
                aria-invalid={errors.ratio ? true : undefined}
                aria-describedby={fieldDescription('test-ratio', errors.ratio)}
                className={inputClasses(Boolean(errors.ratio), 'w-28')}
              />
              {quickRatios.map((option) => (
                <Button
                  key={option}
                  variant={ratio !== null && Math.abs(ratio - (parseRatio(option) ?? -1)) < 1e-9 ? 'primary' : 'secondary'}
                  size="sm"
                  aria-label={`Set to ${option}`}
                  onClick={() => set('ratio', option)}
                  className="min-w-11"
                >
                  {option}
                </Button>
              ))}
            </div>
          </Field>
          <div aria-live="polite" className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 lg:mt-7 lg:flex-1">
            {ratio !== null && ratio >= 0 && ratio <= 1 ? (
              ratio === 0 ? (
                <p>No negative marking: a wrong answer scores 0, like an unanswered one.</p>
              ) : (
                <p>
                  At <strong className="font-semibold text-navy-900">{ratioAsFraction(ratio)}</strong> a wrong answer costs{' '}
                  <strong className="font-semibold text-navy-900">−{wrongAnswerCost(1, ratio)}</strong> on a 1-mark question and{' '}
                  <strong className="font-semibold text-navy-900">−{wrongAnswerCost(2, ratio)}</strong> on a 2-mark question; an unanswered question scores 0.
                </p>
              )
            ) : (
              <p className="text-slate-500">Enter a ratio to see what a wrong answer costs.</p>
            )}
          </div>
        </div>
      </fieldset>

      <HindiOfferField id="test-hindi" kind="test" checked={values.hindi} disabled={readOnly} onChange={(hindi) => set('hindi', hindi)} />

      {!readOnly ? <SettingsSaveRow outcome={outcome} saving={saving} changed={changed} label="Save settings" /> : null}
    </form>
  );
}
