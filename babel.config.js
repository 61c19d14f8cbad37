// One Babel config for webpack (envName comes from the webpack mode) and jest (envName "test").
module.exports = (api) => {
  const env = api.env();
  const isTest = env === 'test';
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true }],
      ['@babel/preset-react', { runtime: 'automatic', development: env === 'development' }],
      '@babel/preset-typescript',
    ],
    plugins: [
      ['babel-plugin-styled-components', { displayName: env !== 'production', pure: true }],
      // Lingui's t`…`, msg`…` and <Trans> (src/i18n): each becomes a message id looked up in the
      // catalogs. Production keeps only the ids (the English words load with their catalog, the
      // signed-in app's lazily); development and tests keep the words too (docs/i18n.md).
      ['@lingui/babel-plugin-lingui-macro', { stripMessageField: env === 'production' }],
    ],
  };
};
