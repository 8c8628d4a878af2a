// The words an error shows, in the page's language. The app's own (http.ts's, the account download's)
// are known by their English. The API's refusals a learner can meet are worded by their code
// (api-error-words.ts) on a page in Hindi; an English page shows the server's message as it came, the
// spec's words with every specific in them. Any other code (the admin area's) keeps the server's words.
import type { TFunction } from '../i18n/messages.ts';
import { useLanguage, useTranslation } from '../i18n/index.ts';
import type { Language } from '../i18n/languages.ts';
import { isLearnerErrorCode } from '../../shared/api/error-codes.ts';
import { apiErrorWords, errorFieldsOf } from './api-error-words.ts';
import { ApiError, NETWORK_MESSAGE, UNEXPECTED_MESSAGE } from './http.ts';

/** An error's words in `language`: an API error by its code and fields, any other by its message. */
export function errorText(error: Error | string, t: TFunction<'common'>, language: Language): string {
  if (error instanceof ApiError && error.code !== null && isLearnerErrorCode(error.code) && language !== 'en') {
    const fields = errorFieldsOf(error.body);
    return apiErrorWords(error.code, { ...fields, requestId: fields.requestId ?? error.requestId ?? undefined }, t, language);
  }
  const message = typeof error === 'string' ? error : error.message;
  if (message === NETWORK_MESSAGE) return t('apiError.offline');
  if (message === UNEXPECTED_MESSAGE) return t('apiError.unexpected');
  const status = /^Request failed \((\d+)\)\.$/.exec(message)?.[1];
  return status ? t('apiError.status', { status }) : message;
}

/** `errorText` in the interface's language, for a component. */
export function useErrorText(): (error: Error | string) => string {
  const { t } = useTranslation('common');
  const { language } = useLanguage();
  return (error) => errorText(error, t, language);
}

/**
 * For words chosen in English by a rule and kept as text (checkout's banner, the rating's message, a
 * submit's failure): when they are the error's own message (the API's refusal, or a failed request's
 * status), the error's words in the interface's language instead. The app's own words are left as
 * they are, for their component to translate.
 */
export function useServerWords(): (words: string, error: unknown) => string {
  const errorWords = useErrorText();
  return (words, error) => (error instanceof ApiError && error.message === words ? errorWords(error) : words);
}
