// Longest test files first, also on a fresh clone. Jest's own sequencer orders by the durations it
// cached on this machine, and without a cache (a fresh clone, CI) by file size, which starts a
// four-minute browser file after dozens of small unit files and leaves one worker busy alone at
// the end. Here a file's duration is, in this order: the jest cache's figure, the committed figure
// in test-durations.json (seconds, by path from the repository root; refresh it with
// `node scripts/test-durations.mjs` after an `npm test`), else an estimate from its kind and size.
// Files that failed in the last run still go first, as with jest's sequencer.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const ROOT = path.join(__dirname, '..', '..');

function committedDurations() {
  try {
    return JSON.parse(readFileSync(path.join(__dirname, 'test-durations.json'), 'utf8')).seconds ?? {};
  } catch {
    return {};
  }
}

/** Seconds a file not measured yet may take: a browser file starts a page per test. */
function estimate(test) {
  const bytes = test.context.hasteFS.getSize(test.path) ?? 0;
  if (test.path.endsWith('.e2e.ts')) return 10 + bytes / 250;
  if (test.path.endsWith('.int-spec.ts')) return 5 + bytes / 1000;
  return bytes / 5000;
}

class LongestFirst extends Sequencer {
  sort(tests) {
    const committed = committedDurations();
    const seconds = (test) => {
      const cached = this.time(test);
      if (cached != null) return cached / 1000;
      const known = committed[path.relative(ROOT, test.path).split(path.sep).join('/')];
      return known ?? estimate(test);
    };
    const keyed = tests.map((test) => ({ test, failed: this.hasFailed(test), seconds: seconds(test) }));
    keyed.sort((a, b) => {
      if (a.failed !== b.failed) return a.failed ? -1 : 1;
      return b.seconds - a.seconds;
    });
    for (const { test, seconds: s } of keyed) test.duration = s * 1000;
    return keyed.map(({ test }) => test);
  }
}

module.exports = LongestFirst;
