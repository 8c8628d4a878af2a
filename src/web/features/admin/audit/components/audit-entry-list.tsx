import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { AuditEntryView, AuditPerson } from '../../../../../shared/api/audit.ts';
import { Markdown } from '../../../../components/markdown.tsx';
import { actionLabel, entityLabel, targetPath } from '../audit-filters.ts';
import { AuditChanges } from './audit-changes.tsx';
import { formatAdminTime } from '../../ui/india-time.ts';

// the viewer's own clock, as the rest of the admin pages show times
const formatAt = formatAdminTime;

/** How many changed fields an entry shows open; more are behind 'Show all'. */
const OPEN_CHANGES = 6;

function Entity({ entry, showEntity }: { entry: AuditEntryView; showEntity: boolean }) {
  if (!showEntity) return null;
  const name = entry.entityName ?? entry.entityId ?? '';
  return (
    <p className="mt-1 min-w-0 text-sm text-slate-700">
      <span className="font-medium text-slate-500">{entityLabel(entry.entity)}: </span>
      {entry.target ? (
        <Link to={targetPath(entry.target)} className="font-medium break-words text-brand-700 hover:text-brand-800 hover:underline">
          {/* a question is named by its first words, Markdown with formulas like the question itself */}
          {entry.entity === 'question' ? (
            <Markdown inline className="inline">
              {name}
            </Markdown>
          ) : (
            name
          )}
        </Link>
      ) : (
        <span className="break-all">{name || '—'}</span>
      )}
    </p>
  );
}

/**
 * A person as the entry stored them when it was written, which outlives their account; their name
 * now follows where it has changed, and a deleted account says so.
 */
function Person({ person, strong = false }: { person: AuditPerson; strong?: boolean }) {
  return (
    <span className="min-w-0">
      <span className={strong ? 'font-semibold text-navy-900' : 'font-medium text-navy-900'}>{person.name}</span>{' '}
      <span className="text-xs break-all text-slate-500">{person.email}</span>
      {person.deleted ? <span className="ml-1 text-xs text-slate-500 italic">(account deleted since)</span> : null}
      {person.now ? (
        <span className="ml-1 text-xs text-slate-500">
          (now {person.now.name}, {person.now.email})
        </span>
      ) : null}
    </span>
  );
}

/**
 * Entries of the audit log, newest first: when, who, what they did to which entity (linked to its
 * page), and the changes. `showEntity` is false on an item's own History, where the entity is the page.
 */
export function AuditEntryList({ entries, showEntity = true }: { entries: AuditEntryView[]; showEntity?: boolean }) {
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => {
        const open = entry.changes.slice(0, OPEN_CHANGES);
        const more = entry.changes.slice(OPEN_CHANGES);
        return (
          <li key={entry.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
                <span className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
                  {actionLabel(entry.action)}
                </span>
                {entry.actor ? <Person person={entry.actor} strong /> : <span className="text-slate-500 italic">the system</span>}
              </p>
              <time dateTime={entry.at} className="shrink-0 text-xs text-slate-500 tabular-nums">
                {formatAt(entry.at)}
              </time>
            </div>
            <Entity entry={entry} showEntity={showEntity} />
            {entry.subject ? (
              <p className="mt-1 min-w-0 text-sm text-slate-700">
                <span className="font-medium text-slate-500">About: </span>
                <Person person={entry.subject} />
              </p>
            ) : null}
            <div className="mt-3 border-t border-slate-100 pt-3">
              <AuditChanges changes={open} />
              {more.length > 0 ? (
                <details className="group mt-2">
                  <summary className="inline-flex cursor-pointer list-none items-center gap-1 text-xs font-semibold text-brand-700 hover:text-brand-800">
                    <ChevronDown aria-hidden="true" className="size-3.5 transition group-open:rotate-180" />
                    {more.length} more {more.length === 1 ? 'field' : 'fields'}
                  </summary>
                  <div className="mt-2">
                    <AuditChanges changes={more} />
                  </div>
                </details>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
