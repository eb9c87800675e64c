const { federatedConfig } = require('../webpack.federation');

module.exports = federatedConfig({ name: 'shell', dir: __dirname, isHost: true });
