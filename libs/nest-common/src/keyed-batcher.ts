/**
 * Joins concurrent calls that share a key into batches: the first call of a key runs at once,
 * calls arriving while it runs wait and then run together as the next batch, and so on. One
 * database statement per batch instead of one per call, for writes that all land on one row
 * (one offer's claims, one client's rate-limit counter), where Postgres would otherwise queue
 * every call behind the previous one's row lock and commit.
 *
 * Nothing is kept between requests: a batch exists only while its calls are waiting, and each
 * batch is one atomic statement or transaction, so replicas (each batching its own calls) stay
 * correct together.
 */
export class KeyedBatcher<T, P = undefined> {
  private readonly waiting = new Map<
    string,
    Array<{ payload: P; resolve: (v: T) => void; reject: (e: unknown) => void }>
  >();
  private readonly running = new Set<string>();

  /**
   * @param runBatch does the work of `size` calls of `key` at once and answers each of them, in
   *   order: a value, or an Error to throw to that call. `payloads` are the calls' own arguments.
   * @param maxBatch at most this many calls in one batch (the rest wait for the next).
   */
  constructor(
    private readonly runBatch: (key: string, size: number, payloads: P[]) => Promise<Array<T | Error>>,
    private readonly maxBatch = 500,
  ) {}

  run(key: string, payload: P = undefined as P): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const queue = this.waiting.get(key);
      if (queue) queue.push({ payload, resolve, reject });
      else this.waiting.set(key, [{ payload, resolve, reject }]);
      if (!this.running.has(key)) void this.drain(key);
    });
  }

  private async drain(key: string): Promise<void> {
    this.running.add(key);
    try {
      for (;;) {
        const queue = this.waiting.get(key);
        if (!queue?.length) break;
        const batch = queue.splice(0, this.maxBatch);
        if (!queue.length) this.waiting.delete(key);
        try {
          const answers = await this.runBatch(
            key,
            batch.length,
            batch.map((call) => call.payload),
          );
          batch.forEach((call, i) => {
            const answer = answers[i];
            if (answer instanceof Error) call.reject(answer);
            else call.resolve(answer);
          });
        } catch (error) {
          for (const call of batch) call.reject(error);
        }
      }
    } finally {
      this.running.delete(key);
      this.waiting.delete(key);
    }
  }
}
