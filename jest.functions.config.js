// Jest config for the server side's tests (`npm run test:functions`): each callable function's
// handler called directly, as the Functions emulator would call it, against a running Firestore
// emulator (started by scripts/with-emulators.mjs, or by hand with FIRESTORE_EMULATOR_HOST set).
// Plain Node, apart from the app's unit tests; Babel config inline, as for the rules tests.

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/functions'],
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
  testTimeout: 60000,
  transformIgnorePatterns: ['/node_modules/(?!fractional-indexing/)'],
};
