// The learner interface's language layer: components take `useTranslation` and `Trans` from here, so
// the translator exists before any of them renders, in the app, on the server and in a component test
// alike. Keys are always written out literally, t('nav.home'), never built: the message files' test
// finds every key in use by reading the sources.
export { Trans, TranslatorProvider, useTranslation } from './react.tsx';
export { appI18n } from './instance.ts';
export type { TFunction } from './messages.ts';
export type { Translator } from './translator.ts';
export { useFormat } from './use-format.ts';
export { useLanguage } from './use-language.ts';
