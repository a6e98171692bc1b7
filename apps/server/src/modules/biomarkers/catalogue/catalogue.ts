import type { CatalogueBiomarker, CatalogueCategory } from './catalogue-types';
import { CATEGORIES } from './categories';
import { HEART_HEALTH } from './data/heart-health';
import { INSULIN_SENSITIVITY } from './data/insulin-sensitivity';
import { INFLAMMATORY } from './data/inflammatory';
import { KIDNEY_FUNCTION } from './data/kidney-function';
import { LIVER_FUNCTION } from './data/liver-function';
import { HORMONE_LEVELS } from './data/hormone-levels';
import { BONE_HEALTH } from './data/bone-health';
import { IRON_METABOLISM } from './data/iron-metabolism';
import { ELECTROLYTE_BALANCE } from './data/electrolyte-balance';
import { BLOOD_HEALTH } from './data/blood-health';
import { THYROID } from './data/thyroid';
import { VITAMINS_AND_MINERALS } from './data/vitamins-and-minerals';
import { VITALS } from './data/vitals';
import { BLOOD_CLOTTING } from './data/blood-clotting';
import { URINE } from './data/urine';
import { PANCREAS_AND_MUSCLE } from './data/pancreas-and-muscle';
import { PROTEINS } from './data/proteins';
import { INFECTION_AND_IMMUNITY } from './data/infection-and-immunity';
import { CANCER_SCREENING } from './data/cancer-screening';

const BIOMARKERS_BY_CATEGORY = new Map<number, readonly CatalogueBiomarker[]>([
  [1, HEART_HEALTH],
  [2, INSULIN_SENSITIVITY],
  [3, INFLAMMATORY],
  [4, KIDNEY_FUNCTION],
  [5, LIVER_FUNCTION],
  [6, HORMONE_LEVELS],
  [7, BONE_HEALTH],
  [8, IRON_METABOLISM],
  [9, ELECTROLYTE_BALANCE],
  [10, BLOOD_HEALTH],
  [11, THYROID],
  [12, VITAMINS_AND_MINERALS],
  [13, VITALS],
  [14, BLOOD_CLOTTING],
  [15, URINE],
  [16, PANCREAS_AND_MUSCLE],
  [17, PROTEINS],
  [18, INFECTION_AND_IMMUNITY],
  [19, CANCER_SCREENING],
]);

export interface CatalogueEntry {
  category: CatalogueCategory;
  biomarkers: readonly CatalogueBiomarker[];
}

/** The whole catalogue, categories in display order, each with its biomarkers in id order. */
export const CATALOGUE: readonly CatalogueEntry[] = CATEGORIES.map((category) => ({
  category,
  biomarkers: BIOMARKERS_BY_CATEGORY.get(category.id) ?? [],
}));

export const ALL_BIOMARKERS: readonly CatalogueBiomarker[] = CATALOGUE.flatMap(
  (entry) => entry.biomarkers,
);
