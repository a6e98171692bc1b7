import type { CatalogueBiomarker } from '../catalogue-types';

/** Category 13: ids 1301–1399. */
export const VITALS: readonly CatalogueBiomarker[] = [
  {
    id: 1301,
    name: 'Systolic Blood Pressure',
    name_de: 'Systolischer Blutdruck',
    test_name: 'Blood pressure measurement',
    test_name_de: 'Blutdruckmessung',
    unit: 'mmHg',
    units: [
      { unit: 'mm Hg', factor: 1 },
      { unit: 'kPa', factor: 7.50062 },
    ],
    loinc: ['8480-6'],
    aliases: [
      'SBP',
      'Systolic',
      'Systolic BP',
      'BP Systolic',
      'Blood Pressure Systolic',
      'Systolic Pressure',
      'Systole',
      'Blutdruck systolisch',
      'RR systolisch',
      'Systolischer Druck',
    ],
    description:
      'Systolic blood pressure is the upper number: the pressure in the arteries while the heart beats and pumps blood out.',
    description_de:
      'Der systolische Blutdruck ist der obere Wert: der Druck in den Arterien, während das Herz schlägt und Blut auswirft.',
    indicates:
      'High blood pressure (hypertension) and the risk of stroke, heart attack, heart failure and kidney disease; low values can cause dizziness and fainting.',
    indicates_de:
      'Bluthochdruck (Hypertonie) und das Risiko für Schlaganfall, Herzinfarkt, Herzschwäche und Nierenerkrankungen; niedrige Werte können Schwindel und Ohnmacht verursachen.',
    desired_result: 'Normal',
    ranges: {
      source: 'AHA/ACC 2017 High Blood Pressure Guideline (normal <120, elevated 120–129, stage 1 130–139, stage 2 ≥140, crisis >180 mmHg); hypotension <90 mmHg (AHA)',
      // AHA stages, not the German "Grad" (ESC/ESH: Grad 1 from 140/90; 130–139/85–89 is hoch-normal).
      // Crisis is "> 180": readings are whole mmHg, so the band starts at 181 and 180 stays stage 2.
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 90 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 90, max: 120 },
        { name: 'Elevated', name_de: 'Leicht erhöht', class_range: 'elevated', min: 120, max: 130 },
        { name: 'Stage 1 Hypertension', name_de: 'Erhöht (AHA-Stadium 1)', class_range: 'high', min: 130, max: 140 },
        { name: 'Stage 2 Hypertension', name_de: 'Hoch (AHA-Stadium 2)', class_range: 'very_high', min: 140, max: 181 },
        { name: 'Hypertensive Crisis', name_de: 'Hypertensive Krise', class_range: 'critical_high', min: 181, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1302,
    name: 'Diastolic Blood Pressure',
    name_de: 'Diastolischer Blutdruck',
    test_name: 'Blood pressure measurement',
    test_name_de: 'Blutdruckmessung',
    unit: 'mmHg',
    units: [
      { unit: 'mm Hg', factor: 1 },
      { unit: 'kPa', factor: 7.50062 },
    ],
    loinc: ['8462-4'],
    aliases: [
      'DBP',
      'Diastolic',
      'Diastolic BP',
      'BP Diastolic',
      'Blood Pressure Diastolic',
      'Diastolic Pressure',
      'Diastole',
      'Blutdruck diastolisch',
      'RR diastolisch',
      'Diastolischer Druck',
    ],
    description:
      'Diastolic blood pressure is the lower number: the pressure in the arteries while the heart relaxes between beats.',
    description_de:
      'Der diastolische Blutdruck ist der untere Wert: der Druck in den Arterien, während sich das Herz zwischen zwei Schlägen entspannt.',
    indicates:
      'High blood pressure (hypertension) and cardiovascular risk; low values can cause dizziness and fainting.',
    indicates_de:
      'Bluthochdruck (Hypertonie) und Herz-Kreislauf-Risiko; niedrige Werte können Schwindel und Ohnmacht verursachen.',
    desired_result: 'Normal',
    ranges: {
      source: 'AHA/ACC 2017 High Blood Pressure Guideline (normal <80, stage 1 80–89, stage 2 ≥90, crisis >120 mmHg); hypotension <60 mmHg (AHA)',
      // Crisis is "> 120": readings are whole mmHg, so the band starts at 121 and 120 stays stage 2.
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 60 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 60, max: 80 },
        { name: 'Stage 1 Hypertension', name_de: 'Erhöht (AHA-Stadium 1)', class_range: 'high', min: 80, max: 90 },
        { name: 'Stage 2 Hypertension', name_de: 'Hoch (AHA-Stadium 2)', class_range: 'very_high', min: 90, max: 121 },
        { name: 'Hypertensive Crisis', name_de: 'Hypertensive Krise', class_range: 'critical_high', min: 121, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1303,
    name: 'Resting Heart Rate',
    name_de: 'Ruheherzfrequenz',
    test_name: 'Pulse measurement',
    test_name_de: 'Pulsmessung',
    unit: 'bpm',
    units: [
      { unit: '/min', factor: 1 },
      { unit: '1/min', factor: 1 },
      { unit: 'beats/min', factor: 1 },
      { unit: '{beats}/min', factor: 1 },
      { unit: 'Schläge/min', factor: 1 },
    ],
    loinc: ['40443-4', '8867-4'],
    aliases: [
      'Heart Rate',
      'HR',
      'RHR',
      'Pulse',
      'Pulse Rate',
      'Resting Pulse',
      'Herzfrequenz',
      'Ruhepuls',
      'Puls',
    ],
    description:
      'The number of heartbeats per minute while you are at rest. Fitness lowers it; stress, fever, dehydration and some illnesses raise it.',
    description_de:
      'Die Zahl der Herzschläge pro Minute in Ruhe. Gute Fitness senkt sie; Stress, Fieber, Flüssigkeitsmangel und manche Krankheiten erhöhen sie.',
    indicates:
      'Cardiovascular fitness and heart rhythm problems; a slow rate (bradycardia) can be normal in trained athletes.',
    indicates_de:
      'Herz-Kreislauf-Fitness und Herzrhythmusstörungen; ein langsamer Puls (Bradykardie) kann bei trainierten Sportlern normal sein.',
    desired_result: 'Normal',
    ranges: {
      source: 'American Heart Association: normal adult resting heart rate 60–100 beats per minute',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 60 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 60, max: 100 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 100, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1304,
    name: 'Body Weight',
    name_de: 'Körpergewicht',
    test_name: 'Weight measurement',
    test_name_de: 'Gewichtsmessung',
    unit: 'kg',
    units: [
      { unit: 'lb', factor: 0.45359237 },
      { unit: 'lbs', factor: 0.45359237 },
      { unit: 'g', factor: 0.001 },
      { unit: 'st', factor: 6.35029318 },
    ],
    loinc: ['29463-7', '3141-9'],
    aliases: ['Weight', 'Wt', 'Gewicht'],
    description:
      'Your body weight. On its own it says little about health; BMI and waist circumference relate it to your height and build.',
    description_de:
      'Ihr Körpergewicht. Allein sagt es wenig über die Gesundheit aus; BMI und Taillenumfang setzen es in Bezug zu Körpergröße und Körperbau.',
    indicates:
      'Changes over time: unintended weight loss or gain, fluid retention, effect of diet and exercise.',
    indicates_de:
      'Veränderungen im Verlauf: ungewollte Ab- oder Zunahme, Wassereinlagerungen, Wirkung von Ernährung und Bewegung.',
    desired_result: 'Depends on Height',
    // Weight has no reference interval of its own; the outer bands flag only values that lie outside
    // the healthy BMI range whatever the adult height (BMI 18.5 at 1.47 m ≈ 40 kg, BMI 30 at 2.08 m ≈ 130 kg).
    ranges: {
      source: 'WHO BMI cut-offs (18.5 and 30 kg/m²) applied across adult heights of 1.47–2.08 m; weight alone has no reference interval',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 40 },
        { name: 'Depends on Height', name_de: 'Abhängig von der Körpergröße', class_range: 'normal', min: 40, max: 130 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 130, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1305,
    name: 'Body Mass Index',
    name_de: 'Body-Mass-Index',
    test_name: 'Height and weight (calculated)',
    test_name_de: 'Größe und Gewicht (berechnet)',
    unit: 'kg/m2',
    units: [{ unit: 'kg/m²', factor: 1 }],
    loinc: ['39156-5'],
    aliases: ['BMI', 'Quetelet Index', 'Körpermasseindex', 'Körpermassenindex'],
    description:
      'BMI is your weight in kilograms divided by your height in metres squared. It is a quick screen for under- and overweight, though it does not distinguish muscle from fat.',
    description_de:
      'Der BMI ist das Körpergewicht in Kilogramm geteilt durch das Quadrat der Körpergröße in Metern. Er dient als schnelle Einschätzung von Unter- und Übergewicht, unterscheidet aber nicht zwischen Muskeln und Fett.',
    indicates:
      'Underweight, overweight and obesity, and the related risk of diabetes, heart disease and joint problems.',
    indicates_de:
      'Untergewicht, Übergewicht und Adipositas sowie das damit verbundene Risiko für Diabetes, Herzkrankheiten und Gelenkprobleme.',
    desired_result: 'Normal',
    ranges: {
      source: 'WHO adult BMI classification (WHO Technical Report Series 894, 2000)',
      bands: [
        { name: 'Severely Underweight', name_de: 'Starkes Untergewicht', class_range: 'very_low', min: null, max: 16 },
        { name: 'Underweight', name_de: 'Untergewicht', class_range: 'low', min: 16, max: 18.5 },
        { name: 'Normal', name_de: 'Normalgewicht', class_range: 'normal', min: 18.5, max: 25 },
        { name: 'Overweight', name_de: 'Übergewicht', class_range: 'above_normal', min: 25, max: 30 },
        { name: 'Obesity Class I', name_de: 'Adipositas Grad I', class_range: 'high', min: 30, max: 35 },
        { name: 'Obesity Class II', name_de: 'Adipositas Grad II', class_range: 'very_high', min: 35, max: 40 },
        { name: 'Obesity Class III', name_de: 'Adipositas Grad III', class_range: 'very_high', min: 40, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1306,
    name: 'Waist Circumference',
    name_de: 'Taillenumfang',
    test_name: 'Waist measurement',
    test_name_de: 'Messung des Taillenumfangs',
    unit: 'cm',
    units: [
      { unit: 'in', factor: 2.54 },
      { unit: 'inch', factor: 2.54 },
      { unit: 'inches', factor: 2.54 },
      { unit: 'mm', factor: 0.1 },
      { unit: 'm', factor: 100 },
    ],
    loinc: ['8280-0'],
    aliases: ['Waist', 'Waist Girth', 'Abdominal Circumference', 'Bauchumfang', 'Taille'],
    description:
      'The distance around your waist, measured midway between the lowest rib and the top of the hip bone. It reflects fat stored around the organs.',
    description_de:
      'Der Umfang um die Taille, gemessen in der Mitte zwischen unterster Rippe und Oberkante des Beckenknochens. Er spiegelt das Fett um die inneren Organe wider.',
    indicates:
      'Abdominal obesity and the risk of type 2 diabetes, heart disease and metabolic syndrome.',
    indicates_de:
      'Bauchbetonte Adipositas und das Risiko für Typ-2-Diabetes, Herzkrankheiten und metabolisches Syndrom.',
    desired_result: 'Normal',
    ranges: {
      source: 'WHO Expert Consultation on Waist Circumference and Waist–Hip Ratio (2008): increased risk >80 cm women / >94 cm men, substantially increased >88 cm women / >102 cm men',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 80 },
        { name: 'Increased Risk', name_de: 'Erhöhtes Risiko', class_range: 'elevated', min: 80, max: 102 },
        { name: 'High Risk', name_de: 'Stark erhöhtes Risiko', class_range: 'high', min: 102, max: null },
      ],
    },
    female: {
      source: 'WHO Expert Consultation on Waist Circumference and Waist–Hip Ratio (2008), women',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 80 },
        { name: 'Increased Risk', name_de: 'Erhöhtes Risiko', class_range: 'elevated', min: 80, max: 88 },
        { name: 'High Risk', name_de: 'Stark erhöhtes Risiko', class_range: 'high', min: 88, max: null },
      ],
    },
    male: {
      source: 'WHO Expert Consultation on Waist Circumference and Waist–Hip Ratio (2008), men',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 94 },
        { name: 'Increased Risk', name_de: 'Erhöhtes Risiko', class_range: 'elevated', min: 94, max: 102 },
        { name: 'High Risk', name_de: 'Stark erhöhtes Risiko', class_range: 'high', min: 102, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1307,
    name: 'Body Fat Percentage',
    name_de: 'Körperfettanteil',
    test_name: 'Body composition analysis',
    test_name_de: 'Körperzusammensetzungsanalyse',
    unit: '%',
    units: [],
    loinc: ['41982-0'],
    aliases: ['Body Fat', 'Body Fat %', 'Percent Body Fat', 'Fat Ratio', 'Fat %', 'Körperfett', 'Körperfett %'],
    description:
      'The share of your body weight that is fat, usually measured by a body-composition scale (bioimpedance), DEXA or calipers.',
    description_de:
      'Der Anteil des Körpergewichts, der aus Fett besteht, meist gemessen mit einer Körperanalysewaage (Bioimpedanz), DEXA oder einer Hautfaltenzange.',
    indicates: 'Under- and over-fatness independent of muscle mass; metabolic and cardiovascular risk.',
    indicates_de: 'Zu wenig oder zu viel Körperfett unabhängig von der Muskelmasse; Stoffwechsel- und Herz-Kreislauf-Risiko.',
    desired_result: 'Healthy',
    // Age 20–39 bands; the unknown-sex set spans the men's and women's healthy ranges.
    ranges: {
      source: 'Gallagher D et al., Am J Clin Nutr 2000 (healthy body-fat ranges, age 20–39: men 8–20%, women 21–33%)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 8 },
        { name: 'Healthy', name_de: 'Gesund', class_range: 'normal', min: 8, max: 33 },
        { name: 'Overweight', name_de: 'Übergewichtig', class_range: 'above_normal', min: 33, max: 39 },
        { name: 'Obese', name_de: 'Adipös', class_range: 'high', min: 39, max: null },
      ],
    },
    female: {
      source: 'Gallagher D et al., Am J Clin Nutr 2000 (women aged 20–39)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 21 },
        { name: 'Healthy', name_de: 'Gesund', class_range: 'normal', min: 21, max: 33 },
        { name: 'Overweight', name_de: 'Übergewichtig', class_range: 'above_normal', min: 33, max: 39 },
        { name: 'Obese', name_de: 'Adipös', class_range: 'high', min: 39, max: null },
      ],
    },
    male: {
      source: 'Gallagher D et al., Am J Clin Nutr 2000 (men aged 20–39)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 8 },
        { name: 'Healthy', name_de: 'Gesund', class_range: 'normal', min: 8, max: 20 },
        { name: 'Overweight', name_de: 'Übergewichtig', class_range: 'above_normal', min: 20, max: 25 },
        { name: 'Obese', name_de: 'Adipös', class_range: 'high', min: 25, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1308,
    name: 'Oxygen Saturation',
    name_de: 'Sauerstoffsättigung',
    test_name: 'Pulse oximetry',
    test_name_de: 'Pulsoxymetrie',
    unit: '%',
    units: [],
    loinc: ['59408-5', '2708-6'],
    aliases: ['SpO2', 'SpO₂', 'SaO2', 'O2 Saturation', 'O2 Sat', 'Pulse Oximetry', 'Oxygen Saturation (SpO2)', 'Sauerstoffsättigung (SpO2)'],
    description:
      'The share of haemoglobin in your blood that is carrying oxygen, usually measured with a clip on the finger (pulse oximeter).',
    description_de:
      'Der Anteil des Hämoglobins im Blut, der Sauerstoff trägt, meist mit einem Clip am Finger gemessen (Pulsoxymeter).',
    indicates: 'Lung and breathing problems, sleep apnoea, heart disease; low values mean too little oxygen in the blood.',
    indicates_de:
      'Lungen- und Atemprobleme, Schlafapnoe, Herzkrankheiten; niedrige Werte bedeuten zu wenig Sauerstoff im Blut.',
    desired_result: 'Normal',
    ranges: {
      source: 'BTS 2017 Guideline for oxygen use in adults in healthcare and emergency settings (target 94–98%); SpO2 <90% defines hypoxaemia (WHO)',
      bands: [
        { name: 'Very Low', name_de: 'Sehr niedrig', class_range: 'critical_low', min: null, max: 90 },
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: 90, max: 94 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 94, max: null },
      ],
    },
    better: 'higher',
  },
  {
    id: 1309,
    name: 'Body Temperature',
    name_de: 'Körpertemperatur',
    test_name: 'Temperature measurement',
    test_name_de: 'Temperaturmessung',
    unit: '°C',
    // °C = (°F − 32) × 5/9.
    units: [
      { unit: '°F', factor: 0.5555555556, offset: -17.7777777778 },
      { unit: '℉', factor: 0.5555555556, offset: -17.7777777778 },
      { unit: 'degF', factor: 0.5555555556, offset: -17.7777777778 },
      { unit: '[degF]', factor: 0.5555555556, offset: -17.7777777778 },
      { unit: '℃', factor: 1 },
      { unit: 'degC', factor: 1 },
      { unit: 'Cel', factor: 1 },
    ],
    loinc: ['8310-5'],
    aliases: ['Temperature', 'Temp', 'Body Temp', 'Temperatur'],
    description:
      'Your core body temperature, measured in the mouth, ear, armpit, forehead or rectum. It varies by about half a degree over the day.',
    description_de:
      'Die Körperkerntemperatur, gemessen im Mund, Ohr, in der Achsel, an der Stirn oder im After. Sie schwankt im Tagesverlauf um etwa ein halbes Grad.',
    indicates: 'Fever from infection or inflammation; hypothermia from cold exposure or illness.',
    indicates_de: 'Fieber bei Infektion oder Entzündung; Unterkühlung durch Kälte oder Krankheit.',
    desired_result: 'Normal',
    ranges: {
      source: 'Clinical thresholds: hypothermia <35 °C, fever ≥38.0 °C, hyperpyrexia >41.5 °C (Harrison’s Principles of Internal Medicine, 21st ed.); normal 36.0–37.5 °C',
      bands: [
        { name: 'Hypothermia', name_de: 'Unterkühlung', class_range: 'critical_low', min: null, max: 35 },
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: 35, max: 36 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 36, max: 37.5 },
        { name: 'Slightly Elevated', name_de: 'Subfebril', class_range: 'above_normal', min: 37.5, max: 38 },
        { name: 'Fever', name_de: 'Fieber', class_range: 'elevated', min: 38, max: 39 },
        { name: 'High Fever', name_de: 'Hohes Fieber', class_range: 'high', min: 39, max: 41.5 },
        { name: 'Hyperpyrexia', name_de: 'Hyperpyrexie', class_range: 'critical_high', min: 41.5, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1310,
    name: 'Respiratory Rate',
    name_de: 'Atemfrequenz',
    test_name: 'Breathing rate measurement',
    test_name_de: 'Messung der Atemfrequenz',
    unit: 'breaths/min',
    units: [
      { unit: '/min', factor: 1 },
      { unit: '1/min', factor: 1 },
      { unit: 'br/min', factor: 1 },
      { unit: '{breaths}/min', factor: 1 },
      { unit: 'Atemzüge/min', factor: 1 },
    ],
    loinc: ['9279-1'],
    aliases: ['Respiration Rate', 'Breathing Rate', 'Resp Rate', 'Resp. Rate', 'Respirations', 'Atemzüge pro Minute'],
    description: 'The number of breaths you take per minute at rest.',
    description_de: 'Die Zahl der Atemzüge pro Minute in Ruhe.',
    indicates:
      'Lung and heart problems, infection and sepsis, metabolic disturbances; an early warning sign of deterioration.',
    indicates_de:
      'Lungen- und Herzprobleme, Infektion und Sepsis, Stoffwechselentgleisungen; ein frühes Warnzeichen einer Verschlechterung.',
    desired_result: 'Normal',
    ranges: {
      source: 'Royal College of Physicians National Early Warning Score 2 (NEWS2, 2017) respiration-rate bands (≤8, 9–11, 12–20, 21–24, ≥25 per minute)',
      bands: [
        { name: 'Very Low', name_de: 'Sehr niedrig', class_range: 'critical_low', min: null, max: 9 },
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: 9, max: 12 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 12, max: 20 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 20, max: 25 },
        { name: 'Very High', name_de: 'Sehr hoch', class_range: 'critical_high', min: 25, max: null },
      ],
    },
    better: 'in_range',
  },
];
