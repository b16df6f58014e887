// Lint is where the house plan's arrows are enforced, one zone per room: engine/ never reaches into src/, React or
// the DOM; src/ never decides a route and JSX carries no literal user-facing text; the sandbox serves the contract
// from schemas/ and never the app; a replay reads fixtures' vocabulary, not the sandbox's code; and the tooling
// (scripts/) reads everything while nothing but the build's configs and the tests imports it. The live preview's
// editors (authoring/) are a room of their own that nothing of the app imports: the dev server adds their page part.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const domGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'HTMLElement'];

/** An import of a room's code from anywhere (a no-restricted-imports pattern group). */
const room = (name) => [`**/${name}/**`];

/** No room but the tooling's own, the build's configs and the tests may import scripts/. */
const noTooling = (who) => ({ group: room('scripts'), message: `${who} must not import scripts/: the tooling reads everything and nothing imports the tooling (what both need lives beside what it is about, e.g. schemas/api/contract.ts).` });
/** Nothing of the app, the engine, the sandbox or the replays imports the preview's editors: they reach the page only
 * through the dev server (authoring/server adds authoring/page/main.ts to it), so the build never has them. */
const noAuthoring = (who) => ({ group: room('authoring'), message: `${who} must not import authoring/: the preview's editors reach the page through the dev server only (authoring/server/authoringServer.ts), never through the app's code, so nothing of them reaches the build.` });
const noTests = (who) => ({ group: room('tests'), message: `${who} must not import tests/: tests import the code, never the other way.` });
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
// src/start/ is the top: the boot, the app's stages and what they download ahead compose every room. Its signals (the
// one scheduler, the first screen drawn, the calls fetched ahead) are leaves every room may call, importing no room.
const START_SIGNALS = ['schedule', 'firstScreen', 'fetchAhead'];
/** src/'s rooms, lowest first: each may import only the rooms before it. */
const SRC_LAYERS = ['ui', 'analytics', 'content', 'state', 'runtime', 'integrations', 'forms', 'firstPaint', 'components', 'screens'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'reports/**', '.data/**', 'coverage/**', 'engine/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    // Everything outside the rooms below (the root's configs): the build and test configs may load the tooling.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: ['scripts/**', 'tests/**', 'authoring/server/**', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts'],
    rules: restrict(noTooling('This file')),
  },
  {
    files: ['engine/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      ...restrict(
        { group: ['react', 'react-*', 'react/*', '@rjsf/*', 'jotai', 'jotai/*', 'markdown-to-jsx'], message: 'engine/ is framework-free: no React or UI libraries.' },
        { group: ['**/src/**', '../src', '../../src', '../../../src'], message: 'engine/ must not import src/ (arrows point src -> engine).' },
        { group: room('sandbox'), message: 'engine/ must not import the sandbox.' },
        { group: room('e2e'), message: 'engine/ must not import e2e/ (the replay reads the engine, not the other way).' },
        noTooling('engine/'),
        noAuthoring('engine/'),
        noTests('engine/'),
        { group: ['node:*', 'fs', 'path', 'url', 'child_process'], message: 'engine/ runs in the browser: no Node built-ins (scripts/ do file IO).' },
      ),
      'no-restricted-globals': ['error', ...domGlobals.map((name) => ({ name, message: `engine/ has no DOM: inject ${name} instead.` }))],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { react },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19' } },
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: ['·', '—', '%', '$', '/', '(', ')', ':', '×'] }],
      ...restrict(
        { group: room('sandbox'), message: 'src/ talks to the sandbox only over HTTP.' },
        { group: room('e2e'), message: 'src/ must not import e2e/ (the replay drives the app from outside, in a browser).' },
        noTooling('src/'),
        noAuthoring('src/'),
        noTests('src/'),
      ),
    },
  },
  // Inside src/, rooms are layered and an import points down only: ui, analytics, content, state, runtime,
  // integrations, forms, firstPaint, components, screens, then the app's root files (docs/architecture.md). One zone per room names the rooms above it.
  ...SRC_LAYERS.map((layer, i) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: room('sandbox'), message: 'src/ talks to the sandbox only over HTTP.' },
          { group: room('e2e'), message: 'src/ must not import e2e/ (the replay drives the app from outside, in a browser).' },
          noTooling('src/'),
          noAuthoring('src/'),
          noTests('src/'),
          ...SRC_LAYERS.slice(i + 1).map((above) => ({
            regex: `^(\\.\\./)+${above}(/|$)`,
            message: `src/${layer} is below src/${above}: an import points down only (${SRC_LAYERS.join(' < ')}); move what both need down.`,
          })),
          {
            regex: `^(\\.\\./)+start/(?!(${START_SIGNALS.join('|')})$)`,
            message: `src/${layer} may import from src/start only its signals (${START_SIGNALS.join(', ')}): the rest of the start composes the rooms, above them all.`,
          },
        ],
      }],
    },
  })),
  {
    files: START_SIGNALS.map((f) => `src/start/${f}.ts`),
    rules: restrict(
      { group: room('sandbox'), message: 'src/ talks to the sandbox only over HTTP.' },
      { group: room('e2e'), message: 'src/ must not import e2e/ (the replay drives the app from outside, in a browser).' },
      noTooling('src/'),
      noAuthoring('src/'),
      noTests('src/'),
      { regex: `^(\\.\\./)+(${SRC_LAYERS.join('|')})(/|$)`, message: 'A start signal is a leaf every room calls: it imports no room of src/.' },
    ),
  },
  {
    // Hooks called in order and effects that see the values they read: only these two rules of the plugin.
    files: ['src/**/*.{ts,tsx}', 'bench/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The floor pages of `npm run bench:web` measure what a bare page costs: borrowing the app's code would raise the
    // floor the app is compared with.
    files: ['bench/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict(
      { group: ['**/src/**', '**/engine/**', '**/sandbox/**', '**/authoring/**'], message: 'A floor page stands alone: no app, engine, sandbox or editor code (it talks to the sandbox over HTTP).' },
      noTooling('A floor page (bench/)'),
      noTests('bench/'),
    ),
  },
  {
    // sandbox -> schemas (and the engine's pure helpers): it serves the contract the app reads.
    files: ['sandbox/**/*.ts'],
    rules: restrict(
      { group: room('src'), message: 'The sandbox must not import the app (src/): it serves it over HTTP.' },
      noTooling('The sandbox'),
      { group: room('e2e'), message: 'The sandbox must not import e2e/: the replay drives the sandbox, not the other way.' },
      { group: room('bench'), message: 'The sandbox must not import bench/ (the floor pages are measured against it).' },
      noAuthoring('The sandbox'),
      noTests('The sandbox'),
    ),
  },
  {
    // e2e -> fixtures: a replay reads fixtures and their vocabulary (schemas/fixtureVocabulary.ts), and the engine.
    files: ['e2e/**/*.ts'],
    rules: restrict(
      { group: room('sandbox'), message: 'A replay must not import the sandbox\'s code: it drives the sandbox over HTTP and reads the fixtures\' vocabulary from schemas/.' },
      { group: room('src'), message: 'A replay must not import the app (src/): it drives it in a browser.' },
      noTooling('A replay (e2e/)'),
      { group: room('bench'), message: 'A replay must not import bench/.' },
      noAuthoring('A replay (e2e/)'),
      noTests('A replay (e2e/)'),
    ),
  },
  {
    // The contract and the fixtures' vocabulary are read by every room, so they read none.
    files: ['schemas/**/*.ts'],
    rules: restrict({ group: ['engine', 'src', 'sandbox', 'e2e', 'scripts', 'bench', 'tests', 'authoring'].flatMap(room), message: 'schemas/ is what the rooms share: it imports none of them.' }),
  },
  {
    // The tooling reads everything (engine, src, sandbox, e2e, schemas), but not the tests that check it; of the
    // preview's editors, only their server part, which `npm run dev` plugs into the dev server (scripts/dev.ts).
    files: ['scripts/**/*.ts'],
    rules: restrict(
      noTests('The tooling (scripts/)'),
      { group: ['**/authoring/page/**'], message: 'The tooling must not import authoring/page/: the dev server adds the editors\' page part to the page by its address (authoring/shared/paths.ts).' },
    ),
  },
  {
    // The preview's editors' page part runs in the browser beside the app: it reads the app's catalog (the words it
    // patches after a save) and the engine, never the dev server's code, the tooling or the sandbox.
    files: ['authoring/page/**/*.ts', 'authoring/shared/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict(
      { regex: '(^|\\.\\./)server/|authoring/server/', message: 'The editors\' page part must not import their server part: it calls it over HTTP (/__authoring/<editor>/).' },
      noTooling('The editors\' page part (authoring/page/)'),
      { group: room('sandbox'), message: 'The editors\' page part talks to the sandbox only over HTTP.' },
      { group: room('e2e'), message: 'The editors\' page part must not import e2e/.' },
      noTests('The editors\' page part (authoring/page/)'),
    ),
  },
  {
    // Their server part is dev-server tooling: it changes config files only through flows:check's rules
    // (scripts/check/), and reads the engine; never the app's page code (the page part is loaded by address).
    files: ['authoring/server/**/*.ts'],
    rules: restrict(
      { regex: '(^|\\.\\./)page/|authoring/page/', message: 'The editors\' server part must not import their page part: it serves the page, and what both need lives in authoring/shared/.' },
      { group: room('src'), message: 'The editors\' server part must not import the app (src/): it serves the page, and what both need lives in authoring/shared/.' },
      { group: room('sandbox'), message: 'The editors\' server part must not import the sandbox.' },
      noTests('The editors\' server part (authoring/server/)'),
    ),
  },
);
