import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import type { Marking } from '../../../../shared/exam/marking.ts';
import { InstructionList } from './instruction-list.tsx';
import { useTranslation } from '../../../i18n/index.ts';

/** The collapsible instructions in the exam sidebar (at most 400 px tall, SPEC §2). */
export function InstructionsPanel({ kind, marking }: { kind: 'test' | 'quiz'; marking: Marking }) {
  const { t } = useTranslation('exam');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="rounded-lg ring-1 ring-slate-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-50"
      >
        {t('instructions.panel')}
        <ChevronDown aria-hidden className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={id} hidden={!open} className="max-h-[400px] overflow-y-auto border-t border-slate-200 px-3 py-3">
        <InstructionList kind={kind} marking={marking} />
      </div>
    </div>
  );
}
