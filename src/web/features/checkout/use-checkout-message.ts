// The checkout's own messages (messages.ts keeps them in English, word for word, with the rules for
// choosing between them) in the learner's language where shown. A refusal in the API's own words comes
// already in the learner's language (use-checkout.ts), and is shown as it is.
import { useTranslation } from '../../i18n/index.ts';
import { checkoutMessages } from './messages.ts';

const PAYMENT_FAILED = 'Payment failed: ';

export function useCheckoutMessage(): (message: string) => string {
  const { t } = useTranslation('checkout');
  const known: Record<string, string> = {
    [checkoutMessages.loadFailed]: t('message.loadFailed'),
    [checkoutMessages.loadRefused]: t('message.loadRefused'),
    [checkoutMessages.seriesNotFound]: t('message.seriesNotFound'),
    [checkoutMessages.gatewayFailed]: t('message.gatewayFailed'),
    [checkoutMessages.orderFailed]: t('message.orderFailed'),
    [checkoutMessages.verifyFailed]: t('message.verifyFailed'),
    [checkoutMessages.verifiedNotEnrolled]: t('message.verifiedNotEnrolled'),
    [checkoutMessages.verifyError]: t('message.verifyError'),
    [checkoutMessages.cancelled]: t('message.cancelled'),
    [checkoutMessages.enrolFailed]: t('message.enrolFailed'),
    [checkoutMessages.enrolError]: t('message.enrolError'),
    [checkoutMessages.registrationError]: t('message.registrationError'),
    [checkoutMessages.notFree]: t('message.notFree'),
    [checkoutMessages.registered]: t('message.registered'),
    [checkoutMessages.paid]: t('message.paid'),
    [checkoutMessages.loginToEnrol]: t('message.loginToEnrol'),
  };
  return (message) => {
    const own = known[message];
    if (own !== undefined) return own;
    if (message.startsWith(PAYMENT_FAILED)) {
      const reason = message.slice(PAYMENT_FAILED.length);
      return t('message.paymentFailed', { reason: reason === 'Please try again.' ? t('message.tryAgain') : reason });
    }
    return message;
  };
}
