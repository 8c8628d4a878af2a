// The shape of the interface's messages, as types only: one namespace per area of the learner's
// interface, each a file per language (locales/<language>/<area>.json). Nothing here puts a message
// into a bundle: the browser loads a language's namespaces as it needs them (load-messages.ts), the
// server and the tests read them all (resources.ts). A new area adds its file pair, a line below and
// a line in resources.ts.
import type account from './locales/en/account.json';
import type auth from './locales/en/auth.json';
import type catalogue from './locales/en/catalogue.json';
import type checkout from './locales/en/checkout.json';
import type common from './locales/en/common.json';
import type dashboard from './locales/en/dashboard.json';
import type exam from './locales/en/exam.json';
import type landing from './locales/en/landing.json';
import type notices from './locales/en/notices.json';
import type notifications from './locales/en/notifications.json';
import type pages from './locales/en/pages.json';
import type quiz from './locales/en/quiz.json';
import type result from './locales/en/result.json';

export interface Messages {
  common: typeof common;
  landing: typeof landing;
  catalogue: typeof catalogue;
  auth: typeof auth;
  notifications: typeof notifications;
  result: typeof result;
  dashboard: typeof dashboard;
  quiz: typeof quiz;
  pages: typeof pages;
  notices: typeof notices;
  exam: typeof exam;
  checkout: typeof checkout;
  account: typeof account;
}

export type Namespace = keyof Messages;

export const NAMESPACES: readonly Namespace[] = [
  'common',
  'landing',
  'catalogue',
  'auth',
  'notifications',
  'result',
  'dashboard',
  'quiz',
  'pages',
  'notices',
  'exam',
  'checkout',
  'account',
];

/** One namespace's messages in one language, as its file holds them. */
export type Bundle = { readonly [key: string]: string | Bundle };

/** The namespaces a page's HTML carries, in the language it was rendered in (pv-messages). */
export interface InlineMessages {
  language: string;
  namespaces: Partial<Record<Namespace, Bundle>>;
}

export const MESSAGES_ELEMENT_ID = 'pv-messages';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** 'review.timeLost' for the plural forms 'review.timeLost_one' and 'review.timeLost_other'. */
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<`${Prefix}${K}`> : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of a namespace, checked when the code is compiled: t('nav.home'). */
export type MessageKey<NS extends Namespace> = KeysOf<Messages[NS]>;

/** What a message's {{placeholders}} take; `count` also chooses the plural form. */
export type MessageValues = Record<string, unknown> & { count?: number };

/** A namespace's translator in the current language. */
export type TFunction<NS extends Namespace = 'common'> = (key: MessageKey<NS>, values?: MessageValues) => string;
