import Papa from 'papaparse';
import {
  BUSINESS_CSV_COLUMNS,
  isBlankCsvRecord,
  MAX_CSV_IMPORT_ROWS,
  normaliseCsvHeader,
  validateCsvRecord,
  type CsvBusiness,
} from '@byp/contracts';

export interface CsvRowError {
  row: number;
  name: string;
  errors: string[];
}

export interface CsvPreview {
  valid: { row: number; business: CsvBusiness }[];
  errors: CsvRowError[];
  /** The valid rows as CSV (original cells, every column), which is what the import sends. */
  validCsv: string;
  /** Server row number (header = 1) of the sent CSV → the row number in the admin's file. */
  fileRowOf: (sentRow: number) => number;
}

export class CsvFileError extends Error {
  constructor(readonly reason: 'invalidFileType' | 'unreadable' | 'tooManyRows' | 'noRows') {
    super(reason);
  }
}

/** Spec section 5: only file names ending in .csv (any case) are taken. */
export const isCsvFileName = (name: string): boolean => /\.csv$/i.test(name);

/**
 * Parses the admin's CSV with Papa Parse (quoted fields with commas and line breaks, BOM, blank
 * lines skipped) and checks every row by the shared rules of @byp/contracts, the same the server
 * applies again on import. Row numbers count the header as row 1.
 */
export function previewCsv(text: string): CsvPreview {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normaliseCsvHeader,
  });
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) throw new CsvFileError('unreadable');
  const records = parsed.data.filter((record) => !isBlankCsvRecord(record));
  if (records.length === 0) throw new CsvFileError('noRows');
  if (records.length > MAX_CSV_IMPORT_ROWS) throw new CsvFileError('tooManyRows');

  const valid: CsvPreview['valid'] = [];
  const validRecords: Record<string, string>[] = [];
  const errors: CsvRowError[] = [];
  records.forEach((record, index) => {
    const result = validateCsvRecord(record, index + 2);
    if (result.ok) {
      valid.push({ row: result.row, business: result.business });
      validRecords.push(record);
    } else errors.push({ row: result.row, name: result.name, errors: result.errors });
  });
  const headers = parsed.meta.fields ?? [...BUSINESS_CSV_COLUMNS];
  const validCsv = Papa.unparse(validRecords, { columns: headers });
  return { valid, errors, validCsv, fileRowOf: (sentRow) => valid[sentRow - 2]?.row ?? sentRow };
}

/** yyyy-MM-dd in London: the date of businesses_export_{date}.csv (as the server names it). */
export const exportFileName = (now: Date = new Date()): string =>
  `businesses_export_${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now)}.csv`;

/** Data rows in a CSV text (quoted line breaks counted once). */
export const countCsvRows = (text: string): number =>
  Papa.parse(text, { header: true, skipEmptyLines: 'greedy' }).data.length;

/**
 * Hands a CSV text to the browser as a file download, starting with a UTF-8 byte order mark so
 * Excel shows 'Café' and Cyrillic right (the server sends one, but reading the answer as text
 * drops it).
 */
export function downloadText(text: string, fileName: string): void {
  const withBom = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([withBom], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
