import type { Trend } from '@labtrail/contract/summaries';
import type { ResultsTable } from '../../../db/schema';
import { assessValue } from '../../biomarkers/assess-value';
import type { Assessment } from '../../biomarkers/assess-value';
import { CATALOGUE } from '../../biomarkers/catalogue/catalogue';
import type {
  CatalogueBiomarker,
  CatalogueCategory,
} from '../../biomarkers/catalogue/catalogue-types';
import { MARKER_IDS } from './marker-keys';
import type { MarkerKey } from './marker-keys';

export interface Measurement {
  value: number;
  /** YYYY-MM-DD. */
  date: string;
}

/** One biomarker the person has (unflagged) results for, as the rules see it. */
export interface Reading {
  biomarker: CatalogueBiomarker;
  category: CatalogueCategory;
  latest: Measurement;
  previous: Measurement | undefined;
  assessment: Assessment;
  trend: Trend;
  /** The value moved into another labelled range since the previous result. */
  changedRange: boolean;
  /** 0 in range, 1 and 2 ranges away, 3 critical (a critical band or three ranges away). */
  severity: 0 | 1 | 2 | 3;
}

export interface Profile {
  readings: Reading[];
  byId: ReadonlyMap<number, Reading>;
  /** The newest test date among the readings, YYYY-MM-DD; undefined without any. */
  latestDate: string | undefined;
  marker: (key: MarkerKey) => Reading | undefined;
}

/**
 * Below this relative change a value counts as unchanged: analytical and day-to-day biological
 * variation of most analytes is about this size.
 */
const STABLE_CHANGE = 0.05;

function trendOf(
  biomarker: CatalogueBiomarker,
  latest: Measurement,
  previous: Measurement | undefined,
): Trend {
  if (previous === undefined) return 'unknown';
  const change = latest.value - previous.value;
  const scale = Math.max(Math.abs(previous.value), Number.EPSILON);
  if (Math.abs(change) / scale < STABLE_CHANGE) return 'stable';
  if (biomarker.better === 'lower') return change < 0 ? 'improving' : 'worsening';
  if (biomarker.better === 'higher') return change > 0 ? 'improving' : 'worsening';
  const before = assessValue(biomarker, previous.value);
  const now = assessValue(biomarker, latest.value);
  if (now.distance !== before.distance)
    return now.distance < before.distance ? 'improving' : 'worsening';
  if (now.side === 'in') return 'stable';
  const towardRange = now.side === 'high' ? change < 0 : change > 0;
  return towardRange ? 'improving' : 'worsening';
}

function severityOf(assessment: Assessment): Reading['severity'] {
  const critical = assessment.band?.class_range.startsWith('critical') ?? false;
  if (critical || assessment.distance >= 3) return 3;
  if (assessment.distance === 0) return 0;
  return assessment.distance === 1 ? 1 : 2;
}

/** What the rules know of a person: each biomarker's latest two unflagged results, assessed. */
export function readProfile(results: readonly ResultsTable[]): Profile {
  const series = new Map<number, Measurement[]>();
  for (const result of results) {
    if (result.flagged_at !== null) continue;
    const list = series.get(result.biomarker_id) ?? [];
    list.push({ value: result.value, date: result.test_date });
    series.set(result.biomarker_id, list);
  }
  const readings: Reading[] = [];
  for (const { category, biomarkers } of CATALOGUE) {
    for (const biomarker of biomarkers) {
      const measurements = series.get(biomarker.id);
      const latest = measurements?.at(-1);
      if (measurements === undefined || latest === undefined) continue;
      const previous = measurements.at(-2);
      const assessment = assessValue(biomarker, latest.value);
      readings.push({
        biomarker,
        category,
        latest,
        previous,
        assessment,
        trend: trendOf(biomarker, latest, previous),
        changedRange:
          previous !== undefined && assessValue(biomarker, previous.value).band !== assessment.band,
        severity: severityOf(assessment),
      });
    }
  }
  const byId = new Map(readings.map((reading) => [reading.biomarker.id, reading]));
  const dates = readings.map((reading) => reading.latest.date).sort();
  return {
    readings,
    byId,
    latestDate: dates.at(-1),
    marker: (key) => {
      const id = MARKER_IDS.get(key);
      return id === undefined ? undefined : byId.get(id);
    },
  };
}
