import { categoriesNamedBy, parseSearchQuery, synonymsOf } from './search-query';
import { searchKey } from './normalize';
import type { EntityManager } from 'typeorm';
import {
  correctSearchQuery,
  dictionaryDecides,
  findInSearchWords,
  searchInStages,
  searchMatch,
  searchNamesKey,
  searchRank,
  searchTextKey,
  searchTiers,
} from './search-sql';

describe('searchKey', () => {
  it('romanises Cyrillic by the national standard, so either script finds either', () => {
    expect(searchKey('Київ')).toBe(searchKey('Kyiv'));
    expect(searchKey('Львів')).toBe(searchKey('lviv'));
    expect(searchKey('Харків')).toBe(searchKey('KHARKIV'));
    expect(searchKey('Одеса')).toBe(searchKey('Odesa'));
    expect(searchKey('Kyiv Bakery & Café')).toBe('kiiv bakeri cafe');
  });

  it('maps the older spellings, in either script, to today’s', () => {
    for (const [old, today] of [
      ['Kiev', 'Київ'],
      ['Киев', 'Kyiv'],
      ['Lvov', 'Львів'],
      ['Львов', 'Lviv'],
      ['Odessa', 'Одеса'],
      ['Одесса', 'Odesa'],
      ['Kharkov', 'Харків'],
      ['Харьков', 'Kharkiv'],
    ])
      expect(searchKey(old)).toBe(searchKey(today));
    // Only whole words: a name that merely contains the letters stays as it is.
    expect(searchKey('Kievan')).toBe('kievan');
  });

  it('folds case, the three apostrophes, ґ/г and ї/і/и', () => {
    expect(searchKey('мʼясо')).toBe('miaso');
    expect(searchKey("м'ясо")).toBe('miaso');
    expect(searchKey('М’ЯСО')).toBe('miaso');
    expect(searchKey('ґанок')).toBe(searchKey('ганок'));
    expect(searchKey('Кіїв')).toBe(searchKey('Київ'));
    expect(searchKey('їжак')).toBe(searchKey('іжак'));
    expect(searchKey('Kyiv')).toBe(searchKey('Kiiv'));
  });

  it('keeps letters and digits only, one space between words', () => {
    expect(searchKey('  100%  fresh\n_bread_ ')).toBe('100 fresh bread');
    expect(searchKey('%_')).toBe('');
  });
});

describe('parseSearchQuery', () => {
  it('names whole categories from words in both languages and their endings', () => {
    expect(categoriesNamedBy(searchKey('Стоматолог'))).toEqual(['health']);
    expect(categoriesNamedBy(searchKey('стоматолога'))).toEqual(['health']);
    expect(categoriesNamedBy(searchKey('dentists'))).toEqual(['health']);
    expect(categoriesNamedBy(searchKey('перукарня'))).toEqual(['beauty']);
    expect(categoriesNamedBy(searchKey('barber'))).toEqual(['beauty']);
    expect(categoriesNamedBy(searchKey('HEALTH'))).toEqual(['health']);
    expect(categoriesNamedBy(searchKey('Здоровʼя'))).toEqual(['health']);
    expect(categoriesNamedBy(searchKey('business services'))).toEqual(['business']);
  });

  it('finds the other language’s word for a query, not the whole category', () => {
    expect(categoriesNamedBy(searchKey('пекарня'))).toEqual([]);
    expect(synonymsOf(searchKey('пекарня'))).toEqual(expect.arrayContaining(['bakeri', 'bakehouse']));
    expect(synonymsOf(searchKey('пекарні'))).toContain('bakeri');
    expect(synonymsOf(searchKey('bakery'))).toEqual(expect.arrayContaining(['pekarni', 'bakehouse']));
    // 'хлібопекарня' holds 'пекарні' already: no LIKE of its own.
    expect(synonymsOf(searchKey('bakery'))).not.toContain('khlibopekarnia');
    expect(synonymsOf(searchKey('Bakeries'))).toContain('pekarni');
    expect(synonymsOf(searchKey('стоматолог'))).toContain('dentist');
  });

  it('does not stretch short words, other words or longer phrases into a category or synonym', () => {
    expect(categoriesNamedBy(searchKey('ba'))).toEqual([]);
    expect(categoriesNamedBy(searchKey('shot'))).toEqual([]);
    expect(categoriesNamedBy(searchKey('Kyiv'))).toEqual([]);
    expect(categoriesNamedBy(searchKey('Kyiv dentist'))).toEqual([]);
    expect(synonymsOf(searchKey('Kyiv Bakery'))).toEqual([]);
  });

  it('leaves categories out for tables without them, and an empty key for punctuation', () => {
    expect(parseSearchQuery('стоматолог', { withCategories: false }).categories).toEqual([]);
    expect(parseSearchQuery('_')).toEqual({ key: '', categories: [], synonyms: [] });
  });
});

