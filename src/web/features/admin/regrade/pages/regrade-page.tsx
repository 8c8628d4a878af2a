import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { can } from '../../../../../shared/admin-permissions.ts';
import type { PaperKind, RegradePaperResponse, RegradeRecord } from '../../../../../shared/api/admin-regrade.ts';
import { optionLetter } from '../../../../../shared/exam/answer-key.ts';
import { ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { Markdown } from '../../../../components/markdown.tsx';
import { isApiError } from '../../../../lib/http.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { formatNumber } from '../../../../lib/result-format.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { useRegradePaper } from '../api.ts';
import { regradeLabel } from '../key-draft.ts';
import { KeyState, QuestionList } from '../components/question-list.tsx';
import { RegradeForm } from '../components/regrade-form.tsx';
import { RegradeHistory } from '../components/regrade-history.tsx';

type Paper = RegradePaperResponse['paper'];

const paperPath = (paper: Paper) => (paper.kind === 'test' ? adminPaths.test(paper.seriesId ?? '', paper.id) : adminPaths.quiz(paper.id));
const kindWord = (kind: PaperKind) => (kind === 'test' ? 'test' : 'weekly quiz');

/**
 * /admin/regrade?kind=test|quiz&id=…[&question=…]: a paper's questions with their keys and its past
 * regrades; with a question, that question's regrade (dry run first, then the regrade).
 */
export function RegradePage() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const id = params.get('id') ?? '';
  usePrivatePageTitle('Regrade');
  if ((kind !== 'test' && kind !== 'quiz') || !id) {
    return (
      <>
        <AdminPageHeader title="Regrade" />
        <ErrorBlock title="This link is incomplete" message="Open the regrade from a test's or a weekly quiz's page." />
      </>
    );
  }
  return <RegradePaper kind={kind} id={id} questionId={params.get('question')} onList={() => setParams({ kind, id })} />;
}

function RegradePaper({ kind, id, questionId, onList }: { kind: PaperKind; id: string; questionId: string | null; onList: () => void }) {
  const user = useAdminUser();
  const query = useRegradePaper(kind, id);
  const [done, setDone] = useState<RegradeRecord | null>(null);
  usePrivatePageTitle(query.data ? `Regrade: ${query.data.paper.title}` : 'Regrade');

  if (query.isPending) return <LoadingBlock label={`Loading the ${kindWord(kind)}…`} />;
  if (query.isError) {
    return (
      <>
        <AdminPageHeader title="Regrade" back={{ to: kind === 'quiz' ? adminPaths.quizList() : adminPaths.seriesList(), label: 'Back' }} />
        {isApiError(query.error, 404) ? (
          <ErrorBlock title={`No such ${kindWord(kind)}`} message="It may have been deleted, or the link is wrong." />
        ) : (
          <ErrorBlock title="We could not load the paper" message={query.error.message} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }

  const { paper, regrades } = query.data;
  const taken = paper.submitted + paper.open > 0;
  const canRegrade = can(user.role, 'papers.regrade') && taken;
  const question = questionId ? paper.questions.find((item) => item.id === questionId) : undefined;
  const lead = `${formatNumber(paper.submitted)} submitted ${paper.submitted === 1 ? 'attempt' : 'attempts'}${paper.open > 0 ? ` · ${formatNumber(paper.open)} still open` : ''}`;

  if (questionId) {
    return (
      <>
        <AdminPageHeader
          title={question ? `Regrade question ${question.number}` : 'Regrade'}
          back={{ to: adminPaths.regrade(kind, id), label: paper.title }}
          lead={lead}
        />
        {!question ? (
          <ErrorBlock title={`No such question in this ${kindWord(kind)}`} message="Choose the question from the paper's list." />
        ) : !canRegrade ? (
          <ErrorBlock
            title="You cannot regrade this question"
            message={
              taken ? 'Regrading is a master’s decision.' : `Nobody has taken this ${kindWord(kind)}: correct the question in the question bank instead.`
            }
          />
        ) : (
          <div className="flex flex-col gap-6">
            <section aria-label={`Question ${question.number}`} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                <span className="rounded-md bg-slate-100 px-1.5 py-0.5 font-semibold text-slate-700">{question.type}</span>
                {question.section} · {question.marks} {question.marks === 1 ? 'mark' : 'marks'}
              </p>
              <Markdown className="mt-3 text-base">{question.text}</Markdown>
              {question.options.length > 0 ? (
                <ol className="mt-3 flex flex-col gap-1 text-sm text-slate-700">
                  {question.options.map((option, index) => (
                    <li key={index} className="flex gap-2">
                      <span className="font-semibold text-navy-900">{optionLetter(index)}.</span>
                      <Markdown inline className="min-w-0 flex-1">
                        {option.text}
                      </Markdown>
                    </li>
                  ))}
                </ol>
              ) : null}
              <p className="mt-3 border-t border-slate-100 pt-3">
                <KeyState question={question} />
              </p>
            </section>
            <section aria-labelledby="regrade-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <h2 id="regrade-heading" className="mb-4 text-lg font-semibold text-navy-900">
                Regrade
              </h2>
              <RegradeForm
                key={question.id}
                paper={{ kind, id }}
                question={question}
                voidRule={paper.voidRule}
                onDone={(record) => {
                  setDone(record);
                  onList();
                }}
              />
            </section>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <AdminPageHeader title={`Regrade: ${paper.title}`} back={{ to: paperPath(paper), label: `Back to the ${kindWord(kind)}` }} lead={lead} />
      {done ? (
        <p role="status" className="mb-4 flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          <span>
            Question {done.questionNumber} regraded. {regradeLabel(done.action, done.key)}. {formatNumber(done.summary?.changed ?? 0)}{' '}
            {done.summary?.changed === 1 ? 'score changed, and that learner was told.' : 'scores changed, and those learners were told.'}
          </span>
        </p>
      ) : null}
      {!taken ? (
        <p className="mb-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
          Nobody has taken this {kindWord(kind)} yet: correct a question in the question bank instead of regrading it.
        </p>
      ) : !can(user.role, 'papers.regrade') ? (
        <p className="mb-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">Regrading a question is a master’s decision.</p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="questions-heading" className="min-w-0">
          <h2 id="questions-heading" className="mb-3 text-lg font-semibold text-navy-900">
            Questions
          </h2>
          <QuestionList paper={{ kind, id }} questions={paper.questions} canRegrade={canRegrade} />
        </section>
        <section aria-labelledby="history-heading" className="min-w-0">
          <h2 id="history-heading" className="mb-3 text-lg font-semibold text-navy-900">
            Past regrades
          </h2>
          <RegradeHistory regrades={regrades} />
        </section>
      </div>
    </>
  );
}
