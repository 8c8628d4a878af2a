import { AdSlot } from '../../../components/ad-slot.tsx';
import { Markdown } from '../../../components/markdown.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/page-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import { hasErrorCode } from '../../../lib/http.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useStaticPage, type StaticPageSlug } from '../api.ts';
import { ContactCard } from '../components/contact-card.tsx';

// the name each page goes by in the footer, used until the page's own title arrives, and what a
// search result says about it
const pageInfo: Record<StaticPageSlug, { title: string; description: string }> = {
  about: {
    title: 'About Us',
    description:
      'Prepverse is a free exam-preparation platform for GATE and UGC NET aspirants: a weekly timed quiz, mock test series in a GATE-like exam view, and solutions and analytics after every test.',
  },
  contact: {
    title: 'Contact',
    description: 'Write to the Prepverse team about sign-in, payments, a question you think is wrong, or your data. A person answers within two working days.',
  },
  terms: {
    title: 'Terms & Conditions',
    description:
      'The terms of Prepverse: one attempt per test, solutions and analytics after each test, prices in INR through Razorpay with no hidden charges, and no refunds.',
  },
  policy: {
    title: 'Privacy Policy',
    description:
      'What Prepverse stores (your Google name, e-mail and picture, phone, attempts and payments), why, the session cookie, and how to download your data or delete your account.',
  },
};

/** About, Contact, Terms and Privacy: Markdown that admins edit, rendered as a readable article. */
export function StaticPage({ slug }: { slug: StaticPageSlug }) {
  const page = useStaticPage(slug);
  const title = page.data?.title ?? pageInfo[slug].title;
  usePageMeta({ title, description: pageInfo[slug].description });

  return (
    <article>
      <PageHeader
        eyebrow="Prepverse"
        title={title}
        lead={
          page.data ? (
            <span className="text-sm text-slate-500" suppressHydrationWarning>
              Last updated {formatDate(page.data.updatedAt)}
            </span>
          ) : null
        }
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        {/* the addresses first: they are what a visitor to Contact came for */}
        {slug === 'contact' ? <ContactCard /> : null}
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
      </div>
      <AdSlot placement="page" className="mb-14" />
    </article>
  );
}
