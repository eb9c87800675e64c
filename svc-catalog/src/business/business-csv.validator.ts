/**
 * The CSV row rules live in @byp/contracts so the admin console's preview and this import agree;
 * the server stays the authority (every row is validated again here).
 */
export { CSV_MESSAGES, validateCsvRecord, type CsvBusiness, type CsvRowResult } from '@byp/contracts';
