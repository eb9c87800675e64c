// The gateway keeps public reads (its micro-cache) at rest as under load, and a write is seen by
// the next read at once: the writing service gives the gateway a new API generation before it
// answers (docs/architecture.md, "Caching"). Plain HTTP, no cookies, as any script would do it.
import { adminToken, api } from './support/api';

/**
 * Reads `path` until the gateway answers it from its kept copy (X-Cache-Status HIT): the copy a
 * following write must not leave behind. Other test files write meanwhile (each write starts a
 * new generation), hence a few tries rather than exactly two reads.
 */
async function keptCopy<T>(path: string): Promise<T> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const res = await api<T>(path);
    expect([path, res.status]).toEqual([path, 200]);
    if (res.headers.get('x-cache-status') === 'HIT') return res.body;
  }
  throw new Error(`${path} was never answered from the gateway's copy`);
}

const read = async <T>(path: string): Promise<T> => {
  const res = await api<T>(path);
  expect([path, res.status]).toEqual([path, 200]);
  return res.body;
};

interface Named {
  id: string;
  name: string;
}

describe("the gateway's micro-cache: kept at rest, never older than the last write", () => {
  let token: string;
  const run = Date.now().toString(36);

  beforeAll(async () => {
    token = await adminToken();
  });

  const write = async <T = { id: string }>(method: string, path: string, body?: unknown, asAdmin = true) => {
    const res = await api<T>(path, { method, body, token: asAdmin ? token : undefined });
    expect([method, path, res.status < 300]).toEqual([method, path, true]);
    return res.body;
  };

  /** An approved business an admin adds, named for this run. */
  const newBusiness = (name: string, category: string) =>
    write<Named>('POST', '/api/businesses', {
      name: `${name} ${run}`,
      description: `${name}: a place the cache test writes to.`,
      category,
      address: '5 Cache Street, London',
      heroImage: 'https://example.com/kept-copy.jpg',
    });

  it('answers a repeated public read from its copy at rest, with the service ETag and no-cache', async () => {
    await keptCopy('/api/communities');
    const res = await api('/api/communities');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^W\//);
    // A client asking for a fresh answer (a reload) gets the service's own.
    const fresh = await api('/api/communities', { headers: { 'cache-control': 'no-cache' } });
    expect(fresh.headers.get('x-cache-status')).toBe('BYPASS');
  });

  it("shows an admin's new, edited and deleted business on the very next read", async () => {
    await keptCopy<Named[]>('/api/businesses?category=art');
    const created = await newBusiness('Kept Copy Gallery', 'art');
    expect((await read<Named[]>('/api/businesses?category=art')).map((b) => b.name)).toContain(created.name);

    await keptCopy<Named>(`/api/businesses/${created.id}`);
    await keptCopy<Named[]>('/api/businesses?category=art');
    await write('PATCH', `/api/businesses/${created.id}`, { name: `Kept Copy Gallery ${run}, edited` });
    expect((await read<Named>(`/api/businesses/${created.id}`)).name).toBe(
      `Kept Copy Gallery ${run}, edited`,
    );
    expect((await read<Named[]>('/api/businesses?category=art')).map((b) => b.name)).toContain(
      `Kept Copy Gallery ${run}, edited`,
    );

    await keptCopy<Named[]>('/api/businesses?category=art');
    await write('DELETE', `/api/businesses/${created.id}`);
    expect((await read<Named[]>('/api/businesses?category=art')).map((b) => b.id)).not.toContain(created.id);
  });

  it("shows a visitor's own claim of an offer, and an admin's edit of it, on the very next read", async () => {
    const business = await newBusiness('Kept Copy Bakery', 'dining');
    const offer = await write<{ id: string }>('POST', '/api/offers', {
      businessId: business.id,
      title: `Kept copy rye ${run}`,
      description: 'Ten percent off rye bread',
      discountPercentage: 10,
      maxRedemptions: 50,
      validUntil: new Date(Date.now() + 86400_000 * 3).toISOString(),
    });
    type Offer = { id: string; title: string; currentRedemptions: number };
    const find = (offers: Offer[]) => offers.find((o) => o.id === offer.id);

    expect(find(await keptCopy<Offer[]>('/api/offers'))?.currentRedemptions).toBe(0);
    await write('POST', `/api/offers/${offer.id}/claim`, undefined, false);
    expect(find(await read<Offer[]>('/api/offers'))?.currentRedemptions).toBe(1);

    await keptCopy<Offer[]>('/api/offers');
    await write('PATCH', `/api/offers/${offer.id}`, { title: `Kept copy rye ${run}, edited` });
    expect(find(await read<Offer[]>('/api/offers'))?.title).toBe(`Kept copy rye ${run}, edited`);
  });

  it('shows a review on the very next read once an admin approves it', async () => {
    const business = await newBusiness('Kept Copy Studio', 'art');
    const reviews = `/api/businesses/${business.id}/reviews`;
    expect(await keptCopy<unknown[]>(reviews)).toEqual([]);
    const review = await write<{ id: string }>(
      'POST',
      reviews,
      { userName: 'Oksana', rating: 5, comment: `Kept copy review ${run}` },
      false,
    );
    await keptCopy<unknown[]>(reviews);
    await write('POST', `/api/businesses/reviews/${review.id}/approve`);
    expect((await read<{ id: string }[]>(reviews)).map((r) => r.id)).toEqual([review.id]);
  });

  it('shows a community on the very next read once approved, and its edit at once', async () => {
    const submitted = await write<Named>(
      'POST',
      '/api/communities/public',
      {
        name: `Kept Copy Choir ${run}`,
        description: 'A choir the cache test submits.',
        heroImage: 'https://example.com/choir.jpg',
      },
      false,
    );
    const names = async () => (await read<Named[]>('/api/communities')).map((c) => c.name);
    await keptCopy('/api/communities');
    await write('POST', `/api/communities/${submitted.id}/approve`);
    expect(await names()).toContain(`Kept Copy Choir ${run}`);

    await keptCopy('/api/communities');
    await write('PATCH', `/api/communities/${submitted.id}`, { name: `Kept Copy Choir ${run}, edited` });
    expect(await names()).toContain(`Kept Copy Choir ${run}, edited`);
  });

  it('shows a post on the very next read once approved, and its edit and deletion at once', async () => {
    const submitted = await write<{ id: string; title: string }>(
      'POST',
      '/api/posts/public',
      {
        type: 'news',
        organizerType: 'public',
        title: `Kept copy news ${run}`,
        body: 'News the cache test submits, approves, edits and deletes.',
      },
      false,
    );
    const titles = async () => (await read<{ title: string }[]>('/api/posts?type=news')).map((p) => p.title);
    await keptCopy('/api/posts?type=news');
    await write('POST', `/api/posts/${submitted.id}/approve`);
    expect(await titles()).toContain(`Kept copy news ${run}`);

    await keptCopy('/api/posts?type=news');
    await write('PATCH', `/api/posts/${submitted.id}`, { title: `Kept copy news ${run}, edited` });
    expect(await titles()).toContain(`Kept copy news ${run}, edited`);

    await keptCopy('/api/posts?type=news');
    await write('DELETE', `/api/posts/${submitted.id}`);
    expect(await titles()).not.toContain(`Kept copy news ${run}, edited`);
  });
});
