import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { QuestionVersion, VersionChange } from '../../../../../shared/api/admin-questions.ts';
import { questionVersionsQuery } from '../api.ts';
import { changeLabels, partText, versionDiff } from '../versions.ts';
import { formatAdminTime } from '../../ui/india-time.ts';

const when = formatAdminTime;

// what a first version shows of itself: what a paper serving it asks and accepts
const firstParts: VersionChange[] = ['text', 'options', 'key', 'marks', 'section'];

function Part({ label, text, tone }: { label: string; text: string; tone?: 'before' | 'after' }) {
  const tones = { before: 'bg-red-50/70 ring-red-100', after: 'bg-emerald-50/70 ring-emerald-100' };
  return (
    <div className={tone ? `min-w-0 rounded-lg px-3 py-2 ring-1 ${tones[tone]}` : 'min-w-0'}>
      <p className="text-xs font-semibold text-slate-500">{label}</p>
      <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-slate-800">{text}</p>
    </div>
  );
}

/** The version's content, or what it changed from the one before, side by side from a tablet up. */
function VersionContent({ version, previous }: { version: QuestionVersion; previous: QuestionVersion | undefined }) {
  const diff = versionDiff(version, previous);
  if (!diff) {
    return (
      <div className="flex flex-col gap-3">
        {firstParts.map((part) => (
          <Part key={part} label={changeLabels[part]} text={partText(version, part)} />
        ))}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {diff.map((row) => (
        <div key={row.part}>
          <h4 className="text-sm font-semibold text-navy-900">{row.label}</h4>
          <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
            <Part label={`Version ${version.version - 1}`} text={row.before} tone="before" />
            <Part label={`Version ${version.version}`} text={row.after} tone="after" />
          </div>
        </div>
      ))}
    </div>
  );
}

function VersionEntry({ version, previous, current }: { version: QuestionVersion; previous: QuestionVersion | undefined; current: boolean }) {
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold text-navy-900">Version {version.version}</h3>
        {current ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">Current</span> : null}
        <p className="text-sm text-slate-600">
          {version.author?.name ?? 'Author not recorded'} · <time dateTime={version.createdAt}>{when(version.createdAt)}</time>
        </p>
      </div>
      <p className="mt-1.5 flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        {version.changed.length === 0 ? (
          previous ? (
            'Nothing in the content changed.'
          ) : (
            'The first version.'
          )
        ) : (
          <>
            <span className="sr-only">Changed: </span>
            {version.changed.map((part) => (
              <span key={part} className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
                {changeLabels[part]}
              </span>
            ))}
          </>
        )}
      </p>
      {version.note ? <p className="mt-1.5 text-sm text-slate-700 italic">‘{version.note}’</p> : null}
      <details className="group mt-2">
        <summary className="cursor-pointer text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {previous ? `Compare with version ${previous.version}` : 'Show this version'}
        </summary>
        <div className="mt-3">
          <VersionContent version={version} previous={previous} />
        </div>
      </details>
    </li>
  );
}

/** The question's versions, newest first: who made each, when, what it changed and why. */
export function VersionHistory({ questionId, current }: { questionId: string; current: number }) {
  const headingId = useId();
  const query = useQuery(questionVersionsQuery(questionId));
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-navy-900">
        <History aria-hidden="true" className="size-4 text-slate-500" />
        Versions
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">
        Each saved change to the content makes a new version. A paper names the version it serves, and a learner keeps the one they were served.
      </p>
      <div className="mt-4">
        {query.data ? (
          <ol className="divide-y divide-slate-100">
            {query.data.map((version, index) => (
              <VersionEntry key={version.version} version={version} previous={query.data[index + 1]} current={version.version === current} />
            ))}
          </ol>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            The versions could not be loaded: {query.error.message}
          </p>
        ) : (
          <p className="text-sm text-slate-500">Loading the versions…</p>
        )}
      </div>
    </section>
  );
}
