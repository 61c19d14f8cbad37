// Unit tests: sagas, slices, selectors and components (jsdom). Rules and e2e tests have their own runners.
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFiles: ['<rootDir>/tests/unit/jsdomGlobals.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/tests/rules/'],
  // fractional-indexing ships only as an ES module: let Babel compile it like our own code.
  transformIgnorePatterns: ['/node_modules/(?!fractional-indexing/)'],
  clearMocks: true,
  restoreMocks: true,
};
