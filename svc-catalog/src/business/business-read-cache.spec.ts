import { gunzipSync } from 'node:zlib';
import type { DataSource } from 'typeorm';
import { BusinessReadCache } from './business-read-cache';

/** A promise and the functions that settle it, for builds and queries the test releases itself. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The version counter of catalog.data_version as the cache reads it: each query answers the
 * counter of the moment it is sent, once the test releases it (or at once when `held` is off).
 */
class FakeDatabase {
  version = 1;
  queries = 0;
  held = false;
  private readonly waiting: Array<() => void> = [];

  query = async (): Promise<{ version: string }[]> => {
    this.queries += 1;
    const seen = String(this.version);
    if (this.held) await new Promise<void>((release) => this.waiting.push(release));
    return [{ version: seen }];
  };

  releaseAll(): void {
    for (const release of this.waiting.splice(0)) release();
  }
}

const list = (names: string[]) => names.map((name) => ({ name, description: 'x'.repeat(200) }));
const namesIn = (answer: { body: Buffer }) =>
  (JSON.parse(answer.body.toString('utf8')) as { name: string }[]).map((b) => b.name);
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('BusinessReadCache', () => {
  let db: FakeDatabase;
  let cache: BusinessReadCache;

  beforeEach(() => {
    db = new FakeDatabase();
    cache = new BusinessReadCache(db as unknown as DataSource);
  });

  it('builds a missing answer once while 50 concurrent requests for it wait, and all get it', async () => {
    const built = deferred<unknown>();
    const build = jest.fn(() => built.promise);
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.json('list', build)));
    await flush();
    built.resolve(list(['Kyiv Bakery']));
    const all = await answers;
    expect(build).toHaveBeenCalledTimes(1);
    expect(new Set(all.map((a) => a.etag)).size).toBe(1);
    expect(namesIn(all[0])).toEqual(['Kyiv Bakery']);
  });

  it('rebuilds once after a write, however many requests arrive at the renewal', async () => {
    let names = ['Kyiv Bakery'];
    const build = jest.fn(async () => list(names));
    await cache.json('list', build);
    expect(build).toHaveBeenCalledTimes(1);

    names = ['Kyiv Bakery', 'Lviv Deli'];
    db.version += 1; // a write committed (the trigger raised the counter)
    const slowBuild = deferred<void>();
    build.mockImplementation(async () => {
      await slowBuild.promise; // the renewal takes a while: requests pile up behind it
      return list(names);
    });
    const renewing = Promise.all(Array.from({ length: 50 }, () => cache.json('list', build)));
    for (let i = 0; i < 5; i += 1) await flush();
    slowBuild.resolve();
    const renewed = await renewing;
    expect(build).toHaveBeenCalledTimes(2);
    for (const answer of renewed) expect(namesIn(answer)).toEqual(['Kyiv Bakery', 'Lviv Deli']);

    // Kept again: the next reads build nothing.
    await cache.json('list', build);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('asks the database for the version once per round, not once per request', async () => {
    await cache.json('list', async () => list(['A']));
    db.queries = 0;
    db.held = true;
    const reads = Array.from({ length: 40 }, () => cache.json('list', async () => list(['A'])));
    await flush();
    // The first request's query runs; the other 39 wait for one shared query after it.
    expect(db.queries).toBe(1);
    db.releaseAll();
    await flush();
    db.releaseAll();
    await Promise.all(reads);
    expect(db.queries).toBe(2);
  });

  it('never answers a request with a version read before it arrived (read-your-writes)', async () => {
    let names = ['Before'];
    const build = async () => list(names);
    await cache.json('list', build);
    db.held = true;
    const early = cache.json('list', build); // its version query is in flight
    await flush();
    names = ['After'];
    db.version += 1; // a write commits while that query runs; the writer then reads
    const afterWrite = cache.json('list', build);
    db.releaseAll();
    await flush();
    db.releaseAll();
    expect(namesIn(await early)).toEqual(['Before']);
    expect(namesIn(await afterWrite)).toEqual(['After']);
  });

  it('shares a failed build with its waiters, then builds again on the next request', async () => {
    const failing = deferred<unknown>();
    const build = jest.fn(() => failing.promise);
    const both = Promise.allSettled([cache.json('list', build), cache.json('list', build)]);
    await flush();
    failing.resolve(Promise.reject(new Error('database gone')));
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(build).toHaveBeenCalledTimes(1);
    build.mockImplementation(async () => list(['Back']));
    expect(namesIn(await cache.json('list', build))).toEqual(['Back']);
  });

  it('keeps the gzipped bytes of a large answer beside the plain ones', async () => {
    const answer = await cache.json('list', async () =>
      list(Array.from({ length: 10 }, (_, i) => `Shop ${i}`)),
    );
    expect(answer.gzip).toBeDefined();
    expect(gunzipSync(answer.gzip!).equals(answer.body)).toBe(true);
    const small = await cache.json('categories', async () => [{ category: 'dining', count: 1 }]);
    expect(small.gzip).toBeUndefined();
  });
});
