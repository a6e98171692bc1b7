import type { Language } from '@labtrail/contract/auth';
import type {
  CatalogueBand,
  CatalogueBiomarker,
  CatalogueCategory,
} from './catalogue/catalogue-types';

/** The catalogue's texts in the person's language (English for `us`). */
export function localise(language: Language) {
  const de = language === 'de';
  return {
    biomarkerName: (biomarker: CatalogueBiomarker) => (de ? biomarker.name_de : biomarker.name),
    testName: (biomarker: CatalogueBiomarker) =>
      de ? biomarker.test_name_de : biomarker.test_name,
    description: (biomarker: CatalogueBiomarker) =>
      de ? biomarker.description_de : biomarker.description,
    indicates: (biomarker: CatalogueBiomarker) =>
      de ? biomarker.indicates_de : biomarker.indicates,
    bandName: (band: CatalogueBand) => (de ? band.name_de : band.name),
    categoryName: (category: CatalogueCategory) => (de ? category.name_de : category.name),
    /** A value's bands for both sexes while the person's sex is unknown. */
    bandsBySex: (female: string, male: string) =>
      de ? `${female} (Frauen) / ${male} (Männer)` : `${female} (women) / ${male} (men)`,
  };
}

export type Localised = ReturnType<typeof localise>;
