import { BusinessOpeningHours1767400000000 } from '../src/migrations/1767400000000-business-opening-hours';
import { migrationUnderTest } from './migration-under-test';

/** BusinessOpeningHours: the openingHours column and its index; down() removes both. */
describe('BusinessOpeningHours1767400000000', () => {
  const db = migrationUnderTest(BusinessOpeningHours1767400000000);
  const shape = async () => {
    const columns = await db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'catalog' AND table_name = 'business'`,
    );
    return {
      columns: columns.rows.map((r: { column_name: string }) => r.column_name).sort(),
      indexes: await db.indexes(),
    };
  };

  it('adds the column and its partial index; down() takes them away again', async () => {
    const before = await shape();
    expect(await db.up()).toEqual(['BusinessOpeningHours1767400000000']);
    const after = await shape();
    expect(after.columns).toContain('openingHours');
    expect(after.indexes).toContain('business_opening_hours_idx');

    await db.down();
    expect(await shape()).toEqual(before);
  });
});
