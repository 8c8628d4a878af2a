import type { Config } from '../config.ts';

/** The pages may load only what they need: our own files, Google avatars, Razorpay's checkout and the ad network. */
export function contentSecurityPolicy(config: Config, viteDevServer: boolean) {
  const razorpay = config.razorpay.local ? [] : ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
  const ads = config.site.adsClientId
    ? ['https://pagead2.googlesyndication.com', 'https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com']
    : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...razorpay, ...ads, ...(viteDevServer ? ["'unsafe-inline'"] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...razorpay, ...ads, ...(viteDevServer ? ['ws:'] : [])],
    frameSrc: ["'self'", ...razorpay, ...ads],
    formAction: ["'self'", ...(config.google.local ? [] : ['https://accounts.google.com'])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: config.production ? [] : null,
  };
}
