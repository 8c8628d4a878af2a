import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { Download, FileDown, X } from 'lucide-react';
import clsx from 'clsx';
import { EXPORT_FORMAT_LABELS, EXPORT_MAX_QUESTIONS, exportFormats, type ExportFormat } from '../../../../../shared/api/question-export.ts';
import type { QuestionListQuery } from '../../../../../shared/api/admin-questions.ts';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { useReturnFocus } from '../../../../lib/dialog-focus.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { useStartExport } from './api.ts';

interface ExportDialogProps {
  /** the bank's filters as they are now: the export takes every question they match */
  filter: Omit<QuestionListQuery, 'page' | 'pageSize'>;
  /** how many questions they match */
  total: number;
}

const count = (n: number) => `${n.toLocaleString('en-IN')} question${n === 1 ? '' : 's'}`;

/**
 * 'Export': the questions the bank's filters match, as a file in the format chosen. The export runs on
 * the server as a job; the dialog starts it and goes to the job's page, which offers the file once written.
 */
export function ExportButton({ filter, total }: ExportDialogProps) {
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('xml');
  const run = useStartExport();
  const navigate = useNavigate();
  const returnFocus = useReturnFocus();
  const tooMany = total > EXPORT_MAX_QUESTIONS;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (run.isPending) return;
        setOpen(next);
        if (!next) run.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary" disabled={total === 0}>
          <FileDown aria-hidden="true" className="size-4" />
          Export
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/5 focus:outline-none data-[state=open]:animate-dialog-in"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-navy-900">Export questions</Dialog.Title>
            <Dialog.Close className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            These {count(total)}: every question the bank’s filters match now, on every page. The file is written on the server; its page shows the progress,
            then a link to download it.
          </Dialog.Description>

          <fieldset className="mt-5" disabled={run.isPending}>
            <legend className="text-sm font-semibold text-navy-900">Format</legend>
            <div className="mt-2 flex flex-col gap-2">
              {exportFormats.map((option) => (
                <label
                  key={option}
                  className={clsx(
                    'flex cursor-pointer gap-3 rounded-xl p-3 ring-1 transition-colors',
                    option === format ? 'bg-brand-50 ring-brand-500' : 'ring-slate-200 hover:bg-slate-50',
                  )}
                >
                  <input type="radio" name="export-format" value={option} checked={option === format} onChange={() => setFormat(option)} className="mt-1" />
                  <span>
                    <span className="block text-sm font-semibold text-navy-900">{EXPORT_FORMAT_LABELS[option].label}</span>
                    <span className="block text-sm text-slate-600">{EXPORT_FORMAT_LABELS[option].carries}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          {tooMany ? (
            <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              At most {count(EXPORT_MAX_QUESTIONS)} can be exported at once. Narrow the filters (by topic or status, say), or export them in parts.
            </p>
          ) : null}
          {run.isError ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
              {run.error.message}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={run.isPending}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button
              onClick={() => run.mutate({ format, selection: { filter } }, { onSuccess: (job) => void navigate(adminPaths.importJob(job.id)) })}
              disabled={run.isPending || tooMany || total === 0}
            >
              {run.isPending ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
              Export {count(total)}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
