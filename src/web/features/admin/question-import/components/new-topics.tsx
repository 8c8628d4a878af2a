import { FolderTree } from 'lucide-react';

/** A Moodle XML dry run's categories: the syllabus tree's nodes the import will add under the exam. */
export function NewTopics({ paths, exam }: { paths: string[][] | undefined; exam: string }) {
  if (!paths) return null;
  return (
    <div className="flex gap-3 rounded-xl bg-sky-50 p-4 text-sm text-sky-950 ring-1 ring-sky-200">
      <FolderTree aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-700" />
      <div className="min-w-0">
        {paths.length === 0 ? (
          <p>Every category of this file is already in the {exam} syllabus tree: the questions go to those nodes.</p>
        ) : (
          <>
            <p className="font-semibold">
              Importing adds {paths.length} node{paths.length === 1 ? '' : 's'} to the {exam} syllabus tree:
            </p>
            <ul className="mt-1 flex flex-col gap-0.5">
              {paths.map((path) => (
                <li key={path.join('/')} className="break-words">
                  {path.join(' › ')}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
