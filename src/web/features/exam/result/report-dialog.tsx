import { useId, useRef, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { CircleCheck, Flag, X } from 'lucide-react';
import { REPORT_NOTE_MAX, reportReasonLabels, reportReasons, type ReportReason } from '../../../../shared/api/question-reports.ts';
import { Button } from '../../../components/button.tsx';
import { useReturnFocus } from '../../../lib/dialog-focus.ts';
import { hasErrorCode, isApiError } from '../../../lib/http.ts';
import { markReported, sendReport } from './report-api.ts';

/** The question being reported: its id, and its number as the result shows it. */
export interface ReportTarget {
  questionId: string;
  number: number;
}

const reasonHints: Record<ReportReason, string> = {
  'wrong-key': 'The option marked correct is not, or another one is too.',
  typo: 'A spelling, a number or a formula is mistyped.',
  unclear: 'It can be read more than one way, or something is missing.',
  'out-of-syllabus': 'The exam does not ask about this.',
};

export const REPORTED_MESSAGE = "Reported: we'll tell you what we find.";

type Stage = { step: 'editing'; error: string | null } | { step: 'sending' } | { step: 'sent'; message: string };

/**
 * 'Report this question': what is wrong (one of four reasons) and, if the learner likes, a note.
 * Once sent it says so and the question's button reads 'Reported'; a question reported before (from
 * another tab, say) counts as sent.
 */
export function ReportDialog({ attemptId, target, onClose }: { attemptId: string; target: ReportTarget; onClose: () => void }) {
  const queryClient = useQueryClient();
  const returnFocus = useReturnFocus();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [stage, setStage] = useState<Stage>({ step: 'editing', error: null });
  const firstReason = useRef<HTMLInputElement>(null);
  const ids = useId();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (stage.step !== 'editing') return;
    if (!reason) {
      setStage({ step: 'editing', error: 'Choose what is wrong with the question.' });
      firstReason.current?.focus();
      return;
    }
    setStage({ step: 'sending' });
    try {
      await sendReport(attemptId, { questionId: target.questionId, reason, note: note.trim() });
      markReported(queryClient, attemptId, target.questionId);
      setStage({ step: 'sent', message: REPORTED_MESSAGE });
    } catch (error) {
      if (hasErrorCode(error, 'already-reported')) {
        markReported(queryClient, attemptId, target.questionId);
        setStage({ step: 'sent', message: "You had already reported this question: we'll tell you what we find." });
        return;
      }
      setStage({ step: 'editing', error: isApiError(error) ? error.message : 'The report could not be sent. Please try again.' });
    }
  }

  const error = stage.step === 'editing' ? stage.error : null;
  const errorId = `${ids}-error`;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            // straight to the first thing to answer, not to the close button
            event.preventDefault();
            firstReason.current?.focus();
          }}
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none data-[state=open]:animate-dialog-in"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
            <Dialog.Title className="flex items-center gap-2 text-lg font-bold text-navy-900">
              <Flag aria-hidden="true" className="size-5 text-brand-700" />
              Report question {target.number}
            </Dialog.Title>
            <Dialog.Close className="-m-2 grid size-10 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-brand-500">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>

          {stage.step === 'sent' ? (
            <div className="flex flex-col items-center gap-4 px-5 py-8 text-center sm:px-6">
              <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
              <p role="status" className="text-base font-semibold text-navy-900">
                {stage.message}
              </p>
              <p className="max-w-sm text-sm text-slate-600">A reviewer reads every report. The answer will appear in your notifications.</p>
              <Dialog.Close asChild>
                <Button variant="secondary" autoFocus>
                  Done
                </Button>
              </Dialog.Close>
            </div>
          ) : (
            <form noValidate onSubmit={(event) => void send(event)} className="flex min-h-0 flex-col">
              <div className="flex min-h-0 flex-col gap-5 overflow-y-auto px-5 py-5 sm:px-6">
                <fieldset aria-describedby={error ? errorId : undefined}>
                  <legend className="text-sm font-semibold text-navy-900">What is wrong with it?</legend>
                  <div className="mt-2 grid gap-2">
                    {reportReasons.map((value, index) => (
                      <label
                        key={value}
                        className={clsx(
                          'flex cursor-pointer items-start gap-3 rounded-xl px-3.5 py-3 ring-1 transition-colors ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                          reason === value ? 'bg-brand-50 ring-brand-400' : 'bg-white ring-slate-200 hover:bg-slate-50',
                        )}
                      >
                        <input
                          ref={index === 0 ? firstReason : undefined}
                          type="radio"
                          name={`${ids}-reason`}
                          value={value}
                          checked={reason === value}
                          onChange={() => {
                            setReason(value);
                            setStage({ step: 'editing', error: null });
                          }}
                          className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
                        />
                        <span className="min-w-0">
                          <span className="block text-sm font-medium text-navy-900">{reportReasonLabels[value]}</span>
                          <span className="block text-xs text-slate-600">{reasonHints[value]}</span>
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>

                <div>
                  <label htmlFor={`${ids}-note`} className="text-sm font-semibold text-navy-900">
                    Anything to add? <span className="font-normal text-slate-500">(optional)</span>
                  </label>
                  <textarea
                    id={`${ids}-note`}
                    value={note}
                    maxLength={REPORT_NOTE_MAX}
                    rows={4}
                    onChange={(event) => setNote(event.target.value)}
                    aria-describedby={`${ids}-note-hint`}
                    placeholder="Which option you believe is right, and why; or where the typo is."
                    className="mt-1.5 block w-full resize-y rounded-lg border-0 px-3 py-2 text-sm text-navy-900 ring-1 ring-slate-300 placeholder:text-slate-400 ring-inset focus:ring-2 focus:ring-brand-500 focus:outline-none"
                  />
                  <p id={`${ids}-note-hint`} className="mt-1 text-right text-xs text-slate-500 tabular-nums">
                    {note.length} / {REPORT_NOTE_MAX}
                  </p>
                </div>

                {error ? (
                  <p id={errorId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
                    {error}
                  </p>
                ) : null}
              </div>

              <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
                <Dialog.Close asChild>
                  <Button variant="secondary">Cancel</Button>
                </Dialog.Close>
                <Button type="submit" disabled={stage.step === 'sending'}>
                  {stage.step === 'sending' ? 'Sending…' : 'Send report'}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
