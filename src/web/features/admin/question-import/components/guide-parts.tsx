// The pieces every format's guide is written with.
import type { ReactNode } from 'react';

export function Example({ children }: { children: string }) {
  return <pre className="overflow-x-auto rounded-lg bg-slate-900 px-4 py-3 font-mono text-xs leading-relaxed text-slate-100">{children}</pre>;
}

export function Notes({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-slate-700 marker:text-slate-400">{children}</ul>;
}

export const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-slate-100 box-decoration-clone px-1 py-0.5 font-mono text-[0.8125rem] text-navy-900 [overflow-wrap:anywhere]">{children}</code>
);
