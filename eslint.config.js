import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import { prepverseRules } from './eslint/prepverse-rules.js';

// Import boundaries (docs/decisions/008): shared code flows one way, shared -> features -> app, and a
// feature reaches another only through that feature's service.ts (server) or not at all (web). The
// admin feature is itself made of modules, one per folder (admin/bank-jobs, admin/review…), kept
// apart the same way.
const entries = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true });
const folders = (dir) =>
  entries(dir)
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const files = (dir) =>
  entries(dir)
    .filter((d) => d.isFile())
    .map((d) => d.name);
// a module's public face: service.ts, or several split by subject (questions.service.ts…)
const facesIn = (dir, prefix) =>
  files(dir)
    .filter((file) => /^([a-z-]+\.)?service\.ts$/.test(file))
    .map((file) => `${prefix}/${file}`);
const serverFeatures = folders('./src/server/features');
const webFeatures = folders('./src/web/features');
// each folder of the server's admin feature is an area with its own face (admin/review/service.ts…);
// the files beside them (authoring.ts, routes.ts, job-leases.service.ts…) are the admin feature's own
const adminAreas = folders('./src/server/features/admin');
const adminFiles = files('./src/server/features/admin').map((file) => `./${file}`);
const adminFaces = adminAreas.flatMap((area) => facesIn(`./src/server/features/admin/${area}`, `./${area}`));
const services = [
  ...serverFeatures.flatMap((feature) => facesIn(`./src/server/features/${feature}`, `./${feature}`)),
  ...adminFaces.map((face) => `./admin${face.slice(1)}`),
];
// the web's admin areas share only through these: its widgets (ui), its frame (shell) and the calls
// several areas make (api.ts); everything else in an admin folder is that area's own
const webAdminShared = ['./ui', './shell', './api.ts'];
const webAdminAreas = folders('./src/web/features/admin').filter((area) => !webAdminShared.includes(`./${area}`));

const boundaries = [
  { target: './src/shared', from: ['./src/server', './src/web', './src/test'], message: 'src/shared holds rules both sides use: it imports neither side.' },
  { target: './src/web', from: './src/server', message: 'The web app talks to the server over HTTP; shared types live in src/shared.' },
  {
    target: './src/server',
    from: './src/web',
    except: ['./app/ssr/render.tsx'],
    message: 'The server imports nothing of the web app but its server render (src/web/app/ssr/render.tsx).',
  },
  { target: ['./src/server', './src/web', './src/shared'], from: './src/test', message: 'Test helpers are for tests: production code never loads them.' },
  ...serverFeatures.map((feature) => ({
    target: `./src/server/features/${feature}`,
    from: './src/server/features',
    except: [`./${feature}`, ...services.filter((service) => !service.startsWith(`./${feature}/`))],
    message: 'Another module is reached through its service.ts, never its repository or internals.',
  })),
  ...adminAreas.map((area) => ({
    target: `./src/server/features/admin/${area}`,
    from: './src/server/features/admin',
    except: [`./${area}`, ...adminFiles, ...adminFaces],
    message:
      'An admin area is a module of its own: another area reaches it only through its service.ts (or *.service.ts), never its repository or internals. What the areas share sits directly in features/admin.',
  })),
  {
    target: adminFiles.map((file) => `./src/server/features/admin/${file.slice(2)}`),
    from: './src/server/features/admin',
    except: [...adminFiles, ...adminFaces, ...adminAreas.map((area) => `./${area}/routes.ts`)],
    message: "The admin feature's own files reach an area through its service.ts (or *.service.ts); routes.ts also registers each area's routes.ts.",
  },
  {
    target: '**/src/server/features/**/*routes.ts',
    from: '**/src/server/features/**/*repository.ts',
    message: 'Routes stay thin and call services; only a service talks to a repository.',
  },
  {
    target: ['./src/server/plugins', './src/server/app.ts', './src/server/main.ts', './src/server/cli'],
    from: './src/server/features',
    except: [...services, ...serverFeatures.map((feature) => `./${feature}/routes.ts`), './attempts/sweeper.ts', './admin/bank-jobs/start.ts'],
    message: 'The app wires features by their routes and calls modules through their services.',
  },
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A web feature never imports another: move what both need to src/web/lib or src/web/components.',
  })),
  ...webAdminAreas.map((area) => ({
    target: `./src/web/features/admin/${area}`,
    from: './src/web/features/admin',
    except: [`./${area}`, ...webAdminShared],
    message:
      'An admin area never imports another: what both need goes to features/admin/ui (widgets), features/admin/api.ts (calls), src/web/components or src/web/lib; a part of its page that another area draws is a prop the app puts in (src/web/app/admin-*-pages.tsx).',
  })),
  {
    target: webAdminShared.map((shared) => `./src/web/features/admin/${shared.slice(2)}`),
    from: './src/web/features/admin',
    except: webAdminShared,
    message: "The admin's shared parts (ui, shell, api.ts) import no admin area: what they need moves here whole.",
  },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'Shared web code imports no feature and not the app.',
  },
  { target: './src/web/features', from: './src/web/app', message: 'Features do not import the app: the app imports features.' },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/server/db/migrations', '.ci-reports', 'test-results', 'playwright-report', 'eslint/fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin, prepverse: prepverseRules },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'prepverse/table-owner': 'error',
      'prepverse/no-outer-db-in-transaction': 'error',
      'prepverse/no-cycle': 'error',
    },
  },
  {
    // tests set up their data directly and may use any module's helpers; the seeders load demo content
    // the way migrations do. Neither is production code, but no transaction of theirs may leak either.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/test-support.{ts,tsx}', 'src/test/**', 'src/server/dev/**', 'src/server/db/**'],
    rules: { 'import/no-restricted-paths': 'off', 'prepverse/table-owner': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'src/server/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
