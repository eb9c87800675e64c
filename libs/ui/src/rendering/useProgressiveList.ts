import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/** Cards drawn with the first answer; the rest follow in steps of this many. */
export const FIRST_CARDS = 6;

/**
 * The first `step` items at once, then `step` more each time the main thread is idle, until all
 * are shown: a long list of cards is drawn in several short tasks, not one long one (issue 13:
 * Total Blocking Time), and the first screen comes first. A new `list` starts again from the top.
 * `complete` is false until every item is drawn (the results stay aria-busy until then).
 */
export function useProgressiveList<T>(list: readonly T[], step = FIRST_CARDS) {
  const [state, setState] = useState({ list, count: step });
  let count = state.count;
  if (state.list !== list) {
    count = step;
    setState({ list, count });
  }
  const complete = count >= list.length;
  useEffect(() => {
    if (complete) return undefined;
    return whenIdle(() =>
      startTransition(() =>
        setState((current) => (current.list === list ? { list, count: current.count + step } : current)),
      ),
    );
  }, [complete, count, list, step]);
  return { shown: complete ? list : list.slice(0, count), complete };
}
