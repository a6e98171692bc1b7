import { describe, expect, it } from 'vitest';
import type { PersonalProfile } from '@labtrail/contract/profile';
import { rangeBoundsText } from '@labtrail/contract/ranges';
import { assessValue, judgedBands } from '../assess-value';
import { rangeSetFor } from '../range-set-for';
import { ALL_BIOMARKERS } from './catalogue';
import type { CatalogueBiomarker } from './catalogue-types';

/**
 * A value exactly at a guideline's cut-off, the band the guideline puts it in, and where the
 * guideline says so. Guidelines write the higher band as "≥ X" (HbA1c ≥ 6.5 %), so X belongs to
 * the band that starts there (decision 0008); where one writes "> X" (hypertensive crisis
 * > 180 mmHg), the lower band keeps X. A lab's reference interval holds both its limits
 * ('0.45–4.5'), so a value at its upper limit is in it.
 */
interface CutOff {
  /** Any of the biomarker's LOINC codes. */
  loinc: string;
  /** In the biomarker's canonical unit. */
  value: number;
  /** The English band name. */
  band: string;
  source: string;
  /** Whose ranges: the general set (sex and age unknown) unless given. */
  person?: Pick<PersonalProfile, 'sex' | 'birth_year'>;
}

/** The test date the people below are aged at. */
const TEST_DATE = '2026-11-28';
const WOMAN = { sex: 'female', birth_year: null } as const;
const MAN = { sex: 'male', birth_year: null } as const;
const manAged = (age: number) => ({ sex: 'male', birth_year: 2026 - age }) as const;
const childAged = (sex: 'female' | 'male', age: number) => ({ sex, birth_year: 2026 - age });
const ACG_ALT =
  'ACG Clinical Guideline: Evaluation of Abnormal Liver Chemistries (Kwo et al., 2017)';
const OESTERLING = 'Oesterling et al., JAMA 1993: age-specific PSA reference ranges';
const CALIPER_ALP =
  'CALIPER ALP intervals as validated by Fontes et al., J Bras Patol Med Lab 2018';

const ADA = 'ADA Standards of Care in Diabetes 2025, section 2 (diagnosis)';
const ADA_HYPO = 'ADA Standards of Care in Diabetes 2025, section 6 (hypoglycaemia levels)';
const AHA_BP = 'ACC/AHA 2017 High Blood Pressure Guideline (Whelton et al.)';
const KDIGO = 'KDIGO 2024 Clinical Practice Guideline for CKD';
const WHO_BMI = 'WHO Technical Report Series 894 (2000), adult BMI classification';
const ATP3 = 'NCEP ATP III (2002)';
const NLA = 'NLA Recommendations for Patient-Centered Management of Dyslipidemia, Part 1 (2015)';
const EAS_LPA = 'EAS 2022 Lp(a) consensus statement (Kronenberg et al., Eur Heart J 2022)';
const HYPONATRAEMIA =
  'European Clinical Practice Guideline on Hyponatraemia (Spasovski et al., 2014)';
const ERC = 'ERC Guidelines 2021, Cardiac arrest in special circumstances (potassium)';
const CDC_AHA = 'CDC/AHA 2003 statement on markers of inflammation (Pearson et al., Circulation)';
const ES_VITAMIN_D = 'Endocrine Society 2011 Vitamin D Guideline (Holick et al.)';
const WHO_HB =
  'WHO 2011, Haemoglobin concentrations for the diagnosis of anaemia (non-pregnant women)';
const ESC_HF = 'ESC 2021 Heart Failure Guidelines (natriuretic peptides, non-acute and acute)';
const ESC_PE = 'ESC 2019 Guidelines for acute pulmonary embolism (D-dimer)';
const BTS = 'BTS 2017 Guideline for oxygen use in adults (target 94–98 %; hypoxaemia < 90 %)';

