import { KeyedBatcher } from './keyed-batcher';

describe('KeyedBatcher', () => {
  it('runs the first call at once and the calls that arrive meanwhile as one batch, in order', async () => {
    const batches: Array<[string, number]> = [];
    let release!: () => void;
    const firstDone = new Promise<void>((resolve) => (release = resolve));
    let counter = 0;
    const batcher = new KeyedBatcher<number>(async (key, size) => {
      batches.push([key, size]);
      if (batches.length === 1) await firstDone;
      return Array.from({ length: size }, () => ++counter);
    });
    const first = batcher.run('a');
    const rest = [batcher.run('a'), batcher.run('a'), batcher.run('a')];
    const other = batcher.run('b');
    release();
    expect(await Promise.all([first, ...rest, other])).toEqual([2, 3, 4, 5, 1]);
    expect(batches).toEqual([
      ['a', 1],
      ['b', 1],
      ['a', 3],
    ]);
  });

  it('gives each call its own answer or error, and a failed batch fails only its calls', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let batch = 0;
    const batcher = new KeyedBatcher<string>(async (_key, size) => {
      batch += 1;
      if (batch === 1) {
        await gate;
        throw new Error('database down');
      }
      return Array.from({ length: size }, (_, i) => (i === 0 ? 'granted' : new Error('refused')));
    });
    const failed = batcher.run('k');
    const together = [batcher.run('k'), batcher.run('k')];
    release();
    await expect(failed).rejects.toThrow('database down');
    const [one, two] = await Promise.allSettled(together);
    expect(one).toEqual({ status: 'fulfilled', value: 'granted' });
    expect(two).toMatchObject({ status: 'rejected', reason: new Error('refused') });
  });

  it('splits a long queue into batches of at most maxBatch', async () => {
    const sizes: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const batcher = new KeyedBatcher<number>(async (_key, size) => {
      sizes.push(size);
      if (sizes.length === 1) await gate;
      return Array.from({ length: size }, () => size);
    }, 2);
    const calls = Array.from({ length: 6 }, () => batcher.run('k'));
    release();
    await Promise.all(calls);
    expect(sizes).toEqual([1, 2, 2, 1]);
  });
});
