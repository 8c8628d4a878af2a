import clsx from 'clsx';
import type { AuditEntryView } from '../../../../../shared/api/audit.ts';

type Change = AuditEntryView['changes'][number];

/** A long text that changed: the words taken out struck through in red, those put in green, in place. */
function ChangedText({ parts }: { parts: NonNullable<Change['text']> }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700">
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={index} className="rounded-sm bg-red-100 text-red-900 decoration-red-400">
            <span className="sr-only">[removed: </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <ins key={index} className="rounded-sm bg-emerald-100 text-emerald-900 no-underline">
            <span className="sr-only">[added: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ),
      )}
    </p>
  );
}

const Empty = () => <span className="text-slate-400 italic">empty</span>;

function Value({ value, tone }: { value: string | null; tone: 'before' | 'after' }) {
  if (value === null) return <Empty />;
  return (
    <span className={clsx('break-words whitespace-pre-wrap', tone === 'before' ? 'text-red-800 line-through decoration-red-300' : 'text-emerald-800')}>
      {value}
    </span>
  );
}

/** The entry's before and after, field by field (shared/audit-diff.ts computed them on the server). */
export function AuditChanges({ changes }: { changes: Change[] }) {
  if (changes.length === 0) return <p className="text-sm text-slate-500">No field changed.</p>;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,max-content)_minmax(0,1fr)]">
      {changes.map((change, index) => (
        <div key={index} className="contents">
          <dt className="font-medium text-slate-600">
            {change.field}
            <span className="sr-only"> ({change.kind})</span>
          </dt>
          <dd className="min-w-0">
            {change.text ? (
              <ChangedText parts={change.text} />
            ) : change.kind === 'changed' ? (
              <span className="flex flex-wrap items-baseline gap-x-2">
                <Value value={change.before} tone="before" />
                <span aria-hidden="true" className="text-slate-400">
                  →
                </span>
                <span className="sr-only">became</span>
                <Value value={change.after} tone="after" />
              </span>
            ) : change.kind === 'added' ? (
              <Value value={change.after} tone="after" />
            ) : (
              <Value value={change.before} tone="before" />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
