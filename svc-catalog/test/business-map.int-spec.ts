import { Client } from 'pg';
import request from 'supertest';
import { stringify } from 'csv-stringify/sync';
import { BUSINESS_CSV_COLUMNS } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, publicBusiness, startCatalog } from './catalog-test-app';

// Issue 29: GET /api/businesses/map, the clusters and markers of what is in view, over a known set
// of located businesses: three groups far apart, a lone one, some without coordinates and some
// pending (never on the map).

interface Located {
  name: string;
  nameUk?: string;
  category: string;
  longitude: number;
  latitude: number;
  description?: string;
  openingHours?: string;
}

interface MapAnswer {
  total: number;
  clusters: { id: string; longitude: number; latitude: number; count: number; bbox: number[] }[];
  markers: {
    id: string;
    slug: string;
    name: string;
    category: string;
    longitude: number;
    latitude: number;
    isPremium: boolean;
  }[];
}

/** A group of n businesses spread over a square of `size` degrees from (lon, lat). */
const group = (prefix: string, n: number, lon: number, lat: number, size: number, category: string) =>
  Array.from({ length: n }, (_, i) => ({
    name: `${prefix} ${i}`,
    category: i % 2 ? category : 'shop',
    longitude: lon + ((i * 7) % n) * (size / n),
    latitude: lat + ((i * 3) % n) * (size / n),
  }));

const CITY = group('Soho Place', 20, -0.14, 51.51, 0.004, 'dining');
const NORTH = group('Barnet Corner', 10, -0.2, 51.65, 0.003, 'beauty');
const LONE: Located = {
  name: 'Lone Bakery',
  nameUk: 'Самотня пекарня',
  category: 'dining',
  longitude: 0.05,
  latitude: 51.4,
  description: 'Rye bread and borscht every day of the week.',
  openingHours: '24/7',
};
const KNOWN: Located[] = [...CITY, ...NORTH, LONE];
const LONDON = '-0.6,51.2,0.4,51.8';

function csvOf(rows: Located[]): string {
  const records = rows.map((b) => ({
    name: b.name,
    name_uk: b.nameUk ?? '',
    description: b.description ?? `A located business called ${b.name}.`,
    category: b.category,
    address: `${b.name} Street, London`,
    latitude: String(b.latitude),
    longitude: String(b.longitude),
    opening_hours: b.openingHours ?? '',
  }));
  return stringify(records, { header: true, columns: [...BUSINESS_CSV_COLUMNS] });
}

const adminBusinessAt = (longitude: number, latitude: number) => ({
  description: 'A business with a pin on the map.',
  category: 'art',
  address: '1 Pin Street, London',
  heroImage: 'https://images.example/pin.jpg',
  longitude,
  latitude,
});

const sum = (answer: MapAnswer) =>
  answer.clusters.reduce((total, c) => total + c.count, 0) + answer.markers.length;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const inBox = (b: { longitude: number; latitude: number }, [w, s, e, n]: number[]) =>
  b.longitude >= w && b.longitude <= e && b.latitude >= s && b.latitude <= n;

