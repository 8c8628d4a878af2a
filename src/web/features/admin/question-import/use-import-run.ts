import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportPreviewRequest } from '../../../../shared/api/question-import.ts';
import { isApiError } from '../../../lib/http.ts';
import { adminKeys } from '../../../lib/query-keys.ts';
import { ImportInterruptedError, runImport } from './import-stream.ts';

export type ImportRun =
  | { phase: 'idle' }
  /** total is null until the server has parsed the file again */
  | { phase: 'running'; written: number; total: number | null }
  | { phase: 'done'; imported: number; needsReview: number; batchId: string }
  /** the server said 'failed': it wrote nothing */
  | { phase: 'failed'; message: string }
  /** refused before it began (not allowed, too large, offline): nothing was written */
  | { phase: 'refused'; message: string }
  /** the answer broke off: whether the server finished is unknown */
  | { phase: 'interrupted'; message: string };

/** The import as a state the page draws: running with its progress, then how it ended. */
export function useImportRun() {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<ImportRun>({ phase: 'idle' });
  const busy = useRef(false);

  const start = useCallback(
    async (request: ImportPreviewRequest) => {
      if (busy.current) return;
      busy.current = true;
      setRun({ phase: 'running', written: 0, total: null });
      try {
        const end = await runImport(request, (event) => {
          if (event.type === 'parsed') setRun({ phase: 'running', written: 0, total: event.total });
          else if (event.type === 'progress') setRun({ phase: 'running', written: event.written, total: event.total });
        });
        if (end.type === 'done') {
          setRun({ phase: 'done', imported: end.imported, needsReview: end.needsReview, batchId: end.batchId });
          // the bank's lists and the overview's counts now hold the new drafts
          void queryClient.invalidateQueries({ queryKey: adminKeys.all });
        } else {
          setRun({ phase: 'failed', message: end.message });
        }
      } catch (problem) {
        if (problem instanceof ImportInterruptedError) setRun({ phase: 'interrupted', message: problem.message });
        else setRun({ phase: 'refused', message: isApiError(problem) ? problem.message : 'The import could not start. Please try again.' });
      } finally {
        busy.current = false;
      }
    },
    [queryClient],
  );

  const reset = useCallback(() => setRun({ phase: 'idle' }), []);
  return { run, start, reset };
}
