/**
 * Ends the current task, so the browser may paint and answer input before the work that follows
 * (start-up in steps: each step a task of its own instead of one long one, issue 28: Total
 * Blocking Time). Where the browser has `scheduler.yield()` the rest continues ahead of other
 * queued tasks; elsewhere it is a new task (a message, which has no timers' 4 ms clamp).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(undefined);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
