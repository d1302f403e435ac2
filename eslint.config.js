import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const webFeatures = readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The shared layer of the web app: what features and app/ build on, never the other way round.
const webShared = ['./components', './config', './lib'];

const apiSrc = path.join(import.meta.dirname, 'apps/api/src');
const apiModules = readdirSync(path.join(apiSrc, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// A module's public surface: the only file of it that anything outside the module imports.
const publicSurfaces = apiModules.map((module) => `./${module}/index.ts`);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/drizzle/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Every text a person reads comes from the catalogs (packages/shared/src/i18n/catalogs), in
    // their language: no literal text in JSX, in the attributes people hear or read (labels,
    // titles, placeholders, alternative texts) or in a toast. Names, symbols and data are allowed.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label'],
          },
          // Form fields are named, not labelled, by these calls (react-hook-form, URL parameters).
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'commit',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              'register',
              'field',
              'watch',
              'setValue',
              'getValues',
              'trigger',
              'resetField',
              'clearErrors',
              'setError',
              'get',
              'has',
            ],
          },
          words: {
            exclude: [
              '[0-9!-/:-@[-`{-~\\s·×—–…₹•→←↑↓✓★☆]+',
              '[A-Z_-]+',
              'RoomSetu',
              'WhatsApp',
              '&nbsp;',
            ],
          },
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='toast'] > :matches(Literal, TemplateLiteral).arguments:first-child",
          message: 'A toast says what the catalog says: pass t(...) or a translated text.',
        },
      ],
    },
  },
  {
    // One direction only: shared (components, config, lib) -> features -> app. A feature never
    // imports another one; what two features share moves to the shared layer, and pages that
    // combine features are composed in app/.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: path.join(import.meta.dirname, 'apps/web/tsconfig.json'),
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: webSrc,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message:
                'Features do not import each other: share through components/ or lib/, or compose in app/.',
            })),
            {
              target: ['./features', ...webShared],
              from: './app',
              message: 'Only app/ composes the application; nothing below it imports it.',
            },
            {
              target: webShared,
              from: './features',
              message: 'The shared layer never depends on a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's modules stand side by side: each is reached only through its index.ts (from other
    // modules, the realtime transport and the composition root alike), and the helper layers
    // (lib, middleware, db, jobs) import no module; what they need is passed in by app.ts or the
    // start-up. Tests may reach into what they test. Proved by src/module-boundaries.test.ts.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: path.join(import.meta.dirname, 'apps/api/tsconfig.json'),
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: apiSrc,
          zones: [
            ...apiModules.map((module) => ({
              target: `./modules/${module}`,
              from: './modules',
              except: [`./${module}`, ...publicSurfaces],
              message: `Another module is reached only through its index.ts (its public surface).`,
            })),
            {
              target: ['./realtime', './app.ts', './index.ts', './cli'],
              from: './modules',
              except: publicSurfaces,
              message: 'A module is reached only through its index.ts (its public surface).',
            },
            {
              target: ['./lib', './middleware', './db', './jobs'],
              from: './modules',
              message:
                'lib/, middleware/, db/ and jobs/ import no module: the composition root (app.ts, index.ts) passes in what they need.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract package is imported by both apps and must never depend on either.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@roomsetu/api', '@roomsetu/web', '**/apps/**'],
              message: 'shared imports only zod.',
            },
          ],
        },
      ],
    },
  },
);
