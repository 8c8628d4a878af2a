// `tsx --import ./scripts/no-styles/register.mjs src/server/main.ts`: runs the server from source,
// where the pages it renders import stylesheets that Node cannot load (the build drops them the same way).
import { register } from 'node:module';

register('./loader.mjs', import.meta.url);
