// argon2 (64 MiB, 3 passes) per login: on a busy 2-core CI box a suite's start and a few logins pass 5 s.
module.exports = require('../jest.preset.js').nodeProject(__dirname, { testTimeout: 60_000 });
