import { DEFAULT_LANGUAGE } from './languages.ts';
import { Translator } from './translator.ts';

/**
 * The browser's translator, and what a component rendered without a provider (a component test)
 * reads: English until the app's start sets the learner's language. It holds no messages of its own:
 * the page's HTML brings the ones it was rendered with, and the rest load as pages need them
 * (main.tsx); the tests give it all of them (src/test/messages.ts).
 */
export const appI18n = new Translator(DEFAULT_LANGUAGE);
