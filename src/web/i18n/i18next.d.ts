import 'i18next';
import type { en } from './resources.ts';

// t('...') is checked against the English messages: a key that does not exist does not compile
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
