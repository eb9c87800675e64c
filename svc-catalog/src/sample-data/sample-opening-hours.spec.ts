import { isValidOpeningHours } from '../business/opening-hours';
import { SAMPLE_BUSINESSES } from './sample-data';
import { SAMPLE_OPENING_HOURS } from './sample-opening-hours';

describe('sample opening hours', () => {
  it('belong to sample businesses, most of them, and all parse', () => {
    const names = new Set(SAMPLE_BUSINESSES.map((business) => business.name));
    const entries = Object.entries(SAMPLE_OPENING_HOURS);
    for (const [name, hours] of entries) {
      expect(names).toContain(name);
      expect({ name, valid: isValidOpeningHours(hours) }).toEqual({ name, valid: true });
    }
    expect(entries.length).toBeGreaterThan(SAMPLE_BUSINESSES.length / 2);
    expect(entries.length).toBeLessThan(SAMPLE_BUSINESSES.length);
  });

  it('include a bank-holiday rule and a range past midnight', () => {
    const values = Object.values(SAMPLE_OPENING_HOURS);
    expect(values.some((hours) => /\bPH off\b/.test(hours))).toBe(true);
    expect(values).toContain('Th-Sa 19:00-01:00');
  });
});
