// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadRazorpay, type RazorpayConstructor } from './razorpay.ts';

const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  delete window.Razorpay;
  document.head.innerHTML = '';
});

describe('loadRazorpay', () => {
  it('adds the script once and resolves with window.Razorpay when it loads', async () => {
    const first = loadRazorpay('/dev/razorpay/checkout.js');
    const second = loadRazorpay('/dev/razorpay/checkout.js');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.getAttribute('src')).toBe('/dev/razorpay/checkout.js');

    const fake = function Razorpay() {} as unknown as RazorpayConstructor;
    window.Razorpay = fake;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fake);
    await expect(second).resolves.toBe(fake);
  });

  it('rejects when the script fails, removes it, and tries afresh next time', async () => {
    const attempt = loadRazorpay('https://checkout.example/checkout.js');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(/Could not load/);
    await Promise.resolve();
    expect(scripts()).toHaveLength(0);

    void loadRazorpay('https://checkout.example/checkout.js').catch(() => {});
    expect(scripts()).toHaveLength(1);
  });

  it('rejects a script that loads without defining Razorpay', async () => {
    const attempt = loadRazorpay('/wrong.js');
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow(/did not define Razorpay/);
  });

  it('needs no script when Checkout.js is already on the page', async () => {
    const fake = function Razorpay() {} as unknown as RazorpayConstructor;
    window.Razorpay = fake;
    await expect(loadRazorpay('/dev/razorpay/checkout.js')).resolves.toBe(fake);
    expect(scripts()).toHaveLength(0);
  });
});
