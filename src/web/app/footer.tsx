import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Mail } from 'lucide-react';
import { Logo } from '../components/logo.tsx';
import { useSiteConfig } from '../lib/site.ts';

const linkClasses = 'rounded text-sm text-slate-300 transition hover:text-white';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-wider text-brand-200 uppercase">{title}</h2>
      <ul className="mt-4 flex flex-col gap-3">{children}</ul>
    </div>
  );
}

function ContactLine() {
  const site = useSiteConfig();
  const email = site.data?.contactEmail;
  return (
    <p className="flex min-h-6 items-center gap-2 text-sm text-slate-300">
      <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
      {email ? (
        <span>
          Write to us at{' '}
          <a href={`mailto:${email}`} className="font-medium break-all text-white underline decoration-white/30 underline-offset-2 hover:decoration-white">
            {email}
          </a>
        </span>
      ) : (
        <span>Contact details are on our Contact page.</span>
      )}
    </p>
  );
}

function ApplyLink() {
  const site = useSiteConfig();
  const applyUrl = site.data?.applyUrl;
  if (!applyUrl) return <span className="text-sm text-slate-400">Apply</span>;
  return (
    <a href={applyUrl} target="_blank" rel="noopener noreferrer" className={`${linkClasses} inline-flex items-center gap-1.5`}>
      Apply
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** SPEC §2 Footer, on every page but the exam screens (they use CompactFooter). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8 lg:py-16">
        <div className="col-span-2 flex flex-col gap-4 md:col-span-1">
          <Logo tone="light" />
          <p className="max-w-sm text-sm leading-relaxed text-slate-400">
            Prepverse is shaping the future of learning through AI-driven innovation: practice that feels like the real exam, and analysis that shows you what
            to study next.
          </p>
          <ContactLine />
        </div>
        <FooterColumn title="Explore">
          <li>
            <Link to="/" className={linkClasses}>
              Home
            </Link>
          </li>
          <li>
            <Link to="/admin" className={linkClasses}>
              Admin
            </Link>
          </li>
          <li>
            <Link to="/about" className={linkClasses}>
              About Us
            </Link>
          </li>
          <li>
            <Link to="/contact" className={linkClasses}>
              Contact
            </Link>
          </li>
          <li>
            <Link to="/weeklyquiz" className={linkClasses}>
              Weekly Quiz
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title="Info & Policies">
          <li>
            <Link to="/terms" className={linkClasses}>
              Terms & Conditions
            </Link>
          </li>
          <li>
            <Link to="/policy" className={linkClasses}>
              Privacy Policy
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title="Join Us">
          <li>
            <ApplyLink />
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>© {year} Prepverse. All rights reserved.</p>
          <p>Prepverse is not affiliated with IISc, the IITs, the NTA or the UGC, which conduct GATE and UGC NET.</p>
        </div>
      </div>
    </footer>
  );
}
