// The learner interface's language layer: components take `useTranslation` and `Trans` from here (not
// from react-i18next itself), so the translator exists before any of them renders, in the app, on
// the server and in a component test alike. Keys are always written out literally, t('nav.home'),
// never built: the message files' test finds every key in use by reading the sources.
import './instance.ts';

export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export { appI18n, createTranslator } from './instance.ts';
export { useFormat } from './use-format.ts';
export { useLanguage } from './use-language.ts';
