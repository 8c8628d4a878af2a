// The dry run's duplicates: once the file is read (in the checker's worker, which has no database),
// every usable question is matched against the bank and against the questions before it in the
// file, in two queries whatever the file's size. The import leaves out what the importer skips.
import type { Database } from '../../../db/client.ts';
import type { ImportDuplicate, ImportedItem, ImportPreview, ImportPreviewRequest } from '../../../../shared/api/question-import.ts';
import { checkDuplicates, earlierCopies, notCheckedMessage } from '../duplicates/service.ts';

/** `near: false`: exact duplicates only, as the import start needs them (its job looks for near ones). */
export async function withDuplicates(db: Database, preview: ImportPreview, { near = true }: { near?: boolean } = {}): Promise<ImportPreview> {
  const usable = preview.items.filter((item): item is ImportedItem => item.ok);
  if (usable.length === 0) return preview;
  const candidates = usable.map((item) => ({ text: item.question.text, options: item.question.options }));
  const [check, inFile] = await Promise.all([checkDuplicates(db, candidates, { near }), earlierCopies(db, candidates)]);
  const inBank = check.matches;
  const found = new Map<ImportedItem, ImportDuplicate[]>(
    usable.map((item, index) => {
      const earlier = inFile[index];
      const copies: ImportDuplicate[] =
        earlier === null || earlier === undefined ? [] : [{ in: 'file', line: usable[earlier]!.line, exact: true, similarity: 1 }];
      return [item, [...copies, ...inBank[index]!.map((match) => ({ in: 'bank' as const, ...match }))]];
    }),
  );
  const items = preview.items.map((item) => (item.ok ? { ...item, duplicates: found.get(item) ?? [] } : item));
  const duplicates = [...found.values()].filter((matches) => matches.length > 0);
  const exactDuplicates = duplicates.filter((matches) => matches.some((match) => match.exact)).length;
  return {
    ...preview,
    items,
    summary: { ...preview.summary, exactDuplicates, nearDuplicates: duplicates.length - exactDuplicates },
    ...(check.notChecked ? { nearDuplicatesNotChecked: notCheckedMessage(check.notChecked) } : {}),
  };
}

/** Whether the import leaves this question out: the importer skipped its line, or all exact duplicates. */
export function skippedAsDuplicate(item: ImportedItem, request: Pick<ImportPreviewRequest, 'skipDuplicates' | 'skipLines'>): boolean {
  if (request.skipLines?.includes(item.line)) return true;
  return request.skipDuplicates === true && (item.duplicates ?? []).some((match) => match.exact);
}
