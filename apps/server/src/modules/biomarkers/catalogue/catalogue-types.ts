/**
 * The shape of the biomarker catalogue: versioned data in the repository, loaded at start.
 * Every number is in the biomarker's canonical unit unless a field says otherwise.
 */

/** How a labelled range relates to health, from lowest to highest concern. */
export type ClassRange =
  | 'critical_low'
  | 'very_low'
  | 'low'
  | 'below_normal'
  | 'normal'
  | 'optimal'
  | 'above_normal'
  | 'borderline'
  | 'moderate'
  | 'elevated'
  | 'high'
  | 'very_high'
  | 'critical_high'
  | 'negative'
  | 'indeterminate'
  | 'positive';

/**
 * One labelled range. Containment follows spec §4: `min: null` holds values below `max`,
 * `max: null` holds values at or above `min`, both set holds values between them inclusive. At a
 * boundary two touching bands share, the band that starts there wins (decision 0008), so a band
 * holds min ≤ value < max in effect: write a guideline's "≥ X" as the next band's `min: X`. A
 * band that `holds_max` keeps its `max` instead: write a guideline's "> X" as the lower band's
 * `max: X` with `holds_max`, so the next band starts at X and reads '>X'.
 */
export interface CatalogueBand {
  /** English label shown to the person, e.g. 'Optimal', 'Borderline High'. */
  name: string;
  name_de: string;
  class_range: ClassRange;
  min: number | null;
  max: number | null;
  holds_max?: true;
}

/**
 * What a range set's limits are, which decides who holds a value exactly at one (decision 0008):
 * - 'reference_interval': the desired band is a laboratory reference interval, which labs print
 *   and mean inclusive ('0.45–4.5', '0–4.0', '≤ 36'): it holds both its limits (TSH 4.5 is
 *   normal); its other boundaries are grading cut-offs ('≥ 10' is high).
 * - 'cut_offs': the limits are a guideline's "≥ X is the next band" (HbA1c ≥ 6.5 %, LDL ≥ 160)
 *   or a limit labs print as "< X" (CRP < 5, a manufacturer's cut-off index ≥ 1.0): every
 *   boundary belongs to the band that starts there.
 */
export type RangeLimits = 'reference_interval' | 'cut_offs';

/**
 * The bands of one population, lowest first, touching (each band's `max` is the next one's
 * `min`), the first open below and the last open above, so every value falls in one.
 */
export interface CatalogueRangeSet {
  /** The guideline or reference the bands come from, e.g. 'ACC/AHA 2018 Cholesterol Guideline'. */
  source: string;
  limits: RangeLimits;
  bands: readonly CatalogueBand[];
}

/** Who an age band's range set is for. */
export type CataloguePopulation = 'female' | 'male' | 'any';

/**
 * The range set of an age band where published references give one: ages in whole years at the
 * test date, `min_age` ≤ age < `max_age` (`null`: no upper end), for one sex or for both.
 */
export interface CatalogueAgeRangeSet {
  sex: CataloguePopulation;
  min_age: number;
  max_age: number | null;
  ranges: CatalogueRangeSet;
}

/** A unit labs print besides the canonical one: canonical = printed × factor + offset. */
export interface CatalogueUnit {
  unit: string;
  factor: number;
  /** Only for affine scales (HbA1c mmol/mol ↔ %); 0 when absent. */
  offset?: number;
}

/**
 * The widest values a living person's sample can give as labs report them, inclusive: beyond every
 * critical limit and every published extreme, so a value outside can only be a misreading (a lost
 * decimal point, a neighbouring row's number), never a result.
 */
export interface CataloguePlausibleRange {
  min: number;
  max: number;
  /** Where the limits come from; says 'own estimate' and why where no publication states them. */
  source: string;
}

/**
 * What a result beyond the desired range calls for when a repeat of the same test would be the
 * wrong step: a reactive screen is confirmed by another test now (CDC/APHL 2014 for HIV, CDC 2013
 * for HCV, CDC 2024 for syphilis, the neutralisation test for HBsAg), a positive stool test by a
 * colonoscopy (USMSTF 2017), a raised hCG in a woman by a pregnancy test first and in a man by a
 * testicular examination.
 */
export type CatalogueNextStep =
  'confirmatory_test' | 'colonoscopy' | 'pregnancy_test' | 'testicular_evaluation';

export interface CatalogueBiomarker {
  /** Stable for ever: results reference it. Each category owns a block of 100 ids. */
  id: number;
  name: string;
  name_de: string;
  /** The test that measures it ('What test measures it?'), e.g. 'Lipid panel'. */
  test_name: string;
  test_name_de: string;
  /** The unit every stored value is normalised to, spelt as labs print it, e.g. 'mg/dL'. */
  unit: string;
  /** Other units labs print for it, with their conversion into `unit`. */
  units: readonly CatalogueUnit[];
  /** LOINC codes, the main one first. */
  loinc: readonly string[];
  /** Names and abbreviations as labs print them, English and German (not repeating name/name_de). */
  aliases: readonly string[];
  /** Printed words of qualitative results, lower-cased, mapped to a value in `unit` (e.g. 'negative' → 0). */
  text_values?: Readonly<Record<string, number>>;
  /** 'What is it?' */
  description: string;
  description_de: string;
  /** 'Indicator for' */
  indicates: string;
  indicates_de: string;
  /** The English name of the band a person should be in; present in every range set. */
  desired_result: string;
  /**
   * The desired band is a target guidelines set for prevention or treatment (LDL, HbA1c, blood
   * pressure), not a laboratory's reference interval: German texts call it Zielwert/Zielbereich.
   */
  desired_is_target?: true;
  /** Used when the person's sex is unknown; spans both sexes where they differ. */
  ranges: CatalogueRangeSet;
  female?: CatalogueRangeSet;
  male?: CatalogueRangeSet;
  /** Age bands with their own range sets, by sex where they differ; none overlap for one sex. */
  by_age?: readonly CatalogueAgeRangeSet[];
  /** The reference range depends on age; the texts say so. */
  age_dependent?: true;
  /** The unit SI reports print (one of `units`) where it differs from `unit`, a conventional one. */
  si_unit?: string;
  /** The conventional (US) unit (one of `units`) where `unit` is already the SI one. */
  conventional_unit?: string;
  /** The reader refuses values outside, in `unit` after conversion. */
  plausible: CataloguePlausibleRange;
  /**
   * Whether a higher value is better, worse, or neither (both directions matter); the analysis
   * uses it to tell improving from worsening.
   */
  better: 'higher' | 'lower' | 'in_range';
  /** Set where a value above the desired range calls for another step than a retest; by sex where it differs. */
  next_step?: CatalogueNextStep | { female: CatalogueNextStep; male: CatalogueNextStep };
  /**
   * Measured once in a lifetime (lipoprotein(a), EAS 2022): the level is inherited and does not
   * move, so the rules never schedule it again.
   */
  measured_once?: true;
}

export interface CatalogueCategory {
  id: number;
  name: string;
  name_de: string;
  sort_order: number;
}
