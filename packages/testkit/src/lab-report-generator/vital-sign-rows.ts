import type { GeneratorBiomarker } from './catalogue-input';
import type { ContentRow } from './content-row';
import { numberResult } from './content-row';
import { knownUnit } from './known-unit';
import { roundTo } from './number-format';
import type { Random } from './random';

/** The catalogue's vital signs, by their ids (stable for ever). */
const IDS = {
  systolic: 1301,
  diastolic: 1302,
  heartRate: 1303,
  weight: 1304,
  bmi: 1305,
  waist: 1306,
  oxygenSaturation: 1308,
} as const;

export const VITAL_SIGN_IDS: ReadonlySet<number> = new Set(Object.values(IDS));

/** The person measured: weight and BMI follow from the height, as on a real check-up. */
interface Body {
  heightCm: number;
  weightKg: number;
}

type Find = (id: number) => GeneratorBiomarker | undefined;

/** One way to print a reading: the name, the unit as printed and the catalogue unit it is. */
interface Printing {
  name: string;
  printedUnit: string;
  unit: string;
}

function reading(
  biomarker: GeneratorBiomarker | undefined,
  printing: Printing,
  canonical: number,
  decimals: number,
  range: string,
): ContentRow | undefined {
  const unit = biomarker && knownUnit(biomarker, printing.unit);
  if (biomarker === undefined || unit === undefined) return undefined;
  const value = roundTo((canonical - unit.offset) / unit.factor, decimals);
  return {
    name: printing.name,
    value: value.toFixed(decimals),
    unit: printing.printedUnit,
    range,
    results: [numberResult(biomarker, printing.name, value, unit)],
  };
}

function bloodPressure(find: Find, random: Random): ContentRow | undefined {
  const systolic = find(IDS.systolic);
  const diastolic = find(IDS.diastolic);
  const unitName = random.pick(['mmHg', 'mm Hg']);
  const systolicUnit = systolic && knownUnit(systolic, unitName);
  const diastolicUnit = diastolic && knownUnit(diastolic, unitName);
  if (!systolic || !diastolic || !systolicUnit || !diastolicUnit) return undefined;
  const upper = random.int(98, 165);
  const lower = random.int(58, Math.min(104, upper - 25));
  const name = random.pick(['Blood pressure', 'Blood Pressure', 'BP', 'Blood pressure (sitting)']);
  return {
    name,
    value: `${String(upper)}/${String(lower)}`,
    unit: unitName,
    range: random.pick(['< 120/80', '< 130/85', '']),
    results: [
      numberResult(systolic, name, upper, systolicUnit),
      numberResult(diastolic, name, lower, diastolicUnit),
    ],
  };
}

function pulse(find: Find, random: Random): ContentRow | undefined {
  const [name, unit] = random.pick([
    ['Pulse', '/min'],
    ['Pulse rate', '/min'],
    ['Heart rate', 'bpm'],
    ['Heart Rate', 'beats/min'],
    ['Pulse', 'bpm'],
  ] as const);
  return reading(
    find(IDS.heartRate),
    { name, printedUnit: unit, unit },
    random.int(52, 104),
    0,
    '60 - 100',
  );
}

function weight(find: Find, body: Body, random: Random): ContentRow | undefined {
  const name = random.pick(['Weight', 'Body weight']);
  const unit = random.chance(0.7) ? 'kg' : random.pick(['lb', 'lbs']);
  return reading(find(IDS.weight), { name, printedUnit: unit, unit }, body.weightKg, 1, '');
}

function bodyMassIndex(find: Find, body: Body, random: Random): ContentRow | undefined {
  const name = random.pick(['BMI', 'Body mass index', 'Body Mass Index']);
  // Some check-ups print BMI without a unit; its value is then in the catalogue's unit.
  const printedUnit = random.pick(['kg/m2', 'kg/m²', '']);
  const unit = printedUnit === '' ? 'kg/m2' : printedUnit;
  const bmi = body.weightKg / (body.heightCm / 100) ** 2;
  return reading(find(IDS.bmi), { name, printedUnit, unit }, bmi, 1, '18.5 - 24.9');
}

function waist(find: Find, random: Random): ContentRow | undefined {
  const name = random.pick(['Waist circumference', 'Waist']);
  const inches = random.chance(0.3);
  const unit = inches ? 'in' : 'cm';
  return reading(
    find(IDS.waist),
    { name, printedUnit: unit, unit },
    random.int(68, 118),
    inches ? 1 : 0,
    inches ? '< 37' : '< 94',
  );
}

function oxygenSaturation(find: Find, random: Random): ContentRow | undefined {
  const name = random.pick(['SpO2', 'Oxygen saturation', 'O2 saturation']);
  return reading(
    find(IDS.oxygenSaturation),
    { name, printedUnit: '%', unit: '%' },
    random.int(93, 100),
    0,
    random.pick(['> 94', '95 - 100']),
  );
}

/** Height is measured at every check-up but is no catalogue biomarker: a line of no result. */
function height(body: Body, random: Random): ContentRow {
  if (random.chance(0.7))
    return { name: 'Height', value: String(body.heightCm), unit: 'cm', range: '', results: [] };
  const inches = Math.round(body.heightCm / 2.54);
  return {
    name: 'Height',
    value: `${String(Math.floor(inches / 12))} ft ${String(inches % 12)} in`,
    unit: '',
    range: '',
    results: [],
  };
}

/** The vital signs of one check-up in the usual order, some left out; blood pressure always. */
export function vitalSignRows(
  catalogue: readonly GeneratorBiomarker[],
  random: Random,
): ContentRow[] {
  const byId = new Map(catalogue.map((biomarker) => [biomarker.id, biomarker]));
  const find: Find = (id) => byId.get(id);
  const heightCm = random.int(155, 195);
  const body = { heightCm, weightKg: (random.int(190, 330) / 10) * (heightCm / 100) ** 2 };
  const measured = (row: () => ContentRow | undefined) => (random.chance(0.8) ? row() : undefined);
  return [
    measured(() => height(body, random)),
    measured(() => weight(find, body, random)),
    measured(() => bodyMassIndex(find, body, random)),
    measured(() => waist(find, random)),
    bloodPressure(find, random),
    measured(() => pulse(find, random)),
    measured(() => oxygenSaturation(find, random)),
  ].filter((row) => row !== undefined);
}
