import type { CatalogueCategory } from './catalogue-types';

/**
 * The body-system categories, in the order the overview shows them. The first ten are the
 * spec's (each has its own icon in the web app); the rest are what a complete panel needs.
 * Biomarker ids of category N lie in N×100+1 … N×100+99.
 */
export const CATEGORIES: readonly CatalogueCategory[] = [
  { id: 1, name: 'Heart Health', name_de: 'Herzgesundheit', sort_order: 1 },
  { id: 2, name: 'Insulin Sensitivity', name_de: 'Insulinsensitivität', sort_order: 2 },
  { id: 3, name: 'Inflammatory', name_de: 'Entzündung', sort_order: 3 },
  { id: 4, name: 'Kidney Function', name_de: 'Nierenfunktion', sort_order: 4 },
  { id: 5, name: 'Liver Function', name_de: 'Leberfunktion', sort_order: 5 },
  { id: 6, name: 'Hormone Levels', name_de: 'Hormonspiegel', sort_order: 6 },
  { id: 7, name: 'Bone Health', name_de: 'Knochengesundheit', sort_order: 7 },
  { id: 8, name: 'Iron Metabolism', name_de: 'Eisenstoffwechsel', sort_order: 8 },
  { id: 9, name: 'Electrolyte Balance', name_de: 'Elektrolythaushalt', sort_order: 9 },
  { id: 10, name: 'Blood Health', name_de: 'Blutbild', sort_order: 10 },
  { id: 11, name: 'Thyroid', name_de: 'Schilddrüse', sort_order: 11 },
  { id: 12, name: 'Vitamins and Minerals', name_de: 'Vitamine und Mineralstoffe', sort_order: 12 },
  { id: 13, name: 'Vitals', name_de: 'Vitalwerte', sort_order: 13 },
  { id: 14, name: 'Blood Clotting', name_de: 'Blutgerinnung', sort_order: 14 },
  { id: 15, name: 'Urine', name_de: 'Urin', sort_order: 15 },
  { id: 16, name: 'Pancreas and Muscle', name_de: 'Bauchspeicheldrüse und Muskel', sort_order: 16 },
  { id: 17, name: 'Proteins', name_de: 'Proteine', sort_order: 17 },
  { id: 18, name: 'Infection and Immunity', name_de: 'Infektion und Immunität', sort_order: 18 },
  // Tumour markers follow a known disease; they are not screening tests (PSA, after a shared
  // decision, and the stool test are the exceptions their texts explain).
  {
    id: 19,
    name: 'Tumor Markers (for monitoring)',
    name_de: 'Tumormarker (zur Verlaufskontrolle)',
    sort_order: 19,
  },
];
