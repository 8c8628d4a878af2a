import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck, Download, TriangleAlert } from 'lucide-react';
import type { BankJob, ExportJobDetails } from '../../../../../shared/api/bank-jobs.ts';
import { EXPORT_FORMAT_LABELS } from '../../../../../shared/api/question-export.ts';
import { buttonClasses } from '../../../../components/button.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { formatCount } from '../../ui/format.ts';

const questions = (value: number) => `${formatCount(value)} ${value === 1 ? 'question' : 'questions'}`;

/** The file's size in words people read. */
function sizeOf(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${formatCount(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The server's address of a finished export's file (an attachment: the browser downloads it). */
export const exportFileUrl = (jobId: string) => `/api/admin/bank-jobs/${encodeURIComponent(jobId)}/file`;

/** How an export ended: its file to download, and the questions the format could not hold. */
export function ExportOutcome({ job }: { job: BankJob & { export: ExportJobDetails } }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // the outcome replaces the progress bar that was read out: move focus to it
    heading.current?.focus();
  }, []);
  const { fileName, bytes, exported, leftOut, leftOutCount, notes, format } = job.export;

  if (job.status !== 'completed' || !fileName) {
    const cancelled = job.status === 'cancelled';
    return (
      <section
        aria-labelledby="export-outcome"
        className={`flex flex-col gap-2 rounded-2xl border p-5 ${cancelled ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-red-200 bg-red-50 text-red-900'}`}
      >
        <h2 id="export-outcome" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-base font-semibold focus:outline-none">
          <CircleAlert aria-hidden="true" className="size-5" />
          {cancelled ? 'Export cancelled: no file was written.' : 'The export stopped before its file was written.'}
        </h2>
        {job.error ? <p className="text-sm">{job.error}</p> : null}
        <p className="text-sm">Export again from the question bank when you are ready.</p>
      </section>
    );
  }

  return (
    <section aria-labelledby="export-outcome" className="flex flex-col gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900">
      <div className="flex flex-col gap-1">
        <h2 id="export-outcome" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-base font-semibold text-emerald-950 focus:outline-none">
          <CircleCheck aria-hidden="true" className="size-5" />
          {questions(exported ?? 0)} exported as {EXPORT_FORMAT_LABELS[format].label}.
        </h2>
        <p className="text-sm">The file stays here: download it as many times as you need.</p>
      </div>
      <a href={exportFileUrl(job.id)} download={fileName} className={buttonClasses('primary', 'md', 'max-w-full gap-2 self-start whitespace-normal')}>
        <Download aria-hidden="true" className="size-4" />
        <span className="min-w-0 break-all">Download {fileName}</span>
        {bytes !== null ? <span className="font-normal opacity-80">({sizeOf(bytes)})</span> : null}
      </a>
      {notes.length > 0 ? (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {leftOutCount > 0 ? (
        <div className="flex flex-col gap-2 rounded-xl bg-white p-4 text-sm text-slate-800 ring-1 ring-amber-200">
          <h3 className="flex items-center gap-2 font-semibold text-amber-950">
            <TriangleAlert aria-hidden="true" className="size-4 text-amber-600" />
            {questions(leftOutCount)} left out of the file
          </h3>
          <ul className="flex flex-col gap-1">
            {leftOut.map((item) => (
              <li key={item.id}>
                <Link to={adminPaths.question(item.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  Question {item.id.slice(0, 8)}
                </Link>
                : {item.reason}
              </li>
            ))}
          </ul>
          {leftOutCount > leftOut.length ? <p className="text-slate-600">and {questions(leftOutCount - leftOut.length)} more.</p> : null}
        </div>
      ) : null}
    </section>
  );
}
