import { memo } from 'react';

const REPEAT = 100; // SPEC §9

/**
 * The learner's e-mail, faint and tilted, 100 times over the question area: screenshots carry a name.
 * It is decoration, hidden from assistive technology: aria-hidden for readers, and drawn by CSS
 * (::before with the e-mail as its content) rather than as text in the page, so no text of it is in the
 * DOM for a contrast checker to measure (faint by design), for find-in-page, or for copying.
 */
export const Watermark = memo(function Watermark({ email }: { email: string }) {
  return (
    <div aria-hidden="true" data-watermarks className="pointer-events-none absolute inset-0 z-0 overflow-hidden select-none">
      <div className="absolute -inset-1/4 flex -rotate-[24deg] flex-wrap content-start gap-x-16 gap-y-14 text-sm font-medium text-slate-900/[0.045]">
        {Array.from({ length: REPEAT }, (_, index) => (
          <span key={index} data-watermark={email} className="whitespace-nowrap before:content-[attr(data-watermark)]" />
        ))}
      </div>
    </div>
  );
});
