// The bank's selection: questions ticked by hand (across pages), or every question the current
// filter matches. Changing the filter starts again: a selection made under another filter would act
// on questions the page no longer shows.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BulkFilter, BulkSelection } from '../../../../../shared/api/admin-bulk.ts';

export interface BankSelection {
  ticked: ReadonlySet<string>;
  setTicked: (next: Set<string>) => void;
  /** every question that matches the filter, not only those ticked */
  allMatching: boolean;
  selectAllMatching: () => void;
  clear: () => void;
  /** how many questions the action will take */
  count: number;
  /** the request's selection, or null when nothing is selected */
  selection: BulkSelection | null;
}

export function useBankSelection(filter: BulkFilter, total: number): BankSelection {
  const [ticked, setTickedState] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const filterKey = JSON.stringify(filter);
  useEffect(() => {
    setTickedState(new Set());
    setAllMatching(false);
  }, [filterKey]);

  const setTicked = useCallback((next: Set<string>) => {
    setTickedState(next);
    // unticking a row leaves "all that match"
    setAllMatching(false);
  }, []);
  const clear = useCallback(() => {
    setTickedState(new Set());
    setAllMatching(false);
  }, []);
  const selectAllMatching = useCallback(() => setAllMatching(true), []);

  return useMemo(() => {
    const count = allMatching ? total : ticked.size;
    const selection: BulkSelection | null = allMatching ? { filter } : ticked.size > 0 ? { ids: [...ticked] } : null;
    return { ticked, setTicked, allMatching, selectAllMatching, clear, count, selection };
    // filterKey stands for filter
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticked, setTicked, allMatching, selectAllMatching, clear, total, filterKey]);
}
