import { useEffect, useState } from 'react';
import { LockKeyhole } from 'lucide-react';
import { useFormat, useTranslation } from '../../../i18n/index.ts';
import { useCountdownWords } from '../../../lib/countdown-words.ts';
import { examClock } from '../../../lib/server-clock.ts';

/**
 * In place of the question review while a quiz's solutions are held back (decision 039): when they
 * open, counted down on the server's clock (the one the quiz was read with), then `onOpen` reads the
 * result again and the review appears.
 */
export function SolutionsPending({ openAt, onOpen }: { openAt: string; onOpen?: (() => void) | undefined }) {
  const { t } = useTranslation('result');
  const { locale } = useFormat();
  const formatCountdown = useCountdownWords();
  const opensAtMs = Date.parse(openAt);
  const [now, setNow] = useState(() => examClock.now());
  const left = opensAtMs - now;

  useEffect(() => {
    const tick = () => setNow(examClock.now());
    const interval = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);

  const opened = left <= 0;
  useEffect(() => {
    if (opened) onOpen?.();
  }, [opened, onOpen]);

  const when = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(opensAtMs);
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-sky-50 px-5 py-5 ring-1 ring-sky-200 sm:flex-row sm:items-start sm:gap-4">
      <LockKeyhole aria-hidden className="size-6 shrink-0 text-sky-800" />
      <div className="flex flex-col gap-1.5">
        <p className="text-base font-semibold text-navy-900">
          {opened ? (
            t('pending.opening')
          ) : (
            <span role="timer" suppressHydrationWarning className="tabular-nums">
              {t('pending.opensIn', { time: formatCountdown(left) })}
            </span>
          )}
        </p>
        <p className="text-sm text-slate-700">{t('pending.when', { when })}</p>
        <p className="text-sm text-slate-700">{t('pending.why')}</p>
      </div>
    </div>
  );
}
