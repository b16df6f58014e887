// Lint is where the house plan's arrows are enforced: engine/ never reaches into src/, React or the DOM,
// src/ never decides a route, and JSX carries no literal user-facing text.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import globals from 'globals';

const domGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'HTMLElement'];

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
    files: ['engine/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-*', 'react/*', '@rjsf/*', 'jotai', 'jotai/*', 'markdown-to-jsx'], message: 'engine/ is framework-free: no React or UI libraries.' },
          { group: ['**/src/**', '../src', '../../src', '../../../src'], message: 'engine/ must not import src/ (arrows point src -> engine).' },
          { group: ['**/sandbox/**'], message: 'engine/ must not import the sandbox.' },
          { group: ['node:*', 'fs', 'path', 'url', 'child_process'], message: 'engine/ runs in the browser: no Node built-ins (scripts/ do file IO).' },
        ],
      }],
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
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/sandbox/**'], message: 'src/ talks to the sandbox only over HTTP.' }],
      }],
    },
  },
  {
    // The floor pages of `npm run bench:web` measure what a bare page costs: borrowing the app's code would raise the
    // floor the app is compared with.
    files: ['bench/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/src/**', '**/engine/**', '**/sandbox/**'], message: 'A floor page stands alone: no app, engine or sandbox code (it talks to the sandbox over HTTP).' }],
      }],
    },
  },
  {
    files: ['sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/src/**'], message: 'The sandbox must not import the app.' }],
      }],
    },
  },
);
