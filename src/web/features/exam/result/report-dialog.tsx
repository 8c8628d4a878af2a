import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import type { TFunction } from '../../../i18n/messages.ts';
import { CircleCheck, Flag, X } from 'lucide-react';
import { REPORT_NOTE_MAX, reportReasons, type ReportReason } from '../../../../shared/api/question-reports.ts';
import type { ExamLanguage } from '../../../../shared/api/exam-language.ts';
import { plainExcerpt } from '../../../../shared/markdown/plain-text.ts';
import { Button } from '../../../components/button.tsx';
import { Trans, useTranslation } from '../../../i18n/index.ts';
import { useReturnFocus } from '../../../lib/dialog-focus.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { hasErrorCode, isApiError } from '../../../lib/http.ts';
import { markReported, sendReport } from './report-api.ts';

/** The question being reported: its id, its number as the result shows it, and its words as shown there. */
export interface ReportTarget {
  questionId: string;
  number: number;
  /** the question's text in the language the review shows it in (`language` set for a paper offered in Hindi) */
  quote?: { text: string; language: ExamLanguage | undefined };
}

/** How much of the question the dialog quotes: enough to tell which one it is. */
const QUOTE_CHARS = 240;

/** Each reason's name and hint, in the interface's language. */
function reasonWords(t: TFunction<'result'>): Record<ReportReason, { label: string; hint: string }> {
  return {
    'wrong-key': { label: t('report.reason.wrongKey'), hint: t('report.hint.wrongKey') },
    typo: { label: t('report.reason.typo'), hint: t('report.hint.typo') },
    unclear: { label: t('report.reason.unclear'), hint: t('report.hint.unclear') },
    'out-of-syllabus': { label: t('report.reason.outOfSyllabus'), hint: t('report.hint.outOfSyllabus') },
  };
}

export const REPORTED_MESSAGE = "Reported: we'll tell you what we find.";

type Stage = { step: 'editing'; error: string | null } | { step: 'sending' } | { step: 'sent'; message: string };

/**
 * 'Report this question': what is wrong (one of four reasons) and, if the learner likes, a note.
 * Once sent it says so and the question's button reads 'Reported'; a question reported before (from
 * another tab, say) counts as sent.
 */
export function ReportDialog({ attemptId, target, onClose }: { attemptId: string; target: ReportTarget; onClose: () => void }) {
  const { t } = useTranslation('result');
  const errorText = useErrorText();
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
      setStage({ step: 'editing', error: t('report.chooseReason') });
      firstReason.current?.focus();
      return;
    }
    setStage({ step: 'sending' });
    try {
      await sendReport(attemptId, { questionId: target.questionId, reason, note: note.trim() });
      markReported(queryClient, attemptId, target.questionId);
      setStage({ step: 'sent', message: t('report.sent') });
    } catch (error) {
      if (hasErrorCode(error, 'already-reported')) {
        markReported(queryClient, attemptId, target.questionId);
        setStage({ step: 'sent', message: t('report.already') });
        return;
      }
      // the refusal in the page's language (its code), the server's own words on an English page
      setStage({ step: 'editing', error: isApiError(error) ? errorText(error) : t('report.failed') });
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
              {t('report.title', { number: target.number })}
            </Dialog.Title>
            <Dialog.Close className="-m-2 grid size-10 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-brand-500">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('report.close')}</span>
            </Dialog.Close>
          </div>

          {stage.step === 'sent' ? (
            <ReportSent message={stage.message} />
          ) : (
            <form noValidate onSubmit={(event) => void send(event)} className="flex min-h-0 flex-col">
              <div className="flex min-h-0 flex-col gap-5 overflow-y-auto px-5 py-5 sm:px-6">
                {target.quote ? (
                  <blockquote lang={target.quote.language} className="border-l-4 border-slate-300 pl-3 text-sm text-slate-700">
                    {plainExcerpt(target.quote.text, QUOTE_CHARS)}
                  </blockquote>
                ) : null}
                <ReasonChoices
                  name={`${ids}-reason`}
                  describedBy={error ? errorId : undefined}
                  reason={reason}
                  firstRef={firstReason}
                  onChoose={(value) => {
                    setReason(value);
                    setStage({ step: 'editing', error: null });
                  }}
                />

                <div>
                  <label htmlFor={`${ids}-note`} className="text-sm font-semibold text-navy-900">
                    <Trans t={t} i18nKey="report.note" components={[<span key="optional" className="font-normal text-slate-500" />]} />
                  </label>
                  <textarea
                    id={`${ids}-note`}
                    value={note}
                    maxLength={REPORT_NOTE_MAX}
                    rows={4}
                    onChange={(event) => setNote(event.target.value)}
                    aria-describedby={`${ids}-note-hint`}
                    placeholder={t('report.notePlaceholder')}
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
                  <Button variant="secondary">{t('report.cancel')}</Button>
                </Dialog.Close>
                <Button type="submit" disabled={stage.step === 'sending'}>
                  {stage.step === 'sending' ? t('report.sending') : t('report.send')}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Once the report is in: what was said back, what happens next, and Done. */
function ReportSent({ message }: { message: string }) {
  const { t } = useTranslation('result');
  return (
    <div className="flex flex-col items-center gap-4 px-5 py-8 text-center sm:px-6">
      <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
      <p role="status" className="text-base font-semibold text-navy-900">
        {message}
      </p>
      <p className="max-w-sm text-sm text-slate-600">{t('report.reviewer')}</p>
      <Dialog.Close asChild>
        <Button variant="secondary" autoFocus>
          {t('report.done')}
        </Button>
      </Dialog.Close>
    </div>
  );
}

interface ReasonChoicesProps {
  /** the radio group's name */
  name: string;
  describedBy: string | undefined;
  reason: ReportReason | null;
  /** the first reason, which the dialog focuses on opening and when none was chosen */
  firstRef: RefObject<HTMLInputElement | null>;
  onChoose: (reason: ReportReason) => void;
}

/** What is wrong with the question: the four reasons, each with its hint. */
function ReasonChoices({ name, describedBy, reason, firstRef, onChoose }: ReasonChoicesProps) {
  const { t } = useTranslation('result');
  const reasons = reasonWords(t);
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-semibold text-navy-900">{t('report.what')}</legend>
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
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={value}
              checked={reason === value}
              onChange={() => onChoose(value)}
              className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-navy-900">{reasons[value].label}</span>
              <span className="block text-xs text-slate-600">{reasons[value].hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