describe('svc-catalog GET /api/businesses/map', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const map = async (query: string, lang = 'en'): Promise<MapAnswer> =>
    (await http().get(`/api/businesses/map?${query}&lang=${lang}`).expect(200)).body;

  beforeAll(async () => {
    svc = await startCatalog();
    const res = await http()
      .post('/api/businesses/bulk')
      .set('Authorization', adminAuth())
      .send({ csv: csvOf(KNOWN) + 'No Coordinates Cafe,Somewhere without a map pin,dining,1 Nowhere Road\n' })
      .expect(200);
    expect(res.body.failed).toEqual([]);
    // Pending: located, but never shown.
    await http()
      .post('/api/businesses/public')
      .send(publicBusiness({ name: 'Pending Soho', longitude: -0.139, latitude: 51.511 }))
      .expect(201);
  });
  afterAll(() => svc?.close());

  it('clusters the whole city at zoom 8: each group one cluster, the lone business a marker', async () => {
    const answer = await map(`bbox=${LONDON}&zoom=8`);
    expect(answer.total).toBe(KNOWN.length);
    expect(sum(answer)).toBe(answer.total);
    const byCount = [...answer.clusters].sort((a, b) => b.count - a.count);
    expect(byCount.map((c) => c.count)).toEqual([20, 10]);
    const [city, north] = byCount;
    // Position: the members' mean; bbox: their extent.
    expect(city.longitude).toBeCloseTo(mean(CITY.map((b) => b.longitude)), 9);
    expect(city.latitude).toBeCloseTo(mean(CITY.map((b) => b.latitude)), 9);
    expect(city.bbox).toEqual([
      Math.min(...CITY.map((b) => b.longitude)),
      Math.min(...CITY.map((b) => b.latitude)),
      Math.max(...CITY.map((b) => b.longitude)),
      Math.max(...CITY.map((b) => b.latitude)),
    ]);
    expect(north.longitude).toBeCloseTo(mean(NORTH.map((b) => b.longitude)), 9);
    expect(answer.markers).toEqual([
      {
        id: expect.any(String),
        slug: expect.any(String),
        name: 'Lone Bakery',
        category: 'dining',
        longitude: LONE.longitude,
        latitude: LONE.latitude,
        isPremium: false,
      },
    ]);
    // Stable ids: the same view asks the same cells.
    expect((await map(`bbox=${LONDON}&zoom=8`)).clusters.map((c) => c.id).sort()).toEqual(
      answer.clusters.map((c) => c.id).sort(),
    );
  });

  it('splits the groups at zoom 15, every cluster holding two or more, the counts summing to the total', async () => {
    const answer = await map(`bbox=${LONDON}&zoom=15`);
    expect(answer.total).toBe(KNOWN.length);
    expect(sum(answer)).toBe(KNOWN.length);
    expect(answer.clusters.length + answer.markers.length).toBeGreaterThan(3);
    for (const cluster of answer.clusters) {
      expect(cluster.count).toBeGreaterThanOrEqual(2);
      const [w, s, e, n] = cluster.bbox;
      expect(cluster.longitude).toBeGreaterThanOrEqual(w);
      expect(cluster.longitude).toBeLessThanOrEqual(e);
      expect(cluster.latitude).toBeGreaterThanOrEqual(s);
      expect(cluster.latitude).toBeLessThanOrEqual(n);
    }
    const ids8 = new Set((await map(`bbox=${LONDON}&zoom=8`)).clusters.map((c) => c.id));
    expect(answer.clusters.filter((c) => ids8.has(c.id))).toEqual([]);
  });

  it('answers markers only from zoom 16, names in the language asked, the other as fallback', async () => {
    const city = '-0.15,51.5,-0.13,51.52';
    const answer = await map(`bbox=${city}&zoom=16`, 'uk');
    expect(answer.clusters).toEqual([]);
    expect(answer.total).toBe(CITY.length);
    expect(answer.markers.map((m) => m.name).sort()).toEqual(CITY.map((b) => b.name).sort());
    const lone = await map('bbox=0.04,51.39,0.06,51.41&zoom=17', 'uk');
    expect(lone.markers.map((m) => m.name)).toEqual(['Самотня пекарня']);
  });

  it('counts only what is inside the bbox', async () => {
    const box = [-0.21, 51.64, -0.19, 51.66];
    const answer = await map(`bbox=${box.join(',')}&zoom=12`);
    expect(answer.total).toBe(NORTH.length);
    expect(sum(answer)).toBe(NORTH.length);
    // A box through the middle of a group keeps the members inside it only.
    const half = [-0.14, 51.51, -0.138, 51.514];
    const expected = KNOWN.filter((b) => inBox(b, half)).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(CITY.length);
    expect((await map(`bbox=${half.join(',')}&zoom=10`)).total).toBe(expected);
    expect((await map('bbox=10,10,11,11&zoom=5')).total).toBe(0);
  });

  it('applies the list filters: category, q, location, openNow, agreeing with the list', async () => {
    const cases = [
      'category=shop',
      'q=barnet',
      'q=bakry',
      'location=soho place',
      'openNow=true',
      'category=beauty&q=corner',
    ];
    for (const filter of cases) {
      const list: { longitude: number | null; latitude: number | null }[] = (
        await http().get(`/api/businesses?${filter}`).expect(200)
      ).body;
      const located = list.filter((b) => b.longitude !== null && b.latitude !== null);
      const answer = await map(`bbox=${LONDON}&zoom=9&${filter}`);
      expect([filter, answer.total]).toEqual([filter, located.length]);
      expect(sum(answer)).toBe(answer.total);
    }
    expect((await map(`bbox=${LONDON}&zoom=9&q=barnet`)).total).toBe(NORTH.length);
    expect((await map(`bbox=${LONDON}&zoom=9&openNow=true`)).total).toBe(1);
    expect((await map(`bbox=${LONDON}&zoom=9&q=zzqxw`)).total).toBe(0);
  });

  // Wide unfiltered views read stored cells plus the rows of the box's edge (business_map_cell);
  // a filter every business passes (all addresses are in London) makes the same view read rows.
  const cellsBuilt = async () => {
    // A wide view starts the build when the cells are stale; wait until it is done.
    await map(`bbox=${LONDON}&zoom=9`);
    const client = new Client({ connectionString: svc.db.url });
    await client.connect();
    try {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const {
          rows: [state],
        } = await client.query(`SELECT "version", "built" FROM "catalog"."business_map_version"`);
        if (state.version === state.built) return;
        if (Date.now() > deadline) throw new Error('the map cells were not built');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await client.end();
    }
  };
  const sameAsRows = async (box: string, zoom: number) => {
    await cellsBuilt();
    const stored = await map(`bbox=${box}&zoom=${zoom}`);
    const rows = await map(`bbox=${box}&zoom=${zoom}&location=london`);
    const strip = (a: MapAnswer) => ({
      total: a.total,
      clusters: a.clusters.map(({ id, count, bbox }) => ({ id, count, bbox })),
      markers: a.markers,
    });
    expect(strip(stored)).toEqual(strip(rows));
    stored.clusters.forEach((cluster, i) => {
      expect(cluster.longitude).toBeCloseTo(rows.clusters[i].longitude, 9);
      expect(cluster.latitude).toBeCloseTo(rows.clusters[i].latitude, 9);
    });
    return stored;
  };

  it('answers a wide view from the stored cells exactly as from the rows, box edges included', async () => {
    const boxes = [
      LONDON,
      '-0.145,51.505,0.06,51.7',
      '-0.141,51.511,-0.1,51.66',
      '-0.2,51.3,0.05,51.6505',
      '-0.1415,51.3999,0.0501,51.6521',
    ];
    for (const box of boxes) for (const zoom of [6, 9, 10, 11, 12, 13]) await sameAsRows(box, zoom);
  });

  it('follows every write at once: a new located business, an approval, a move, a deletion', async () => {
    const before = (await sameAsRows(LONDON, 9)).total;
    const created = await http()
      .post('/api/businesses')
      .set('Authorization', adminAuth())
      .send({ ...adminBusinessAt(-0.3, 51.45), name: 'Fresh Pin' })
      .expect(201);
    expect((await sameAsRows(LONDON, 9)).total).toBe(before + 1);
    const pending = await http()
      .post('/api/businesses/public')
      .send(publicBusiness({ name: 'Approved Later', longitude: -0.31, latitude: 51.46 }))
      .expect(201);
    expect((await sameAsRows(LONDON, 9)).total).toBe(before + 1);
    await http()
      .post(`/api/businesses/${pending.body.id}/approve`)
      .set('Authorization', adminAuth())
      .expect(200);
    expect((await sameAsRows(LONDON, 9)).total).toBe(before + 2);
    await http()
      .patch(`/api/businesses/${created.body.id}`)
      .set('Authorization', adminAuth())
      .send({ longitude: 5, latitude: 45 })
      .expect(200);
    expect((await sameAsRows(LONDON, 9)).total).toBe(before + 1);
    for (const id of [created.body.id, pending.body.id])
      await http().delete(`/api/businesses/${id}`).set('Authorization', adminAuth()).expect(204);
    expect((await sameAsRows(LONDON, 9)).total).toBe(before);
  });

  it.each([
    ['no bbox', 'zoom=3', 'bbox', 'required'],
    ['no zoom', `bbox=${LONDON}`, 'zoom', 'required'],
    ['three numbers', 'bbox=1,2,3&zoom=3', 'bbox', 'invalid_input'],
    ['a word', 'bbox=a,b,c,d&zoom=3', 'bbox', 'invalid_input'],
    ['west after east', 'bbox=1,51,0,52&zoom=3', 'bbox', 'invalid_input'],
    ['south after north', 'bbox=0,52,1,51&zoom=3', 'bbox', 'invalid_input'],
    ['a latitude past 90', 'bbox=0,51,1,95&zoom=3', 'bbox', 'invalid_input'],
    ['a longitude past 180', 'bbox=-181,51,1,52&zoom=3', 'bbox', 'invalid_input'],
    ['zoom 21', `bbox=${LONDON}&zoom=21`, 'zoom', 'too_big'],
    ['zoom -1', `bbox=${LONDON}&zoom=-1`, 'zoom', 'too_small'],
    ['zoom 2.5', `bbox=${LONDON}&zoom=2.5`, 'zoom', 'invalid_input'],
    ['a bad category', `bbox=${LONDON}&zoom=3&category=pets`, 'category', 'invalid_category'],
    ['paging', `bbox=${LONDON}&zoom=3&limit=5`, 'limit', 'unrecognized_keys'],
  ])('answers 400 in the error shape for %s', async (_, query, path, code) => {
    const res = await http().get(`/api/businesses/map?${query}`).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Validation failed' });
    expect(res.body.details).toContainEqual(
      expect.objectContaining({ path, code, message: expect.any(String) }),
    );
  });

  it('clusters a view of more than 500 businesses even at zoom 16', async () => {
    const crowd = group('Crowd Market', 520, 0.2, 51.6, 0.004, 'shop');
    await http()
      .post('/api/businesses/bulk')
      .set('Authorization', adminAuth())
      .send({ csv: csvOf(crowd) })
      .expect(200);
    const box = '0.199,51.599,0.205,51.605';
    // The stored cells follow the import.
    expect((await sameAsRows(LONDON, 10)).total).toBe(KNOWN.length + 520);
    const answer = await map(`bbox=${box}&zoom=16`);
    expect(answer.total).toBe(520);
    expect(sum(answer)).toBe(520);
    expect(answer.clusters.length).toBeGreaterThan(0);
    expect(answer.markers.length).toBeLessThanOrEqual(500);
    // Zoomed in on part of it, 500 or fewer: markers only.
    const part = await map('bbox=0.199,51.599,0.2012,51.6012&zoom=18');
    expect(part.clusters).toEqual([]);
    expect(part.markers.length).toBe(part.total);
    expect(part.total).toBe(crowd.filter((b) => inBox(b, [0.199, 51.599, 0.2012, 51.6012])).length);
  });
});
