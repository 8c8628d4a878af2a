// A stand-in for Google AdSense's loader, on the app's own port, outside production only (like the
// Google, Razorpay and model stand-ins): GET /dev/ads/adsbygoogle.js?client=ca-pub-… behaves as the
// real script does for a page: `window.adsbygoogle.push({})` (before or after it loads) fills each
// `<ins class="adsbygoogle">` not yet filled, marks it data-adsbygoogle-status="done" and, a moment
// later as a network would, data-ad-status="filled" with a neutral box inside the space the page kept.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const loader = `(function () {
  var script = document.currentScript;
  var client = script ? new URL(script.src).searchParams.get('client') : null;
  function fill() {
    var slots = document.querySelectorAll('ins.adsbygoogle:not([data-adsbygoogle-status])');
    for (var i = 0; i < slots.length; i++) {
      var ins = slots[i];
      ins.setAttribute('data-adsbygoogle-status', 'done');
      if (ins.getAttribute('data-ad-client') !== client) {
        ins.setAttribute('data-ad-status', 'unfilled');
        continue;
      }
      (function (slot) {
        setTimeout(function () {
          var ad = document.createElement('div');
          ad.setAttribute('data-local-ad', slot.getAttribute('data-ad-slot') || '');
          ad.style.cssText = 'box-sizing:border-box;width:100%;height:100%;display:flex;align-items:center;justify-content:center;' +
            'border:1px dashed #94a3b8;border-radius:12px;background:#f1f5f9;color:#334155;font:600 13px system-ui,sans-serif;text-decoration:none;';
          ad.textContent = 'Ad space (local stand-in for AdSense)';
          slot.appendChild(ad);
          slot.setAttribute('data-ad-status', 'filled');
        }, 150);
      })(ins);
    }
  }
  var queued = window.adsbygoogle;
  window.adsbygoogle = { loaded: true, push: function () { fill(); } };
  if (queued && queued.length) fill();
})();
`;

export async function registerLocalAds(app: FastifyInstance, config: Config) {
  if (!config.localStandIns || !config.ads?.local) return;
  app.get('/dev/ads/adsbygoogle.js', async (_request, reply) => {
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(loader);
  });
}
