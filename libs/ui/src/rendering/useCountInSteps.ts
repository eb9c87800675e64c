import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/** How many more a step adds: about what a phone draws in one short task (issue 28: TBT). */
export const COUNT_STEP = 6;

/**
 * How many of `total` things (a list's cards) to draw now: `step` at first, then `step` more each
 * time the main thread is idle, up to `total`, so a long list is drawn in short tasks after the
 * first ones are on screen instead of in one long one (issue 28: Total Blocking Time). The count
 * never goes down while mounted (a list that shrinks and grows again is drawn whole at once);
 * `whole` draws all of them at once from then on (a list going back to a place).
 */
export function useCountInSteps(total: number, { step = COUNT_STEP, whole = false } = {}): number {
  const [count, setCount] = useState(() => (whole ? total : Math.min(total, step)));
  // Asked for whole: kept whole after (an effect, not an update during the render: a step may be
  // pending in a transition then, and the two would undo each other).
  useEffect(() => {
    if (whole) setCount((current) => Math.max(current, total));
  }, [whole, total]);
  useEffect(() => {
    if (whole || count >= total) return undefined;
    return whenIdle(() => startTransition(() => setCount((current) => current + step)));
  }, [whole, count, total, step]);
  if (whole) return total;
  return Math.min(count, total);
}
