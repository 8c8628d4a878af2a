import { CircleAlert } from 'lucide-react';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { formatCount } from '../../ui/format.ts';

const questions = (value: number) => `${formatCount(value)} ${value === 1 ? 'question' : 'questions'}`;

interface ImportPanelProps {
  usable: number;
  /** why the import cannot start now (the file changed since the check), or null */
  blocked: string | null;
  /** the job is being created */
  starting: boolean;
  /** why the server refused to start it, or null */
  refused: string | null;
  onImport: () => void;
}

/** The import button under the dry run: it starts the import as a job on the server, whose page then shows its progress. */
export function ImportPanel({ usable, blocked, starting, refused, onImport }: ImportPanelProps) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          {blocked ??
            (usable > 0
              ? 'Usable questions are saved as drafts; skipped questions and errors are left out. The import runs on the server, with its progress and a Cancel on the next page.'
              : 'Nothing in this file can be imported. Fix the errors and check it again.')}
        </p>
        <Button onClick={onImport} disabled={usable === 0 || blocked !== null || starting}>
          {starting ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
          {starting ? 'Starting…' : `Import ${questions(usable)} as drafts`}
        </Button>
      </div>
      {refused ? (
        <p role="alert" className="flex gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {refused}
        </p>
      ) : null}
    </div>
  );
}
