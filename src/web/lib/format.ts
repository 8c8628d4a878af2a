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
