// Jest config for the Firestore security rules tests (`npm run test:rules`).
//
// These tests talk to a running Firestore emulator (started by
// scripts/with-emulators.mjs, or by hand with FIRESTORE_EMULATOR_HOST set),
// so they run in plain Node and are kept apart from the app's unit tests.
// The Babel config is inline so these tests do not depend on the app's
// babel.config.js (React/styled-components presets are not needed here).

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/rules'],
  transform: {
    '\\.[jt]sx?$': [
      'babel-jest',
      {
        configFile: false,
        babelrc: false,
        presets: [
          ['@babel/preset-env', { targets: { node: 'current' } }],
          '@babel/preset-typescript',
        ],
      },
    ],
  },
  // Emulator round-trips (and loading rules on start-up) can be slow on a
  // cold JVM.
  testTimeout: 20000,
  // fractional-indexing ships only as an ES module (the import's batch plan uses it).
  transformIgnorePatterns: ['/node_modules/(?!fractional-indexing/)'],
};
