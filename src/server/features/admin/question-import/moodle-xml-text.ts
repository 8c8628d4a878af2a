// Moodle XML's text fields (a question's text, its general feedback, an answer and the answer's
// feedback) read as the Markdown + LaTeX the exam view renders, with the images they embed. Moodle
// writes a field as <text> in its format (html, moodle_auto_format, plain_text, markdown) and the
// field's files beside it, base64, each referred to in the text as @@PLUGINFILE@@/name.
import { UPLOAD_MAX_BYTES } from '../../../../shared/api/admin-questions.ts';
import type { EmbeddedFile } from '../../../../shared/api/question-import.ts';
import { sniffImageType } from '../uploads/service.ts';
import { escapeMarkdown, hasHtmlTags, htmlToMarkdown, normaliseMathDelimiters } from './text.ts';
import { attribute, children, first, textOf, type XmlElement } from './xml-tree.ts';

export const PLUGINFILE = '@@PLUGINFILE@@/';

/** An embedded image with its bytes (base64): what the import stores; the dry run shows only its name and size. */
export interface FileWithData extends EmbeddedFile {
  base64: string;
}

/** The images one question embeds, under names unique within it (two fields may each have an x.png). */
export class QuestionFiles {
  readonly files: FileWithData[] = [];
  readonly warnings: string[] = [];

  /** The field's files, by the name its text uses. */
  static ofField(field: XmlElement | undefined): Map<string, string> {
    const files = new Map<string, string>();
    for (const file of children(field, 'file')) {
      const name = attribute(file, 'name').trim();
      if (name && (attribute(file, 'encoding') || 'base64') === 'base64') files.set(name, textOf(file).replace(/\s+/g, ''));
    }
    return files;
  }

  /** The key an image is stored under, or null (with a warning) when it cannot be used. */
  use(name: string, field: Map<string, string>): string | null {
    const base64 = field.get(name);
    if (base64 === undefined) return this.leftOut(name, 'the file does not hold it');
    const same = this.files.find((file) => file.base64 === base64);
    if (same) return same.name;
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length === 0) return this.leftOut(name, 'it is empty');
    if (bytes.length > UPLOAD_MAX_BYTES) {
      return this.leftOut(name, `it is ${(bytes.length / 1024 / 1024).toFixed(1)} MB and an image can be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
    }
    if (sniffImageType(bytes) === null) return this.leftOut(name, 'it is not a PNG, JPEG, GIF or WebP image');
    let key = name;
    for (let n = 2; this.files.some((file) => file.name === key); n += 1) key = `${n}-${name}`;
    this.files.push({ name: key, bytes: bytes.length, base64 });
    return key;
  }

  private leftOut(name: string, why: string): null {
    this.warnings.push(`The image “${name}” was left out: ${why}.`);
    return null;
  }
}

const pluginFileName = (src: string) => {
  try {
    return decodeURIComponent(src.slice(PLUGINFILE.length));
  } catch {
    return src.slice(PLUGINFILE.length);
  }
};
const imageMarkdown = (alt: string, key: string) => `![${alt.replace(/[[\]\\]/g, '')}](${PLUGINFILE}${encodeURIComponent(key)})`;

export interface FieldText {
  markdown: string;
  /** An image that ends the text, taken out of it: the exam view draws it under the text. */
  figure: string | null;
  droppedImages: number;
}

/**
 * A text field as Markdown. `format` is the field's own or, when it has none, the one Moodle assumes.
 * With `takeFigure`, an embedded image that ends the text becomes the field's figure.
 */
export function readField(field: XmlElement | undefined, files: QuestionFiles, fallbackFormat = 'html', takeFigure = false): FieldText {
  const raw = textOf(first(field, 'text')).trim();
  const format = attribute(field, 'format') || fallbackFormat;
  const own = QuestionFiles.ofField(field);
  let markdown: string;
  let droppedImages = 0;
  if (format === 'markdown') {
    markdown = keepPluginFiles(raw, own, files);
  } else if (format === 'plain_text') {
    markdown = escapeMarkdown(raw);
  } else if (format === 'moodle_auto_format' && !hasHtmlTags(raw)) {
    // Moodle's own format keeps line breaks
    markdown = raw.replace(/\n/g, '  \n');
  } else {
    const converted = htmlToMarkdown(raw, (src, alt) => {
      if (!src.startsWith(PLUGINFILE)) return null;
      const key = files.use(pluginFileName(src), own);
      // an embedded image that cannot be used has its own warning (QuestionFiles)
      return key === null ? '' : imageMarkdown(alt, key);
    });
    markdown = converted.text;
    droppedImages = converted.droppedImages;
  }
  markdown = normaliseMathDelimiters(markdown);
  // a Markdown text (Prepverse's own export) marks its figure by the alt text; any other image that ends it stays in it
  const figure = takeFigure ? splitFigure(markdown, format === 'markdown' ? FIGURE_ALT : null) : { markdown, figure: null };
  return { ...figure, droppedImages };
}

/** A Markdown text's own @@PLUGINFILE@@ references, checked and named by their stored keys. */
function keepPluginFiles(text: string, own: Map<string, string>, files: QuestionFiles): string {
  let result = '';
  let index = 0;
  for (let at = text.indexOf(PLUGINFILE); at !== -1; at = text.indexOf(PLUGINFILE, index)) {
    let end = at + PLUGINFILE.length;
    while (end < text.length && !/[\s)"'<>]/.test(text[end]!)) end += 1;
    const key = files.use(pluginFileName(text.slice(at, end)), own);
    result += text.slice(index, at) + (key === null ? '' : `${PLUGINFILE}${encodeURIComponent(key)}`);
    index = end;
  }
  return result + text.slice(index);
}

const TRAILING_IMAGE = /^!\[([^\]]*)\]\(@@PLUGINFILE@@\/([^)\s]+)\)$/;

/** The alt text Prepverse's Moodle XML export gives a figure (question-export/moodle-xml-writer.ts). */
export const FIGURE_ALT = 'figure';

function splitFigure(markdown: string, alt: string | null): { markdown: string; figure: string | null } {
  const start = markdown.lastIndexOf('![');
  if (start === -1) return { markdown, figure: null };
  const found = TRAILING_IMAGE.exec(markdown.slice(start));
  const match = found && (alt === null || found[1] === alt) ? found : null;
  const before = markdown.slice(0, start).trim();
  // an image with no text before it stays the text
  if (!match || before === '') return { markdown, figure: null };
  return { markdown: before, figure: `${PLUGINFILE}${match[2]}` };
}
