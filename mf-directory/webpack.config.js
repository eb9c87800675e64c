const { federatedConfig } = require('../webpack.federation');

module.exports = federatedConfig({
  name: 'directory',
  dir: __dirname,
  exposes: { './App': './src/app/App.tsx' },
});