const CUT_OFFS: readonly CutOff[] = [
  { loinc: '4548-4', value: 5.7, band: 'Prediabetes', source: `${ADA}: A1C 5.7–6.4 %` },
  { loinc: '4548-4', value: 6.5, band: 'Diabetes Range', source: `${ADA}: A1C ≥ 6.5 %` },
  { loinc: '1558-6', value: 54, band: 'Low', source: `${ADA_HYPO}: level 2 < 54 mg/dL` },
  { loinc: '1558-6', value: 70, band: 'Normal', source: `${ADA_HYPO}: level 1 < 70 mg/dL` },
  { loinc: '1558-6', value: 100, band: 'Prediabetes', source: `${ADA}: IFG 100–125 mg/dL` },
  { loinc: '1558-6', value: 126, band: 'Diabetes Range', source: `${ADA}: FPG ≥ 126 mg/dL` },
  {
    loinc: '1518-0',
    value: 140,
    band: 'Impaired Glucose Tolerance',
    source: `${ADA}: 2-h PG during 75 g OGTT 140–199 mg/dL`,
  },
  { loinc: '1518-0', value: 200, band: 'Diabetes Range', source: `${ADA}: 2-h PG ≥ 200 mg/dL` },
  {
    loinc: '2345-7',
    value: 140,
    band: 'Elevated',
    source: 'Non-fasting interval 70–140 mg/dL printed by most labs (upper limit exclusive)',
  },
  {
    loinc: '2345-7',
    value: 200,
    band: 'Diabetes Range',
    source: `${ADA}: random plasma glucose ≥ 200 mg/dL with classic symptoms`,
  },
  { loinc: '8480-6', value: 90, band: 'Normal', source: 'AHA: hypotension below 90 mmHg' },
  { loinc: '8480-6', value: 120, band: 'Elevated', source: `${AHA_BP}: elevated 120–129` },
  {
    loinc: '8480-6',
    value: 130,
    band: 'Stage 1 Hypertension',
    source: `${AHA_BP}: stage 1 130–139`,
  },
  { loinc: '8480-6', value: 140, band: 'Stage 2 Hypertension', source: `${AHA_BP}: stage 2 ≥ 140` },
  {
    loinc: '8480-6',
    value: 180,
    band: 'Stage 2 Hypertension',
    source: `${AHA_BP}: crisis is > 180, so 180 itself is stage 2`,
  },
  { loinc: '8480-6', value: 181, band: 'Hypertensive Crisis', source: `${AHA_BP}: crisis > 180` },
  { loinc: '8462-4', value: 60, band: 'Normal', source: 'AHA: hypotension below 60 mmHg' },
  { loinc: '8462-4', value: 80, band: 'Stage 1 Hypertension', source: `${AHA_BP}: stage 1 80–89` },
  { loinc: '8462-4', value: 90, band: 'Stage 2 Hypertension', source: `${AHA_BP}: stage 2 ≥ 90` },
  {
    loinc: '8462-4',
    value: 120,
    band: 'Stage 2 Hypertension',
    source: `${AHA_BP}: crisis is > 120, so 120 itself is stage 2`,
  },
  { loinc: '8462-4', value: 121, band: 'Hypertensive Crisis', source: `${AHA_BP}: crisis > 120` },
  { loinc: '98979-8', value: 15, band: 'Severely Decreased (G4)', source: `${KDIGO}: G4 15–29` },
  {
    loinc: '98979-8',
    value: 30,
    band: 'Moderately to Severely Decreased (G3b)',
    source: `${KDIGO}: G3b 30–44`,
  },
  {
    loinc: '98979-8',
    value: 45,
    band: 'Mildly to Moderately Decreased (G3a)',
    source: `${KDIGO}: G3a 45–59`,
  },
  { loinc: '98979-8', value: 60, band: 'Mildly Decreased (G2)', source: `${KDIGO}: G2 60–89` },
  { loinc: '98979-8', value: 90, band: 'Normal', source: `${KDIGO}: G1 ≥ 90` },
  {
    loinc: '9318-7',
    value: 30,
    band: 'Moderately Increased (A2)',
    source: `${KDIGO}: A2 30–300 mg/g`,
  },
  {
    loinc: '9318-7',
    value: 300,
    band: 'Moderately Increased (A2)',
    source: `${KDIGO}: A3 is > 300 mg/g, so 300 itself is A2`,
  },
  {
    loinc: '9318-7',
    value: 301,
    band: 'Severely Increased (A3)',
    source: `${KDIGO}: A3 > 300 mg/g`,
  },
  {
    loinc: '39156-5',
    value: 16,
    band: 'Underweight',
    source: `${WHO_BMI}: mild/moderate thinness`,
  },
  { loinc: '39156-5', value: 18.5, band: 'Normal', source: `${WHO_BMI}: normal 18.5–24.9` },
  { loinc: '39156-5', value: 25, band: 'Overweight', source: `${WHO_BMI}: pre-obese ≥ 25` },
  { loinc: '39156-5', value: 30, band: 'Obesity Class I', source: `${WHO_BMI}: class I ≥ 30` },
  { loinc: '39156-5', value: 35, band: 'Obesity Class II', source: `${WHO_BMI}: class II ≥ 35` },
  { loinc: '39156-5', value: 40, band: 'Obesity Class III', source: `${WHO_BMI}: class III ≥ 40` },
  { loinc: '13457-7', value: 100, band: 'Near Optimal', source: `${ATP3}: LDL-C 100–129` },
  { loinc: '13457-7', value: 130, band: 'Borderline High', source: `${ATP3}: LDL-C 130–159` },
  { loinc: '13457-7', value: 160, band: 'High', source: `${ATP3}: LDL-C 160–189` },
  { loinc: '13457-7', value: 190, band: 'Very High', source: `${ATP3}: LDL-C ≥ 190` },
  { loinc: '2085-9', value: 39, band: 'Low', source: `${ATP3}: low HDL-C < 40` },
  { loinc: '2085-9', value: 40, band: 'Normal', source: `${ATP3}: low HDL-C < 40` },
  { loinc: '2085-9', value: 45, band: 'Normal', source: `${ATP3}: low < 40 in men`, person: MAN },
  {
    loinc: '2085-9',
    value: 45,
    band: 'Low',
    source: `${ATP3}: low < 50 mg/dL in women`,
    person: WOMAN,
  },
  {
    loinc: '2085-9',
    value: 50,
    band: 'Normal',
    source: `${ATP3}: low < 50 mg/dL in women`,
    person: WOMAN,
  },
  { loinc: '2085-9', value: 60, band: 'Normal', source: `${ATP3}: HDL-C is no treatment target` },
  { loinc: '2093-3', value: 200, band: 'Borderline High', source: `${ATP3}: TC 200–239` },
  { loinc: '2093-3', value: 240, band: 'High', source: `${ATP3}: TC ≥ 240` },
  { loinc: '2571-8', value: 150, band: 'Borderline High', source: `${ATP3}: TG 150–199` },
  { loinc: '2571-8', value: 200, band: 'High', source: `${ATP3}: TG 200–499` },
  { loinc: '2571-8', value: 500, band: 'Very High', source: `${ATP3}: TG ≥ 500` },
  { loinc: '43396-1', value: 130, band: 'Above Desirable', source: `${NLA}: non-HDL-C 130–159` },
  { loinc: '43396-1', value: 160, band: 'Borderline High', source: `${NLA}: non-HDL-C 160–189` },
  { loinc: '43396-1', value: 190, band: 'High', source: `${NLA}: non-HDL-C 190–219` },
  { loinc: '43396-1', value: 220, band: 'Very High', source: `${NLA}: non-HDL-C ≥ 220` },
  { loinc: '1884-6', value: 90, band: 'Borderline High', source: `${NLA}: apoB goal < 90 mg/dL` },
  {
    loinc: '1884-6',
    value: 130,
    band: 'High',
    source: 'ACC/AHA 2018 Cholesterol Guideline: apoB ≥ 130 mg/dL is risk-enhancing',
  },
  {
    loinc: '43583-4',
    value: 75,
    band: 'Borderline',
    source: `${EAS_LPA}: 75–125 nmol/L grey zone`,
  },
  {
    loinc: '43583-4',
    value: 125,
    band: 'High',
    source: `${EAS_LPA}: ≥ 125 nmol/L (decision 0008)`,
  },
  { loinc: '10835-7', value: 30, band: 'Borderline', source: `${EAS_LPA}: 30–50 mg/dL grey zone` },
  { loinc: '10835-7', value: 50, band: 'High', source: `${EAS_LPA}: ≥ 50 mg/dL (decision 0008)` },
  {
    loinc: '2951-2',
    value: 125,
    band: 'Moderately Low',
    source: `${HYPONATRAEMIA}: moderate 125–129, profound < 125 mmol/L`,
  },
  {
    loinc: '2951-2',
    value: 130,
    band: 'Mildly Low',
    source: `${HYPONATRAEMIA}: mild 130–135 mmol/L`,
  },
  {
    loinc: '2951-2',
    value: 135,
    band: 'Normal',
    source: `${HYPONATRAEMIA}: hyponatraemia < 135 mmol/L`,
  },
  { loinc: '2823-3', value: 2.5, band: 'Low', source: `${ERC}: severe hypokalaemia < 2.5` },
  { loinc: '2823-3', value: 3.5, band: 'Normal', source: `${ERC}: hypokalaemia < 3.5 mmol/L` },
  { loinc: '2823-3', value: 6, band: 'Moderately High', source: `${ERC}: moderate 6.0–6.4` },
  { loinc: '2823-3', value: 6.5, band: 'Severely High', source: `${ERC}: severe ≥ 6.5 mmol/L` },
  { loinc: '30522-7', value: 1, band: 'Average Risk', source: `${CDC_AHA}: average 1.0–3.0 mg/L` },
  {
    loinc: '30522-7',
    value: 3,
    band: 'Average Risk',
    source: `${CDC_AHA}: high is > 3.0 mg/L, so 3.0 itself is average`,
  },
  { loinc: '30522-7', value: 3.01, band: 'High Risk', source: `${CDC_AHA}: high > 3.0 mg/L` },
  {
    loinc: '62292-8',
    value: 20,
    band: 'Insufficient',
    source: `${ES_VITAMIN_D}: deficiency < 20 ng/mL`,
  },
  {
    loinc: '62292-8',
    value: 30,
    band: 'Sufficient',
    source: `${ES_VITAMIN_D}: sufficiency ≥ 30 ng/mL`,
  },
  {
    loinc: '3016-3',
    value: 0.1,
    band: 'Low',
    source: 'ATA 2016 Hyperthyroidism Guideline: suppressed TSH < 0.1 mIU/L',
  },
  {
    loinc: '3016-3',
    value: 0.45,
    band: 'Normal',
    source: 'Surks et al., JAMA 2004: reference range 0.45–4.5 mIU/L',
  },
  {
    loinc: '3016-3',
    value: 4.5,
    band: 'Normal',
    source: 'Surks et al., JAMA 2004: reference interval 0.45–4.5 mIU/L holds its upper limit',
  },
  {
    loinc: '3016-3',
    value: 4.51,
    band: 'Mildly Elevated',
    source: 'Surks et al., JAMA 2004: above 4.5 mIU/L',
  },
  {
    loinc: '3016-3',
    value: 10,
    band: 'High',
    source: 'ATA/AACE 2012 Hypothyroidism Guideline: treat when TSH ≥ 10 mIU/L',
  },
  {
    loinc: '2276-4',
    value: 15,
    band: 'Normal',
    source: 'WHO 2020 ferritin guideline: iron deficiency < 15 µg/L in adults',
  },
  {
    loinc: '718-7',
    value: 8,
    band: 'Moderate Anemia',
    source: `${WHO_HB}: moderate 8.0–10.9 g/dL`,
  },
  { loinc: '718-7', value: 11, band: 'Mild Anemia', source: `${WHO_HB}: mild 11.0–11.9 g/dL` },
  { loinc: '718-7', value: 12, band: 'Normal', source: `${WHO_HB}: anaemia < 12.0 g/dL` },
  { loinc: '33762-6', value: 125, band: 'Elevated', source: `${ESC_HF}: HF unlikely < 125 pg/mL` },
  { loinc: '30934-4', value: 35, band: 'Elevated', source: `${ESC_HF}: HF unlikely < 35 pg/mL` },
  {
    loinc: '30934-4',
    value: 100,
    band: 'High',
    source: `${ESC_HF}: acute HF unlikely < 100 pg/mL`,
  },
  {
    loinc: '48065-7',
    value: 0.5,
    band: 'Elevated',
    source: `${ESC_PE}: normal < 500 µg/L (0.5 mg/L) FEU`,
  },
  {
    loinc: '48066-5',
    value: 250,
    band: 'Elevated',
    source: `${ESC_PE}, halved for D-dimer units (1 DDU ≈ 2 FEU): normal < 250 ng/mL DDU`,
  },
  {
    loinc: '2857-1',
    value: 4,
    band: 'Normal',
    source: 'Labs print PSA 0–4.0 ng/mL (Mayo/NCCN: the traditional cut-off is > 4.0)',
  },
  { loinc: '2857-1', value: 4.1, band: 'Borderline', source: 'Mayo/NCCN: PSA > 4.0 ng/mL' },
  {
    loinc: '2857-1',
    value: 3,
    band: 'Borderline',
    source: `${OESTERLING}: 40–49 years 0–2.5 ng/mL`,
    person: manAged(45),
  },
  {
    loinc: '2857-1',
    value: 2.5,
    band: 'Normal',
    source: `${OESTERLING}: 40–49 years 0–2.5 ng/mL`,
    person: manAged(45),
  },
  {
    loinc: '2857-1',
    value: 3.5,
    band: 'Normal',
    source: `${OESTERLING}: 50–59 years 0–3.5 ng/mL`,
    person: manAged(55),
  },
  {
    loinc: '2857-1',
    value: 4.5,
    band: 'Normal',
    source: `${OESTERLING}: 60–69 years 0–4.5 ng/mL`,
    person: manAged(65),
  },
  {
    loinc: '2857-1',
    value: 5.5,
    band: 'Normal',
    source: `${OESTERLING}: 70–79 years 0–6.5 ng/mL`,
    person: manAged(75),
  },
  {
    loinc: '2857-1',
    value: 6.6,
    band: 'Borderline',
    source: `${OESTERLING}: 70–79 years 0–6.5 ng/mL`,
    person: manAged(75),
  },
  {
    loinc: '2857-1',
    value: 0.5,
    band: 'Not Judged (Test for Men)',
    source: 'PSA is made by the prostate: no reference range applies to women',
    person: WOMAN,
  },
  {
    loinc: '6768-6',
    value: 300,
    band: 'Normal',
    source: `${CALIPER_ALP}: boys 13–14 years 129–437 U/L`,
    person: childAged('male', 13),
  },
  {
    loinc: '6768-6',
    value: 300,
    band: 'High',
    source: `${CALIPER_ALP}: girls 13–14 years 62–212 U/L`,
    person: childAged('female', 13),
  },
  {
    loinc: '6768-6',
    value: 300,
    band: 'Normal',
    source: `${CALIPER_ALP}: girls and boys 1–9 years 149–301 U/L`,
    person: childAged('female', 6),
  },
  { loinc: '1742-6', value: 33, band: 'Normal', source: `${ACG_ALT}: ULN men 29–33 U/L` },
  { loinc: '1742-6', value: 33, band: 'Normal', source: `${ACG_ALT}: ULN men 33`, person: MAN },
  {
    loinc: '1742-6',
    value: 25,
    band: 'Normal',
    source: `${ACG_ALT}: ULN women 19–25 U/L`,
    person: WOMAN,
  },
  {
    loinc: '1742-6',
    value: 26,
    band: 'Borderline Elevated',
    source: `${ACG_ALT}: above ULN women 25 U/L`,
    person: WOMAN,
  },
  {
    loinc: '1920-8',
    value: 48,
    band: 'Normal',
    source: 'Mayo Clinic Laboratories: AST men 8–48 U/L',
  },
  {
    loinc: '62292-8',
    value: 100,
    band: 'Sufficient',
    source: `${ES_VITAMIN_D}: sufficiency 30–100 ng/mL`,
  },
  {
    loinc: '2276-4',
    value: 200,
    band: 'Normal',
    source: 'WHO 2020 ferritin guideline: iron-overload risk above 200 µg/L in men',
    person: MAN,
  },
  {
    loinc: '2276-4',
    value: 150,
    band: 'Normal',
    source: 'WHO 2020 ferritin guideline: iron-overload risk above 150 µg/L in women',
    person: WOMAN,
  },
  {
    loinc: '2951-2',
    value: 145,
    band: 'Normal',
    source: 'Mayo Clinic Laboratories: 135–145 mmol/L',
  },
  {
    loinc: '2823-3',
    value: 5.2,
    band: 'Normal',
    source: 'Mayo Clinic Laboratories: 3.6–5.2 mmol/L',
  },
  {
    loinc: '1518-0',
    value: 50.1,
    band: 'Very Low',
    source: `${ADA_HYPO}: level 2 < 54 mg/dL, after a glucose load too`,
  },
  { loinc: '1518-0', value: 45, band: 'Very Low', source: `${ADA_HYPO}: level 2 < 54 mg/dL` },
  { loinc: '1518-0', value: 54, band: 'Low', source: `${ADA_HYPO}: level 1 54–69 mg/dL` },
  { loinc: '1518-0', value: 70, band: 'Normal', source: `${ADA_HYPO}: level 1 < 70 mg/dL` },
  { loinc: '1507-3', value: 50.1, band: 'Very Low', source: `${ADA_HYPO}: level 2 < 54 mg/dL` },
  { loinc: '1507-3', value: 65, band: 'Low', source: `${ADA_HYPO}: level 1 54–69 mg/dL` },
  {
    loinc: '2132-9',
    value: 180,
    band: 'Possible Deficiency',
    source: 'NICE NG239 (2024): B12 deficiency likely < 180 ng/L, indeterminate 180–350',
  },
  {
    loinc: '2284-8',
    value: 3,
    band: 'Possible Deficiency',
    source: 'WHO 2012 VMNIS serum folate: deficient < 3, possible deficiency 3–5.9 ng/mL',
  },
  {
    loinc: '2284-8',
    value: 6,
    band: 'Normal',
    source: 'WHO 2012 VMNIS serum folate: normal 6–20 ng/mL',
  },
  { loinc: '59408-5', value: 90, band: 'Low', source: BTS },
  { loinc: '59408-5', value: 94, band: 'Normal', source: BTS },
  {
    loinc: '13965-9',
    value: 15,
    band: 'Moderately Elevated',
    source: 'Refsum et al., Clin Chem 2004: moderate hyperhomocysteinaemia 15–30 µmol/L',
  },
  {
    loinc: '13965-9',
    value: 30,
    band: 'High',
    source: 'Refsum et al., Clin Chem 2004: intermediate 30–100 µmol/L',
  },
  {
    loinc: '6301-6',
    value: 2,
    band: 'Anticoagulation Target Range',
    source: 'ACCP/CHEST antithrombotic guidelines: vitamin K antagonist target INR 2.0–3.0',
  },
];

