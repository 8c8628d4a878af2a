import { MARKING_PRESET_NAMES, markingRules, type Marking, type MarkingPreset } from '../../../../shared/exam/marking.ts';
import { Field, fieldDescription, inputClasses } from './fields.tsx';

interface MarkingFieldProps<Preset extends MarkingPreset> {
  id: string;
  value: Preset;
  presets: readonly Preset[];
  /** the chosen preset with the paper's own numbers (its negative ratio, a quiz's marks), as grading reads it */
  marking: Marking | null;
  disabled: boolean;
  onChange: (preset: Preset) => void;
}

/**
 * How a test or a quiz is marked: one of the presets, and its rules in the words learners read in
 * the instructions, so the author sees what each type of question earns and costs before choosing.
 */
export function MarkingField<Preset extends MarkingPreset>({ id, value, presets, marking, disabled, onChange }: MarkingFieldProps<Preset>) {
  return (
    <div className="flex flex-col gap-3">
      <Field id={id} label="Marking scheme">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(presets.find((preset) => preset === event.target.value) ?? value)}
          aria-describedby={fieldDescription(id)}
          className={inputClasses(false)}
        >
          {presets.map((preset) => (
            <option key={preset} value={preset}>
              {MARKING_PRESET_NAMES[preset]}
            </option>
          ))}
        </select>
      </Field>
      <div id={`${id}-hint`} aria-live="polite" className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
        {marking ? (
          <ul className="list-disc space-y-1 pl-5">
            {markingRules(marking).map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-500">Fill in the marks to see the rules.</p>
        )}
      </div>
    </div>
  );
}
