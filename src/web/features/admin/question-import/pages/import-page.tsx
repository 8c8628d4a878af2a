import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, ListChecks } from 'lucide-react';
import { can } from '../../../../../shared/admin-permissions.ts';
import { IMPORT_MAX_BYTES, type ImportedItem, type ImportPreview, type ImportPreviewRequest } from '../../../../../shared/api/question-import.ts';
import { Button } from '../../../../components/button.tsx';
import { EmptyBlock } from '../../../../components/page-state.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { previewImport, startImportJob } from '../api.ts';
import { FormatGuide } from '../components/format-guide.tsx';
import { FORMATS } from '../../ui/import-formats.ts';
import { draftRequest, emptyDraft, sameRequest, type ImportDraft } from '../components/import-draft.ts';
import { ImportPanel } from '../components/import-panel.tsx';
import { PreviewResults } from '../components/preview-results.tsx';
import { DuplicateSkipOptions, willSkip, withSkips } from '../components/duplicate-choices.tsx';
import { PreviewSummary } from '../components/preview-summary.tsx';
import { NewTopics } from '../components/new-topics.tsx';
import { SourceForm } from '../components/source-form.tsx';
import { byteLength, tooLargeMessage } from '../read-file.ts';
import { RecentJobs } from '../components/recent-jobs.tsx';
import { adminKeys } from '../../../../lib/query-keys.ts';
import { DuplicatesNotChecked } from '../../ui/duplicate-notice.tsx';

interface Checked {
  request: ImportPreviewRequest;
  preview: ImportPreview;
  /** the file's name, or null for pasted text */
  fileName: string | null;
}

/** A problem the page can see without asking the server. */
function problemWith(draft: ImportDraft, request: ImportPreviewRequest): string | null {
  if (draft.mode === 'file' && !draft.file) return 'Choose a file first.';
  if (request.text.trim() === '') return draft.mode === 'file' ? 'The file is empty.' : 'Paste the questions first.';
  const bytes = byteLength(request.text);
  if (bytes > IMPORT_MAX_BYTES) return tooLargeMessage(draft.mode === 'file' ? 'The file' : 'The pasted text', bytes);
  return null;
}

/**
 * Questions from Moodle's Aiken and GIFT exports or the CSV template: a dry run that shows every
 * question as the learner will see it (or its line and why it cannot be used), then the import of
 * the usable ones as drafts: a job on the server, whose page shows its progress, a Cancel and the result.
 */
