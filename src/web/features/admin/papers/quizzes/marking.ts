const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** '+1 / −0.33': marks for a right answer, then what a wrong one costs (a true minus sign). */
export function formatMarking(correctMarks: number, wrongMarks: number): string {
  return `+${number.format(correctMarks)} / ${wrongMarks === 0 ? '0' : `−${number.format(wrongMarks)}`}`;
}

/** A preset's short name where the quiz list has room for one: 'GATE marking'. */
export const PRESET_SHORT_NAMES = { gate: 'GATE marking', 'ugc-net': 'UGC NET marking' } as const;
