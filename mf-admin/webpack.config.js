const { federatedConfig } = require('../webpack.federation');

module.exports = federatedConfig({
  name: 'admin',
  dir: __dirname,
  exposes: { './App': './src/app/App.tsx' },
});
