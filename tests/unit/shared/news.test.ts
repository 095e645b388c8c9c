// News categories (SPEC: a string or a JSON array): a JSON-array string is read as its names, not shown raw.
import { describe, expect, it } from 'vitest';
import { newsCategories } from '@shared/news';
import { toNewsItem } from '../../../server/src/services/news/feed';

describe('newsCategories', () => {
  it.each([
    ['Novedades', ['Novedades']],
    [['Novedades', 'Reportes'], ['Novedades', 'Reportes']],
    ['["Novedades","Reportes"]', ['Novedades', 'Reportes']],
    [' ["Menú"] ', ['Menú']],
    ['[no es JSON', ['[no es JSON']],
    ['', []],
    [null, []],
    [['Menú', 3, ''], ['Menú']],
  ])('%j → %j', (category, names) => {
    expect(newsCategories(category)).toEqual(names);
  });

  it('the feed keeps a name as a string and a JSON-array string as a list', () => {
    const item = (category: unknown) => toNewsItem({ title: 'Nota', date: '2026-02-01T10:00:00Z', category }, 0)?.category;
    expect(item('Consejos')).toBe('Consejos');
    expect(item('["Novedades","Reportes"]')).toEqual(['Novedades', 'Reportes']);
    expect(item(['Menú'])).toEqual(['Menú']);
    expect(item(undefined)).toBe('General');
  });
});
