// RFC 4180 records with the line each starts on: fields may be quoted, and a quoted field may hold
// commas, doubled quotes and line breaks. Small enough that a dependency would not pay for itself.

export interface CsvRecord {
  line: number;
  fields: string[];
}

export type CsvResult = { records: CsvRecord[] } | { error: string; line: number };

/** A file that is not CSV from the line named on. */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

export function readCsvRecords(file: string): CsvResult {
  try {
    return { records: [...csvRecords(file)] };
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { error: error.message, line: error.line };
    throw error;
  }
}

/** The records one at a time, so a caller keeps only those it needs; throws a CsvSyntaxError where the file stops being CSV. */
export function* csvRecords(file: string): Generator<CsvRecord> {
  const text = file.replace(/^\uFEFF/, '');
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let index = 0;
  const endRecord = (): CsvRecord => {
    fields.push(field);
    const record = { line: recordLine, fields };
    fields = [];
    field = '';
    return record;
  };
  while (index < text.length) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
        index += 1;
        continue;
      }
      if (character === '\n' || (character === '\r' && text[index + 1] !== '\n')) line += 1;
      field += character === '\r' && text[index + 1] === '\n' ? '' : character;
      index += 1;
      continue;
    }
    if (character === '"') {
      if (field.trim() !== '') throw new CsvSyntaxError(`A quote appears inside an unquoted field; quote the whole field and double the quote ("").`, line);
      field = '';
      quoted = true;
      quoteLine = line;
      index += 1;
      continue;
    }
    if (character === ',') {
      fields.push(field);
      field = '';
      index += 1;
      continue;
    }
    if (character === '\r' || character === '\n') {
      yield endRecord();
      index += character === '\r' && text[index + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    field += character;
    index += 1;
  }
  if (quoted) throw new CsvSyntaxError('A quoted field is never closed: a closing quote (") is missing.', quoteLine);
  if (field !== '' || fields.length > 0) yield endRecord();
}
