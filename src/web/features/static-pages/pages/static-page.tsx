import type { TFunction } from '../../../i18n/messages.ts';
import { AdSlot } from '../../../components/ad-slot.tsx';
import { Markdown } from '../../../components/markdown.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useFormat, useTranslation } from '../../../i18n/index.ts';
import { hasErrorCode } from '../../../lib/http.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import type { Prefetch } from '../../../lib/route-data.ts';
import { staticPageQuery, useStaticPage, type StaticPageSlug } from '../api.ts';
import { ContactCard } from '../components/contact-card.tsx';

// the name each page goes by in the footer, used until the page's own title arrives, and what a
// search result says about it
function pageInfo(t: TFunction<'pages'>, slug: StaticPageSlug): { title: string; description: string } {
  switch (slug) {
    case 'about':
      return { title: t('info.about.title'), description: t('info.about.description') };
    case 'contact':
      return { title: t('info.contact.title'), description: t('info.contact.description') };
    case 'terms':
      return { title: t('info.terms.title'), description: t('info.terms.description') };
    case 'policy':
      return { title: t('info.policy.title'), description: t('info.policy.description') };
  }
}

/** The page's text; Contact's addresses come with the site's configuration, which the layout reads. */
export const prefetch: Prefetch<{ slug: StaticPageSlug }> = ({ queryClient, props }) => queryClient.prefetchQuery(staticPageQuery(props.slug));

/** About, Contact, Terms and Privacy: Markdown that admins edit, rendered as a readable article. */
export function StaticPage({ slug }: { slug: StaticPageSlug }) {
  const { t } = useTranslation('pages');
  const errorText = useErrorText();
  const format = useFormat();
  const info = pageInfo(t, slug);
  const page = useStaticPage(slug);
  const title = page.data?.title ?? info.title;
  usePageMeta({ title, description: info.description });

  return (
    <article>
      <PageHeader
        eyebrow="Prepverse"
        title={title}
        lead={
          page.data ? (
            <span className="text-sm text-slate-500" suppressHydrationWarning>
              {t('updated', { date: format.date(page.data.updatedAt) })}
            </span>
          ) : null
        }
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        {/* the addresses first: they are what a visitor to Contact came for */}
        {slug === 'contact' ? <ContactCard /> : null}
        {page.isPending ? (
          <LoadingBlock label={t('loading')} />
        ) : page.isError ? (
          hasErrorCode(page.error, 'not-found') ? (
            <ErrorBlock title={t('notWritten')} message={t('checkBack')} />
          ) : (
            <ErrorBlock title={t('loadError')} message={errorText(page.error)} onRetry={() => void page.refetch()} />
          )
        ) : (
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
            <Markdown>{page.data.body}</Markdown>
          </div>
        )}
      </div>
      <AdSlot placement="page" className="mb-14" />
    </article>
  );
}
