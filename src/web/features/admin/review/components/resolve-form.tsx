import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { ArrowRight, Pencil, Scale } from 'lucide-react';
import {
  regradePath,
  REPORT_RESPONSE_MAX,
  reportResolutions,
  resolveReportsInput,
  type ReportGroup,
  type ReportResolution,
} from '../../../../../shared/api/admin-reports.ts';
import { Button, buttonClasses } from '../../../../components/button.tsx';
import { isApiError } from '../../../../lib/http.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { resolveReports } from '../reports-api.ts';

const outcomes: Record<ReportResolution, { label: string; hint: string }> = {
  answered: { label: 'Answered', hint: 'The question stands: tell the learners why.' },
  edited: { label: 'Edited', hint: 'You corrected the question in the editor.' },
  regraded: { label: 'Regraded', hint: 'You regraded a paper with the correction.' },
};

/** The versions the learners were served, as one phrase: 'version 1', 'versions 1 and 2'. */
function servedVersions(group: ReportGroup): { latest: number; words: string } {
  const versions = [...new Set(group.reports.map((report) => report.questionVersion ?? 1))].sort((a, b) => a - b);
  const latest = versions[versions.length - 1] ?? 1;
  return { latest, words: versions.length === 1 ? `version ${latest}` : `versions ${versions.slice(0, -1).join(', ')} and ${latest}` };
}

function EditedHint({ group }: { group: ReportGroup }) {
  const { latest, words } = servedVersions(group);
  const back = encodeURIComponent(adminPaths.review('view=reports'));
  const moved = group.question.version > latest;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className={moved ? 'text-emerald-800' : 'text-amber-800'}>
        {moved
          ? `Edited since: the question is at version ${group.question.version}, the reports were on ${words}. The learners are told it was corrected.`
          : `Not edited since the reports (${words}). Correct it first, then come back to resolve.`}
      </p>
      <Link to={`${adminPaths.question(group.question.id)}?back=${back}`} className={buttonClasses('secondary', 'sm', 'self-start')}>
        <Pencil aria-hidden="true" className="size-4" />
        Open the question in the editor
      </Link>
    </div>
  );
}

function RegradeLinks({ group }: { group: ReportGroup }) {
  if (group.papers.length === 0) return <p className="text-sm text-slate-600">The reports name no paper that still exists: there is nothing to regrade.</p>;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-slate-700">Regrade the paper the learners took, then come back to resolve:</p>
      <ul className="flex flex-wrap gap-2">
        {group.papers.map((paper) => (
          <li key={paper.id}>
            <Link
              to={regradePath(paper, group.question.id)}
              // a button's look, but a long title wraps on a phone instead of running off the card
              className="inline-flex min-h-9 items-center gap-1.5 rounded-lg bg-white px-3 py-1.5 text-left text-sm font-semibold text-navy-900 shadow-sm ring-1 ring-slate-300 transition-colors hover:bg-slate-50 hover:ring-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <Scale aria-hidden="true" className="size-4 shrink-0" />
              Regrade in ‘{paper.title}’
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A master's resolution of every open report of the question: one outcome and, for 'Answered', the
 * words each reporter will read in their notifications.
 */
export function ResolveForm({ group, onResolved }: { group: ReportGroup; onResolved: (resolved: number) => void }) {
  const ids = useId();
  const [resolution, setResolution] = useState<ReportResolution | null>(null);
  const [response, setResponse] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const responseId = `${ids}-response`;
  const reports = group.count === 1 ? 'the report' : `all ${group.count} reports`;
  const invalid = Boolean(error) && resolution === 'answered' && response.trim().length < 3;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!resolution) return;
    const checked = resolveReportsInput.safeParse({ resolution, response });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the answer.');
      document.getElementById(responseId)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await resolveReports(group.question.id, checked.data.resolution, checked.data.response);
      onResolved(result.resolved);
    } catch (problem) {
      setError(isApiError(problem) ? problem.message : 'The reports could not be resolved. Please try again.');
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Resolve the reports"
      className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <fieldset>
        <legend className="text-sm font-semibold text-navy-900">Resolve {reports}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {reportResolutions.map((value) => (
            <label
              key={value}
              className={clsx(
                'flex cursor-pointer items-start gap-2.5 rounded-lg bg-white px-3 py-2.5 ring-1 transition-colors ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                resolution === value ? 'ring-2 ring-brand-500' : 'ring-slate-200 hover:ring-slate-300',
              )}
            >
              <input
                type="radio"
                name={`${ids}-resolution`}
                value={value}
                checked={resolution === value}
                onChange={() => {
                  setResolution(value);
                  setError(null);
                }}
                className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              />
              <span>
                <span className="block text-sm font-semibold text-navy-900">{outcomes[value].label}</span>
                <span className="block text-xs text-slate-600">{outcomes[value].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {resolution === 'edited' ? <EditedHint group={group} /> : null}
      {resolution === 'regraded' ? <RegradeLinks group={group} /> : null}

      {/* the words and the button once an outcome is chosen: twenty open questions stay readable */}
      {resolution === null ? null : (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={responseId} className="text-sm font-medium text-slate-800">
              {resolution === 'answered' ? (
                'Your answer to the learners'
              ) : (
                <>
                  A word to the learners <span className="font-normal text-slate-500">(optional)</span>
                </>
              )}
            </label>
            <textarea
              id={responseId}
              value={response}
              rows={3}
              maxLength={REPORT_RESPONSE_MAX}
              aria-describedby={fieldDescription(responseId, error)}
              aria-invalid={invalid || undefined}
              onChange={(event) => {
                setResponse(event.target.value);
                setError(null);
              }}
              className={inputClasses(invalid, 'resize-y')}
            />
            <p id={`${responseId}-hint`} className="text-xs text-slate-500">
              Each reporter reads it in their notifications, quoted as the reviewer&rsquo;s words. Markdown and $formulas$ work.
            </p>
            {error ? (
              <p id={`${responseId}-error`} role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>

          <div>
            <Button type="submit" disabled={busy}>
              {busy ? 'Resolving…' : group.count === 1 ? 'Resolve and tell the learner' : `Resolve and tell ${group.count} learners`}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
