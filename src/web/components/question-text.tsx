import { lazy, Suspense } from 'react';
import clsx from 'clsx';
// the server's HTML of a formula is KaTeX's markup, which needs KaTeX's stylesheet and fonts
import 'katex/dist/katex.min.css';

// only for text the server did not draw (the editor's preview of an unsaved question)
const Markdown = lazy(() => import('./markdown.tsx').then((module) => ({ default: module.Markdown })));

interface QuestionTextProps {
  /** the Markdown source */
  source: string;
  /** the server's HTML of it (shared/markdown/to-html.ts), which a question paper carries */
  html?: string | undefined;
  inline?: boolean;
  className?: string;
}

/**
 * A question's or an option's text. From a question paper it is the server's HTML of the Markdown,
 * drawn at once with no renderer to download; text without it (a question being written) is drawn
 * by <Markdown>, loaded when first needed, with the source as plain text until then.
 */
export function QuestionText({ source, html, inline = false, className }: QuestionTextProps) {
  const wrapper = clsx(inline ? '[&>p]:inline' : 'prose-pv', className);
  if (html !== undefined) return <div className={wrapper} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Suspense fallback={<div className={clsx(wrapper, 'whitespace-pre-wrap')}>{source}</div>}>
      <Markdown inline={inline} className={className}>
        {source}
      </Markdown>
    </Suspense>
  );
}
