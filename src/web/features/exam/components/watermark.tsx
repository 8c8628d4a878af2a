import { memo } from 'react';

const REPEAT = 100; // SPEC §9

/** The learner's e-mail, faint and tilted, 100 times over the question area: screenshots carry a name. */
export const Watermark = memo(function Watermark({ email }: { email: string }) {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 z-0 overflow-hidden select-none">
      <div className="absolute -inset-1/4 flex -rotate-[24deg] flex-wrap content-start gap-x-16 gap-y-14 text-sm font-medium text-slate-900/[0.045]">
        {Array.from({ length: REPEAT }, (_, index) => (
          <span key={index} data-watermark className="whitespace-nowrap">
            {email}
          </span>
        ))}
      </div>
    </div>
  );
});
