// Where ads may appear (SPEC §1: "Ad slots from an ad network fill many pages"): never on an
// attempt, checkout, the dashboard or the admin area.

export const adPlacements = ['landing', 'listing', 'series', 'notifications', 'page'] as const;
export type AdPlacement = (typeof adPlacements)[number];

/** The ad network's loader (Google AdSense); `?client=` names the publisher. */
export const ADSENSE_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/** What the ad network's script and frames load from: allowed by the pages that show ads, and only by them. */
export const adNetworkOrigins = [
  'https://pagead2.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
  'https://tpc.googlesyndication.com',
  'https://www.google.com',
  'https://ep1.adtrafficquality.google',
  'https://ep2.adtrafficquality.google',
];

/** ADS_SLOTS as operators write it: `landing:1234567890,listing:2345678901`. */
export function parseAdSlots(text: string | undefined): Partial<Record<AdPlacement, string>> | string {
  const slots: Partial<Record<AdPlacement, string>> = {};
  for (const entry of (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [placement, slot, ...rest] = entry.split(':').map((part) => part.trim());
    if (!adPlacements.includes(placement as AdPlacement)) return `names an unknown placement '${placement}' (known: ${adPlacements.join(', ')})`;
    if (!slot || rest.length > 0 || !/^\d{6,20}$/.test(slot)) return `needs placement:slot-id pairs with numeric ids, as in landing:1234567890`;
    slots[placement as AdPlacement] = slot;
  }
  return slots;
}
