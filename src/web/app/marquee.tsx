import { useState } from 'react';
import { Pause, Play, Sparkles } from 'lucide-react';
import clsx from 'clsx';
import type { TFunction } from '../i18n/messages.ts';
import { useTranslation } from '../i18n/index.ts';

const messagesIn = (t: TFunction<'common'>) => [
  t('marquee.quiz'),
  t('marquee.prize'),
  t('marquee.interface'),
  t('marquee.lengths'),
  t('marquee.analysis'),
  t('marquee.signIn'),
];

function MessageRow({ hidden = false }: { hidden?: boolean }) {
  const { t } = useTranslation('common');
  const messages = messagesIn(t);
  return (
    <ul aria-hidden={hidden || undefined} aria-label={hidden ? undefined : t('marquee.label')} className="flex shrink-0 items-center">
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
  const { t } = useTranslation('common');
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
        aria-label={t('marquee.pause')}
        title={paused ? t('marquee.play') : t('marquee.pause')}
        onClick={() => setPaused((value) => !value)}
        className="grid w-9 shrink-0 place-items-center border-l border-white/15 bg-navy-900 text-brand-100 hover:bg-navy-800 hover:text-white focus-visible:-outline-offset-2 focus-visible:outline-white motion-reduce:hidden"
      >
        {paused ? <Play aria-hidden="true" className="size-3.5" /> : <Pause aria-hidden="true" className="size-3.5" />}
      </button>
    </div>
  );
}
