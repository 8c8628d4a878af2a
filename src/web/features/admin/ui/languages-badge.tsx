/** 'EN · हिं' beside an item written in English and Hindi, as the question bank marks its questions. */
export function LanguagesBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-800 ring-1 ring-sky-200 ${className}`}
      title="In English and Hindi"
    >
      <span className="sr-only">In English and Hindi</span>
      <span aria-hidden="true">
        EN · <span lang="hi">हिं</span>
      </span>
    </span>
  );
}
