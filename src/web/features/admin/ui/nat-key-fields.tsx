import clsx from 'clsx';
import { NAT_MAX_DECIMALS, rangeLabel } from '../../../../shared/exam/answer-key.ts';
import { Field, fieldDescription, inputClasses } from './fields.tsx';
import { natRangeOf, type DraftErrors, type NatDraft } from './question-draft.ts';

interface NatKeyFieldsProps {
  nat: NatDraft;
  errors: DraftErrors;
  disabled: boolean;
  onChange: (change: Partial<NatDraft>) => void;
}

const forms = [
  { exact: true, label: 'One exact value' },
  { exact: false, label: 'A range, from – to' },
];

/**
 * A numerical-answer question's key: the exact number, or the range GATE accepts (2.45 to 2.55),
 * and the decimal places it is written to. The learner types a number on the keypad; it is right
 * when it lies in the range.
 */
export function NatKeyFields({ nat, errors, disabled, onChange }: NatKeyFieldsProps) {
  const range = natRangeOf(nat);
  const sound = Number.isFinite(range.min) && Number.isFinite(range.max) && Number.isInteger(range.decimals) && range.min <= range.max;
  const number = (id: string, name: 'min' | 'max', label: string, error: string | undefined, placeholder: string) => (
    <Field id={id} label={label} error={error ?? null} hint={name === 'min' && nat.exact ? 'As a number: 42, -3 or 2.75.' : undefined}>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={nat[name]}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) => onChange({ [name]: event.target.value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, error)}
        className={inputClasses(Boolean(error), 'font-mono tabular-nums')}
      />
    </Field>
  );

  return (
    <fieldset className="flex flex-col gap-4" aria-describedby={errors.natRange ? 'nat-range-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">Numerical answer</legend>
      <p className="-mt-2 text-xs text-slate-500">No options: the learner types a number. Any number inside the range earns the marks; none costs marks.</p>
      <div role="radiogroup" aria-label="The answer is" className="inline-flex self-start rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
        {forms.map((form) => (
          <label
            key={String(form.exact)}
            className={clsx(
              'flex h-8 cursor-pointer items-center rounded-md px-3 text-sm font-medium whitespace-nowrap has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              nat.exact === form.exact ? 'bg-white text-navy-900 shadow-sm ring-1 ring-slate-200' : 'text-slate-600 hover:text-navy-900',
            )}
          >
            <input
              type="radio"
              name="nat-form"
              checked={nat.exact === form.exact}
              disabled={disabled}
              onChange={() => onChange({ exact: form.exact, max: form.exact ? nat.max : nat.max || nat.min })}
              className="sr-only"
            />
            {form.label}
          </label>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {nat.exact ? (
          <div className="sm:col-span-2">{number('nat-min', 'min', 'Exact value', errors.natMin, '42')}</div>
        ) : (
          <>
            {number('nat-min', 'min', 'From', errors.natMin, '2.45')}
            {number('nat-max', 'max', 'To', errors.natMax, '2.55')}
          </>
        )}
        <Field id="nat-decimals" label="Decimal places" error={errors.natDecimals ?? null} hint={`0 to ${NAT_MAX_DECIMALS}; the key is shown written to them.`}>
          <input
            id="nat-decimals"
            type="number"
            inputMode="numeric"
            min={0}
            max={NAT_MAX_DECIMALS}
            value={nat.decimals}
            disabled={disabled}
            onChange={(event) => onChange({ decimals: event.target.value })}
            aria-invalid={errors.natDecimals ? true : undefined}
            aria-describedby={fieldDescription('nat-decimals', errors.natDecimals)}
            className={inputClasses(Boolean(errors.natDecimals), 'tabular-nums')}
          />
        </Field>
      </div>
      {errors.natRange ? (
        <p id="nat-range-error" role="alert" className="text-xs font-medium text-red-700">
          {errors.natRange}
        </p>
      ) : sound ? (
        <p aria-live="polite" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          Accepted: <strong className="font-semibold">{rangeLabel(range)}</strong>
        </p>
      ) : null}
    </fieldset>
  );
}
