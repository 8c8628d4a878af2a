import { useState, type ReactNode } from 'react';
import { LayoutGrid } from 'lucide-react';
// in the exam's own code: on phones the sheet holds Submit, which must open with the network gone
import { PaletteSheetContent } from './palette-sheet-content.tsx';
import { useTranslation } from '../../../i18n/index.ts';

/** On phones and tablets the sidebar (palette, legend, Submit) slides in from the right. */
export function PaletteSheet({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  // mounted from the first opening on, so closing plays out
  const { t } = useTranslation('exam');
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
        {t('sheet.open')}
      </button>
      {opened ? (
        <PaletteSheetContent open={open} onOpenChange={onOpenChange}>
          {children}
        </PaletteSheetContent>
      ) : null}
    </>
  );
}
