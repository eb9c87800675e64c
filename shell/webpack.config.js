const { federatedConfig } = require('../webpack.federation');
const { remotes } = require('./config.json');

/**
 * One HTML file, index.html, for every path. What a page of a remote shows and reads before any
 * script is the remote's own, published with its build (webpack.pages.js); the gateway includes
 * it into this HTML per request (SSI include points in src/index.html, one per remote of
 * config.json), so a remote that changes a heading or a first read deploys alone.
 */
module.exports = federatedConfig({
  name: 'shell',
  dir: __dirname,
  isHost: true,
  remotes,
});
