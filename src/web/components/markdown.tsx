import { useMemo, type ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { LocalizedLink as Link } from '../i18n/locale-path.tsx';
import clsx from 'clsx';
import 'katex/dist/katex.min.css';
import { nestingBound, SAFE_TO_PARSE } from '../../shared/markdown/limits.ts';
import { parseMarkdown, tooDeepToParse } from '../../shared/markdown/parse.ts';
import { rehypePlugins, remarkPlugins } from '../../shared/markdown/rules.ts';

function MarkdownLink({ href, children, node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  // links inside the site stay in the app; anything else opens beside it
  if (href?.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}

function MarkdownImage({ node: _node, alt, ...props }: ComponentProps<'img'> & { node?: unknown }) {
  return <img alt={alt ?? ''} loading="lazy" decoding="async" {...props} />;
}

/** A code block scrolls sideways when its lines are long: a keyboard reaches it, to scroll it (WCAG 2.1.1). */
function MarkdownPre({ node: _node, ...props }: ComponentProps<'pre'> & { node?: unknown }) {
  return <pre tabIndex={0} {...props} />;
}

const components: Components = { a: MarkdownLink, img: MarkdownImage, pre: MarkdownPre };

/**
 * Whether the text is too deep to parse: its quotes, lists, footnotes and emphasis are counted
 * without parsing (the parser's time grows with the square of their depth); otherwise only a text
 * with a thousand characters that may nest is parsed to find out whether it overflows the stack (a
 * text over the limits that parses is caught by rules.ts).
 */
const nestsTooDeep = (source: string) => tooDeepToParse(source) || (nestingBound(source) > SAFE_TO_PARSE && parseMarkdown(source).problem !== null);

/**
 * Markdown with GitHub tables and $…$ / $$…$$ formulas (KaTeX). Raw HTML in the source is not
 * rendered, so text written by admins or generated for questions cannot inject markup. A text over
 * the limits of shared/markdown/limits.ts is shown as its plain words.
 */
export function Markdown({ children, className, inline = false }: { children: string; className?: string; inline?: boolean }) {
  const plain = useMemo(() => nestsTooDeep(children), [children]);
  const wrapper = clsx(inline ? '[&>p]:inline' : 'prose-pv', className);
  if (plain) return <div className={clsx(wrapper, 'whitespace-pre-wrap')}>{children}</div>;
  return (
    <div className={wrapper}>
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
