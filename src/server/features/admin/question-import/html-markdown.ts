// Moodle's HTML read with parse5's tokenizer (the HTML standard's own tokenizing, entities and all)
// and written as Markdown in one pass. Not parse5's tree builder: its rules for misnested and unclosed
// tags walk the stack of open elements at each tag, which made a file of unclosed tags take seconds per
// megabyte. Here an end tag closes the nearest open element of its name, and the elements between are
// left as they were, unformatted; every piece of output is visited a bounded number of times, so the
// time stays linear in the input whatever the nesting.
import { Tokenizer, TokenizerMode, type Token, type TokenHandler } from 'parse5';

const WRAPPERS = new Set(['strong', 'b', 'em', 'i', 'code', 'sub', 'sup', 'pre']);
const PARAGRAPH_BREAKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'tr', 'blockquote', 'ul', 'ol']);
const CELLS = new Set(['td', 'th']);
// their content is code or style, never text for a page
const DROPPED = new Map([
  ['script', TokenizerMode.SCRIPT_DATA],
  ['style', TokenizerMode.RAWTEXT],
]);
const SAME_STYLE: Record<string, string[]> = { strong: ['strong', 'b'], b: ['strong', 'b'], em: ['em', 'i'], i: ['em', 'i'], code: ['code'] };
// a sub- or superscript longer than this is not one: it is kept as plain text
const SCRIPT_LIMIT = 200;

interface OpenElement {
  tag: string;
  /** The index in the output of the slot its opening mark goes in; '' while it is open. */
  slot: number;
}

/** What an <img> becomes: its Markdown, or null to leave it out (and count it). */
export type ImageOf = (src: string, alt: string) => string | null;

export function htmlToPieces(html: string, imageOf: ImageOf = () => null): { pieces: string[]; droppedImages: number } {
  const out: string[] = [];
  const open: OpenElement[] = [];
  const openCount = new Map<string, number>();
  let droppedImages = 0;
  let dropping: string | null = null;
  let inPre = false;
  // each open <span>: whether it is a Moodle multilang span, whose end closes its {mlang} block
  const spans: boolean[] = [];

  const isBlank = (piece: string) => !/\S/.test(piece);
  /** Trims the element's content in place; false when nothing but white space was left. */
  const trimContent = (slot: number) => {
    let first = slot + 1;
    while (first < out.length && isBlank(out[first]!)) out[first++] = '';
    if (first === out.length) return false;
    out[first] = out[first]!.trimStart();
    while (isBlank(out[out.length - 1]!)) out.pop();
    out[out.length - 1] = out[out.length - 1]!.trimEnd();
    return true;
  };
  const wrapTrimmed = (slot: number, mark: string) => {
    if (!trimContent(slot)) {
      out.length = slot;
      return;
    }
    out[slot] = mark;
    out.push(mark);
  };
  const script = (slot: number, mark: '_' | '^') => {
    let length = 0;
    for (let index = out.length - 1; index > slot; index -= 1) {
      length += out[index]!.length;
      if (length > SCRIPT_LIMIT || out.length - index > SCRIPT_LIMIT) return; // left as plain text
    }
    const inner = out.splice(slot).join('');
    out.push(`$${mark}{${latexScript(inner)}}$`);
  };
  const close = ({ tag, slot }: OpenElement) => {
    // bold inside bold (or code inside code) is already bold: marks inside would end it early
    if (SAME_STYLE[tag]?.some((outer) => openCount.get(outer))) return;
    if (tag === 'strong' || tag === 'b') wrapTrimmed(slot, '**');
    else if (tag === 'em' || tag === 'i') wrapTrimmed(slot, '*');
    else if (tag === 'code') {
      out[slot] = '`';
      out.push('`');
    } else if (tag === 'sub') script(slot, '_');
    else if (tag === 'sup') script(slot, '^');
    else if (tag === 'pre') {
      if (!trimContent(slot)) out.length = slot + 1;
      out[slot] = '\n\n```\n';
      out.push('\n```\n\n');
    }
  };
  const closeTag = (tag: string) => {
    if (!openCount.get(tag)) return; // nothing of that name is open: a stray end tag means nothing
    for (;;) {
      const element = open.pop()!;
      openCount.set(element.tag, openCount.get(element.tag)! - 1);
      // an element closed by its parent's end tag never got its own: its content stays, unformatted
      if (element.tag === tag) return close(element);
    }
  };

  const onStartTag = (token: Token.TagToken) => {
    const tag = token.tagName;
    const mode = DROPPED.get(tag);
    if (mode !== undefined) {
      tokenizer.state = mode;
      dropping = tag;
      return;
    }
    if (inPre) return; // a <pre> keeps its text and nothing else
    if (tag === 'span') {
      // filter_multilang's <span lang="hi" class="multilang">: kept as filter_multilang2's {mlang hi}…{mlang} (multilang.ts splits them)
      const lang =
        token.attrs
          .find((attr) => attr.name === 'lang')
          ?.value.trim()
          .toLowerCase() ?? '';
      const multilang = /^[a-z_,]{1,40}$/.test(lang) && (token.attrs.find((attr) => attr.name === 'class')?.value ?? '').split(/\s+/).includes('multilang');
      spans.push(multilang);
      if (multilang) out.push(`{mlang ${lang}}`);
    } else if (WRAPPERS.has(tag)) {
      open.push({ tag, slot: out.length });
      openCount.set(tag, (openCount.get(tag) ?? 0) + 1);
      out.push('');
      if (tag === 'pre') inPre = true;
    } else if (PARAGRAPH_BREAKS.has(tag)) out.push('\n\n');
    else if (tag === 'li') out.push('\n- ');
    else if (CELLS.has(tag)) out.push(' ');
    else if (tag === 'br') out.push('  \n');
    else if (tag === 'img') {
      const attribute = (name: string) => token.attrs.find((attr) => attr.name === name)?.value ?? '';
      const image = imageOf(attribute('src'), attribute('alt'));
      if (image === null) droppedImages += 1;
      else out.push(image);
    }
  };
  const onEndTag = (token: Token.TagToken) => {
    const tag = token.tagName;
    if (dropping !== null) {
      if (tag === dropping) dropping = null;
      return;
    }
    if (inPre) {
      if (tag !== 'pre') return;
      inPre = false;
    }
    if (tag === 'span') {
      if (spans.pop()) out.push('{mlang}');
    } else if (WRAPPERS.has(tag)) closeTag(tag);
    else if (PARAGRAPH_BREAKS.has(tag)) out.push('\n\n');
    else if (CELLS.has(tag)) out.push(' ');
  };
  const onText = (token: Token.CharacterToken) => {
    // &nbsp; reads as a space: Markdown would not see a word boundary at U+00A0
    if (dropping === null) out.push(token.chars.replaceAll('\u00a0', ' '));
  };
  const ignore = () => {};
  const handler: TokenHandler = {
    onStartTag,
    onEndTag,
    onCharacter: onText,
    onWhitespaceCharacter: onText,
    onNullCharacter: ignore,
    onComment: ignore,
    onDoctype: ignore,
    onEof: ignore,
  };
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: false }, handler);
  tokenizer.write(html, true);
  return { pieces: out, droppedImages };
}

// digits and letters read as maths; anything else is set as text so KaTeX cannot misread it
const latexScript = (inner: string) => (/^[A-Za-z0-9+\-=]+$/.test(inner) ? inner : `\\text{${inner.replace(/[{}\\$]/g, '')}}`);
