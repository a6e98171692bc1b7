import { describe, expect, it } from 'vitest';
import { CATALOGUE_SEARCH_LIMIT, searchCatalogue } from './search-catalogue';

const ids = (query: string, language: 'us' | 'de' = 'us') =>
  searchCatalogue(query, language).map((match) => match.biomarker_id);

describe('searchCatalogue', () => {
  it('finds a biomarker by its name in the request’s language, with its category and units', () => {
    expect(searchCatalogue('glucose', 'us')[0]).toEqual({
      biomarker_id: 211,
      biomarker_name: 'Glucose',
      category: 'Insulin Sensitivity',
      unit: 'mg/dL',
      units: ['mg/dL', 'mmol/L', 'mg%', 'g/L'],
      matched: null,
    });
    expect(searchCatalogue('glukose', 'de')[0]).toMatchObject({
      biomarker_id: 211,
      biomarker_name: 'Glukose',
      category: 'Insulinsensitivität',
      matched: null,
    });
  });

  it('finds a biomarker by an alias and says which alias fitted', () => {
    expect(searchCatalogue('SGPT', 'us')).toEqual([
      expect.objectContaining({ biomarker_id: 501, matched: 'SGPT' }),
    ]);
    expect(searchCatalogue('blutzucker', 'de')).toContainEqual(
      expect.objectContaining({
        biomarker_id: 211,
        biomarker_name: 'Glukose',
        matched: 'Blutzucker',
      }),
    );
  });

  it('ignores case and accents, and finds a name of the other language', () => {
    expect(searchCatalogue('HÄMO', 'us')[0]).toMatchObject({
      biomarker_id: 1001,
      biomarker_name: 'Hemoglobin',
      matched: 'Hämoglobin',
    });
    for (const spelling of ['hämoglobin', 'haemoglobin', 'hamoglobin'])
      expect(searchCatalogue(spelling, 'de')[0]).toMatchObject({
        biomarker_id: 1001,
        matched: null,
      });
  });

  it('ranks a name starting with the query first, then one whose words start so, then one holding it', () => {
    // Glucose starts with it, Urine Glucose has a word that does, Hemoglobin merely holds 'globin'.
    const glucose = ids('glucose');
    expect(glucose[0]).toBe(211);
    expect(glucose.indexOf(211)).toBeLessThan(glucose.indexOf(203));
    const globin = ids('globin');
    expect(globin).toContain(1001);
    expect(ids('hemoglobin').indexOf(1001)).toBe(0);
    expect(globin.indexOf(1001)).toBeGreaterThan(0);
  });

  it('needs every word of the query, in any order', () => {
    expect(ids('glucose urine')).toEqual([1502]);
    expect(ids('urine glucose')[0]).toBe(1502);
  });

  it(`answers at most ${String(CATALOGUE_SEARCH_LIMIT)}, and nothing for words that are no name`, () => {
    expect(ids('a')).toHaveLength(CATALOGUE_SEARCH_LIMIT);
    expect(ids('--')).toEqual([]);
    expect(ids('frobnicase')).toEqual([]);
  });
});
