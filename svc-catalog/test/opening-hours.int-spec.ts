import request from 'supertest';
import { parse } from 'csv-parse/sync';
import { MESSAGES, MESSAGE_CODES } from '@byp/contracts';
import type { ServiceUnderTest } from '@byp/testing';
import { adminAuth, adminBusiness, publicBusiness, startCatalog } from './catalog-test-app';

// Issue 26: opening hours through the API and CSV. Open/closed are made clock-proof here with
// values that are always open (24/7) or never ('off'); the London-time rules themselves are
// src/business/opening-hours/opening-hours.spec.ts.
describe('svc-catalog opening hours', () => {
  let svc: ServiceUnderTest;
  const http = () => request(svc.server);
  const admin = () => ({ Authorization: adminAuth() });
  const create = (overrides: Record<string, unknown>) =>
    http().post('/api/businesses').set(admin()).send(adminBusiness(overrides)).expect(201);
  const names = (body: { name: string }[]) => body.map((b) => b.name).sort();

  beforeAll(async () => {
    svc = await startCatalog();
    await create({ name: 'Always Open Kiosk', openingHours: '24/7' });
    await create({ name: 'Never Open Shed', openingHours: 'off' });
    await create({ name: 'Unknown Hours Cafe' });
    await create({ name: 'Always Open Studio', category: 'beauty', openingHours: '24/7' });
  });
  afterAll(() => svc.close());

  it('returns the hours and their London schedule; unknown hours are null', async () => {
    const res = await http().get('/api/businesses').expect(200);
    const kiosk = res.body.find((b: { name: string }) => b.name === 'Always Open Kiosk');
    expect(kiosk.openingHours).toBe('24/7');
    expect(kiosk.openingSchedule.open).toHaveLength(1);
    expect(Date.parse(kiosk.openingSchedule.from)).toBeLessThan(Date.now());
    expect(Date.parse(kiosk.openingSchedule.to)).toBeGreaterThan(Date.now() + 7 * 86_400_000);
    const unknown = res.body.find((b: { name: string }) => b.name === 'Unknown Hours Cafe');
    expect(unknown).toMatchObject({ openingHours: null, openingSchedule: null });
  });

  it('openNow=true keeps only businesses open now, with any other filter', async () => {
    const open = await http().get('/api/businesses?openNow=true').expect(200);
    expect(names(open.body)).toEqual(['Always Open Kiosk', 'Always Open Studio']);
    const inCategory = await http().get('/api/businesses?openNow=true&category=beauty').expect(200);
    expect(names(inCategory.body)).toEqual(['Always Open Studio']);
    const searched = await http().get('/api/businesses?openNow=true&q=kiosk').expect(200);
    expect(names(searched.body)).toEqual(['Always Open Kiosk']);
    const closedOnly = await http().get('/api/businesses?openNow=true&q=shed').expect(200);
    expect(closedOnly.body).toEqual([]);
    const all = await http().get('/api/businesses?openNow=false').expect(200);
    expect(all.body).toHaveLength(4);
    await http().get('/api/businesses?openNow=maybe').expect(400);
  });

  it('refuses hours that are not opening_hours syntax with a coded 400 and stores nothing', async () => {
    for (const openingHours of ['Monday to Friday 9 to 5', 'Mo-Fr 25:00-18:00', 'x'.repeat(300)]) {
      const res = await http()
        .post('/api/businesses/public')
        .send(publicBusiness({ name: 'Bad Hours Bakery', openingHours }))
        .expect(400);
      const detail = res.body.details.find((d: { path: string }) => d.path === 'openingHours');
      expect([MESSAGE_CODES.invalidOpeningHours, MESSAGE_CODES.tooLong]).toContain(detail.code);
    }
    const res = await http()
      .post('/api/businesses/public')
      .send(publicBusiness({ name: 'Bad Hours Bakery', openingHours: 'Monday to Friday 9 to 5' }))
      .expect(400);
    expect(res.body.details).toContainEqual(
      expect.objectContaining({ path: 'openingHours', message: MESSAGES.invalidOpeningHours }),
    );
    const stored = await http().get('/api/businesses/all').set(admin()).expect(200);
    expect(names(stored.body)).not.toContain('Bad Hours Bakery');
  });

  it('takes hours from the public form and lets the admin change and clear them', async () => {
    const submitted = await http()
      .post('/api/businesses/public')
      .send(publicBusiness({ name: 'Night Owl Bar', openingHours: ' Fr,Sa 20:00-02:00; PH off ' }))
      .expect(201);
    expect(submitted.body.openingHours).toBe('Fr,Sa 20:00-02:00; PH off');
    const id = submitted.body.id as string;
    const changed = await http()
      .patch(`/api/businesses/${id}`)
      .set(admin())
      .send({ openingHours: 'Mo-Su 18:00-23:00' })
      .expect(200);
    expect(changed.body.openingHours).toBe('Mo-Su 18:00-23:00');
    await http().patch(`/api/businesses/${id}`).set(admin()).send({ openingHours: 'nonsense' }).expect(400);
    const cleared = await http()
      .patch(`/api/businesses/${id}`)
      .set(admin())
      .send({ openingHours: '' })
      .expect(200);
    expect(cleared.body).toMatchObject({ openingHours: null, openingSchedule: null });
  });

  it('documents openingHours, openingSchedule and openNow in OpenAPI', async () => {
    const doc = (await http().get('/api/docs/catalog-json').expect(200)).body;
    const schemas = doc.components.schemas;
    expect(schemas.BusinessResponseDto.properties).toHaveProperty('openingHours');
    expect(schemas.BusinessResponseDto.properties).toHaveProperty('openingSchedule');
    for (const body of ['CreatePublicBusinessDto', 'CreateBusinessDto', 'UpdateBusinessDto'])
      expect(schemas[body].properties.openingHours.example).toContain('Mo-Fr 09:00-18:00');
    const listParameters = doc.paths['/api/businesses'].get.parameters.map((p: { name: string }) => p.name);
    expect(listParameters).toContain('openNow');
  });

  it('round-trips the opening_hours CSV column and reports a row with invalid hours', async () => {
    const hours = 'Mo-Fr 09:00-18:00; Sa 10:00-14:00';
    const csv = [
      'name,description,category,address,opening_hours',
      `CSV Hours Deli,Deli with long opening hours,dining,1 Csv Street London,"${hours}"`,
      'CSV No Hours Deli,Deli without opening hours,dining,2 Csv Street London,',
      'CSV Bad Hours Deli,Deli with broken hours,dining,3 Csv Street London,whenever',
    ].join('\n');
    const imported = await http().post('/api/businesses/bulk').set(admin()).send({ csv }).expect(200);
    expect(imported.body.created).toHaveLength(2);
    expect(imported.body.failed).toEqual([
      { row: 4, name: 'CSV Bad Hours Deli', errors: [MESSAGES.invalidOpeningHours] },
    ]);

    const exported = await http().get('/api/businesses/export').set(admin()).expect(200);
    const rows: Record<string, string>[] = parse(exported.text, { columns: true, bom: true });
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('CSV Hours Deli')?.opening_hours).toBe(hours);
    expect(byName.get('CSV No Hours Deli')?.opening_hours).toBe('');

    // The export, imported again, gives the same hours.
    const again = exported.text.replaceAll('CSV Hours Deli', 'CSV Hours Deli Again');
    await http().post('/api/businesses/bulk').set(admin()).send({ csv: again }).expect(200);
    const list = await http().get('/api/businesses?q=CSV%20Hours%20Deli%20Again').expect(200);
    expect(list.body[0]).toMatchObject({ name: 'CSV Hours Deli Again', openingHours: hours });

    const template = await http().get('/api/businesses/template').expect(200);
    expect(template.text.split('\n')[0].split(',')).toContain('opening_hours');
  });
});
