export interface UntilOptions {
  /** How long to keep asking: a ceiling for a state that never comes, not a wait. */
  timeoutMs?: number;
  /** Stops early when the state can no longer come (say, the process under test has exited). */
  giveUp?: () => boolean;
}

/**
 * Asks `probe` every 50 ms until it gives a value (anything but undefined, null or false) and
 * returns that value; undefined if the time ran out or `giveUp` said so. Tests wait for a state
 * with it (a log line written, a process ready), never for a fixed time.
 */
export async function until<T>(
  probe: () => T | undefined | null | false,
  { timeoutMs = 30_000, giveUp = () => false }: UntilOptions = {},
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline || giveUp()) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
