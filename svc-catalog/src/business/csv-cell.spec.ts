import { safeCell } from './business-csv.service';

describe('CSV export cells', () => {
  it.each(['=1+1', '+cmd|x', '-2+3', '@SUM(A1)', '\tTab', '\rReturn'])('neutralises %j', (cell) => {
    expect(safeCell(cell)).toBe(`'${cell}`);
  });

  it.each(['-0.1278', '+44', '51.5', 'Plain text', ''])('keeps %j as it is', (cell) => {
    expect(safeCell(cell)).toBe(cell);
  });
});
