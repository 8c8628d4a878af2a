// Every test reads every message: the app's translator is given them all before any test file runs,
// as the server's render holds them all (i18n/server.ts); the browser's loads them as it goes.
import { appI18n } from '../web/i18n/instance.ts';
import { holdEveryMessage } from '../web/i18n/server.ts';

holdEveryMessage(appI18n);
