import { inputClasses } from './fields.tsx';

/**
 * A list filter's From and To dates (India's calendar days, as the server reads them): each bounds
 * the other, so the picker never offers a range that ends before it starts.
 */
export function DateRangeFields({
  id,
  from,
  to,
  onChange,
}: {
  id: string;
  from: string;
  to: string;
  onChange: (change: { from?: string; to?: string }) => void;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${id}-from`} className="text-sm font-medium text-slate-800">
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
          className={inputClasses(false, 'mt-1')}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="text-sm font-medium text-slate-800">
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          className={inputClasses(false, 'mt-1')}
        />
      </div>
    </>
  );
}
