import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { NAMESPACES, resources } from './resources.ts';

function options(language: Language) {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'hi'],
    resources,
    ns: NAMESPACES,
    defaultNS: 'common',
    // the messages are in the bundle: ready the moment it is made, on the server and in the browser
    initAsync: false,
    // React escapes what it renders; escaping here too would show '&amp;'
    interpolation: { escapeValue: false },
    returnNull: false,
  } as const;
}

/** A translator of its own, for one server render: requests in other languages never share it. */
export function createTranslator(language: Language): I18n {
  const instance = createInstance();
  void instance.init(options(language));
  return instance;
}

/**
 * The browser's translator, and what a component rendered without a provider (a component test)
 * reads: English until the app's start sets the learner's language.
 */
export const appI18n: I18n = createInstance();
void appI18n.use(initReactI18next).init(options(DEFAULT_LANGUAGE));
