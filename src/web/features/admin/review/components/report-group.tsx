import { Link } from 'react-router';
import clsx from 'clsx';
import { MessageSquareText } from 'lucide-react';
import type { OpenReport, ReportGroup } from '../../../../../shared/api/admin-reports.ts';
import { reportReasons, reportReasonShortLabels, type ReportReason } from '../../../../../shared/api/question-reports.ts';
import { Markdown } from '../../../../components/markdown.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { formatCount } from '../../ui/format.ts';
import { ResolveForm } from './resolve-form.tsx';

const reasonTones: Record<ReportReason, string> = {
  'wrong-key': 'bg-rose-50 text-rose-800 ring-rose-200',
  typo: 'bg-sky-50 text-sky-800 ring-sky-200',
  unclear: 'bg-amber-50 text-amber-900 ring-amber-200',
  'out-of-syllabus': 'bg-violet-50 text-violet-800 ring-violet-200',
};

function ReasonPill({ reason, count }: { reason: ReportReason; count?: number }) {
  return (
    <span className={clsx('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', reasonTones[reason])}>
      {reportReasonShortLabels[reason]}
      {count !== undefined ? (
        <>
          {' '}
          <span className="tabular-nums">{count}</span>
        </>
      ) : null}
    </span>
  );
}

function ReportRow({ report, showPaper }: { report: OpenReport; showPaper: boolean }) {
  return (
    <li className="flex flex-col gap-1.5 px-4 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <ReasonPill reason={report.reason} />
        <span className="font-medium text-navy-900">{report.reporter.name}</span>
        <span className="text-slate-500">
          {[
            showPaper ? (report.paper ? `in ‘${report.paper.title}’` : 'paper not known') : null,
            report.questionVersion ? `version ${report.questionVersion}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <time dateTime={report.createdAt} className="ml-auto text-xs text-slate-500">
          {formatDate(report.createdAt)}
        </time>
      </div>
      {report.note ? (
        <p className="flex gap-2 text-sm whitespace-pre-line text-slate-700">
          <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <span className="min-w-0 break-words">{report.note}</span>
        </p>
      ) : (
        <p className="text-sm text-slate-400 italic">No note.</p>
      )}
    </li>
  );
}

/** One reported question: how often and why, each learner's note, and (for a master) the resolution. */
export function ReportGroupCard({ group, canResolve, onResolved }: { group: ReportGroup; canResolve: boolean; onResolved: (resolved: number) => void }) {
  const headingId = `report-${group.question.id}`;
  const reasons = reportReasons.filter((reason) => group.reasons[reason] > 0);
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id={headingId} className="text-base font-bold text-navy-900">
            {formatCount(group.count)} {group.count === 1 ? 'report' : 'reports'} <span className="sr-only">on this question</span>
          </h2>
          <div role="group" aria-label="Reasons" className="flex flex-wrap gap-1.5">
            {reasons.map((reason) => (
              <ReasonPill key={reason} reason={reason} count={group.reasons[reason]} />
            ))}
          </div>
          <p className="text-xs text-slate-500 sm:ml-auto">Last reported {formatDate(group.latestAt)}</p>
        </div>
        <div className="rounded-xl bg-slate-50 ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 pt-3">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {group.question.type} · version {group.question.version}
              {group.question.status === 'published' ? '' : ` · ${group.question.status === 'archived' ? 'unpublished' : 'draft'}`}
            </p>
            <Link to={adminPaths.questionPreview(group.question.id)} className="text-xs font-semibold text-brand-700 hover:text-brand-800">
              See it with its key
            </Link>
          </div>
          {/* a long question (a table, a figure) scrolls inside its box instead of stretching the card */}
          <div className="max-h-48 overflow-auto px-4 pt-1 pb-3">
            <Markdown className="text-sm [&>*]:my-0.5">{group.question.text}</Markdown>
          </div>
        </div>
        {group.papers.length > 0 ? (
          <ul aria-label="Reported from" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            {group.papers.map((paper) => (
              <li key={paper.id}>
                <span className="font-medium text-slate-800">{paper.title}</span> · {paper.kind === 'quiz' ? 'weekly quiz' : 'test'} ·{' '}
                {formatCount(paper.reports)} {paper.reports === 1 ? 'report' : 'reports'}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ul aria-label="Reports, newest first" className="divide-y divide-slate-100 border-t border-slate-100">
        {group.reports.map((report) => (
          <ReportRow key={report.id} report={report} showPaper={group.papers.length > 1} />
        ))}
      </ul>
      <div className="border-t border-slate-100 p-4 sm:p-5">
        {canResolve ? (
          <ResolveForm group={group} onResolved={onResolved} />
        ) : (
          <p className="text-sm text-slate-600">A master resolves these: answers the learners, or corrects the question and tells them.</p>
        )}
      </div>
    </article>
  );
}
