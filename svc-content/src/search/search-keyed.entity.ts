import { BeforeInsert, BeforeUpdate, Column } from 'typeorm';
import { searchNamesKey, searchTextKey } from '@byp/nest-common';

/**
 * The search keys a searchable table keeps (issue 23, see content-search.ts): `searchNames` from
 * its names or titles, `searchText` from those and its other searchable texts. An entity extends
 * this and says which texts those are; the keys follow them on every save.
 */
export abstract class SearchKeyedEntity {
  @Column('text', { default: '' })
  searchNames!: string;

  @Column('text', { default: '' })
  searchText!: string;

  /** The names (both languages) and the other texts the search looks in. */
  protected abstract searchSources(): { names: (string | null)[]; texts: (string | null)[] };

  @BeforeInsert()
  @BeforeUpdate()
  refreshSearchKeys(): void {
    const { names, texts } = this.searchSources();
    this.searchNames = searchNamesKey(...names);
    this.searchText = searchTextKey(...names, ...texts);
  }
}
