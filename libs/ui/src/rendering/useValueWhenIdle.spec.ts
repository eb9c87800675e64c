import { act, renderHook } from '@testing-library/react';
import { useValueWhenIdle } from './useValueWhenIdle';

describe('useValueWhenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** One idle moment (whenIdle falls back to a 0 ms timer in jsdom). */
  const idle = () => act(() => jest.advanceTimersByTime(0));

  it('has the first value at once and a new one once idle', () => {
    const { result, rerender } = renderHook(({ value }) => useValueWhenIdle(value), {
      initialProps: { value: 'first' },
    });
    expect(result.current).toBe('first');
    rerender({ value: 'second' });
    expect(result.current).toBe('first');
    idle();
    expect(result.current).toBe('second');
  });

  it('takes the latest of several values given before it was idle', () => {
    const { result, rerender } = renderHook(({ value }) => useValueWhenIdle(value), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    rerender({ value: 3 });
    idle();
    expect(result.current).toBe(3);
  });

  it('keeps a function as a value (not called as an update)', () => {
    const first = () => 'a';
    const second = () => 'b';
    const { result, rerender } = renderHook(({ value }) => useValueWhenIdle(value), {
      initialProps: { value: first },
    });
    expect(result.current).toBe(first);
    rerender({ value: second });
    idle();
    expect(result.current).toBe(second);
  });
});
