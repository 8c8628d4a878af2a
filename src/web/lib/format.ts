// dates on public pages read in India time, the exams' own, so the server's render and the browser's agree
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (locale: 'en-IN' | 'hi-IN') => {
  let format = dateFormats.get(locale);
  if (!format)
    dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })));
  return format;
};

/** '5 March 2025' ('5 मार्च 2025' in hi-IN) for an ISO timestamp; the raw text if it does not parse. */
export function formatDate(iso: string, locale: 'en-IN' | 'hi-IN' = 'en-IN'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(locale).format(date);
}

/** '2d 4h', '3h 05m', '12m 09s', '45s': a countdown that stays short on a phone. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
}
