import { whenSettled } from './whenSettled';

/** A stand-in for the browser's long-task observer: the test reports long tasks through it. */
class FakeLongTaskObserver {
  static supportedEntryTypes = ['longtask'];
  static current: FakeLongTaskObserver | undefined;
  constructor(
    private readonly callback: (list: { getEntries(): { startTime: number; duration: number }[] }) => void,
  ) {
    FakeLongTaskObserver.current = this;
  }
  observe() {}
  disconnect() {
    if (FakeLongTaskObserver.current === this) FakeLongTaskObserver.current = undefined;
  }
  report(startTime: number, duration: number) {
    this.callback({ getEntries: () => [{ startTime, duration }] });
  }
}

describe('whenSettled', () => {
  const original = globalThis.PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeLongTaskObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = original;
  });

  it('runs once the loaded page has had no long task for the quiet window', () => {
    const callback = jest.fn();
    whenSettled(callback, 3000);
    jest.advanceTimersByTime(2000);
    // A long task restarts the quiet window from its end.
    FakeLongTaskObserver.current!.report(performance.now(), 100);
    jest.advanceTimersByTime(2500);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    // Then in an idle period (a timer where idle callbacks are unknown).
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(FakeLongTaskObserver.current).toBeUndefined();
  });

  it('waits for the load event first', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const callback = jest.fn();
    whenSettled(callback, 1000);
    jest.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(1000);
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('never runs once cancelled', () => {
    const callback = jest.fn();
    const cancel = whenSettled(callback, 1000);
    jest.advanceTimersByTime(500);
    cancel();
    jest.advanceTimersByTime(5000);
    jest.runOnlyPendingTimers();
    expect(callback).not.toHaveBeenCalled();
    expect(FakeLongTaskObserver.current).toBeUndefined();
  });
});
