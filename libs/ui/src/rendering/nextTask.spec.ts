import { nextTask } from './nextTask';

/** The global as the test sets it: a `scheduler` of its own, or none. */
const global = globalThis as unknown as { scheduler?: { yield?: () => Promise<void> } };

describe('nextTask', () => {
  afterEach(() => {
    delete global.scheduler;
  });

  it('continues after the current task, not within it (its microtasks)', async () => {
    let continued = false;
    const done = nextTask().then(() => {
      continued = true;
    });
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(continued).toBe(false);
    await done;
    expect(continued).toBe(true);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    global.scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
