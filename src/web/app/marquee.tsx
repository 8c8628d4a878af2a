import { useState } from 'react';
import { Pause, Play, Sparkles } from 'lucide-react';
import clsx from 'clsx';

const messages = [
  'Free weekly GATE CS quiz every Monday',
  'Rank 1 of the week wins a GATE CS test series',
  'Mock tests in a GATE-like interface, calculator included',
  'Easy 20-minute, full 50-minute and 3-hour GATE-level tests',
  'Instant analysis and a performance report after every attempt',
  'One click to join: sign in with Google',
];

function MessageRow({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul aria-hidden={hidden || undefined} aria-label={hidden ? undefined : 'Prepverse highlights'} className="flex shrink-0 items-center">
      {messages.map((message) => (
        <li key={message} className="flex items-center gap-2 px-6 whitespace-nowrap">
          <Sparkles aria-hidden="true" className="size-3.5 text-amber-300" />
          {message}
        </li>
      ))}
    </ul>
  );
}

/**
 * The promotional strip above the navbar. The row is duplicated so the loop is seamless; the copy
 * is hidden from screen readers. It moves for longer than five seconds beside other content, so
 * WCAG 2.2.2 wants a way to stop it: the Pause button (or hovering, to read one line).
 * With reduced motion it never moves: one still line, cut at the edge (the list is all there for
 * screen readers), and no button.
 */
export function Marquee() {
  const [paused, setPaused] = useState(false);
  return (
    <div className="group relative flex items-stretch overflow-hidden bg-navy-900 text-xs font-medium text-brand-100 sm:text-sm">
      <div className="min-w-0 flex-1 overflow-hidden">
        <div
          className={clsx(
            'flex w-max animate-marquee py-2 group-hover:[animation-play-state:paused] motion-reduce:animate-none',
            paused && '[animation-play-state:paused]',
          )}
        >
          <MessageRow />
          <span className="contents motion-reduce:hidden">
            <MessageRow hidden />
          </span>
        </div>
      </div>
      <button
        type="button"
        aria-pressed={paused}
        aria-label="Pause the highlights"
        title={paused ? 'Play the highlights' : 'Pause the highlights'}
        onClick={() => setPaused((value) => !value)}
        className="grid w-9 shrink-0 place-items-center border-l border-white/15 bg-navy-900 text-brand-100 hover:bg-navy-800 hover:text-white focus-visible:-outline-offset-2 focus-visible:outline-white motion-reduce:hidden"
      >
        {paused ? <Play aria-hidden="true" className="size-3.5" /> : <Pause aria-hidden="true" className="size-3.5" />}
      </button>
    </div>
  );
}
