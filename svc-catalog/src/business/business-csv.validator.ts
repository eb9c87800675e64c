/**
 * The CSV row rules live in @byp/contracts so the admin console's preview and this import agree;
 * the server stays the authority (every row is validated again here), and adds the one rule the
 * browser cannot check: the opening_hours column's syntax (its parser stays on the server).
 */
import { MESSAGES, validateCsvRecord as validateSharedCsvRules, type CsvRowResult } from '@byp/contracts';
import { isValidOpeningHours } from './opening-hours';

export { CSV_MESSAGES, type CsvBusiness, type CsvRowResult } from '@byp/contracts';

export function validateCsvRecord(record: Record<string, string | undefined>, row: number): CsvRowResult {
  const result = validateSharedCsvRules(record, row);
  const hours = (record.opening_hours ?? '').trim();
  if (hours === '' || isValidOpeningHours(hours)) return result;
  const name = result.ok ? (result.business.name ?? result.business.nameUk ?? '') : result.name;
  const errors = result.ok ? [] : result.errors;
  return { ok: false, row, name, errors: [...errors, MESSAGES.invalidOpeningHours] };
}
