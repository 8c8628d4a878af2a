// A question file is read in the browser and sent as text, so the page can refuse a file that is
// too large or not UTF-8 before uploading anything.
import { IMPORT_MAX_BYTES, type ImportFormat } from '../../../../shared/api/question-import.ts';

export const MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;

/** 1.2 MB, 340 KB, 120 bytes. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export const tooLargeMessage = (what: string, bytes: number) =>
  `${what} is ${formatBytes(bytes)}; at most ${MAX_MB} MB can be imported at once. Split it into smaller files.`;

export type ReadFile = { ok: true; text: string } | { ok: false; message: string };

export async function readImportFile(file: File): Promise<ReadFile> {
  const name = `“${file.name}”`;
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, message: tooLargeMessage(name, file.size) };
  if (file.size === 0) return { ok: false, message: `${name} is empty.` };
  let text: string;
  try {
    // fatal: a file saved in another encoding (Excel's 'CSV' is often Windows-1252) is refused
    // rather than imported with its accented letters turned into '�'; the BOM is dropped
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return { ok: false, message: `${name} is not UTF-8 text. Save it with the UTF-8 encoding (in Excel: 'CSV UTF-8') and choose it again.` };
  }
  if (text.includes('\u0000')) return { ok: false, message: `${name} is not a text file.` };
  return { ok: true, text };
}

export const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** The format a file's name suggests, when it says one clearly. */
export function formatFromName(name: string): ImportFormat | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xml')) return 'xml';
  if (lower.endsWith('.gift') || lower.includes('gift')) return 'gift';
  if (lower.includes('aiken')) return 'aiken';
  return null;
}
