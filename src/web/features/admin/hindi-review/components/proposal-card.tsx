import { Link } from 'react-router';
import type { HindiProposal } from '../../../../../shared/api/hindi-proposals.ts';
import { Button } from '../../../../components/button.tsx';
import { Markdown } from '../../../../components/markdown.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { formatDateTime } from '../../../../lib/result-format.ts';
import { dangerButtonClasses } from '../../ui/confirm-dialog.tsx';

interface Texts {
  text: string;
  options: { text: string }[];
  explanation: string;
}

const letter = (index: number) => String.fromCharCode(65 + index);

/** A question's text, options and explanation in one language, drawn as the learner sees them. */
function QuestionTexts({ texts, heading, lang }: { texts: Texts; heading: string; lang: 'en' | 'hi' }) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{heading}</h3>
      <div lang={lang} className="flex flex-col gap-3 text-sm text-slate-900">
        <Markdown>{texts.text}</Markdown>
        <ol className="flex flex-col gap-1.5">
          {texts.options.map((option, index) => (
            <li key={index} className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
              <span aria-hidden="true" className="font-semibold text-slate-600">
                {letter(index)}
              </span>
              <span lang="en" className="sr-only">{`Option ${letter(index)}:`}</span>
              <Markdown inline>{option.text}</Markdown>
            </li>
          ))}
        </ol>
        {texts.explanation ? (
          <div className="rounded-lg bg-emerald-50/60 px-3 py-2 ring-1 ring-emerald-100">
            <p lang="en" className="mb-1 text-xs font-semibold text-emerald-900">
              Explanation
            </p>
            <Markdown>{texts.explanation}</Markdown>
          </div>
        ) : null}
      </div>
    </div>
  );
}

interface ProposalCardProps {
  proposal: HindiProposal;
  /** the decision in flight, if it is this proposal's */
  busy: 'approve' | 'reject' | null;
  error: string | null;
  onApprove: () => void;
  onReject: () => void;
}

/** One proposal: the English beside the model's Hindi (and the Hindi it would replace), and the reviewer's two buttons. */
export function ProposalCard({ proposal, busy, error, onApprove, onReject }: ProposalCardProps) {
  const headingId = `proposal-${proposal.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-navy-900">
          Hindi version proposed <span className="font-normal text-slate-600">on {formatDateTime(proposal.createdAt)}</span>
        </h2>
        <Link to={adminPaths.question(proposal.questionId)} className="text-sm font-medium text-brand-700 hover:text-brand-800">
          Open the question
        </Link>
      </header>
      <div className="grid gap-5 lg:grid-cols-2">
        <QuestionTexts texts={proposal.english} heading="English" lang="en" />
        <QuestionTexts texts={proposal.hindi} heading="Proposed Hindi" lang="hi" />
      </div>
      {proposal.current ? (
        <details className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm ring-1 ring-amber-200">
          <summary className="cursor-pointer font-medium text-amber-900">Approving replaces the Hindi this question has now</summary>
          <div className="mt-3">
            <QuestionTexts texts={proposal.current} heading="Current Hindi" lang="hi" />
          </div>
        </details>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className={dangerButtonClasses('outline', 'sm')} disabled={busy !== null} onClick={onReject}>
          {busy === 'reject' ? 'Rejecting…' : 'Reject'}
        </button>
        <Button size="sm" disabled={busy !== null} onClick={onApprove}>
          {busy === 'approve' ? 'Approving…' : 'Approve'}
        </Button>
      </div>
    </article>
  );
}
