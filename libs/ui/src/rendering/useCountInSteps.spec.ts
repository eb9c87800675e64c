import { act, renderHook } from '@testing-library/react';
import { useCountInSteps } from './useCountInSteps';

describe('useCountInSteps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** One idle moment (whenIdle falls back to a 0 ms timer in jsdom). */
  const idle = () => act(() => jest.advanceTimersByTime(0));

  it('starts with one step and adds a step each idle moment, up to the total', () => {
    const { result } = renderHook(() => useCountInSteps(14));
    expect(result.current).toBe(6);
    idle();
    expect(result.current).toBe(12);
    idle();
    expect(result.current).toBe(14);
    idle();
    expect(result.current).toBe(14);
  });

  it('gives a short list whole at once', () => {
    const { result } = renderHook(() => useCountInSteps(4));
    expect(result.current).toBe(4);
  });

  it('takes the step it is given', () => {
    const { result } = renderHook(() => useCountInSteps(10, { step: 3 }));
    expect(result.current).toBe(3);
    idle();
    expect(result.current).toBe(6);
  });

  it('gives the whole list at once when asked, and does not go back to steps after', () => {
    const { result, rerender } = renderHook(({ whole }) => useCountInSteps(24, { whole }), {
      initialProps: { whole: false },
    });
    expect(result.current).toBe(6);
    rerender({ whole: true });
    expect(result.current).toBe(24);
    rerender({ whole: false });
    expect(result.current).toBe(24);
  });

  it('goes on in steps when the total grows', () => {
    const { result, rerender } = renderHook(({ total }) => useCountInSteps(total), {
      initialProps: { total: 6 },
    });
    expect(result.current).toBe(6);
    rerender({ total: 20 });
    expect(result.current).toBe(6);
    idle();
    expect(result.current).toBe(12);
  });
});