describe('SQL fragments', () => {
  const columns = { names: 'b."searchNames"', text: 'b."searchText"', category: 'b.category' };

  it('stores each name and text on a line of its own', () => {
    expect(searchNamesKey('Kyiv Bakery', null, 'Київська пекарня')).toBe('\nkiiv bakeri\nkiivska pekarnia\n');
    expect(searchTextKey('A', undefined, 'b')).toBe('\na\nb\n');
  });

  it('matches the key as a substring, or the named categories', () => {
    const match = searchMatch(columns, parseSearchQuery('стоматолог'));
    const synonyms = parseSearchQuery('стоматолог').synonyms;
    expect(synonyms.length).toBeGreaterThan(0);
    expect(match.sql).toBe(
      `(b.category IN (:...searchCategories) OR b."searchText" LIKE :searchContains${synonyms.map((_, i) => ` OR b."searchText" LIKE :searchSynonym${i}`).join('')})`,
    );
    expect(match.params).toMatchObject({ searchContains: '%stomatoloh%', searchCategories: ['health'] });
    expect(Object.values(match.params)).toContain('%dentist%');
    expect(searchMatch({ names: 'c.n', text: 'c.t' }, parseSearchQuery('Kyiv')).sql).toBe(
      '(c.t LIKE :searchContains)',
    );
  });

  it("leaves out the key's own LIKE where a synonym is part of the key (the synonym finds those rows)", () => {
    const query = parseSearchQuery('перукарня');
    expect(query.key).toBe('perukarnia');
    expect(query.synonyms).toContain('perukar');
    const { sql, params } = searchMatch({ names: 'c.n', text: 'c.t' }, query);
    expect(sql).not.toContain(':searchContains');
    expect(sql).toBe(`(${query.synonyms.map((_, i) => `c.t LIKE :searchSynonym${i}`).join(' OR ')})`);
    expect(Object.values(params)).toContain('%perukar%');
    const rank = searchRank({ names: 'c.n', text: 'c.t' }, query).sql;
    expect(rank).toContain('c.n LIKE :searchExact');
    expect(rank).toContain('c.n LIKE :searchPrefix');
    expect(rank).not.toContain(':searchContains');
  });

  it('reads the exact-name and name-prefix ranks by name key alone, in disjoint parts per key', () => {
    const keyed = { ...columns, nameKeys: ['k2', 'k3'] };
    const [exact, prefix, inNames, inText, category] = searchTiers(keyed, parseSearchQuery('стоматолог'));
    // No LIKE on the names key where the name keys' indexes decide.
    expect(exact.sql).toBe('((k2 = :searchKey OR k3 = :searchKey))');
    expect(exact.parts).toEqual(['(k2 = :searchKey)', '(k3 = :searchKey AND NOT k2 = :searchKey)']);
    expect(prefix.sql).toBe(
      '((k2 LIKE :searchKeyPrefix OR k3 LIKE :searchKeyPrefix) AND NOT b."searchNames" LIKE :searchExact)',
    );
    // A one-word key: the later key's part says that its first word is not the earlier key's
    // (such a row starts the earlier key too), which a partial index of the later key matches.
    expect(prefix.parts).toEqual([
      '(k2 LIKE :searchKeyPrefix AND NOT b."searchNames" LIKE :searchExact)',
      "(k3 LIKE :searchKeyPrefix AND NOT k2 LIKE :searchKeyPrefix AND NOT b.\"searchNames\" LIKE :searchExact AND split_part(k3, ' ', 1) <> split_part(k2, ' ', 1))",
    ]);
    // A key of several words may go past the first word of both keys: no such condition.
    const [, severalWords] = searchTiers(keyed, parseSearchQuery('Київ стомат'));
    expect(severalWords.parts).toEqual([
      '(k2 LIKE :searchKeyPrefix AND NOT b."searchNames" LIKE :searchExact)',
      '(k3 LIKE :searchKeyPrefix AND NOT k2 LIKE :searchKeyPrefix AND NOT b."searchNames" LIKE :searchExact)',
    ]);
    expect(exact.params).toMatchObject({ searchKey: 'stomatoloh', searchKeyPrefix: 'stomatoloh%' });
    // Walked in list order (a prefix rank of thousands), the same rows by substring searches no
    // index serves: a name line starting with the key, none that is the key.
    expect(prefix.walk).toBe(
      '(strpos(b."searchNames", :searchNameStart) > 0 AND strpos(b."searchNames", :searchWholeName) <= 0)',
    );
    expect(prefix.params).toMatchObject({
      searchNameStart: '\nstomatoloh',
      searchWholeName: '\nstomatoloh\n',
    });
    for (const tier of [inNames, inText, category]) expect(tier.parts).toBeUndefined();
    for (const tier of [exact, inNames, inText, category]) expect(tier.walk).toBeUndefined();
    // The substring ranks, whose row estimates come from a histogram: marked for a bounded walk first.
    expect([exact, prefix, inNames, inText, category].map((tier) => tier.contains ?? false)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(category.sql).toContain('b.category IN (:...searchCategories)');
    // Without name keys: the LIKEs, one condition a rank.
    const [plainExact, plainPrefix] = searchTiers(columns, parseSearchQuery('Kyiv'));
    expect(plainExact).toEqual({ sql: '(b."searchNames" LIKE :searchExact)', params: expect.any(Object) });
    expect(plainPrefix.sql).toBe(
      '(b."searchNames" LIKE :searchPrefix AND NOT b."searchNames" LIKE :searchExact)',
    );
  });

  it('ranks exact name, then name prefix, then other name, then description', () => {
    const { params } = searchRank(columns, parseSearchQuery('Kyiv'));
    expect(params).toEqual({ searchExact: '%\nkiiv\n%', searchPrefix: '%\nkiiv%', searchContains: '%kiiv%' });
  });
});

describe('dictionaryDecides', () => {
  it('lets the dictionary decide a query holding a word of three letters or more, not a number, naming no category', () => {
    expect(dictionaryDecides(parseSearchQuery('bakry'))).toBe(true);
    expect(dictionaryDecides(parseSearchQuery('пекарня'))).toBe(true);
    expect(dictionaryDecides(parseSearchQuery('Kyiv Bakey'))).toBe(true);
    expect(dictionaryDecides(parseSearchQuery('Kyiv 24'))).toBe(true);
    expect(dictionaryDecides(parseSearchQuery('ba'))).toBe(false);
    expect(dictionaryDecides(parseSearchQuery('2024'))).toBe(false);
    expect(dictionaryDecides(parseSearchQuery('24 7 ab'))).toBe(false);
    // A category word matches the category's rows whatever their words.
    expect(dictionaryDecides(parseSearchQuery('стоматолог'))).toBe(false);
  });
});

const words = { schema: 'catalog', table: 'business', textColumn: 'searchText' };
/**
 * A manager whose probe answers `found` for every query, and whose dictionary holds `copied` when
 * its copy is read; its probes, copy reads and corrections are counted.
 */
const managerFinding = (found: boolean, copied: string[] = []) => {
  const query = jest.fn(async (sql: string) =>
    sql.includes('pg_extension')
      ? [{ schema: 'public' }]
      : sql.includes('string_agg')
        ? [{ chars: String(copied.join('\n').length), words: copied.length ? copied.join('\n') : null }]
        : [{ found, n: null, word: null, similarity: null }],
  );
  const calls = (what: string) => query.mock.calls.filter(([sql]) => sql.includes(what)).length;
  return {
    manager: { connection: {}, query } as unknown as EntityManager,
    probes: () => calls('probe AS'),
    copyReads: () => calls('string_agg'),
    corrections: () => calls('best.word') - calls('probe AS'),
  };
};
/** Lets a copy's read, started in the background, finish. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('findInSearchWords', () => {
  it('asks the dictionary once for words it holds (they stay held), every time for words it lacks', async () => {
    const held = managerFinding(true);
    for (let i = 0; i < 3; i++)
      expect(await findInSearchWords(held.manager, words, parseSearchQuery('Kyiv bakery'))).toEqual({
        found: true,
      });
    expect(held.probes()).toBe(1);
    const lacking = managerFinding(false);
    for (let i = 0; i < 2; i++)
      expect(await findInSearchWords(lacking.manager, words, parseSearchQuery('kyiv bakry'))).toEqual({
        found: false,
        correction: null,
      });
    expect(lacking.probes()).toBe(2);
  });

  it('answers from its copy of the dictionary a query whose every word is inside a copied word, without a probe', async () => {
    const { manager, probes, copyReads } = managerFinding(true, ['kiiv', 'bakeries', 'lviv']);
    // The copy is read on first use, beside that query's probe.
    expect(await findInSearchWords(manager, words, parseSearchQuery('Lviv'))).toEqual({ found: true });
    await settled();
    expect([probes(), copyReads()]).toEqual([1, 1]);
    // Keys are compared: 'kiiv' and 'baker', and 'bakeri' (bakery), are inside copied words.
    for (const held of ['Kyiv baker', 'bakery'])
      expect(await findInSearchWords(manager, words, parseSearchQuery(held))).toEqual({ found: true });
    expect(probes()).toBe(1);
    // 'zhitomir' is in no copied word: probed.
    expect(await findInSearchWords(manager, words, parseSearchQuery('Zhytomyr'))).toEqual({ found: true });
    expect(probes()).toBe(2);
    // That probe found what the copy lacks: read again, but not more often than every 10 s.
    expect(copyReads()).toBe(1);
  });
  it('asks each word of the key and of each synonym phrase, and leaves short words and numbers out', async () => {
    const { manager } = managerFinding(false);
    await findInSearchWords(manager, words, parseSearchQuery('Zhytomyr 24 dnetal'));
    const [sql, params] = (manager.query as jest.Mock).mock.calls.find(([text]) =>
      text.includes('probe AS'),
    ) as [string, unknown[]];
    expect(params).toEqual([['zhitomir', '24', 'dnetal'], '%zhitomir%', '%dnetal%']);
    expect(sql).toContain('d."word" LIKE $2) AND EXISTS');
  });
});

describe('correctSearchQuery', () => {
  it("answers null without asking when each word is a whole word of the dictionary's copy and its own closest", async () => {
    const { manager, corrections } = managerFinding(false, ['aaa', 'aaaa', 'bakeri', 'bakeries', 'kiiv']);
    // Until the copy is read, asked.
    expect(await correctSearchQuery(manager, words, parseSearchQuery('Kyiv bakery'))).toBeNull();
    await settled();
    expect(corrections()).toBe(1);
    // Keys: 'kiiv' and 'bakeri' are whole copied words; short words and numbers are not corrected.
    for (const held of ['Kyiv bakery', 'Kyiv 24 bakery', 'bakery in Kyiv'])
      expect(await correctSearchQuery(manager, words, parseSearchQuery(held))).toBeNull();
    expect(corrections()).toBe(1);
    // 'baker' is only inside a copied word; 'aaaa' has a rival with its trigrams that sorts first
    // ('aaa': the statement's tie-break would answer it).
    for (const asked of ['Kyiv baker', 'aaaa'])
      await correctSearchQuery(manager, words, parseSearchQuery(asked));
    expect(corrections()).toBe(3);
  });
});

describe('searchInStages', () => {
  const query = parseSearchQuery('bakry');
  const corrected = parseSearchQuery('bakery');
  /** exact answers per query key; `similarity` of the correction (none: no close word). */
  /** `matchedBefore`: the exact stage matched rows before this (empty) page. */
  const stages = (answers: Record<string, string[]>, similarity?: number, matchedBefore = false) => ({
    query,
    exact: jest.fn(async (q: { key: string }) => {
      const rows = answers[q.key] ?? [];
      return { rows, matched: rows.length > 0 || matchedBefore };
    }),
    correct: jest.fn(async () => (similarity === undefined ? null : { query: corrected, similarity })),
    suggest: jest.fn(async () => 'Kyiv Bakery'),
  });

  it('answers the exact matches without correcting anything', async () => {
    const s = stages({ bakri: ['a'] }, 0.9);
    expect(await searchInStages({ ...s, firstPage: true })).toEqual({ rows: ['a'], didYouMean: null });
    expect(s.correct).not.toHaveBeenCalled();
  });

  it('searches the corrected query when nothing matched and the correction is close', async () => {
    expect(await searchInStages({ ...stages({ bakeri: ['b'] }, 0.44), firstPage: true })).toEqual({
      rows: ['b'],
      didYouMean: null,
    });
  });

  it('suggests instead when the correction is loose, and stays silent without one', async () => {
    const loose = stages({ bakeri: ['b'] }, 0.33);
    expect(await searchInStages({ ...loose, firstPage: true })).toEqual({
      rows: [],
      didYouMean: 'Kyiv Bakery',
    });
    expect(loose.suggest).toHaveBeenCalledWith(corrected);
    expect(await searchInStages({ ...stages({}), firstPage: true })).toEqual({ rows: [], didYouMean: null });
  });

  it('does not look again for a suggestion when the close correction found nothing under the same filters', async () => {
    const closeButEmpty = stages({}, 0.9);
    expect(await searchInStages({ ...closeButEmpty, firstPage: true })).toEqual({
      rows: [],
      didYouMean: null,
    });
    expect(closeButEmpty.exact).toHaveBeenCalledWith(corrected);
    expect(closeButEmpty.suggest).not.toHaveBeenCalled();
  });

  it('skips the exact stage and the correction when the dictionary found no word holding the query', async () => {
    const s = stages({ bakeri: ['b'] }, 0.9);
    const find = jest.fn(async () => ({
      found: false as const,
      correction: { query: corrected, similarity: 0.44 },
    }));
    expect(await searchInStages({ ...s, find, firstPage: true })).toEqual({ rows: ['b'], didYouMean: null });
    expect(s.exact).toHaveBeenCalledTimes(1);
    expect(s.exact).toHaveBeenCalledWith(corrected);
    expect(s.correct).not.toHaveBeenCalled();
    const none = stages({}, 0.9);
    const nothingClose = jest.fn(async () => ({ found: false as const, correction: null }));
    expect(await searchInStages({ ...none, find: nothingClose, firstPage: true })).toEqual({
      rows: [],
      didYouMean: null,
    });
    expect(none.exact).not.toHaveBeenCalled();
  });

  it('runs the stages as before when the dictionary holds the query or cannot tell', async () => {
    for (const answer of [{ found: true as const }, null]) {
      const s = stages({ bakri: ['a'] }, 0.9);
      expect(await searchInStages({ ...s, find: async () => answer, firstPage: true })).toEqual({
        rows: ['a'],
        didYouMean: null,
      });
      expect(s.exact).toHaveBeenCalledWith(query);
    }
  });

  it('treats an empty later page of exact matches as the end of the list, not as a typo', async () => {
    const s = stages({}, 0.9, true);
    expect(await searchInStages({ ...s, firstPage: false })).toEqual({ rows: [], didYouMean: null });
    expect(s.correct).not.toHaveBeenCalled();
  });
});
