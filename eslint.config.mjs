import { readdirSync } from 'node:fs';
import path from 'node:path';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ['./src/components', './src/hooks', './src/lib', './src/styles'];

const PAYBILLS = './src/features/paybills';
/** Pay bills' sub-areas, each building on those before it; the files at the feature's root (the page, strings, the API) sit outside them. */
const PAYBILLS_LAYERS = ['ui', 'receipts', 'payment', 'services'];
/** What of a sub-area others may import: its index.ts, and each of its folders' (every service's). */
const indexesOf = (/** @type {string} */ area) => [
  './index.ts',
  ...readdirSync(new URL(`${PAYBILLS}/${area}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `./${entry.name}/index.ts`),
];

/**
 * Imports run one way: shared (components, hooks, lib, styles) → features → app (routes).
 * A feature never imports another feature; routes compose them.
 */
const importBoundaries = [
  ...SHARED.map((target) => ({
    target,
    from: ['./src/features', './src/app'],
    message: 'Shared code must not import a feature or a route.',
  })),
  { target: './src/features', from: './src/app', message: 'Features must not import routes.' },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature must not import another feature: move the shared piece to components/, hooks/ or lib/, or compose them in the route.',
  })),
  // Pay bills' sub-areas build on one another in one order (PAYBILLS_LAYERS), each reached through its index.ts.
  ...PAYBILLS_LAYERS.flatMap((area, rank) =>
    PAYBILLS_LAYERS.filter((other) => other !== area).map((other) =>
      PAYBILLS_LAYERS.indexOf(other) < rank
        ? {
            target: `${PAYBILLS}/${area}`,
            from: `${PAYBILLS}/${other}`,
            except: indexesOf(other),
            message: `Pay bills' ${area}/ reaches ${other}/ through its index.ts.`,
          }
        : {
            target: `${PAYBILLS}/${area}`,
            from: `${PAYBILLS}/${other}`,
            message: `Pay bills' ${other}/ builds on ${area}/, not the other way round.`,
          },
    ),
  ),
  ...PAYBILLS_LAYERS.map((area) => ({
    target: `${PAYBILLS}/*.{ts,tsx}`,
    from: `${PAYBILLS}/${area}`,
    except: indexesOf(area),
    message: `Pay bills' page reaches ${area}/ through its index.ts.`,
  })),
  // The bills API's adapters stand apart: the relay and the sandbox are two answers to the same calls, and neither reaches the browser's code.
  {
    target: './src/lib/bills/http',
    from: ['./src/lib/bills/sandbox', './src/lib/bills/browser'],
    message: 'The relay must not import the sandbox or the browser client.',
  },
  {
    target: './src/lib/bills/sandbox',
    from: ['./src/lib/bills/http', './src/lib/bills/browser'],
    message: 'The sandbox must not import the relay or the browser client.',
  },
  {
    target: './src/lib/bills/browser',
    from: ['./src/lib/bills/http', './src/lib/bills/sandbox', './src/lib/bills/server.ts'],
    message: 'The browser client must not import server code.',
  },
];

/** Tests, tooling and the separately built Studio with its schemas (but the slug rules, which the site runs): the only files that may import devDependencies. */
const DEV_ONLY_FILES = [
  'tests/**',
  'scripts/**',
  'studio/**',
  'schemas/!(rules)/**',
  'eslint.config.mjs',
  'playwright.config.ts',
  'vitest.config.ts',
  'vitest.mutation.config.ts',
  'stryker.config.mjs',
];

/** Every package a file imports is declared in one of these package.json folders. @param {string[]} packageDirs */
const declaredPackages = (...packageDirs) => [
  'error',
  {
    packageDir: packageDirs.map((dir) => path.join(import.meta.dirname, dir)),
    devDependencies: DEV_ONLY_FILES,
    optionalDependencies: false,
    peerDependencies: false,
    includeTypes: true,
  },
];

const TEXT_PROPS = '^(aria-label|aria-description|title|alt|placeholder|label|eyebrow|heading|intro|text)$';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.stryker-tmp/**',
      'reports/**',
      'studio/dist/**',
      'studio/.sanity/**',
      'test-results/**',
      'playwright-report/**',
      'bench/bare/**',
      'next-env.d.ts',
      'sanity.types.ts',
    ],
  },
  {
    rules: {
      // Seed and illustration images are small local SVGs; next/image adds nothing for them.
      '@next/next/no-img-element': 'off',
      'import/no-restricted-paths': ['error', { zones: importBoundaries }],
    },
  },
  {
    // Every package a file imports is declared in package.json, and what the site runs (src/,
    // schemas/, next.config.js, cache-handler.mjs) imports only `dependencies`: a production install
    // (`npm ci --omit=dev`) then has everything the server needs.
    rules: {
      'import/no-extraneous-dependencies': declaredPackages('.'),
    },
  },
  {
    // The bench's own tools (Lighthouse) are declared in its own package, installed by its first run.
    files: ['scripts/bench/**'],
    rules: { 'import/no-extraneous-dependencies': declaredPackages('.', 'scripts/bench') },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // Marketing copy comes from Sanity, functional microcopy from each feature's strings.ts:
    // no visible text is written in a component.
    files: ['src/features/**/*.tsx', 'src/components/**/*.tsx', 'src/app/**/*.tsx'],
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true }],
      'no-restricted-syntax': [
        'error',
        {
          // Props that people read or hear: the same rule as for JSX text.
          selector: `JSXAttribute[name.name=/${TEXT_PROPS}/] > Literal, JSXAttribute[name.name=/${TEXT_PROPS}/] > JSXExpressionContainer > :matches(Literal, TemplateLiteral)`,
          message:
            "Visible text comes from Sanity (marketing copy) or the feature's strings.ts (microcopy), not a literal.",
        },
      ],
    },
  },
  {
    // A page's first Intl number formatter loads the browser's locale data on the main thread (a long task on a phone).
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...[{ property: 'toLocaleString' }, { object: 'Intl', property: 'NumberFormat' }].map((rule) => ({
          ...rule,
          message: 'Numbers are written with formatNumber or formatNaira (src/lib), which need no locale data.',
        })),
      ],
    },
  },
  {
    // Vitest's asymmetric matchers (expect.any, expect.objectContaining, ...) are typed `any`.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
];

export default tseslint.config(...config);
