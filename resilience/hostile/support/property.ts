import fc from 'fast-check';
import { fuzzSeed } from './hostile';
import type { Answer } from './http';

/** How many answers of each status a property saw: printed, so a run that only ever saw 400 shows. */
export class StatusTally {
  private readonly counts = new Map<number, number>();
  private readonly reasons = new Map<string, number>();

  add(answer: Answer): void {
    this.counts.set(answer.status, (this.counts.get(answer.status) ?? 0) + 1);
    if (answer.status < 400) return;
    const body = answer.json as { error?: string; details?: { path?: string; code?: string }[] } | undefined;
    const first = body?.details?.[0];
    const reason = first ? `${first.path}: ${first.code ?? '?'}` : String(body?.error ?? answer.status);
    this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + 1);
  }

  count(predicate: (status: number) => boolean): number {
    let n = 0;
    for (const [status, count] of this.counts) if (predicate(status)) n += count;
    return n;
  }

  toString(): string {
    return [...this.counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
  }

  /** The most frequent refusals (first detail's path and code, or the error). */
  topReasons(n = 6): string {
    return [...this.reasons.entries()]
      .sort(([, a], [, b]) => b - a)
      .slice(0, n)
      .map(([reason, count]) => `${reason} ×${count}`)
      .join('; ');
  }
}

/**
 * Runs one property with the suite's fixed seed and a bounded number of runs, and prints what it
 * saw and how to replay it. fast-check's own failure report names the seed and the shrunk
 * counterexample (replay: BYP_FUZZ_SEED=<seed>, or its `path`).
 */
export async function checkProperty<T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  { numRuns, tally }: { numRuns: number; tally?: StatusTally },
): Promise<void> {
  const seed = fuzzSeed();
  const started = Date.now();
  try {
    await fc.assert(
      fc.asyncProperty(arbitrary, predicate),
      // Shrinking sends requests too: bounded so a failure still ends in time.
      { seed, numRuns, endOnFailure: false, interruptAfterTimeLimit: 85_000, markInterruptAsFailure: true },
    );
  } finally {
    process.stdout.write(
      `[hostile] ${name}: seed ${seed}, ${numRuns} runs, ${((Date.now() - started) / 1000).toFixed(1)} s` +
        `${tally ? `, answers ${tally.toString()}; refusals: ${tally.topReasons()}` : ''} (replay: BYP_FUZZ_SEED=${seed})\n`,
    );
  }
}
