// A Markdown description as the words a reader sees, for places that show a short excerpt as
// plain text (a series card): '**GATE DA**' reads 'GATE DA', not with its asterisks.

export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      // fenced code keeps its text, without the fences
      .replace(/^\s*(```|~~~).*$/gm, '')
      // images keep their alt text; links their words
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      // line starts: headings, quotes, list bullets and numbers, rules
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s{0,3}>\s?/gm, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
      .replace(/^\s*(?:[-*_]\s*){3,}$/gm, '')
      // emphasis and code marks around words (a lone * or _ inside a word stays)
      .replace(/(\*\*|__)(?=\S)([^]*?\S)\1/g, '$2')
      .replace(/(^|[^\w*])([*_])(?=\S)([^*_\n]*?\S)\2(?!\w)/g, '$1$3')
      .replace(/~~(?=\S)([^]*?\S)~~/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      // formulas keep their source, without the dollar signs
      .replace(/\$\$([^]*?)\$\$/g, '$1')
      .replace(/(^|[^\\])\$([^$\n]+)\$/g, '$1$2')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
