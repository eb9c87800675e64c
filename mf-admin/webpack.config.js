const { federatedConfig } = require('../webpack.federation');

module.exports = federatedConfig({
  name: 'admin',
  dir: __dirname,
  exposes: { './App': './src/app/App.tsx' },
  // The dashboard's "3 minutes ago" (RecentActivity) words distances with its own date-fns locales.
  dateFnsLocaleParts: ['formatDistance'],
});
