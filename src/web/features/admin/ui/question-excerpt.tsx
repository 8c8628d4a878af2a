import clsx from 'clsx';
import { Markdown } from '../../../components/markdown.tsx';
import { excerptOf } from './excerpt.ts';

/** One line of a question, rendered with the formulas as the learner sees them. */
export function QuestionExcerpt({ text, className }: { text: string; className?: string }) {
  const excerpt = excerptOf(text);
  if (!excerpt) return <span className={clsx('text-slate-400 italic', className)}>No text (image only)</span>;
  return (
    <Markdown inline className={clsx('truncate', className)}>
      {excerpt}
    </Markdown>
  );
}