function biomarkerOf(loinc: string): CatalogueBiomarker {
  const found = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes(loinc));
  if (found === undefined) throw new Error(`no biomarker has LOINC ${loinc}`);
  return found;
}

describe('guideline cut-offs', () => {
  it.each(
    CUT_OFFS.map((row) => {
      const whose =
        row.person === undefined
          ? ''
          : ` (${row.person.sex ?? 'sex unknown'}${row.person.birth_year === null ? '' : `, ${String(2026 - row.person.birth_year)} y`})`;
      return [`${biomarkerOf(row.loinc).name} ${String(row.value)}${whose}`, row] as const;
    }),
  )('%s is in the band its guideline names', (_, row) => {
    const biomarker = biomarkerOf(row.loinc);
    const set =
      row.person === undefined ? biomarker.ranges : rangeSetFor(biomarker, row.person, TEST_DATE);
    expect(assessValue(biomarker, row.value, null, set).band?.name, row.source).toBe(row.band);
  });
});

describe('range text', () => {
  const bounds = (loinc: string) => {
    const biomarker = biomarkerOf(loinc);
    return judgedBands(biomarker.ranges, biomarker.desired_result).map(
      (band) => `${band.name} ${rangeBoundsText(band)}`,
    );
  };

  it('writes a guideline\'s "> X" as the guideline does: crisis >180 / >120, not >181 / >121', () => {
    expect(bounds('8480-6').slice(-2)).toEqual([
      'Stage 2 Hypertension 140-180',
      'Hypertensive Crisis >180',
    ]);
    expect(bounds('8462-4').slice(-2)).toEqual([
      'Stage 2 Hypertension 90-120',
      'Hypertensive Crisis >120',
    ]);
    expect(bounds('9318-7').at(-1)).toBe('Severely Increased (A3) >300');
    expect(bounds('30522-7')[2]).toBe('High Risk 3-10');
  });

  it('writes a reference interval open below with its limit included: PSA ≤4', () => {
    expect(bounds('2857-1')[0]).toBe('Normal ≤4');
  });
});
