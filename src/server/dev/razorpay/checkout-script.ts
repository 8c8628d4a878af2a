// GET /dev/razorpay/checkout.js: the emulator's Checkout.js. It defines window.Razorpay with the real
// constructor options and methods (open, close, on('payment.failed')) and opens a dialog in the page
// itself (no inline script, no iframe: the app's CSP allows it as is) with three buttons a tester or
// an end-to-end test presses: 'Pay', 'Fail payment' and 'Cancel'. The buttons call the emulator
// server, which keeps the order, signs the result like Razorpay and sends the webhooks.
// Kept as plain browser JavaScript in a string: the server bundle then carries it with no build step.
export const CHECKOUT_SCRIPT = String.raw`(function () {
  'use strict';
  if (window.Razorpay && window.Razorpay.emulator) return;
  var script = document.currentScript;
  var base = new URL('./', script && script.src ? script.src : location.origin + '/dev/razorpay/').href;

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      if (name === 'style') Object.assign(node.style, attrs.style);
      else node.setAttribute(name, attrs[name]);
    });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function rupees(paise, currency) {
    var amount = (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return (currency === 'INR' ? '\u20B9' : currency + ' ') + amount;
  }

  // '+919876543210' reads as '+91 98765 43210'; anything else as given
  function phoneText(contact) {
    var match = /^\+?(91)?(\d{5})(\d{5})$/.exec(String(contact).replace(/[\s-]/g, ''));
    return match ? '+91 ' + match[2] + ' ' + match[3] : String(contact);
  }

  function post(path, body) {
    return fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(function (json) { return { ok: response.ok, json: json }; });
    });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: the key option is required');
    if (!options.order_id) throw new Error('Razorpay: order_id is required');
    this.options = options;
    this.failedHandlers = [];
    this.overlay = null;
  }
  Razorpay.emulator = true;

  Razorpay.prototype.on = function (event, callback) {
    if (event === 'payment.failed' && typeof callback === 'function') this.failedHandlers.push(callback);
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this.overlay) return;
    document.removeEventListener('keydown', this.onKey, true);
    this.overlay.remove();
    this.overlay = null;
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return this;
    var self = this;
    var o = this.options;
    var color = (o.theme && o.theme.color) || '#3399cc';
    var prefill = o.prefill || {};
    this.returnFocus = document.activeElement;

    var overlay = el('div', { 'data-razorpay-emulator': '', style: {
      position: 'fixed', inset: '0', zIndex: '2147483647', display: 'flex', alignItems: 'center',
      justifyContent: 'center', background: 'rgba(15, 23, 42, 0.65)', fontFamily: 'system-ui, sans-serif' } });
    var dialog = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'rzp-emu-title', style: {
      width: 'min(92vw, 380px)', background: '#ffffff', color: '#0f172a', borderRadius: '12px',
      overflow: 'hidden', boxShadow: '0 20px 50px rgba(0, 0, 0, 0.4)' } });
    var header = el('div', { style: { background: color, color: '#ffffff', padding: '16px 20px' } });
    header.appendChild(el('h2', { id: 'rzp-emu-title', style: { margin: '0', fontSize: '18px' } }, o.name || 'Razorpay Checkout'));
    if (o.description) header.appendChild(el('p', { style: { margin: '4px 0 0', fontSize: '13px', opacity: '0.9' } }, o.description));
    var body = el('div', { style: { padding: '16px 20px' } });
    var amount = el('p', { 'data-testid': 'razorpay-amount', style: { fontSize: '24px', fontWeight: '700', margin: '0 0 8px' } },
      o.amount ? rupees(o.amount, o.currency || 'INR') : 'Loading...');
    var status = el('p', { role: 'status', 'aria-live': 'polite', style: { minHeight: '1.2em', fontSize: '13px', color: '#b91c1c' } });
    body.appendChild(amount);
    if (prefill.name) body.appendChild(el('p', { style: { margin: '0 0 8px', fontSize: '13px', color: '#475569' } }, prefill.name));
    // like Razorpay's sheet, the prefilled contact details: the phone first, with its country code
    var details = el('dl', { 'aria-label': 'Contact details', style: {
      display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '0 0 12px', padding: '10px 12px',
      border: '1px solid #e2e8f0', borderRadius: '8px', fontSize: '13px' } });
    [['Phone', prefill.contact ? phoneText(prefill.contact) : 'Not given', 'razorpay-contact'],
      ['Email', prefill.email || 'Not given', 'razorpay-email']].forEach(function (row) {
      details.appendChild(el('dt', { style: { color: '#64748b' } }, row[0]));
      details.appendChild(el('dd', { 'data-testid': row[2], style: { margin: '0', color: '#0f172a', fontWeight: '600', overflowWrap: 'anywhere' } }, row[1]));
    });
    body.appendChild(details);
    body.appendChild(el('p', { style: { margin: '0', fontSize: '12px', color: '#64748b' } },
      'Razorpay test mode (local emulator): no money moves.'));
    body.appendChild(status);

    var buttonStyle = { padding: '10px 14px', borderRadius: '8px', border: '1px solid #cbd5e1', fontSize: '14px', cursor: 'pointer' };
    var pay = el('button', { type: 'button', style: Object.assign({}, buttonStyle, { background: color, color: '#ffffff', border: '0' }) }, 'Pay');
    var fail = el('button', { type: 'button', style: Object.assign({}, buttonStyle, { background: '#ffffff', color: '#b91c1c' }) }, 'Fail payment');
    var cancel = el('button', { type: 'button', style: Object.assign({}, buttonStyle, { background: '#ffffff', color: '#0f172a' }) }, 'Cancel');
    var actions = el('div', { style: { display: 'flex', gap: '8px', padding: '0 20px 20px', flexWrap: 'wrap' } });
    actions.appendChild(pay);
    actions.appendChild(fail);
    actions.appendChild(cancel);
    dialog.appendChild(header);
    dialog.appendChild(body);
    dialog.appendChild(actions);
    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    this.overlay = overlay;

    function busy(on) { pay.disabled = on; fail.disabled = on; }
    var customer = { key_id: o.key, order_id: o.order_id, email: prefill.email || '', contact: prefill.contact || '' };
    function later(run) { setTimeout(run, 0); } // callbacks run after the dialog is gone, and their errors stay theirs

    function reportFailure(error) {
      self.close();
      self.failedHandlers.forEach(function (handler) { later(function () { handler({ error: error }); }); });
    }

    pay.addEventListener('click', function () {
      busy(true);
      status.textContent = 'Processing payment...';
      post('checkout/pay', customer).then(function (result) {
        if (!result.ok) return reportFailure(result.json.error);
        self.close();
        if (typeof o.handler === 'function') later(function () { o.handler(result.json); });
      }).catch(function () { busy(false); status.textContent = 'Could not reach the payment server. Try again.'; });
    });
    fail.addEventListener('click', function () {
      busy(true);
      post('checkout/fail', customer).then(function (result) { reportFailure(result.json.error); })
        .catch(function () { busy(false); status.textContent = 'Could not reach the payment server. Try again.'; });
    });
    function dismiss() {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') later(o.modal.ondismiss);
    }
    cancel.addEventListener('click', dismiss);
    this.onKey = function (event) {
      if (event.key === 'Escape' && !(o.modal && o.modal.escape === false)) { event.preventDefault(); dismiss(); }
    };
    document.addEventListener('keydown', this.onKey, true);

    // like Razorpay, show the order's own amount, not whatever the page passed in
    busy(true);
    fetch(base + 'checkout/orders/' + encodeURIComponent(o.order_id) + '?key_id=' + encodeURIComponent(o.key))
      .then(function (response) { return response.json().then(function (json) { return { ok: response.ok, json: json }; }); })
      .then(function (result) {
        if (!self.overlay) return;
        if (!result.ok) { status.textContent = (result.json.error && result.json.error.description) || 'Unknown order.'; return; }
        amount.textContent = rupees(result.json.amount, result.json.currency);
        busy(false);
        pay.focus();
      })
      .catch(function () { status.textContent = 'Could not reach the payment server.'; });
    cancel.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;
