// 'Offered in Hindi' on a test or weekly quiz (docs/decisions/034): learners may read it in Hindi,
// so it is published only when every question it serves has a Hindi version.
interface HindiOfferFieldProps {
  id: string;
  checked: boolean;
  disabled: boolean;
  /** 'test' or 'quiz', as the hint names it */
  kind: 'test' | 'quiz';
  onChange: (checked: boolean) => void;
}

export function HindiOfferField({ id, checked, disabled, kind, onChange }: HindiOfferFieldProps) {
  return (
    <div className="mt-5 flex items-start gap-3 rounded-xl border border-slate-200 px-4 py-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Offered in Hindi
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          Learners may read the {kind} in Hindi. It can be published only when every question has a Hindi version.
        </p>
      </div>
    </div>
  );
}
