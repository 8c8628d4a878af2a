// Enrolment receipts as /mylearning and /userdetail download them, and saving a blob as a file.
// Not imported from shared/api/test-series.ts: that module's zod schemas would add ~100 kB to a page.
// receipt.test.ts checks the two agree.
export const receiptFileName = (testSeriesId: string) => `receipt-${testSeriesId}.pdf`;

/** GET /api/testseries/receipt/:userId/:testSeriesId: the PDF, sent with the session cookie. */
export async function fetchReceipt(userId: string, testSeriesId: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/testseries/receipt/${encodeURIComponent(userId)}/${encodeURIComponent(testSeriesId)}`, {
      credentials: 'include',
      headers: { accept: 'application/pdf' },
    });
  } catch {
    throw new Error('Failed to fetch receipt PDF.');
  }
  if (!response.ok) throw new Error('Failed to fetch receipt PDF.');
  return response.blob();
}

/** Hands a blob to the browser's download manager under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // revoking in the same task can cancel the download in some browsers
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves the enrolment receipt as receipt-{testSeriesId}.pdf (SPEC §7); throws 'Failed to fetch receipt PDF.' */
export async function downloadReceipt(userId: string, testSeriesId: string): Promise<void> {
  const blob = await fetchReceipt(userId, testSeriesId);
  saveBlob(blob, receiptFileName(testSeriesId));
}
