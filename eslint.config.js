// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const react = require('eslint-plugin-react');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const importX = require('eslint-plugin-import-x');
const featureBoundaries = require('./eslint/featureBoundaries');
const lingui = require('eslint-plugin-lingui');
const unlocalizedStrings = require('./eslint/unlocalizedStrings');

const firebaseOutsideServices = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/services/ imports Firebase.',
};

const unsafeSagaHelpers = {
  name: 'redux-saga/effects',
  importNames: ['takeEvery', 'takeLatest', 'takeLeading'],
  message:
    'Use takeEverySafe, takeLatestSafe or takeLeadingSafe from src/app/safeSagas.ts: one thrown error must not end the watcher.',
};

module.exports = tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.emulator-data/',
      'functions/lib/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    // The architecture, enforced: no import cycles, features meet only through their index.ts,
    // and shared code (domain, components, services, messages, config, styles) imports no feature.
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'import-x': importX,
      boards: { rules: { 'feature-boundaries': featureBoundaries } },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boards/feature-boundaries': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['domain', 'components', 'services', 'messages', 'config', 'styles'].map(
            (shared) => ({
              target: `./src/${shared}`,
              from: ['./src/features', './src/app'],
              message: 'Shared code imports no feature and not the app.',
            }),
          ),
        },
      ],
    },
  },
  {
    // The server shares the app's domain (limits, ranks, days, the import's request) from its one
    // source, compiled into functions/lib; nothing else of the app, which needs the browser.
    files: ['functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './functions/src',
              from: './src',
              except: ['./domain'],
              message: 'functions/ imports only src/domain of the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only the services talk to Firebase; everything else goes through them. And every saga
    // watcher survives its workers' errors: src/app/safeSagas.ts wraps redux-saga's helpers.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [unsafeSagaHelpers], patterns: [firebaseOutsideServices] },
      ],
    },
  },
  {
    files: ['src/app/safeSagas.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [firebaseOutsideServices] }] },
  },
  {
    // Every word the app shows comes from the message catalogs (src/i18n, docs/i18n.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/emulator-sign-in/**', 'src/**/*.d.ts'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', unlocalizedStrings],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-expression-in-message': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'tests/**', 'scripts/**', 'functions/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
