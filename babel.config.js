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
    ],
  };
};
