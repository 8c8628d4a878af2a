import { Link } from 'react-router';
import { Copy } from 'lucide-react';
import type { ImportJobDetails } from '../../../../../shared/api/bank-jobs.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { DuplicateLink, DuplicatesNotChecked } from '../../ui/duplicate-notice.tsx';
import { formatCount } from '../../ui/format.ts';

/**
 * Under a finished import: its questions that are, or nearly are, a question of the bank, looked for
 * among all of them by the job (a dry run's check stops at its bounds), each with a link to both.
 */
export function ImportDuplicates({ duplicates }: { duplicates: NonNullable<ImportJobDetails['duplicates']> }) {
  if (duplicates.count === 0) return <DuplicatesNotChecked message={duplicates.notChecked} />;
  const more = duplicates.count - duplicates.shown.length;
  return (
    <section aria-labelledby="import-duplicates" className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-950">
      <Copy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1">
        <h2 id="import-duplicates" className="font-semibold">
          {formatCount(duplicates.count)} imported {duplicates.count === 1 ? 'question looks' : 'questions look'} like the bank’s own
        </h2>
        <p className="mt-1 text-amber-900">Open each pair to compare; delete or change one of them if they are the same.</p>
        <ul className="mt-3 flex flex-col gap-2">
          {duplicates.shown.map((entry) => (
            <li key={entry.questionId} className="leading-relaxed">
              <Link to={adminPaths.question(entry.questionId)} className="font-medium underline underline-offset-2 hover:text-amber-900">
                “{entry.excerpt}”
              </Link>{' '}
              looks like <DuplicateLink match={entry.matches[0]!} />
              {entry.matches.length > 1 ? ` and ${formatCount(entry.matches.length - 1)} more` : null}
            </li>
          ))}
        </ul>
        {more > 0 ? <p className="mt-2 text-amber-900">And {formatCount(more)} more, not listed here.</p> : null}
        {duplicates.notChecked ? <p className="mt-2 text-amber-900">{duplicates.notChecked}</p> : null}
      </div>
    </section>
  );
}
