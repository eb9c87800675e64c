import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/**
 * `value` as it was the last time the main thread was idle: what depends on it (a strip under the
 * first cards) is drawn after what is on screen first, in a transition of its own, not in the same
 * long task (issue 28: Total Blocking Time). The first render has the first value.
 */
export function useValueWhenIdle<Value>(value: Value): Value {
  const [shown, setShown] = useState(() => value);
  useEffect(() => {
    if (Object.is(shown, value)) return undefined;
    return whenIdle(() => startTransition(() => setShown(() => value)));
  }, [value, shown]);
  return shown;
}
