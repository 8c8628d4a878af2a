// Razorpay's Checkout.js, typed for what we use, and loaded only when a learner pays.

/** What Checkout.js hands the success handler; POST /api/payment/verify checks its signature. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string; source?: string; step?: string };
}

export interface RazorpayOptions {
  key: string;
  amount: number; // paise
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  close(): void;
  on(event: 'payment.failed', handler: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

// a script that neither loads nor fails (a stalled network) must not leave the button spinning forever
const LOAD_TIMEOUT_MS = 20_000;
const loading = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Adds Checkout.js from `src` (the server's configuration: Razorpay's host in production, the
 * local emulator elsewhere) once, and resolves with window.Razorpay. A failed load is forgotten,
 * so pressing Pay again tries again.
 */
export function loadRazorpay(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const pending = loading.get(src);
  if (pending) return pending;

  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out loading ${src}`)), LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error(`${src} did not define Razorpay`));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error(`Could not load ${src}`));
    };
  });
  promise.catch(() => {
    loading.delete(src);
    script.remove();
  });
  loading.set(src, promise);
  document.head.appendChild(script);
  return promise;
}
