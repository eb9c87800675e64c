import fs from 'node:fs';
import path from 'node:path';

// Every namespace's en and uk files across the frontends must have the same keys
// (plural forms aside: English has _one/_other, Ukrainian _one/_few/_many/_other).
const repoRoot = path.resolve(__dirname, '../../../..');
const scannedFolders = ['shell/src', 'mf-directory/src', 'mf-news/src', 'mf-admin/src', 'libs/platform/src'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const REQUIRED_PLURALS: Record<string, string[]> = {
  en: ['one', 'other'],
  uk: ['one', 'few', 'many', 'other'],
};

function findTranslationFolders(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findTranslationFolders(full));
    else if (entry.name === 'en.json' || entry.name === 'uk.json') found.push(dir);
  }
  return [...new Set(found)];
}

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

function load(folder: string, language: string): Record<string, unknown> {
  const file = path.join(folder, `${language}.json`);
  if (!fs.existsSync(file)) throw new Error(`${path.relative(repoRoot, file)} is missing`);
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')));
}

const folders = scannedFolders.flatMap((folder) => findTranslationFolders(path.join(repoRoot, folder)));

describe('translations', () => {
  it('finds the namespaces of the shell, the remotes and the platform', () => {
    const relative = folders.map((folder) => path.relative(repoRoot, folder));
    expect(relative).toEqual(
      expect.arrayContaining([
        'shell/src/i18n',
        'mf-directory/src/i18n',
        'mf-news/src/i18n',
        'mf-admin/src/i18n',
        'libs/platform/src/i18n/locales',
      ]),
    );
  });

  describe.each(folders.map((folder) => [path.relative(repoRoot, folder), folder]))('%s', (_name, folder) => {
    const en = load(folder, 'en');
    const uk = load(folder, 'uk');
    const baseKeys = (keys: string[]) => new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')));

    it('has every English key in Ukrainian and every Ukrainian key in English', () => {
      const enKeys = baseKeys(Object.keys(en));
      const ukKeys = baseKeys(Object.keys(uk));
      expect([...enKeys].filter((key) => !ukKeys.has(key))).toEqual([]);
      expect([...ukKeys].filter((key) => !enKeys.has(key))).toEqual([]);
    });

    it('has every plural form each language needs', () => {
      for (const [language, flat] of [
        ['en', en],
        ['uk', uk],
      ] as const) {
        const plurals = Object.keys(flat).filter((key) => PLURAL_SUFFIX.test(key));
        for (const base of new Set(plurals.map((key) => key.replace(PLURAL_SUFFIX, '')))) {
          for (const form of REQUIRED_PLURALS[language]) {
            expect(
              `${language}:${base}_${form} ${form in {} || flat[`${base}_${form}`] !== undefined ? 'present' : 'missing'}`,
            ).toBe(`${language}:${base}_${form} present`);
          }
        }
      }
    });

    it('has no empty or non-string values', () => {
      for (const flat of [en, uk]) {
        for (const [key, value] of Object.entries(flat)) {
          expect(`${key}: ${typeof value === 'string' && value.trim() !== '' ? 'ok' : 'empty'}`).toBe(
            `${key}: ok`,
          );
        }
      }
    });
  });
});
