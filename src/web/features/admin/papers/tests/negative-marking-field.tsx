// A GATE-marked test's negative marking of an MCQ: the share of its marks a wrong answer loses, as
// people write it (1/3, 0.25, 25%), with what that costs on a 1-mark and a 2-mark question.
import { Button } from '../../../../components/button.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { SettingsFieldset } from '../settings-form.tsx';
import { parseRatio, ratioAsFraction, wrongAnswerCost } from './negative-marking.ts';

const quickRatios = ['0', '1/4', '1/3', '1/2'];

interface NegativeMarkingFieldProps {
  /** the ratio as typed */
  value: string;
  error: string | null;
  disabled: boolean;
  /** only GATE's marking has a ratio of its own */
  hidden: boolean;
  onChange: (value: string) => void;
}

export function NegativeMarkingField({ value, error, disabled, hidden, onChange }: NegativeMarkingFieldProps) {
  const ratio = parseRatio(value);
  return (
    <SettingsFieldset legend="Negative marking of an MCQ" disabled={disabled} hidden={hidden}>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <Field
          id="test-ratio"
          label="Share of a question’s marks lost for a wrong answer"
          error={error}
          hint={'A fraction (1/3), a decimal (0.25) or a percentage (25%); 0 for none. GATE uses 1/3.'}
          className="lg:max-w-sm lg:flex-1"
        >
          <div className="flex flex-wrap items-center gap-2">
            <input
              id="test-ratio"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldDescription('test-ratio', error)}
              className={inputClasses(Boolean(error), 'w-28')}
            />
            {quickRatios.map((option) => (
              <Button
                key={option}
                variant={ratio !== null && Math.abs(ratio - (parseRatio(option) ?? -1)) < 1e-9 ? 'primary' : 'secondary'}
                size="sm"
                aria-label={`Set to ${option}`}
                onClick={() => onChange(option)}
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
    </SettingsFieldset>
  );
}
