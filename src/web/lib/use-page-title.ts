import { useEffect } from 'react';

const SITE = 'Prepverse';

/** Sets the tab title to '<page> – Prepverse'; with no page, the site's own title. */
export function usePageTitle(page: string | null | undefined) {
  useEffect(() => {
    document.title = page ? `${page} – ${SITE}` : `${SITE} – GATE & UGC NET preparation`;
  }, [page]);
}
