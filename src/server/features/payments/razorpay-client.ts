// A small client for Razorpay's Orders API. Not the razorpay SDK: it hard-codes api.razorpay.com,
// and the base URL must be configuration so dev and tests talk to the local emulator instead.

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number; // paise
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  created_at: number; // epoch seconds
}

/** The fields of Razorpay's payment entity that reconciling reads. */
export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number; // paise
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  captured: boolean;
  created_at: number;
}

export interface CreateOrderInput {
  amount: number; // paise, from the database, never from the client
  currency: 'INR';
  receipt: string;
  notes: Record<string, string>;
}

/** Razorpay answered with an error, or could not be reached. The message is for the log, not the learner. */
export class RazorpayError extends Error {
  override name = 'RazorpayError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export interface RazorpaySettings {
  apiUrl: string;
  keyId: string;
  keySecret: string;
}

const TIMEOUT_MS = 10_000;

export function createRazorpayClient({ apiUrl, keyId, keySecret }: RazorpaySettings) {
  const base = apiUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new RazorpayError(`Razorpay unreachable: ${error instanceof Error ? error.message : String(error)}`, null);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // an HTML error page from a proxy: reported below with the status
    }
    if (!response.ok) {
      const description = (parsed as { error?: { description?: string } } | null)?.error?.description ?? text.slice(0, 200);
      throw new RazorpayError(`Razorpay ${method} ${path} answered ${response.status}: ${description}`, response.status);
    }
    return parsed as T;
  }

  return {
    createOrder: (input: CreateOrderInput) => call<RazorpayOrder>('POST', '/orders', input),
    fetchOrder: (orderId: string) => call<RazorpayOrder>('GET', `/orders/${encodeURIComponent(orderId)}`),
    /** GET /orders/:id/payments: every payment tried on the order, failed ones included */
    fetchOrderPayments: (orderId: string) =>
      call<{ entity: 'collection'; count: number; items: RazorpayPayment[] }>('GET', `/orders/${encodeURIComponent(orderId)}/payments`),
  };
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;
