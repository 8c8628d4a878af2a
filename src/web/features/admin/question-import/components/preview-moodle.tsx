import { ImageIcon, Tag } from 'lucide-react';
import type { ImportedQuestion } from '../../../../../shared/api/question-import.ts';
import { formatBytes } from '../read-file.ts';

const PLUGINFILE = '@@PLUGINFILE@@/';

const nameOf = (reference: string) => {
  try {
    return decodeURIComponent(reference.slice(PLUGINFILE.length));
  } catch {
    return reference.slice(PLUGINFILE.length);
  }
};

/** A Moodle XML text's embedded images, named: the dry run stores none yet, so there is nothing to draw. */
export const withImageNames = (markdown: string) =>
  markdown.includes(PLUGINFILE)
    ? markdown.replace(/!\[[^\]\n]{0,200}\]\((@@PLUGINFILE@@\/[^)\s]+)\)/g, (_, reference: string) => `*[image: ${nameOf(reference)}]*`)
    : markdown;

/** What a Moodle XML question brings besides its text: its tags and the images the import will store. */
export function MoodleExtras({ question }: { question: ImportedQuestion }) {
  const { tags = [], files = [], figures } = question;
  if (tags.length === 0 && files.length === 0) return null;
  const placeOf = (name: string) => {
    const reference = `${PLUGINFILE}${encodeURIComponent(name)}`;
    if (figures?.question === reference) return 'under the question';
    if (figures?.explanation === reference) return 'under the explanation';
    const option = figures?.options.indexOf(reference) ?? -1;
    return option === -1 ? 'in the text' : `under option ${String.fromCharCode(65 + option)}`;
  };
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-700">
      {tags.length > 0 ? (
        <p className="flex flex-wrap items-center gap-1.5">
          <Tag aria-hidden="true" className="size-4 text-slate-500" />
          <span className="sr-only">Tags:</span>
          {tags.map((tag) => (
            <span key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
              {tag}
            </span>
          ))}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label="Embedded images" className="flex flex-col gap-1">
          {files.map((file) => (
            <li key={file.name} className="flex items-start gap-2">
              <ImageIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <span className="min-w-0 break-words">
                {file.name} ({formatBytes(file.bytes)}), {placeOf(file.name)}: stored when you import
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
