// When a learner is offered a receipt: only for money paid. A free series, a prize or an admin's
// enrolment, and any payment of ₹0, has nothing to receipt, so no 'Download Receipt' and no
// receipt number is shown for it (the server can still draw one for the admins' records).

type EnrolmentSource = 'free' | 'paid' | 'prize' | 'admin';

/** An enrolled series on My Learning: a receipt only when it was bought. */
export function enrolmentOffersReceipt(enrolment: { source: EnrolmentSource }): boolean {
  return enrolment.source === 'paid';
}

/** A row of the learner's payments: a receipt only for a paid payment of more than ₹0 that has one. */
export function paymentOffersReceipt(payment: { status: string; amountPaise: number; hasReceipt: boolean }): boolean {
  return payment.hasReceipt && payment.status === 'paid' && payment.amountPaise > 0;
}
