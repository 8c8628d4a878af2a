import { Link } from 'react-router';
import { Copy, Info } from 'lucide-react';
import type { QuestionDuplicate } from '../../../../shared/api/duplicates.ts';
import { adminPaths } from '../../../lib/paths.ts';

const statusWords = { draft: 'a draft', published: 'published', archived: 'archived' } as const;

/** One match: a link to the other question, and how close it is. */
export function DuplicateLink({ match }: { match: QuestionDuplicate }) {
  return (
    <>
      <Link to={adminPaths.question(match.id)} className="font-medium underline underline-offset-2 hover:text-amber-900">
        “{match.excerpt}”
      </Link>{' '}
      <span className="text-amber-900/80">
        ({match.exact ? 'the same text' : `${Math.round(match.similarity * 100)}% similar`}, {statusWords[match.status]})
      </span>
    </>
  );
}

/** After a save: the bank already holds this question, or one very like it. The save stands; the author decides. */
export function DuplicateNotice({ duplicates }: { duplicates: QuestionDuplicate[] }) {
  const [first, ...more] = duplicates;
  if (!first) return null;
  return (
    <section aria-label="Possible duplicate" className="flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <Copy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1 leading-relaxed">
        <h2 className="font-semibold">{first.exact ? 'Already in the bank' : 'Possible duplicate'}</h2>
        <p className="mt-1">
          This looks like <DuplicateLink match={first} />. It was saved all the same: open the other question to compare, and delete or change one of them if
          they are the same.
        </p>
        {more.length > 0 ? (
          <ul className="mt-2 list-disc pl-5">
            {more.map((match) => (
              <li key={match.id}>
                Also like <DuplicateLink match={match} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/** The duplicates check reached its bounds: whose near duplicates were not looked for, in the server's words. */
export function DuplicatesNotChecked({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="status" className="flex gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span>{message}</span>
    </p>
  );
}