export function ImportPage() {
  const user = useAdminUser();
  usePrivatePageTitle('Import questions');
  const [draft, setDraft] = useState<ImportDraft>(emptyDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  const [skipLines, setSkipLines] = useState<ReadonlySet<number>>(new Set());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const dryRun = useMutation({
    mutationFn: async ({ request, fileName }: Omit<Checked, 'preview'>): Promise<Checked> => ({ request, fileName, preview: await previewImport(request) }),
    onSuccess: (result) => {
      setChecked(result);
      setSkipLines(new Set());
      startImport.reset();
    },
  });
  // the import is a job on the server: once it exists, its own page shows the progress and the result
  const startImport = useMutation({
    mutationFn: ({ request, fileName }: Omit<Checked, 'preview'>) => startImportJob({ ...request, ...(fileName ? { fileName } : {}) }),
    onSuccess: (job) => {
      queryClient.setQueryData(adminKeys.bankJob(job.id), job);
      void queryClient.invalidateQueries({ queryKey: adminKeys.bankJobs() });
      void navigate(adminPaths.importJob(job.id));
    },
  });

  useEffect(() => {
    // after a check, the results are what matters: move there, so the keyboard and screen readers follow
    if (checked) resultsHeading.current?.focus();
  }, [checked]);

  if (!can(user.role, 'questions.import')) {
    return <EmptyBlock title="Your role cannot import questions">Ask a master to import them for you.</EmptyBlock>;
  }

  const request = draftRequest(draft);
  const locked = startImport.isPending;
  const stale = checked !== null && !sameRequest(checked.request, request);

  function change(next: Partial<ImportDraft>) {
    setDraft((current) => ({ ...current, ...next }));
    setProblem(null);
  }

  function check(event: FormEvent) {
    event.preventDefault();
    const found = problemWith(draft, request);
    setProblem(found);
    if (!found) dryRun.mutate({ request, fileName: draft.mode === 'file' ? (draft.file?.name ?? null) : null });
  }

  const summary = checked?.preview.summary;
  const isSkipped = (item: ImportedItem) => willSkip(item, skipDuplicates, skipLines);
  const skipping = checked ? checked.preview.items.filter((item) => item.ok && isSkipped(item)).length : 0;
  const usable = summary ? summary.ready + summary.converted - skipping : 0;
  const skip = (line: number, on: boolean) =>
    setSkipLines((current) => {
      const next = new Set(current);
      if (on) next.add(line);
      else next.delete(line);
      return next;
    });
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        title="Import questions"
        back={{ to: adminPaths.questionList(), label: 'Question bank' }}
        lead="From a Moodle question bank’s Moodle XML, GIFT or Aiken export, or a CSV file. Check the file first; then import the usable questions as drafts."
      />

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <form onSubmit={check} aria-label="Question file" className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <SourceForm draft={draft} onChange={change} disabled={locked || dryRun.isPending} />
          <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center">
            <Button type="submit" disabled={locked || dryRun.isPending}>
              {dryRun.isPending ? <Spinner className="size-4 border-white/40 border-t-white" /> : <ListChecks aria-hidden="true" className="size-4" />}
              {dryRun.isPending ? 'Checking…' : 'Check file'}
            </Button>
            <p className="text-sm text-slate-500">A dry run: nothing is saved until you import.</p>
          </div>
          {problem || dryRun.isError ? (
            <p role="alert" className="flex gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {problem ?? dryRun.error?.message}
            </p>
          ) : null}
        </form>
        <FormatGuide format={draft.format} />
      </div>

      {checked ? (
        <section aria-labelledby="dry-run-heading" className="flex flex-col gap-5">
          <header>
            <h2 id="dry-run-heading" ref={resultsHeading} tabIndex={-1} className="text-xl font-semibold text-navy-900 focus:outline-none">
              Dry run
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">
              {checked.fileName ? `“${checked.fileName}”` : 'The pasted text'}, read as {FORMATS[checked.request.format].label}:{' '}
              {checked.preview.items.length.toLocaleString('en-IN')} {checked.preview.items.length === 1 ? 'question' : 'questions'} in file order.
            </p>
          </header>
          {checked.preview.fileError ? (
            <div role="alert" className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-5">
              <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-red-600" />
              <div>
                <h3 className="font-semibold text-red-950">This file cannot be imported</h3>
                <p className="mt-1 text-sm text-red-900">{checked.preview.fileError}</p>
              </div>
            </div>
          ) : (
            <>
              <PreviewSummary summary={checked.preview.summary} />
              <DuplicatesNotChecked message={checked.preview.nearDuplicatesNotChecked} />
              <DuplicateSkipOptions
                summary={checked.preview.summary}
                skipDuplicates={skipDuplicates}
                onSkipDuplicates={setSkipDuplicates}
                skipping={skipping}
              />
              <NewTopics paths={checked.preview.newTopics} exam={checked.request.exam ?? ''} />
              <ImportPanel
                usable={usable}
                blocked={stale ? 'The file or the settings changed after the check. Check the file again before importing.' : null}
                starting={startImport.isPending}
                refused={startImport.error?.message ?? null}
                onImport={() => startImport.mutate({ request: withSkips(checked.request, summary, skipDuplicates, skipLines), fileName: checked.fileName })}
              />
              <PreviewResults
                preview={checked.preview}
                isSkipped={(item) => ({ skipped: isSkipped(item), byRule: isSkipped(item) && !skipLines.has(item.line) })}
                onSkip={skip}
              />
            </>
          )}
        </section>
      ) : null}

      <RecentJobs showAuthor={can(user.role, 'others-drafts.edit')} />
    </div>
  );
}
