// An XML file read into a tree with fast-xml-parser, within limits a hostile file cannot get past: a
// document must be well formed (its validator first), at most 100 elements deep, and the entities a
// DOCTYPE declares are few, small and expanded a bounded number of times (no "billion laughs").
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { IMPORT_MAX_BYTES } from '../../../../shared/api/question-import.ts';
import { FileProblem } from './items.ts';

/** An element: its children by name (always lists), its text under '#', its attributes under '@'; a leaf without attributes is its text. */
export type XmlElement = string | { [name: string]: unknown };

/** How deep elements may nest: Moodle's deepest is five (quiz, question, answer, feedback, text). */
export const XML_MAX_DEPTH = 100;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  attributesGroupName: '@',
  textNodeName: '#',
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // character references (&#233;) are XML's own, so they are read; named HTML entities stay for the HTML reader
  htmlEntities: true,
  processEntities: {
    maxEntityCount: 20,
    maxEntitySize: 1000,
    // every reference counts, &amp; too: a file holds at most one per three of its bytes
    maxTotalExpansions: IMPORT_MAX_BYTES / 3,
    maxExpandedLength: IMPORT_MAX_BYTES,
  },
  maxNestedTags: XML_MAX_DEPTH,
  captureMetaData: true,
});
const META = XMLParser.getMetaDataSymbol();

export interface XmlDocument {
  root: XmlElement;
  /** The 1-based line an element starts on (1 when unknown). */
  lineOf: (element: XmlElement) => number;
  /** An element as the file writes it (its first SOURCE_MAX characters): what a converted question keeps. */
  sourceOf: (element: XmlElement) => string;
}

const SOURCE_MAX = 4000;

const metaOf = (element: XmlElement) =>
  typeof element === 'object' ? (element[META as unknown as string] as { startIndex?: number; endIndex?: number } | undefined) : undefined;

export function parseXml(file: string): XmlDocument {
  const text = file.replace(/^\uFEFF/, '');
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new FileProblem(`This is not well-formed XML: on line ${valid.err.line}, ${lowerFirst(valid.err.msg)}`);
  let root: XmlElement;
  try {
    root = parser.parse(text) as XmlElement;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/nested tags/i.test(message)) throw new FileProblem(`The file's elements are nested more than ${XML_MAX_DEPTH} deep; no Moodle XML file is.`);
    if (/entit/i.test(message)) throw new FileProblem('The file declares entities that expand too far (a DOCTYPE of its own, which Moodle never writes); it was not read.');
    throw new FileProblem(`The file could not be read as XML: ${message}`);
  }
  const starts = lineStarts(text);
  return {
    root,
    lineOf: (element) => {
      const start = metaOf(element)?.startIndex;
      return start === undefined ? 1 : lineAt(starts, start);
    },
    sourceOf: (element) => {
      const meta = metaOf(element);
      if (meta?.startIndex === undefined) return '';
      const end = Math.min(meta.endIndex ?? text.length, meta.startIndex + SOURCE_MAX);
      return text.slice(meta.startIndex, end);
    },
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

function lineAt(starts: number[], index: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= index) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  if (element === undefined || typeof element === 'string') return [];
  const list = element[name];
  return Array.isArray(list) ? (list as XmlElement[]) : [];
}

export const first = (element: XmlElement | undefined, name: string): XmlElement | undefined => children(element, name)[0];

/** An element's text (CDATA included), '' for none. */
export function textOf(element: XmlElement | undefined): string {
  if (element === undefined) return '';
  if (typeof element === 'string') return element;
  const text = element['#'];
  return typeof text === 'string' ? text : '';
}

export function attribute(element: XmlElement | undefined, name: string): string {
  if (element === undefined || typeof element === 'string') return '';
  const attributes = element['@'] as Record<string, unknown> | undefined;
  const value = attributes?.[name];
  return typeof value === 'string' ? value : '';
}

/** The text of a child's <text>, as Moodle nests plain values (<name><text>…</text></name>). */
export const textIn = (element: XmlElement | undefined, name: string) => textOf(first(first(element, name), 'text')).trim();
