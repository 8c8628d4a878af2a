import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LayoutGrid } from 'lucide-react';

/** The sheet's code (with Radix): the exam view starts fetching it once its first question is on screen. */
export const loadPaletteSheet = () => import('./palette-sheet-content.tsx');
const PaletteSheetContent = lazy(() => loadPaletteSheet().then((module) => ({ default: module.PaletteSheetContent })));

/** On phones and tablets the sidebar (palette, legend, Submit) slides in from the right. */
export function PaletteSheet({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  // mounted from the first opening on, so closing plays out
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          onOpenChange(true);
        }}
        className="inline-flex h-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 lg:hidden"
      >
        <LayoutGrid aria-hidden className="size-4" />
        Palette
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <PaletteSheetContent open={open} onOpenChange={onOpenChange}>
            {children}
          </PaletteSheetContent>
        </Suspense>
      ) : null}
    </>
  );
}
