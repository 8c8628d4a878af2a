import { PALETTE_STATUSES, type PaletteStatus } from '../../../../shared/exam/navigation.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { StatusBadge, useStatusLabels, type PaletteScheme } from './status-badge.tsx';

/** The legend beneath the palette, with how many of the real questions are in each status. */
export function PaletteLegend({ counts, scheme }: { counts: Record<PaletteStatus, number>; scheme: PaletteScheme }) {
  const { t } = useTranslation('exam');
  const statusLabels = useStatusLabels();
  return (
    <ul aria-label={t('status.legend')} className="grid grid-cols-2 gap-x-3 gap-y-2.5 text-xs text-slate-700">
      {PALETTE_STATUSES.map((status) => (
        <li key={status} className={status === 'answered-marked' ? 'col-span-2 flex items-center gap-2' : 'flex items-center gap-2'}>
          <StatusBadge status={status} scheme={scheme} className="size-7 shrink-0 text-xs">
            {counts[status]}
          </StatusBadge>
          <span className="leading-tight">{statusLabels[status]}</span>
        </li>
      ))}
    </ul>
  );
}
