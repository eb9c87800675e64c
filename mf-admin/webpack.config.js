const { federatedConfig } = require('../webpack.federation');

module.exports = federatedConfig({
  name: 'admin',
  dir: __dirname,
  exposes: { './App': './src/app/App.tsx' },
  // The dashboard's "3 minutes ago" (RecentActivity) words distances with its own date-fns locales.
  dateFnsLocaleParts: ['formatDistance'],
  // Published for the host beside remoteEntry.js (webpack.pages.js); no first paint of its own.
  pages: [{ path: '/admin/*' }],
});
