/** The question's words for a link's name: formulas and Markdown marks as typed, cut at a word. */
export function plainExcerpt(text: string, length = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}
