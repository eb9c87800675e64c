// Jest environments whose tests can set the worker's real time zone: a test's `process.env` is a
// copy, so assigning TZ there changes nothing. `setProcessTimeZone(zone)` assigns the worker's own
// process.env.TZ, which Node applies at once to every Date (issue 26: opening hours must read
// London time whatever the clock's zone). The zone is restored when the file ends.
// Use with a docblock: `@jest-environment @byp/testing/process-time-zone-environment.cjs` (node)
// or `@byp/testing/process-time-zone-jsdom-environment.cjs` (React), and declare the function in
// the test file (`declare const setProcessTimeZone: (zone: string | undefined) => void;`).
function withProcessTimeZone(Base) {
  return class ProcessTimeZoneEnvironment extends Base {
    constructor(config, context) {
      super(config, context);
      this.savedZone = process.env.TZ;
      this.global.setProcessTimeZone = (zone) => {
        if (zone === undefined) delete process.env.TZ;
        else process.env.TZ = zone;
      };
    }

    async teardown() {
      if (this.savedZone === undefined) delete process.env.TZ;
      else process.env.TZ = this.savedZone;
      await super.teardown();
    }
  };
}

module.exports = withProcessTimeZone(require('jest-environment-node').TestEnvironment);
module.exports.withProcessTimeZone = withProcessTimeZone;
