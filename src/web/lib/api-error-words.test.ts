// The API's refusals a learner can meet have words in every language of the interface (issue 43):
// each code of learnerErrorCodes and each reason of errorReasons, so a new one without words fails
// here. English keeps the server's own wording where a refusal has only one.
import { describe, expect, it } from 'vitest';
import { errorReasons, learnerErrorCodes, NOT_YOURS_MESSAGE } from '../../shared/api/error-codes.ts';
import { NOT_IN_HINDI_MESSAGE } from '../../shared/api/exam-language.ts';
import { ALREADY_REPORTED, reportLimitMessage, REPORTS_PER_DAY } from '../../shared/api/question-reports.ts';
import { RATING_MESSAGES } from '../../shared/api/test-series.ts';
import { phoneMessages } from '../../shared/phone.ts';
import { appI18n } from '../i18n/index.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { apiErrorWords, errorFieldsOf, type ErrorFields } from './api-error-words.ts';
import { errorText } from './error-text.ts';
import { ApiError, NETWORK_MESSAGE } from './http.ts';

const t = (language: Language) => appI18n.getFixedT(language, 'common');
const devanagari = /[\u0900-\u097F]/;
// every value a message may name, so none is left as a {{placeholder}}
const FIELDS: ErrorFields = { field: 'note', opensAt: '2025-03-10T12:30:00.000Z', limit: 10, digits: 9, firstYear: 2026, lastYear: 2030, requestId: 'req-7' };

describe('the words of a refusal a learner can meet', () => {
  it.each(learnerErrorCodes)('%s: has its own words in every language', (code) => {
    const words = Object.fromEntries(LANGUAGES.map((language) => [language, apiErrorWords(code, FIELDS, t(language), language)]));
    for (const language of LANGUAGES) {
      expect(words[language], language).not.toMatch(/^apiError\.|{{|}}/);
      expect(words[language]!.trim(), language).not.toBe('');
    }
    expect(words.hi).toMatch(devanagari);
    expect(words.hi).not.toBe(words.en);
  });

  it.each(errorReasons)('reason %s: has its own words in every language, apart from its code’s', (reason) => {
    const code = 'invalid-input';
    const plain = apiErrorWords(code, {}, t('hi'), 'hi');
    for (const language of LANGUAGES) {
      const words = apiErrorWords(code, { ...FIELDS, reason }, t(language), language);
      expect(words, language).not.toMatch(/^apiError\.|{{|}}/);
      if (language === 'hi') expect(words).toMatch(devanagari);
    }
    expect(apiErrorWords(code, { ...FIELDS, reason }, t('hi'), 'hi')).not.toBe(plain);
  });

  it('keeps the server’s English where a refusal has one wording', () => {
    const en = (fields: ErrorFields, code: (typeof learnerErrorCodes)[number] = 'invalid-input') => apiErrorWords(code, fields, t('en'), 'en');
    expect(en({}, 'not-yours')).toBe(NOT_YOURS_MESSAGE);
    expect(en({}, 'not-in-hindi')).toBe(NOT_IN_HINDI_MESSAGE);
    expect(en({}, 'already-reported')).toBe(ALREADY_REPORTED);
    expect(en({}, 'rating-needs-enrolment')).toBe(RATING_MESSAGES.needsEnrolment);
    expect(en({ reason: 'sign-in-to-rate' }, 'not-signed-in')).toBe(RATING_MESSAGES.signIn);
    expect(en({ reason: 'report-limit', limit: REPORTS_PER_DAY }, 'rate-limited')).toBe(reportLimitMessage);
    expect(en({ reason: 'phone-characters' })).toBe(phoneMessages.characters);
    expect(en({ reason: 'phone-length', digits: 9 })).toBe(phoneMessages.length(9));
  });

  it('names the specifics the error carries, and falls back to the code’s words without them', () => {
    expect(apiErrorWords('quiz-not-open', { opensAt: '2025-03-10T12:30:00.000Z' }, t('hi'), 'hi')).toBe(
      'यह क्विज़ अभी खुला नहीं है: यह 10 मार्च 2025 को 18:00 बजे (IST) खुलेगा।',
    );
    expect(apiErrorWords('quiz-not-open', {}, t('hi'), 'hi')).toBe('यह क्विज़ अभी खुला नहीं है।');
    expect(apiErrorWords('invalid-input', { reason: 'too-long', field: 'note', limit: 1000 }, t('hi'), 'hi')).toBe(
      'यह बहुत लंबा है: अधिकतम 1000 अक्षर लिखे जा सकते हैं।',
    );
    // a reason whose value did not come says what its code says
    expect(apiErrorWords('invalid-input', { reason: 'phone-length' }, t('hi'), 'hi')).toBe(apiErrorWords('invalid-input', {}, t('hi'), 'hi'));
    expect(apiErrorWords('server-error', { requestId: 'req-7' }, t('hi'), 'hi')).toContain('req-7');
  });

  it('reads only well-typed fields from a body that came over the network', () => {
    expect(errorFieldsOf({ reason: 'no-such-reason', limit: '10', digits: 9.5, field: 'phone', opensAt: 42 })).toEqual({
      reason: undefined,
      field: 'phone',
      opensAt: undefined,
      limit: undefined,
      digits: undefined,
      firstYear: undefined,
      lastYear: undefined,
      requestId: undefined,
    });
    expect(errorFieldsOf(null)).toEqual({});
  });
});

describe('errorText', () => {
  const refusal = (body: object, message: string, code: ApiError['code'], status = 400) => new ApiError(status, message, code, null, body);

  it('words a learner’s refusal in Hindi on a Hindi page, and keeps the server’s message on an English one', () => {
    const error = refusal({ reason: 'exam-not-listed' }, 'Choose your target exam from the list.', 'invalid-input');
    expect(errorText(error, t('hi'), 'hi')).toBe('अपनी लक्ष्य परीक्षा सूची में से चुनें।');
    expect(errorText(error, t('en'), 'en')).toBe('Choose your target exam from the list.');
    // an English page shows whatever the server said, word for word
    expect(errorText(refusal({}, 'This quiz closed on Sunday.', 'quiz-closed', 409), t('en'), 'en')).toBe('This quiz closed on Sunday.');
  });

  it('keeps the server’s words for a code the learner’s interface does not meet, and the app’s own words by their English', () => {
    expect(errorText(refusal({}, 'Publish it first.', 'paper-published', 409), t('hi'), 'hi')).toBe('Publish it first.');
    // no code: the answer never came from the API
    expect(errorText(new ApiError(0, NETWORK_MESSAGE), t('hi'), 'hi')).toBe(t('hi')('apiError.offline'));
    expect(errorText(new ApiError(502, 'Request failed (502).'), t('hi'), 'hi')).toBe('अनुरोध विफल रहा (502)।');
    expect(errorText('Something else.', t('hi'), 'hi')).toBe('Something else.');
  });

  it('quotes the request’s reference from the header when the body names none', () => {
    const error = new ApiError(500, 'Something went wrong on our side.', 'server-error', 'req-42', { success: false, code: 'server-error' });
    expect(errorText(error, t('hi'), 'hi')).toContain('req-42');
  });
});
