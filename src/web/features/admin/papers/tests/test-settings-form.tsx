import type { FormEvent } from 'react';
import { difficulty as difficultySchema, testMarking, testPresets, type AdminTest } from '../../../../../shared/api/admin-content.ts';
import { markingOf } from '../../../../../shared/exam/marking.ts';
import { difficultyLabels } from '../../ui/difficulty-badge.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { MarkingField } from '../../ui/marking-field.tsx';
import { SettingsFieldset, SettingsFormFrame, useSettingsForm } from '../settings-form.tsx';
import type { TestPatch } from './api.ts';
import { NegativeMarkingField } from './negative-marking-field.tsx';
import { parseRatio } from './negative-marking.ts';
import { PresetOffer } from './preset-offer.tsx';
import { patchOf, testValues } from './test-form-values.ts';
import { ExamProfileSelect, PaperScopeSelect } from '../exam-profile-fields.tsx';

interface TestSettingsFormProps {
  test: AdminTest;
  /** why nothing here can change (the role); null when it can */
  settingsLock: string | null;
  /** why the time limit and marking cannot change (started, published); null when they can */
  examLock: string | null;
  saving: boolean;
  onSave: (patch: TestPatch) => Promise<AdminTest>;
}

/** Title, difficulty (offering its preset), time limit, the exam it is set for, marking scheme and negative marking of one test. */
export function TestSettingsForm({ test, settingsLock, examLock, saving, onSave }: TestSettingsFormProps) {
  const { values, errors, setErrors, outcome, set, save } = useSettingsForm(() => testValues(test));

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
    await save(async () => testValues(await onSave(patch)), { saved: 'Settings saved.', failed: 'The settings could not be saved.' });
  }

  return (
    <SettingsFormFrame
      kind="test"
      title="Settings"
      settingsLock={settingsLock}
      examLock={examLock}
      onSubmit={(event) => void submit(event)}
      hindi={{ checked: values.hindi, onChange: (hindi) => set('hindi', hindi) }}
      save={{ outcome, saving, changed, label: 'Save settings' }}
    >
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
        <PresetOffer
          difficulty={values.difficulty}
          onUse={() => {
            set('title', preset.title);
            if (!examReadOnly) set('minutes', String(preset.minutes));
          }}
        />
      ) : null}

      <SettingsFieldset legend="Exam">
        <div className="grid gap-4 md:grid-cols-2">
          <ExamProfileSelect
            id="test-profile"
            value={values.profileCode}
            disabled={readOnly}
            error={errors.profileCode}
            onChange={(code) => {
              set('profileCode', code);
              // marked as the exam it is now set for, while the marking may still change
              if (!examReadOnly) set('marking', code.startsWith('ugc-net') ? 'ugc-net' : 'gate');
            }}
          />
          <PaperScopeSelect
            id="test-scope"
            value={values.scope}
            profileCode={values.profileCode}
            disabled={readOnly}
            onChange={(scope) => set('scope', scope)}
          />
        </div>
      </SettingsFieldset>

      <SettingsFieldset legend="Marking" disabled={examReadOnly}>
        <MarkingField
          profileCode={values.profileCode}
          id="test-marking"
          value={values.marking}
          presets={testMarking.options}
          marking={values.marking === 'gate' && (ratio === null || ratio < 0 || ratio > 1) ? null : markingOf(values.marking, { negativeRatio: ratio })}
          disabled={examReadOnly}
          onChange={(marking) => set('marking', marking)}
        />
      </SettingsFieldset>

      <NegativeMarkingField
        value={values.ratio}
        error={errors.ratio ?? null}
        disabled={examReadOnly}
        hidden={values.marking !== 'gate'}
        onChange={(ratio) => set('ratio', ratio)}
      />
    </SettingsFormFrame>
  );
}
