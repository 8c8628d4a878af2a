// RFC 4180 records with the line each starts on: fields may be quoted, and a quoted field may hold
// commas, doubled quotes and line breaks. Small enough that a dependency would not pay for itself.

export interface CsvRecord {
  line: number;
  fields: string[];
}

export type CsvResult = { records: CsvRecord[] } | { error: string; line: number };

export function readCsvRecords(file: string): CsvResult {
  const text = file.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let index = 0;
  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = '';
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
      if (field.trim() !== '') return { error: `A quote appears inside an unquoted field; quote the whole field and double the quote ("").`, line };
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
      endRecord();
      index += character === '\r' && text[index + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    field += character;
    index += 1;
  }
  if (quoted) return { error: 'A quoted field is never closed: a closing quote (") is missing.', line: quoteLine };
  if (field !== '' || fields.length > 0) endRecord();
  return { records };
}
