// A countdown in the interface's language, short enough for a phone: '1d 4h', '3h 05m' in English,
// and the same figures with Hindi units ('1 दिन 4 घंटे') in Hindi.
import { useCallback } from 'react';
import { useTranslation } from '../i18n/index.ts';

/** (ms) => the countdown's words: days and hours, hours and minutes, minutes and seconds, or seconds. */
export function useCountdownWords(): (ms: number) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (ms: number) => {
      const total = Math.max(0, Math.floor(ms / 1000));
      const days = Math.floor(total / 86_400);
      const hours = Math.floor((total % 86_400) / 3600);
      const minutes = Math.floor((total % 3600) / 60);
      const seconds = total % 60;
      const pad = (n: number) => String(n).padStart(2, '0');
      if (days > 0) return t('countdown.days', { days, hours });
      if (hours > 0) return t('countdown.hours', { hours, minutes: pad(minutes) });
      if (minutes > 0) return t('countdown.minutes', { minutes, seconds: pad(seconds) });
      return t('countdown.seconds', { seconds });
    },
    [t],
  );
}
