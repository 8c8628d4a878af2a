/** The share of marks as a ring: pure SVG, so the header needs no chart library. */
export function ScoreRing({ percentage, label }: { percentage: number; label: string }) {
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  // a negative score (negative marking) shows an empty ring; the number beside it tells the truth
  const filled = (Math.min(100, Math.max(0, percentage)) / 100) * circumference;
  return (
    <div className="relative grid size-24 shrink-0 place-items-center">
      <svg viewBox="0 0 100 100" aria-hidden="true" className="absolute inset-0 -rotate-90">
        <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="9" className="stroke-brand-100" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${circumference}`}
          className={filled > 0 ? 'stroke-brand-600' : 'stroke-transparent'}
        />
      </svg>
      <span className="text-base font-bold text-navy-900 tabular-nums">{label}</span>
    </div>
  );
}
