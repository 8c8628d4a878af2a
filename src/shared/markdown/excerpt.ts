// A question's first lines, short enough for one row of a list and still valid Markdown: images and
// display formulas would make the row tall, and a cut inside $…$ would show raw LaTeX. The web's lists
// of a paper's questions cut them here, and so does the server for the overview and the audit log.

const MAX_CHARS = 180;

/** Unescaped dollar signs: an odd count means a formula was cut open. */
const dollarsIn = (text: string) => (text.match(/(?<!\\)\$/g) ?? []).length;

export function excerptOf(markdown: string, maxChars = MAX_CHARS): string {
  const flat = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '[image]') // an image becomes a word
    .replace(/(^\s*\|.*\|\s*$\n?)+/gm, ' [table] ') // and so does a table
    .replace(/```[^\n`]*\n?([\s\S]*?)```/g, (_, code: string) => `\`${code.replace(/\s+/g, ' ').replace(/`/g, '').trim()}\``) // a code block, inline
    .replace(/\$\$([\s\S]*?)\$\$/g, (_, formula: string) => `$${formula.trim()}$`) // display math inline
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '') // no headings, quotes or list markers
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= maxChars) return flat;
  let cut = flat.slice(0, maxChars);
  // never end inside a formula or a piece of code: go back to before the one that was cut open
  if (dollarsIn(cut) % 2 === 1) cut = cut.slice(0, cut.lastIndexOf('$'));
  else if ((cut.match(/`/g) ?? []).length % 2 === 1) cut = cut.slice(0, cut.lastIndexOf('`'));
  else cut = cut.replace(/\s+\S*$/, ''); // nor inside a word
  return `${cut.trimEnd()}…`;
}
