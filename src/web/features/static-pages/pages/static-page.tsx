import { Markdown } from '../../../components/markdown.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import { hasErrorCode } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useStaticPage, type StaticPageSlug } from '../api.ts';
import { ContactCard } from '../components/contact-card.tsx';

// the name each page goes by in the footer, used until the page's own title arrives
const fallbackTitles: Record<StaticPageSlug, string> = {
  about: 'About Us',
  contact: 'Contact',
  terms: 'Terms & Conditions',
  policy: 'Privacy Policy',
};

/** About, Contact, Terms and Privacy: Markdown that admins edit, rendered as a readable article. */
export function StaticPage({ slug }: { slug: StaticPageSlug }) {
  const page = useStaticPage(slug);
  const title = page.data?.title ?? fallbackTitles[slug];
  usePageTitle(title);

  return (
    <article>
      <PageHeader
        eyebrow="Prepverse"
        title={title}
        lead={page.data ? <span className="text-sm text-slate-500">Last updated {formatDate(page.data.updatedAt)}</span> : null}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        {page.isPending ? (
          <LoadingBlock label="Loading the page…" />
        ) : page.isError ? (
          hasErrorCode(page.error, 'not-found') ? (
            <ErrorBlock title="This page has not been written yet" message="Please check back soon." />
          ) : (
            <ErrorBlock title="We could not load this page" message={page.error.message} onRetry={() => void page.refetch()} />
          )
        ) : (
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
            <Markdown>{page.data.body}</Markdown>
          </div>
        )}
        {slug === 'contact' ? <ContactCard /> : null}
      </div>
    </article>
  );
}
