// The words an error shows, in the learner's language where they are the app's own: http.ts and the
// account's download write them in English. A server's own message is shown as the server wrote it.
import type { TFunction } from 'i18next';
import { NETWORK_MESSAGE, UNEXPECTED_MESSAGE } from './http.ts';

export function errorText(message: string, t: TFunction<'common'>): string {
  if (message === NETWORK_MESSAGE) return t('apiError.offline');
  if (message === UNEXPECTED_MESSAGE) return t('apiError.unexpected');
  const status = /^Request failed \((\d+)\)\.$/.exec(message)?.[1];
  return status ? t('apiError.status', { status }) : message;
}
