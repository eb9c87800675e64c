// The resilience files' order, the same on every machine (jest's own sequencer goes by its cache
// of durations, or by file size on a fresh clone): the hostile-input files first, the largest
// first, then the load with its faults last. The load leaves hundreds of approved businesses,
// communities, posts and offers behind, which push inert-pages' items off the first page of the
// lists and the home page's offer strip that it opens.
const Sequencer = require('@jest/test-sequencer').default;

class ResilienceOrder extends Sequencer {
  sort(tests) {
    const hostile = (test) => /[\\/]hostile[\\/]/.test(test.path);
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    return [...tests].sort((a, b) => {
      if (hostile(a) !== hostile(b)) return hostile(a) ? -1 : 1;
      return size(b) - size(a) || a.path.localeCompare(b.path);
    });
  }
}

module.exports = ResilienceOrder;
