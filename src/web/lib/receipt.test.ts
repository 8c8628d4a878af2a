// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiptFileName as sharedReceiptFileName } from '../../shared/api/test-series.ts';
import { downloadReceipt, receiptFileName } from './receipt.ts';

const SERIES_ID = '6f1c2d3e-0000-4000-8000-000000000001';
const USER_ID = '0b7c9a1e-0000-4000-8000-000000000002';

let clickSpy: { mockRestore: () => void } | null = null;

// not vi.restoreAllMocks(): that would also remove the shared guard's console.error spy
afterEach(() => {
  clickSpy?.mockRestore();
  vi.unstubAllGlobals();
});

function stubBrowserDownload() {
  const clicked: HTMLAnchorElement[] = [];
  // jsdom cannot navigate to a blob: URL; record the click instead
  clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  URL.createObjectURL = vi.fn(() => 'blob:receipt');
  URL.revokeObjectURL = vi.fn();
  return clicked;
}

describe('receiptFileName', () => {
  it('names the file as the API contract does', () => {
    expect(receiptFileName(SERIES_ID)).toBe(sharedReceiptFileName(SERIES_ID));
    expect(receiptFileName(SERIES_ID)).toBe(`receipt-${SERIES_ID}.pdf`);
  });
});

describe('downloadReceipt', () => {
  it('fetches the PDF with the session cookie and saves it as receipt-{testSeriesId}.pdf', async () => {
    const clicked = stubBrowserDownload();
    const fetchMock = vi.fn(async () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    vi.stubGlobal('fetch', fetchMock);

    await downloadReceipt(USER_ID, SERIES_ID);

    expect(fetchMock).toHaveBeenCalledWith(`/api/testseries/receipt/${USER_ID}/${SERIES_ID}`, expect.objectContaining({ credentials: 'include' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe(`receipt-${SERIES_ID}.pdf`);
    expect(clicked[0]!.href).toBe('blob:receipt');
    // the temporary link does not stay in the page
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('fails with the spec’s internal message when the server refuses', async () => {
    const clicked = stubBrowserDownload();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"nope"}', { status: 404 })),
    );
    await expect(downloadReceipt(USER_ID, SERIES_ID)).rejects.toThrow('Failed to fetch receipt PDF.');
    expect(clicked).toHaveLength(0);
  });

  it('fails the same way when the network is down', async () => {
    stubBrowserDownload();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(downloadReceipt(USER_ID, SERIES_ID)).rejects.toThrow('Failed to fetch receipt PDF.');
  });
});
