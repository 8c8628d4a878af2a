import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { CircleCheck, ExternalLink } from 'lucide-react';
import { pageInput, staticPageSlug, type AdminPage, type StaticPageSlug } from '../../../../../shared/api/admin-notifications.ts';
import { Button } from '../../../../components/button.tsx';
import { ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { MarkdownEditor } from '../../ui/markdown-editor.tsx';
import { useEditorSubmit } from '../../ui/use-editor-submit.ts';
import { LeaveWithoutSavingDialog, useUnsavedChanges } from '../../ui/use-unsaved-changes.tsx';
import { pageInfo, useAdminPage, useSavePage } from '../api.ts';

const back = { to: adminPaths.pageList(), label: 'All site pages' };

function PageEditor({ page }: { page: AdminPage }) {
  const info = pageInfo[page.slug];
  const savePage = useSavePage(page.slug);
  const [title, setTitle] = useState(page.exists ? page.title : info.name);
  const [body, setBody] = useState(page.body);
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const dirty = title !== (page.exists ? page.title : info.name) || body !== page.body;
  const { blocker, leaveFreely } = useUnsavedChanges(dirty);
  const submit = useEditorSubmit({ leaveFreely });
  usePrivatePageTitle(`Edit ${info.name}`);

  function change(next: () => void) {
    next();
    submit.edited();
  }

  function save(event: FormEvent) {
    submit.begin(event);
    const parsed = pageInput.safeParse({ title, body });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as 'title' | 'body'] ??= issue.message;
      setErrors(next);
      submit.focusFirst(next, { title: 'page-title', body: 'page-body' });
      return;
    }
    setErrors({});
    void submit.run('save', () => savePage.mutateAsync(parsed.data), {
      then: (next) => {
        setTitle(next.title);
        setBody(next.body);
        submit.saved(`Saved. Learners see the new text on ${info.path} now.`);
      },
    });
  }

  return (
    <div>
      <AdminPageHeader
        back={back}
        title={`Edit ${info.name}`}
        lead={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              Learners read it at <span className="font-mono">{info.path}</span>.
            </span>
            {page.exists && page.updatedAt ? (
              <span className="text-slate-500">
                Last changed {formatDate(page.updatedAt)}
                {page.updatedBy ? ` by ${page.updatedBy}` : ''}.
              </span>
            ) : (
              <span className="font-medium text-amber-800">Not written yet.</span>
            )}
          </span>
        }
        actions={
          <a
            href={info.path}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            Open {info.path}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        }
      />

      {submit.notice ? (
        <p role="status" className="mb-5 flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {submit.notice}
        </p>
      ) : null}

      <form onSubmit={save} noValidate aria-label={info.name} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-col gap-5 p-5 sm:p-6">
          <Field id="page-title" label="Title" hint="The page's heading and the browser tab's title." error={errors.title ?? null}>
            <input
              id="page-title"
              value={title}
              onChange={(event) => change(() => setTitle(event.target.value))}
              disabled={submit.saving}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={fieldDescription('page-title', errors.title)}
              className={inputClasses(Boolean(errors.title), 'max-w-xl')}
            />
          </Field>
          <MarkdownEditor
            id="page-body"
            label="Text"
            value={body}
            onChange={(next) => change(() => setBody(next))}
            error={errors.body ?? null}
            rows={22}
            disabled={submit.saving}
            emptyPreview="The page as learners will read it appears here."
          />
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3 rounded-b-2xl border-t border-slate-200 px-5 py-3 sm:px-6">
          {submit.error ? (
            <p role="alert" className="mr-auto text-sm font-medium text-red-700">
              {submit.error.message}
            </p>
          ) : dirty ? (
            <p className="mr-auto text-sm text-slate-600">Unsaved changes</p>
          ) : null}
          <Button type="submit" disabled={submit.saving || !dirty}>
            {submit.saving ? <Spinner className="size-4" /> : null}
            Save page
          </Button>
        </div>
      </form>

      <LeaveWithoutSavingDialog blocker={blocker} confirmLabel="Leave without saving">
        Your changes to this page have not been saved.
      </LeaveWithoutSavingDialog>
    </div>
  );
}

function SavedPage({ slug }: { slug: StaticPageSlug }) {
  const page = useAdminPage(slug);
  if (page.isPending) return <LoadingBlock label="Loading the page…" />;
  if (page.isError) {
    return (
      <div>
        <AdminPageHeader back={back} title={pageInfo[slug].name} />
        <ErrorBlock title="We could not load this page" message={page.error.message} onRetry={() => void page.refetch()} />
      </div>
    );
  }
  return <PageEditor page={page.data} />;
}

/** /admin/pages/:pageSlug: one of about, contact, terms, policy. */
export function PageEditPage() {
  const parsed = staticPageSlug.safeParse(useParams().pageSlug);
  // the same title the editor sets (a parent's effect runs after its child's)
  usePrivatePageTitle(parsed.success ? `Edit ${pageInfo[parsed.data].name}` : 'No such page');
  if (!parsed.success) {
    return (
      <div>
        <AdminPageHeader back={back} title="No such page" />
        <ErrorBlock title="No such page" message="The site's pages are About, Contact, Terms and Privacy. Pick one from the list." />
      </div>
    );
  }
  return <SavedPage key={parsed.data} slug={parsed.data} />;
}
