// The enrolment receipt as a PDF (pdfkit). Paid receipts show what was charged at the time (the
// payments row), not today's price; free, prize and admin enrolments say 'Free enrolment'.
import PDFDocument from 'pdfkit';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import { formatRupees } from '../../../shared/pricing.ts';
import { findUser } from '../accounts/service.ts';
import { findSeries } from '../catalogue/service.ts';
import { findEnrolment } from '../enrolments/service.ts';
import { findPayment } from '../payments/service.ts';

export interface ReceiptData {
  receiptNumber: string;
  date: Date;
  learnerName: string;
  learnerEmail: string;
  seriesTitle: string;
  seriesExam: string;
  originalPricePaise: number;
  discountPercent: number;
  discountPaise: number;
  amountPaidPaise: number;
  paymentId: string | null; // Razorpay payment id; null for a free enrolment
  orderId: string | null;
  freeReason: string | null; // 'Free enrolment', with why when it was a prize or a grant
}

const FREE_REASONS = {
  free: 'Free enrolment',
  prize: 'Free enrolment (weekly quiz prize)',
  admin: 'Free enrolment (granted by Prepverse)',
} as const;

export async function loadReceipt(db: Database, userId: string, seriesId: string): Promise<ReceiptData> {
  const enrolment = await findEnrolment(db, userId, seriesId);
  if (!enrolment) throw notFound('No receipt: you are not enrolled in this test series.', { reason: 'no-receipt' });
  const [user, series] = await Promise.all([findUser(db, userId), findSeries(db, seriesId, null)]);
  if (!user || !series) throw notFound('User or Test Series not found', { reason: 'user-or-series-not-found' });
  const common = { learnerName: user.name, learnerEmail: user.email, seriesTitle: series.title, seriesExam: `${series.exam} ${series.year}` };

  const payment = enrolment.paymentId ? await findPayment(db, enrolment.paymentId) : null;
  if (enrolment.source === 'paid' && payment) {
    return {
      ...common,
      receiptNumber: payment.receiptNumber,
      date: payment.paidAt ?? enrolment.createdAt,
      originalPricePaise: payment.originalPricePaise,
      discountPercent: payment.discountPercent,
      discountPaise: payment.originalPricePaise - payment.amountPaise,
      amountPaidPaise: payment.amountPaise,
      paymentId: payment.razorpayPaymentId,
      orderId: payment.razorpayOrderId,
      freeReason: null,
    };
  }
  // nothing was charged: the whole price was waived, whatever the series' discount is today
  return {
    ...common,
    receiptNumber: `PV-FREE-${enrolment.id.slice(0, 8).toUpperCase()}`,
    date: enrolment.createdAt,
    originalPricePaise: series.pricePaise,
    discountPercent: series.pricePaise > 0 ? 100 : 0,
    discountPaise: series.pricePaise,
    amountPaidPaise: 0,
    paymentId: null,
    orderId: null,
    freeReason: enrolment.source === 'paid' ? FREE_REASONS.free : FREE_REASONS[enrolment.source],
  };
}

const istDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

// the PDF standard fonts have no rupee sign (U+20B9), so amounts read 'INR 299.40'
const inr = (paise: number) => `INR ${formatRupees(paise)}`;

export async function renderReceiptPdf(receipt: ReceiptData, supportEmail: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Prepverse receipt ${receipt.receiptNumber}`, Author: 'Prepverse', Subject: receipt.seriesTitle },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(24).fillColor('#111827').text('Prepverse');
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor('#4b5563')
    .text(receipt.freeReason ? 'Enrolment receipt' : 'Payment receipt');
  doc.moveDown(1.5);

  const rows: [string, string][] = [
    ['Receipt number', receipt.receiptNumber],
    ['Date', `${istDate.format(receipt.date)} IST`],
    ['Learner', `${receipt.learnerName} (${receipt.learnerEmail})`],
    ['Test series', receipt.seriesTitle],
    ['Exam', receipt.seriesExam],
    ['Original price', inr(receipt.originalPricePaise)],
    ['Discount', `${receipt.discountPercent}% (- ${inr(receipt.discountPaise)})`],
    ['Amount paid', inr(receipt.amountPaidPaise)],
    ['Payment', receipt.freeReason ?? `Razorpay payment ${receipt.paymentId ?? ''}`.trim()],
  ];
  if (receipt.orderId) rows.push(['Order', receipt.orderId]);

  const labelX = doc.page.margins.left;
  const valueX = labelX + 140;
  const valueWidth = doc.page.width - doc.page.margins.right - valueX;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#374151').text(label, labelX, y, { width: 130 });
    doc.font('Helvetica').fillColor('#111827').text(value, valueX, y, { width: valueWidth });
    doc.moveDown(0.6);
  }

  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#6b7280')
    .text(`Amounts in Indian rupees. No refunds. No hidden charges. Questions: ${supportEmail}`, labelX, doc.y, {
      width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
    });
  doc.end();
  return finished;
}
