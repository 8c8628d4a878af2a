// The question page's Statistics panel: the figures over every paper, the option bars, the flags, and
// each paper's own figures with a way to its regrade screen. Stored figures, refreshed by a job.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, CalendarCheck, ClipboardList } from 'lucide-react';
import type { QuestionStatistics } from '../../../../../shared/api/admin-statistics.ts';
import { questionStatisticsQuery } from '../api.ts';
import { DiscriminationValue, facilityText, Figure, FlagList, OptionBars, SecondsValue, VOIDED_NOTE, VoidedBadge } from './stat-parts.tsx';

const FACILITY_HINT = 'The share of attempts that got it right; an attempt that left it unanswered counts as not right.';
const DISCRIMINATION_HINT = 'The top third’s share right minus the bottom third’s, the thirds by total score on the paper: from −1 to 1, higher is better.';

function PaperBreakdown({ data, questionId }: { data: QuestionStatistics; questionId: string }) {
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold text-navy-900">By paper</h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
        {data.papers.map(({ paper, figures, flags, voided }) => {
          const Icon = paper.kind === 'test' ? ClipboardList : CalendarCheck;
          return (
            <li key={`${paper.kind}:${paper.id}`} className="px-3 py-2.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-slate-800">
                  <Icon aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
                  <span className="sr-only">{paper.kind === 'test' ? 'Test: ' : 'Quiz: '}</span>
                  <span className="truncate">{paper.title}</span>
                </p>
                <p className="flex gap-4 text-sm text-slate-600 tabular-nums">
                  <span>{figures.attempts} attempts</span>
                  {voided ? (
                    <VoidedBadge />
                  ) : (
                    <>
                      <span>Facility {facilityText(figures.facility)}</span>
                      <span>
                        Discrimination <DiscriminationValue figures={figures} />
                      </span>
                    </>
                  )}
                </p>
              </div>
              {voided ? (
                <p className="mt-1.5 text-xs text-slate-600">{VOIDED_NOTE}</p>
              ) : flags.length > 0 ? (
                <div className="mt-1.5">
                  <FlagList flags={flags} regrade={{ kind: paper.kind, paperId: paper.id, questionId }} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Figures({ data }: { data: QuestionStatistics }) {
  const overall = data.overall!;
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-5">
        <Figure label="Attempts">{overall.attempts}</Figure>
        <Figure label="Answered">{overall.answered}</Figure>
        <Figure label="Facility" hint={FACILITY_HINT}>
          {facilityText(overall.facility)}
        </Figure>
        <Figure label="Discrimination" hint={DISCRIMINATION_HINT}>
          <DiscriminationValue figures={overall} />
        </Figure>
        <Figure label="Average time">
          <SecondsValue seconds={overall.averageSeconds} />
        </Figure>
      </dl>
      {data.voided ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-3 py-2.5 text-sm text-slate-700 ring-1 ring-slate-200">{VOIDED_NOTE}</p>
      ) : data.flags.length > 0 ? (
        <div className="mt-4 rounded-xl bg-amber-50 px-3 py-2.5 ring-1 ring-amber-200">
          <FlagList flags={data.flags} />
        </div>
      ) : null}
      <div className="mt-5">
        <h3 className="text-sm font-semibold text-navy-900">Options chosen</h3>
        <div className="mt-2">
          <OptionBars counts={overall.optionCounts} labels={data.options} correct={data.correctOptions} attempts={overall.attempts} />
        </div>
      </div>
    </>
  );
}

export function QuestionStatisticsPanel({ questionId }: { questionId: string }) {
  const headingId = useId();
  const query = useQuery(questionStatisticsQuery(questionId));
  const data = query.data;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-navy-900">
        <BarChart3 aria-hidden="true" className="size-4 text-slate-500" />
        Statistics
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">From learners’ submitted attempts, over every paper that served it, as graded after any regrade.</p>
      {data ? (
        data.overall ? (
          <>
            <Figures data={data} />
            <PaperBreakdown data={data} questionId={questionId} />
          </>
        ) : (
          <p className="mt-4 text-sm text-slate-600">
            No submitted attempts yet. The figures appear shortly after learners submit a paper that has this question.
          </p>
        )
      ) : query.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          The statistics could not be loaded: {query.error.message}
        </p>
      ) : (
        <p className="mt-4 text-sm text-slate-500">Loading the statistics…</p>
      )}
    </section>
  );
}
