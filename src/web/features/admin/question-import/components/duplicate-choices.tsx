import { Link } from 'react-router';
import { Copy } from 'lucide-react';
import type { ImportDuplicate, ImportedItem, ImportPreview, ImportPreviewRequest } from '../../../../../shared/api/question-import.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { formatCount } from '../../ui/format.ts';

/** Whether the import will leave the question out, as the server decides (question-import/duplicates.ts). */
export const willSkip = (item: ImportedItem, skipDuplicates: boolean, skipLines: ReadonlySet<number>) =>
  skipLines.has(item.line) || (skipDuplicates && (item.duplicates ?? []).some((match) => match.exact));

/** The import's request with the importer's choices, only when the dry run found a duplicate or a line was ticked. */
export function withSkips(
  request: ImportPreviewRequest,
  summary: ImportPreview['summary'] | undefined,
  skipDuplicates: boolean,
  skipLines: ReadonlySet<number>,
) {
  return {
    ...request,
    ...(skipDuplicates && (summary?.exactDuplicates ?? 0) > 0 ? { skipDuplicates: true } : {}),
    ...(skipLines.size > 0 ? { skipLines: [...skipLines] } : {}),
  };
}

const questions = (count: number) => `${formatCount(count)} ${count === 1 ? 'question' : 'questions'}`;

interface SkipOptionsProps {
  summary: ImportPreview['summary'];
  skipDuplicates: boolean;
  onSkipDuplicates: (skip: boolean) => void;
  /** how many the import will leave out, with the choices as they are */
  skipping: number;
}

/** Above the dry run's items when any is a duplicate: how many, and "Skip duplicates". */
export function DuplicateSkipOptions({ summary, skipDuplicates, onSkipDuplicates, skipping }: SkipOptionsProps) {
  const exact = summary.exactDuplicates ?? 0;
  const near = summary.nearDuplicates ?? 0;
  if (exact + near === 0) return null;
  return (
    <section aria-label="Duplicates" className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:p-5">
      <Copy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="flex flex-col gap-2">
        <p>
          {exact > 0 ? <strong className="font-semibold">{questions(exact)} already in the bank or earlier in this file</strong> : null}
          {exact > 0 && near > 0 ? '; ' : null}
          {near > 0 ? (
            <>
              {questions(near)} nearly {near === 1 ? 'is' : 'are'} (the same words with small changes)
            </>
          ) : null}
          . Each is marked below with a link to the other.
        </p>
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" className="size-4 accent-brand-600" checked={skipDuplicates} onChange={(event) => onSkipDuplicates(event.target.checked)} />
          Skip duplicates (the exact ones)
        </label>
        <p className="text-amber-900/80">
          {skipping > 0 ? `The import will leave out ${questions(skipping)}.` : 'The import will leave none out.'} Tick “Skip this question” on any other to
          leave it out too.
        </p>
      </div>
    </section>
  );
}

function MatchLine({ match }: { match: ImportDuplicate }) {
  if (match.in === 'file') return <>the question on line {match.line} of this file (the same text)</>;
  return (
    <>
      <Link to={adminPaths.question(match.id)} className="font-medium underline underline-offset-2">
        “{match.excerpt}”
      </Link>{' '}
      ({match.exact ? 'the same text' : `${Math.round(match.similarity * 100)}% similar`}, in the bank)
    </>
  );
}

/** Inside an item's card: what it duplicates, and its own skip box. */
export function ItemDuplicates({ item, skipped, byRule, onSkip }: { item: ImportedItem; skipped: boolean; byRule: boolean; onSkip: (skip: boolean) => void }) {
  const matches = item.duplicates ?? [];
  if (matches.length === 0) return null;
  return (
    <div className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-950 ring-1 ring-amber-200">
      <p className="font-semibold">{matches.some((match) => match.exact) ? 'Duplicate' : 'Possible duplicate'}</p>
      <ul className="mt-1 list-disc pl-5">
        {matches.map((match) => (
          <li key={match.in === 'file' ? `line:${match.line}` : match.id}>
            This looks like <MatchLine match={match} />
          </li>
        ))}
      </ul>
      <label className="mt-2 flex items-center gap-2 font-medium">
        <input type="checkbox" className="size-4 accent-brand-600" checked={skipped} disabled={byRule} onChange={(event) => onSkip(event.target.checked)} />
        {byRule ? 'Skipped with the exact duplicates' : 'Skip this question'}
      </label>
    </div>
  );
}
