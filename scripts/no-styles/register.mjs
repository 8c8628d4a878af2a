// `tsx --import ./scripts/no-styles/register.mjs src/server/main.ts`: runs the server from source,
// where the pages it renders import stylesheets that Node cannot load (the build drops them the same way).
import * as nodeModule from 'node:module';
import { loadSync } from './loader.mjs';

// registerHooks where Node has it: module.register is deprecated from Node 26 (DEP0205) and warns
if (typeof nodeModule.registerHooks === 'function') nodeModule.registerHooks({ load: loadSync });
else nodeModule.register('./loader.mjs', import.meta.url);
