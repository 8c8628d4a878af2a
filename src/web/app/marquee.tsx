import { Sparkles } from 'lucide-react';

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
 * The promotional strip above the navbar. The row is duplicated so the loop is seamless; the
 * copy is hidden from screen readers. Hovering pauses it for reading; with reduced motion it stands
 * still and scrolls by hand.
 */
export function Marquee() {
  return (
    <div className="group overflow-hidden bg-navy-900 text-xs font-medium text-brand-100 motion-reduce:overflow-x-auto sm:text-sm">
      <div className="flex w-max animate-marquee py-2 group-hover:[animation-play-state:paused] motion-reduce:animate-none">
        <MessageRow />
        <span className="contents motion-reduce:hidden">
          <MessageRow hidden />
        </span>
      </div>
    </div>
  );
}
