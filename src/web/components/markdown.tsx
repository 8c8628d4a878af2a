import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import clsx from 'clsx';
import 'katex/dist/katex.min.css';
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

const components: Components = { a: MarkdownLink, img: MarkdownImage };

/**
 * Markdown with GitHub tables and $…$ / $$…$$ formulas (KaTeX). Raw HTML in the source is not
 * rendered, so text written by admins or generated for questions cannot inject markup.
 */
export function Markdown({ children, className, inline = false }: { children: string; className?: string; inline?: boolean }) {
  return (
    <div className={clsx(inline ? '[&>p]:inline' : 'prose-pv', className)}>
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
