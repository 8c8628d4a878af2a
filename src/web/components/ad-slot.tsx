import { useEffect, useRef, useSyncExternalStore } from 'react';
import clsx from 'clsx';
import type { AdPlacement } from '../../shared/ads.ts';
import { useSiteConfig } from '../lib/site.ts';
import { useTranslation } from '../i18n/index.ts';

declare global {
  interface Window {
    adsbygoogle?: { push: (options: object) => void } | object[];
  }
}

const noChange = () => () => {};

/**
 * The server marks the documents it serves for pages with ad slots (<html data-ads="on">) and lets
 * only those load the ad network. A slot in any other document (a page reached in the app from the
 * dashboard, say) stays empty rather than knock on a door the Content-Security-Policy keeps shut.
 */
function useDocumentAllowsAds(): boolean {
  // the server renders ad pages only, so its answer (and hydration's) is yes
  return useSyncExternalStore(
    noChange,
    () => document.documentElement.dataset.ads === 'on',
    () => true,
  );
}

/** Loads the ad network's script once per document; every slot then asks it to fill itself. */
function loadAdScript(src: string) {
  if ([...document.scripts].some((script) => script.src === src)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.crossOrigin = 'anonymous';
  document.head.append(script);
}

function AdUnit({ clientId, slot, scriptUrl }: { clientId: string; slot: string; scriptUrl: string }) {
  const unit = useRef<HTMLModElement>(null);
  useEffect(() => {
    if (!unit.current || unit.current.dataset.adsbygoogleStatus) return;
    loadAdScript(`${scriptUrl}?client=${encodeURIComponent(clientId)}`);
    // the AdSense protocol: push before or after the script loads, one push per unit
    const queue = (window.adsbygoogle ??= []);
    queue.push({});
  }, [clientId, slot, scriptUrl]);
  return (
    <ins ref={unit} className="adsbygoogle block size-full no-underline" data-ad-client={clientId} data-ad-slot={slot} data-full-width-responsive="false" />
  );
}

/**
 * One ad slot (SPEC §1). Its space is kept before the ad arrives, 250 px tall on a phone (a 300×250
 * rectangle) and 90 px from a tablet up (a 728×90 leaderboard), so nothing on the page moves when it
 * loads. Without a publisher id (development, tests) or a slot for this placement, it renders nothing
 * and loads nothing.
 */
export function AdSlot({ placement, className }: { placement: AdPlacement; className?: string }) {
  const { t } = useTranslation('common');
  const site = useSiteConfig();
  const allowed = useDocumentAllowsAds();
  const ads = site.data?.ads ?? null;
  const slot = ads?.slots[placement];
  if (!ads || !slot || !allowed) return null;
  return (
    <aside aria-label={t('a11y.advertisement')} data-ad-placement={placement} className={clsx('mx-auto w-full max-w-3xl px-4', className)}>
      <p className="mb-1 text-center text-[11px] font-medium tracking-wider text-slate-500 uppercase">{t('a11y.advertisement')}</p>
      <div className="h-[250px] w-full overflow-hidden md:h-[90px]">
        <AdUnit clientId={ads.clientId} slot={slot} scriptUrl={ads.scriptUrl} />
      </div>
    </aside>
  );
}
