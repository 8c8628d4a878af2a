import { useId } from 'react';
import clsx from 'clsx';

/** The Prepverse mark: a 'P' whose bowl is an orbit, with a dot for the learner on it. */
export function LogoMark({ className }: { className?: string }) {
  // several marks share a page (navbar, footer): each gradient needs its own id
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={clsx('size-8', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#312e81" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M11 24V8h6.5a5.5 5.5 0 0 1 0 11H11" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="23" cy="13.5" r="2.2" fill="#fbbf24" />
    </svg>
  );
}

export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className={clsx('text-xl font-bold tracking-tight', tone === 'dark' ? 'text-navy-900' : 'text-white')}>Prepverse</span>
    </span>
  );
}
