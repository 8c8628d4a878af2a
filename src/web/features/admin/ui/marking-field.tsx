import { MARKING_PRESET_NAMES, markingRules, type Marking, type MarkingPreset } from '../../../../shared/exam/marking.ts';
import { Field, fieldDescription, inputClasses } from './fields.tsx';
import { useExamProfiles } from '../api.ts';

interface MarkingFieldProps<Preset extends MarkingPreset> {
  id: string;
  value: Preset;
  presets: readonly Preset[];
  /** the chosen preset with the paper's own numbers (its negative ratio, a quiz's marks), as grading reads it */
  marking: Marking | null;
  disabled: boolean;
  /** the exam profile the paper is set for: only the question types it asks get a rule */
  profileCode?: string | undefined;
  onChange: (preset: Preset) => void;
}

/** The rules of `marking` for the types a profile asks (every type when the profile is not known). */
function rulesFor(marking: Marking, types: readonly string[] | undefined): string[] {
  const [worth, mcq, msq, nat, unanswered] = markingRules(marking);
  const asks = (type: string) => types === undefined || types.includes(type);
  return [worth!, mcq!, ...(asks('MSQ') ? [msq!] : []), ...(asks('NAT') ? [nat!] : []), unanswered!];
}

/**
 * How a test or a quiz is marked: one of the presets, and its rules in the words learners read in
 * the instructions, so the author sees what each type of question earns and costs before choosing.
 */
export function MarkingField<Preset extends MarkingPreset>({ id, value, presets, marking, disabled, profileCode, onChange }: MarkingFieldProps<Preset>) {
  const profiles = useExamProfiles();
  const types = profiles.data?.find((entry) => entry.profile.code === profileCode)?.profile.questionTypes;
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
            {rulesFor(marking, types).map((rule) => (
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
