const { federatedConfig } = require('../webpack.federation');

module.exports = federatedConfig({
  name: 'news',
  dir: __dirname,
  exposes: { './App': './src/app/App.tsx' },
});
