import { CloudOff, LoaderCircle } from 'lucide-react';
import type { QueueStatus } from '../engine/answer-queue.ts';
import { useTranslation } from '../../../i18n/index.ts';

export const OFFLINE_MESSAGE = 'You are offline. Your answers are kept on this device and will be sent when you reconnect.';
export const UNAVAILABLE_MESSAGE =
  'Prepverse cannot save answers at the moment. Keep answering: your answers are kept on this device and will be sent as soon as it can.';

/** Shown while answers cannot reach the server; answering goes on and the queue resends by itself. */
export function OfflineBanner({ network }: { network: QueueStatus }) {
  const { t } = useTranslation('exam');
  if (!network.offline && !network.unavailable) return null;
  return (
    <div role="status" className="flex items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <CloudOff aria-hidden className="size-4 shrink-0 text-amber-700" />
      <span className="flex-1">{network.offline ? t('network.offline') : t('network.unavailable')}</span>
      {network.pending > 0 ? (
        <span className="hidden shrink-0 text-xs font-medium text-amber-800 sm:inline">{t('network.waiting', { count: network.pending })}</span>
      ) : null}
    </div>
  );
}

/** A quiet line under the palette: the learner can see the autosave working. */
export function SaveState({ network, preview = false }: { network: QueueStatus; preview?: boolean }) {
  const { t } = useTranslation('exam');
  if (preview) return <p className="text-xs font-medium text-amber-700">{t('network.preview')}</p>;
  if (network.offline || network.unavailable) return <p className="text-xs text-amber-700">{t('network.savedHere')}</p>;
  if (network.pending > 0 || network.sending) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-slate-500">
        <LoaderCircle aria-hidden className="size-3 animate-spin" />
        {t('network.saving')}
      </p>
    );
  }
  return <p className="text-xs text-slate-500">{t('network.allSaved')}</p>;
}
