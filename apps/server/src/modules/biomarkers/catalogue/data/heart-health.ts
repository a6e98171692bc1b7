import type { CatalogueBiomarker } from '../catalogue-types';

/** Category 1: ids 101–199. */
export const HEART_HEALTH: readonly CatalogueBiomarker[] = [
  {
    id: 101,
    name: 'Total Cholesterol',
    name_de: 'Gesamtcholesterin',
    test_name: 'Lipid panel',
    test_name_de: 'Lipidprofil',
    unit: 'mg/dL',
    units: [
      { unit: 'mmol/L', factor: 38.67 },
      { unit: 'mg%', factor: 1 },
      { unit: 'g/L', factor: 100 },
    ],
    loinc: ['2093-3'],
    aliases: [
      'Cholesterol',
      'Cholesterol, Total',
      'Cholesterol Total',
      'Cholesterol - Total',
      'Total Cholesterol (TC)',
      'CHOL',
      'Serum Cholesterol',
      'S. Cholesterol',
      'Cholesterin',
      'Cholesterin gesamt',
      'Gesamt-Cholesterin',
    ],
    description:
      'Cholesterol is a fatty substance your body needs to build cells and hormones. Total cholesterol adds up the cholesterol carried in all lipoproteins in the blood (LDL, HDL and VLDL).',
    description_de:
      'Cholesterin ist ein fettähnlicher Stoff, den der Körper für Zellwände und Hormone braucht. Das Gesamtcholesterin ist die Summe des Cholesterins in allen Lipoproteinen des Blutes (LDL, HDL und VLDL).',
    indicates:
      'Overall blood-fat status and risk of atherosclerosis, heart attack and stroke; best read together with LDL and HDL.',
    indicates_de:
      'Gesamtzustand der Blutfette und Risiko für Arteriosklerose, Herzinfarkt und Schlaganfall; am besten zusammen mit LDL und HDL zu beurteilen.',
    desired_result: 'Desirable',
    ranges: {
      source: 'NCEP ATP III (2002) total cholesterol classification',
      bands: [
        { name: 'Desirable', name_de: 'Wünschenswert', class_range: 'optimal', min: null, max: 200 },
        { name: 'Borderline High', name_de: 'Grenzwertig hoch', class_range: 'borderline', min: 200, max: 240 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 240, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 102,
    name: 'LDL Cholesterol',
    name_de: 'LDL-Cholesterin',
    test_name: 'Lipid panel',
    test_name_de: 'Lipidprofil',
    unit: 'mg/dL',
    units: [
      { unit: 'mmol/L', factor: 38.67 },
      { unit: 'mg%', factor: 1 },
      { unit: 'g/L', factor: 100 },
    ],
    loinc: ['13457-7', '2089-1', '18262-6'],
    aliases: [
      'LDL',
      'LDL-C',
      'LDL Cholesterol, Calculated',
      'LDL Cholesterol Calculated',
      'LDL Cholesterol, Direct',
      'LDL Cholesterol Direct',
      'Direct LDL',
      'LDL Direct',
      'Calculated LDL',
      'LDL-C (Friedewald)',
      'LDL Chol',
      'Cholesterol LDL',
      'Low Density Lipoprotein Cholesterol',
      'Low-Density Lipoprotein',
      'S. LDL Cholesterol',
      'LDL-Cholesterin berechnet',
      'LDL-Cholesterin direkt',
    ],
    description:
      'LDL ("bad") cholesterol is the cholesterol carried by low-density lipoproteins, the particles that deposit cholesterol in artery walls. It is calculated from the lipid panel or measured directly.',
    description_de:
      'LDL-Cholesterin („schlechtes“ Cholesterin) wird von Low-Density-Lipoproteinen transportiert, die Cholesterin in den Gefäßwänden ablagern. Es wird aus dem Lipidprofil berechnet oder direkt gemessen.',
    indicates:
      'Main treatable cause of atherosclerosis and cardiovascular risk; very high values (≥190 mg/dL) suggest familial hypercholesterolaemia.',
    indicates_de:
      'Wichtigste behandelbare Ursache von Arteriosklerose und Herz-Kreislauf-Risiko; sehr hohe Werte (≥190 mg/dl) sprechen für eine familiäre Hypercholesterinämie.',
    desired_result: 'Optimal',
    ranges: {
      source: 'NCEP ATP III (2002) LDL-C classification; ≥190 mg/dL also the ACC/AHA 2018 Guideline on the Management of Blood Cholesterol threshold for severe hypercholesterolaemia',
      bands: [
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: null, max: 100 },
        { name: 'Near Optimal', name_de: 'Nahezu optimal', class_range: 'normal', min: 100, max: 130 },
        { name: 'Borderline High', name_de: 'Grenzwertig hoch', class_range: 'borderline', min: 130, max: 160 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 160, max: 190 },
        { name: 'Very High', name_de: 'Sehr hoch', class_range: 'very_high', min: 190, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 103,
    name: 'HDL Cholesterol',
    name_de: 'HDL-Cholesterin',
    test_name: 'Lipid panel',
    test_name_de: 'Lipidprofil',
    unit: 'mg/dL',
    units: [
      { unit: 'mmol/L', factor: 38.67 },
      { unit: 'mg%', factor: 1 },
      { unit: 'g/L', factor: 100 },
    ],
    loinc: ['2085-9'],
    aliases: [
      'HDL',
      'HDL-C',
      'HDL Cholesterol, Direct',
      'HDL Cholesterol Direct',
      'HDL Direct',
      'HDL Chol',
      'Cholesterol HDL',
      'High Density Lipoprotein Cholesterol',
      'High-Density Lipoprotein',
      'S. HDL Cholesterol',
      'HDL-Cholesterin direkt',
    ],
    description:
      'HDL ("good") cholesterol is carried by high-density lipoproteins, which take excess cholesterol from the tissues back to the liver.',
    description_de:
      'HDL-Cholesterin („gutes“ Cholesterin) wird von High-Density-Lipoproteinen transportiert, die überschüssiges Cholesterin aus dem Gewebe zurück zur Leber bringen.',
    indicates:
      'Low HDL is an independent risk factor for heart disease and a criterion of the metabolic syndrome; ≥60 mg/dL counts as protective.',
    indicates_de:
      'Ein niedriges HDL ist ein eigenständiger Risikofaktor für Herzkrankheiten und ein Kriterium des metabolischen Syndroms; ≥60 mg/dl gilt als schützend.',
    desired_result: 'Optimal',
    // Low cut-off 40 mg/dL (men) / 50 mg/dL (women) as in the NCEP ATP III metabolic-syndrome criteria.
    ranges: {
      source: 'NCEP ATP III (2002): low <40 mg/dL, high (protective) ≥60 mg/dL',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 40 },
        { name: 'Acceptable', name_de: 'Akzeptabel', class_range: 'normal', min: 40, max: 60 },
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: 60, max: null },
      ],
    },
    female: {
      source: 'NCEP ATP III (2002): low <50 mg/dL in women (metabolic-syndrome criterion), protective ≥60 mg/dL',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 50 },
        { name: 'Acceptable', name_de: 'Akzeptabel', class_range: 'normal', min: 50, max: 60 },
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: 60, max: null },
      ],
    },
    male: {
      source: 'NCEP ATP III (2002): low <40 mg/dL in men, protective ≥60 mg/dL',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 40 },
        { name: 'Acceptable', name_de: 'Akzeptabel', class_range: 'normal', min: 40, max: 60 },
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: 60, max: null },
      ],
    },
    better: 'higher',
  },
  {
    id: 104,
    name: 'Triglycerides',
    name_de: 'Triglyceride',
    test_name: 'Lipid panel',
    test_name_de: 'Lipidprofil',
    unit: 'mg/dL',
    units: [
      { unit: 'mmol/L', factor: 88.57 },
      { unit: 'mg%', factor: 1 },
      { unit: 'g/L', factor: 100 },
    ],
    loinc: ['2571-8'],
    aliases: [
      'Triglyceride',
      'TG',
      'TRIG',
      'TRIGL',
      'Serum Triglycerides',
      'S. Triglycerides',
      'Triacylglycerols',
      'Triglyzeride',
      'Triglycerid',
      'Neutralfette',
    ],
    description:
      'Triglycerides are the main form in which fat is stored and transported in the blood. Levels rise after meals, so they are usually measured fasting.',
    description_de:
      'Triglyceride sind die wichtigste Speicher- und Transportform von Fett im Blut. Die Werte steigen nach dem Essen an und werden deshalb meist nüchtern bestimmt.',
    indicates:
      'Cardiovascular risk, insulin resistance and metabolic syndrome, alcohol intake; very high values (≥500 mg/dL) risk acute pancreatitis.',
    indicates_de:
      'Herz-Kreislauf-Risiko, Insulinresistenz und metabolisches Syndrom, Alkoholkonsum; sehr hohe Werte (≥500 mg/dl) bergen das Risiko einer akuten Pankreatitis.',
    desired_result: 'Normal',
    ranges: {
      source: 'NCEP ATP III (2002) triglyceride classification',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 150 },
        { name: 'Borderline High', name_de: 'Grenzwertig hoch', class_range: 'borderline', min: 150, max: 200 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 200, max: 500 },
        { name: 'Very High', name_de: 'Sehr hoch', class_range: 'very_high', min: 500, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 105,
    name: 'Non-HDL Cholesterol',
    name_de: 'Non-HDL-Cholesterin',
    test_name: 'Lipid panel (calculated)',
    test_name_de: 'Lipidprofil (berechnet)',
    unit: 'mg/dL',
    units: [
      { unit: 'mmol/L', factor: 38.67 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['43396-1'],
    aliases: [
      'Non-HDL',
      'Non-HDL-C',
      'Non HDL Cholesterol',
      'Non-HDL Cholesterol (Calculated)',
      'Cholesterol, non-HDL',
      'Nicht-HDL-Cholesterin',
    ],
    description:
      'Non-HDL cholesterol is total cholesterol minus HDL cholesterol: the cholesterol in all particles that can clog arteries (LDL, VLDL, remnants and Lp(a)).',
    description_de:
      'Non-HDL-Cholesterin ist das Gesamtcholesterin minus HDL-Cholesterin – also das Cholesterin in allen Partikeln, die Gefäße verengen können (LDL, VLDL, Remnants und Lp(a)).',
    indicates:
      'Atherogenic cholesterol burden and cardiovascular risk, especially useful when triglycerides are high.',
    indicates_de:
      'Menge an gefäßschädigendem Cholesterin und Herz-Kreislauf-Risiko, besonders aussagekräftig bei erhöhten Triglyceriden.',
    desired_result: 'Desirable',
    ranges: {
      source: 'NLA Recommendations for Patient-Centered Management of Dyslipidemia, Part 1 (2015) non-HDL-C classification',
      bands: [
        { name: 'Desirable', name_de: 'Wünschenswert', class_range: 'optimal', min: null, max: 130 },
        { name: 'Above Desirable', name_de: 'Über dem Zielwert', class_range: 'above_normal', min: 130, max: 160 },
        { name: 'Borderline High', name_de: 'Grenzwertig hoch', class_range: 'borderline', min: 160, max: 190 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 190, max: 220 },
        { name: 'Very High', name_de: 'Sehr hoch', class_range: 'very_high', min: 220, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 106,
    name: 'Apolipoprotein B',
    name_de: 'Apolipoprotein B',
    test_name: 'Apolipoprotein B test',
    test_name_de: 'Apolipoprotein-B-Bestimmung',
    unit: 'mg/dL',
    units: [
      { unit: 'g/L', factor: 100 },
      { unit: 'mg/L', factor: 0.1 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['1884-6'],
    aliases: [
      'ApoB',
      'Apo B',
      'Apo B-100',
      'ApoB100',
      'Apolipoprotein B-100',
      'Apolipoprotein B100',
    ],
    description:
      'Apolipoprotein B is the protein on every LDL, VLDL and Lp(a) particle, one per particle, so it counts how many artery-clogging particles are in the blood.',
    description_de:
      'Apolipoprotein B sitzt auf jedem LDL-, VLDL- und Lp(a)-Partikel – genau eines pro Partikel – und zeigt damit, wie viele gefäßschädigende Partikel im Blut sind.',
    indicates:
      'Atherogenic particle number and cardiovascular risk, often more accurate than LDL cholesterol when the two disagree.',
    indicates_de:
      'Anzahl atherogener Partikel und Herz-Kreislauf-Risiko, oft genauer als das LDL-Cholesterin, wenn beide nicht übereinstimmen.',
    desired_result: 'Optimal',
    ranges: {
      source: 'NLA 2015 apoB goal <90 mg/dL for primary prevention; ACC/AHA 2018 Guideline on the Management of Blood Cholesterol: apoB ≥130 mg/dL is a risk-enhancing factor',
      bands: [
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: null, max: 90 },
        { name: 'Borderline High', name_de: 'Grenzwertig hoch', class_range: 'borderline', min: 90, max: 130 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 130, max: null },
      ],
    },
    better: 'lower',
  },
  {
    // Lp(a) in mg/dL (mass) and in nmol/L (particles) are different measurements: apo(a) isoforms
    // differ in size, so no fixed factor converts one into the other (EAS 2022 consensus). Each is
    // its own biomarker; a report's printed unit decides which one a value belongs to.
    id: 107,
    name: 'Lipoprotein(a) (mg/dL)',
    name_de: 'Lipoprotein(a) (mg/dl)',
    test_name: 'Lipoprotein(a) test, mass',
    test_name_de: 'Lipoprotein(a)-Bestimmung (Masse)',
    unit: 'mg/dL',
    units: [
      { unit: 'mg/L', factor: 0.1 },
      { unit: 'g/L', factor: 100 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['10835-7'],
    aliases: [
      'Lipoprotein(a)',
      'Lp(a)',
      'Lp a',
      'LPA',
      'Lipoprotein a',
      'Lipoprotein (a)',
      'Lipoprotein little a',
      'Lipoprotein-a',
      'Serum Lipoprotein(a)',
      'Lp(a) mass',
      'Lipoprotein(a) mass',
    ],
    description:
      'Lipoprotein(a) is an LDL-like particle with an extra protein attached. Its level is mostly inherited and stays about the same for life, so one measurement is usually enough. This is the mass measurement (mg/dL); a result in nmol/L counts particles and has its own cut-offs.',
    description_de:
      'Lipoprotein(a) ist ein LDL-ähnliches Partikel mit einem zusätzlich gebundenen Eiweiß. Der Spiegel ist größtenteils erblich und bleibt lebenslang etwa gleich, daher genügt meist eine Messung. Dies ist die Massenbestimmung (mg/dl); ein Ergebnis in nmol/l zählt Partikel und hat eigene Grenzwerte.',
    indicates:
      'Inherited risk of heart attack, stroke and aortic valve stenosis, independent of LDL cholesterol.',
    indicates_de:
      'Erblich bedingtes Risiko für Herzinfarkt, Schlaganfall und Aortenklappenstenose, unabhängig vom LDL-Cholesterin.',
    desired_result: 'Normal',
    ranges: {
      source: 'EAS 2022 Lp(a) consensus statement (Kronenberg et al., Eur Heart J 2022): <30 mg/dL rules out, 30–50 mg/dL grey zone, >50 mg/dL rules in raised risk; ESC/EAS 2019 Dyslipidaemia Guidelines: >180 mg/dL confers risk similar to heterozygous familial hypercholesterolaemia',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 30 },
        { name: 'Borderline', name_de: 'Grenzwertig', class_range: 'borderline', min: 30, max: 50 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 50, max: 180 },
        { name: 'Very High', name_de: 'Sehr hoch', class_range: 'very_high', min: 180, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 108,
    name: 'VLDL Cholesterol',
    name_de: 'VLDL-Cholesterin',
    test_name: 'Lipid panel (calculated)',
    test_name_de: 'Lipidprofil (berechnet)',
    unit: 'mg/dL',
    units: [
      { unit: 'mmol/L', factor: 38.67 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['13458-5', '2091-7'],
    aliases: [
      'VLDL',
      'VLDL-C',
      'VLDL Cholesterol, Calculated',
      'VLDL Cholesterol,Calculated',
      'Calculated VLDL',
      'Very Low Density Lipoprotein Cholesterol',
      'Very-Low-Density Lipoprotein',
      'VLDL-Cholesterin berechnet',
    ],
    description:
      'VLDL cholesterol is the cholesterol in very-low-density lipoproteins, the particles that carry triglycerides from the liver. Most labs estimate it as triglycerides ÷ 5.',
    description_de:
      'VLDL-Cholesterin ist das Cholesterin in Very-Low-Density-Lipoproteinen, die Triglyceride von der Leber abtransportieren. Meist wird es als Triglyceride ÷ 5 geschätzt.',
    indicates:
      'Triglyceride-rich lipoproteins and cardiovascular risk; rises with high triglycerides, insulin resistance and alcohol.',
    indicates_de:
      'Triglyceridreiche Lipoproteine und Herz-Kreislauf-Risiko; steigt bei hohen Triglyceriden, Insulinresistenz und Alkohol.',
    desired_result: 'Normal',
    // VLDL-C ≈ TG ÷ 5 (Friedewald), so 30 and 40 mg/dL mirror the ATP III triglyceride cut-offs 150 and 200.
    ranges: {
      source: 'NCEP ATP III (2002) triglyceride cut-offs expressed as VLDL-C = triglycerides ÷ 5 (Friedewald)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 30 },
        { name: 'Borderline High', name_de: 'Grenzwertig hoch', class_range: 'borderline', min: 30, max: 40 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 40, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 109,
    name: 'Total Cholesterol/HDL Ratio',
    name_de: 'Gesamtcholesterin/HDL-Quotient',
    test_name: 'Lipid panel (calculated)',
    test_name_de: 'Lipidprofil (berechnet)',
    unit: 'ratio',
    units: [],
    loinc: ['9830-1'],
    aliases: [
      'Cholesterol/HDL Ratio',
      'Total Cholesterol/HDL Cholesterol Ratio',
      'Total Cholesterol : HDL Ratio',
      'TC/HDL Ratio',
      'TC/HDL',
      'TC/HDL-C Ratio',
      'CHOL/HDL',
      'Chol/HDL Ratio',
      'Castelli Risk Index I',
      'Cholesterin/HDL-Quotient',
      'Gesamtcholesterin/HDL',
    ],
    description:
      'This ratio divides total cholesterol by HDL cholesterol. A lower ratio means relatively more protective HDL.',
    description_de:
      'Dieser Quotient teilt das Gesamtcholesterin durch das HDL-Cholesterin. Ein niedrigerer Wert bedeutet verhältnismäßig mehr schützendes HDL.',
    indicates: 'Overall lipid-related cardiovascular risk (Castelli risk index I).',
    indicates_de: 'Lipidbedingtes Herz-Kreislauf-Gesamtrisiko (Castelli-Risikoindex I).',
    desired_result: 'Optimal',
    ranges: {
      source: 'Castelli risk index I (Framingham Heart Study); Mayo Clinic guidance: ideal 3.5 or below, aim for below 5',
      bands: [
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: null, max: 3.5 },
        { name: 'Acceptable', name_de: 'Akzeptabel', class_range: 'normal', min: 3.5, max: 5 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 5, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 110,
    name: 'LDL/HDL Ratio',
    name_de: 'LDL/HDL-Quotient',
    test_name: 'Lipid panel (calculated)',
    test_name_de: 'Lipidprofil (berechnet)',
    unit: 'ratio',
    units: [],
    loinc: ['11054-4'],
    aliases: [
      'LDL/HDL',
      'LDL : HDL Ratio',
      'LDL-C/HDL-C Ratio',
      'LDL Cholesterol/HDL Cholesterol Ratio',
      'Castelli Risk Index II',
      'LDL/HDL Quotient',
      'LDL-HDL-Quotient',
      'LDL/HDL-Cholesterin-Quotient',
    ],
    description:
      'This ratio divides LDL ("bad") cholesterol by HDL ("good") cholesterol.',
    description_de:
      'Dieser Quotient teilt das LDL-Cholesterin („schlecht“) durch das HDL-Cholesterin („gut“).',
    indicates: 'Balance of atherogenic and protective cholesterol; cardiovascular risk (Castelli risk index II).',
    indicates_de:
      'Verhältnis von gefäßschädigendem zu schützendem Cholesterin; Herz-Kreislauf-Risiko (Castelli-Risikoindex II).',
    desired_result: 'Optimal',
    ranges: {
      source: 'Millán J et al., Vasc Health Risk Manag 2009 (Castelli index II, primary prevention: <3.0 men, <2.5 women)',
      bands: [
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: null, max: 2.5 },
        { name: 'Borderline', name_de: 'Grenzwertig', class_range: 'borderline', min: 2.5, max: 3 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 3, max: null },
      ],
    },
    female: {
      source: 'Millán J et al., Vasc Health Risk Manag 2009 (Castelli index II, primary prevention: <2.5 in women)',
      bands: [
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: null, max: 2.5 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 2.5, max: null },
      ],
    },
    male: {
      source: 'Millán J et al., Vasc Health Risk Manag 2009 (Castelli index II, primary prevention: <3.0 in men)',
      bands: [
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: null, max: 3 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 3, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 111,
    name: 'Triglyceride/HDL Ratio (from mg/dL)',
    name_de: 'Triglycerid/HDL-Quotient (aus mg/dl)',
    test_name: 'Lipid panel (calculated)',
    test_name_de: 'Lipidprofil (berechnet)',
    unit: 'ratio',
    units: [],
    // A ratio of mmol/L values is about 2.3 times smaller: that one is biomarker 122. Labs print
    // both without a unit, so the plain names stay here, with the mg/dL ratio most labs print.
    loinc: ['44733-4'],
    aliases: [
      'Triglyceride/HDL Ratio',
      'Triglycerid/HDL-Quotient',
      'TG/HDL',
      'TG/HDL Ratio',
      'TG/HDL-C Ratio',
      'Triglycerides/HDL Ratio',
      'Triglycerides : HDL Ratio',
      'Triglyceride to HDL Ratio',
      'Triglyceride/HDL-Quotient',
    ],
    description:
      'Triglycerides divided by HDL cholesterol, both in mg/dL. A ratio calculated from mmol/L values is about 2.3 times smaller and is judged by its own cut-offs.',
    description_de:
      'Triglyceride geteilt durch HDL-Cholesterin, beide in mg/dl. Ein aus Werten in mmol/l berechneter Quotient ist etwa 2,3-mal kleiner und wird mit eigenen Grenzwerten beurteilt.',
    indicates:
      'Insulin resistance and a pattern of small dense LDL particles; cardiometabolic risk.',
    indicates_de:
      'Insulinresistenz und ein Muster kleiner, dichter LDL-Partikel; kardiometabolisches Risiko.',
    desired_result: 'Normal',
    ranges: {
      source: 'McLaughlin T et al., Ann Intern Med 2003 (TG/HDL-C ≥3.0, mg/dL-based, identifies insulin resistance)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 3 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 3, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 112,
    name: 'Apolipoprotein A1',
    name_de: 'Apolipoprotein A1',
    test_name: 'Apolipoprotein A1 test',
    test_name_de: 'Apolipoprotein-A1-Bestimmung',
    unit: 'mg/dL',
    units: [
      { unit: 'g/L', factor: 100 },
      { unit: 'mg/L', factor: 0.1 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['1869-7'],
    aliases: [
      'ApoA1',
      'Apo A1',
      'Apo A-I',
      'ApoA-I',
      'Apo-A1',
      'Apolipoprotein A-I',
      'Apolipoprotein A-1',
    ],
    description:
      'Apolipoprotein A1 is the main protein of HDL particles and helps carry cholesterol from the tissues back to the liver.',
    description_de:
      'Apolipoprotein A1 ist das Hauptprotein der HDL-Partikel und hilft, Cholesterin aus dem Gewebe zur Leber zurückzubringen.',
    indicates: 'Protective HDL capacity; low values go with higher cardiovascular risk.',
    indicates_de: 'Schützende HDL-Kapazität; niedrige Werte gehen mit höherem Herz-Kreislauf-Risiko einher.',
    desired_result: 'Normal',
    ranges: {
      source: 'Roche Tina-quant Apolipoprotein A-1 ver.2 adult reference interval (men 104–202, women 108–225 mg/dL)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 104 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 104, max: null },
      ],
    },
    female: {
      source: 'Roche Tina-quant Apolipoprotein A-1 ver.2 adult reference interval, women (108–225 mg/dL)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 108 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 108, max: null },
      ],
    },
    male: {
      source: 'Roche Tina-quant Apolipoprotein A-1 ver.2 adult reference interval, men (104–202 mg/dL)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 104 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 104, max: null },
      ],
    },
    better: 'higher',
  },
  {
    id: 113,
    name: 'ApoB/ApoA1 Ratio',
    name_de: 'ApoB/ApoA1-Quotient',
    test_name: 'Apolipoprotein A1 and B (calculated)',
    test_name_de: 'Apolipoprotein A1 und B (berechnet)',
    unit: 'ratio',
    units: [],
    loinc: ['1874-7'],
    aliases: [
      'ApoB/ApoA1',
      'Apo B/Apo A1 Ratio',
      'Apo B : Apo A1 Ratio',
      'Apo B/A1 Ratio',
      'ApoB/ApoA-I Ratio',
      'Apolipoprotein B/A1 Ratio',
      'Apolipoprotein B/Apolipoprotein A1 Ratio',
      'Apo B/Apo A1-Quotient',
    ],
    description:
      'The ratio of apolipoprotein B (on artery-clogging particles) to apolipoprotein A1 (on protective HDL particles).',
    description_de:
      'Das Verhältnis von Apolipoprotein B (auf gefäßschädigenden Partikeln) zu Apolipoprotein A1 (auf schützenden HDL-Partikeln).',
    indicates: 'Balance of atherogenic and protective lipoproteins; heart attack risk.',
    indicates_de: 'Gleichgewicht zwischen atherogenen und schützenden Lipoproteinen; Herzinfarktrisiko.',
    desired_result: 'Optimal',
    ranges: {
      source: 'Walldius G & Jungner I, J Intern Med 2004 (AMORIS): high-risk cut-offs 0.9 in men, 0.8 in women',
      bands: [
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: null, max: 0.8 },
        { name: 'Borderline', name_de: 'Grenzwertig', class_range: 'borderline', min: 0.8, max: 0.9 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 0.9, max: null },
      ],
    },
    female: {
      source: 'Walldius G & Jungner I, J Intern Med 2004 (AMORIS): high-risk cut-off 0.8 in women',
      bands: [
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: null, max: 0.8 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 0.8, max: null },
      ],
    },
    male: {
      source: 'Walldius G & Jungner I, J Intern Med 2004 (AMORIS): high-risk cut-off 0.9 in men',
      bands: [
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: null, max: 0.9 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 0.9, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 114,
    name: 'Homocysteine',
    name_de: 'Homocystein',
    test_name: 'Homocysteine test',
    test_name_de: 'Homocystein-Bestimmung',
    unit: 'µmol/L',
    units: [
      { unit: 'mg/L', factor: 7.397 },
      { unit: 'nmol/mL', factor: 1 },
    ],
    loinc: ['13965-9'],
    aliases: [
      'HCY',
      'tHcy',
      'Total Homocysteine',
      'Homocysteine, Total',
      'Serum Homocysteine',
      'Plasma Homocysteine',
      'Homozystein',
      'Homocystein gesamt',
    ],
    description:
      'Homocysteine is an amino acid made when the body breaks down methionine; vitamins B12, B6 and folate clear it.',
    description_de:
      'Homocystein ist eine Aminosäure, die beim Abbau von Methionin entsteht; die Vitamine B12, B6 und Folsäure bauen sie wieder ab.',
    indicates:
      'Risk of vascular disease and thrombosis; B12 or folate deficiency, kidney disease, inherited enzyme defects.',
    indicates_de:
      'Risiko für Gefäßerkrankungen und Thrombosen; Vitamin-B12- oder Folsäuremangel, Nierenerkrankungen, angeborene Enzymdefekte.',
    desired_result: 'Normal',
    ranges: {
      source: 'Refsum H et al., Clin Chem 2004;50:3–32 (adult reference 5–15 µmol/L; moderate 15–30, intermediate 30–100, severe >100 µmol/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 15 },
        { name: 'Moderately Elevated', name_de: 'Mäßig erhöht', class_range: 'elevated', min: 15, max: 30 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 30, max: 100 },
        { name: 'Very High', name_de: 'Sehr hoch', class_range: 'very_high', min: 100, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 115,
    name: 'High-Sensitivity Troponin T',
    name_de: 'Hochsensitives Troponin T',
    test_name: 'Cardiac troponin T (high-sensitivity)',
    test_name_de: 'Kardiales Troponin T (hochsensitiv)',
    unit: 'ng/L',
    units: [
      { unit: 'pg/mL', factor: 1 },
      { unit: 'ng/mL', factor: 1000 },
      { unit: 'µg/L', factor: 1000 },
    ],
    loinc: ['67151-1'],
    aliases: [
      'hs-Troponin T',
      'hs-TnT',
      'hsTnT',
      'hs-cTnT',
      'Troponin T hs',
      'Troponin T (hs)',
      'Troponin T, High Sensitivity',
      'High Sensitive Troponin T',
      'Troponin T',
      'TnT',
      'cTnT',
      'Cardiac Troponin T',
      'Troponin-T-hs',
      'Troponin T hochsensitiv',
    ],
    description:
      'Troponin T is a protein inside heart muscle cells. High-sensitivity tests detect the tiny amounts released when heart muscle is damaged.',
    description_de:
      'Troponin T ist ein Eiweiß in den Herzmuskelzellen. Hochsensitive Tests erkennen schon kleinste Mengen, die bei einer Schädigung des Herzmuskels freigesetzt werden.',
    indicates:
      'Heart muscle injury: heart attack, myocarditis, heart failure, pulmonary embolism; chronic mild elevation in kidney disease.',
    indicates_de:
      'Herzmuskelschaden: Herzinfarkt, Myokarditis, Herzinsuffizienz, Lungenembolie; leicht chronisch erhöht bei Nierenerkrankungen.',
    desired_result: 'Normal',
    ranges: {
      source: 'Roche Elecsys Troponin T hs 99th-percentile upper reference limit 14 ng/L; ESC 2023 ACS Guideline 0 h/1 h algorithm (rule-in ≥52 ng/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 14 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 14, max: 52 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 52, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 116,
    name: 'High-Sensitivity Troponin I',
    name_de: 'Hochsensitives Troponin I',
    test_name: 'Cardiac troponin I (high-sensitivity)',
    test_name_de: 'Kardiales Troponin I (hochsensitiv)',
    unit: 'ng/L',
    units: [
      { unit: 'pg/mL', factor: 1 },
      { unit: 'ng/mL', factor: 1000 },
      { unit: 'µg/L', factor: 1000 },
    ],
    loinc: ['89579-7'],
    aliases: [
      'hs-Troponin I',
      'hs-TnI',
      'hsTnI',
      'hs-cTnI',
      'Troponin I hs',
      'Troponin I (hs)',
      'Troponin I, High Sensitivity',
      'High Sensitive Troponin I',
      'Troponin I',
      'TnI',
      'cTnI',
      'Cardiac Troponin I',
      'Troponin-I-hs',
      'Troponin I hochsensitiv',
    ],
    description:
      'Troponin I is a protein found only in heart muscle. High-sensitivity tests detect the small amounts released when heart muscle cells are damaged. Cut-offs depend on the assay.',
    description_de:
      'Troponin I ist ein Eiweiß, das nur im Herzmuskel vorkommt. Hochsensitive Tests erkennen kleine Mengen, die bei einer Schädigung von Herzmuskelzellen freigesetzt werden. Die Grenzwerte hängen vom Testverfahren ab.',
    indicates:
      'Heart muscle injury: heart attack, myocarditis, heart failure, pulmonary embolism.',
    indicates_de: 'Herzmuskelschaden: Herzinfarkt, Myokarditis, Herzinsuffizienz, Lungenembolie.',
    desired_result: 'Normal',
    // Assay-specific: the limits are those of the widely used Abbott ARCHITECT hs-TnI assay.
    ranges: {
      source: 'Abbott ARCHITECT hs-cTnI 99th-percentile upper reference limit 26 ng/L (IFCC hs-cTn assay table); ESC 2023 ACS Guideline 0 h/1 h algorithm (rule-in ≥64 ng/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 26 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 26, max: 64 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 64, max: null },
      ],
    },
    female: {
      source: 'Abbott ARCHITECT hs-cTnI 99th-percentile upper reference limit, women 16 ng/L; ESC 2023 ACS Guideline (rule-in ≥64 ng/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 16 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 16, max: 64 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 64, max: null },
      ],
    },
    male: {
      source: 'Abbott ARCHITECT hs-cTnI 99th-percentile upper reference limit, men 34 ng/L; ESC 2023 ACS Guideline (rule-in ≥64 ng/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 34 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 34, max: 64 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 64, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 117,
    name: 'NT-proBNP',
    name_de: 'NT-proBNP',
    test_name: 'NT-proBNP test',
    test_name_de: 'NT-proBNP-Bestimmung',
    unit: 'pg/mL',
    units: [
      { unit: 'ng/L', factor: 1 },
      { unit: 'pmol/L', factor: 8.457 },
    ],
    loinc: ['33762-6'],
    aliases: [
      'NT-pro BNP',
      'NTproBNP',
      'NT-proBNP (N-terminal pro BNP)',
      'N-terminal pro-B-type Natriuretic Peptide',
      'N-terminal pro-BNP',
      'Pro-BNP',
      'proBNP',
      'N-terminales pro-BNP',
      'N-terminales pro-B-Typ natriuretisches Peptid',
    ],
    description:
      'NT-proBNP is released by the heart chambers when they are stretched by too much pressure or volume. Its reference range depends on age: levels rise with age (and with reduced kidney function), so older people have higher cut-offs.',
    description_de:
      'NT-proBNP wird von den Herzkammern freigesetzt, wenn sie durch zu viel Druck oder Volumen gedehnt werden. Sein Referenzbereich hängt vom Alter ab: Die Werte steigen mit dem Alter (und bei eingeschränkter Nierenfunktion), daher gelten für Ältere höhere Grenzwerte.',
    indicates:
      'Heart failure (diagnosis, severity and follow-up); also raised with age, kidney disease, atrial fibrillation and pulmonary embolism.',
    indicates_de:
      'Herzinsuffizienz (Diagnose, Schweregrad und Verlauf); auch erhöht im Alter, bei Nierenerkrankungen, Vorhofflimmern und Lungenembolie.',
    desired_result: 'Normal',
    // 450 pg/mL is the lowest (age <50) of the ESC age-stratified rule-in cut-offs for acute heart failure.
    ranges: {
      source: 'ESC 2021 Heart Failure Guideline: <125 pg/mL makes heart failure unlikely (non-acute); acute rule-in from 450 pg/mL (age <50 y; 900 for 50–75 y, 1800 for >75 y)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 125 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 125, max: 450 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 450, max: null },
      ],
    },
    age_dependent: true,
    better: 'lower',
  },
  {
    id: 118,
    name: 'BNP',
    name_de: 'BNP',
    test_name: 'B-type natriuretic peptide test',
    test_name_de: 'BNP-Bestimmung',
    unit: 'pg/mL',
    units: [
      { unit: 'ng/L', factor: 1 },
      { unit: 'pmol/L', factor: 3.464 },
    ],
    loinc: ['30934-4', '42637-9'],
    aliases: [
      'B-type Natriuretic Peptide',
      'Brain Natriuretic Peptide',
      'Natriuretic Peptide B',
      'B-Typ natriuretisches Peptid',
      'Brain natriuretisches Peptid',
    ],
    description:
      'BNP (B-type natriuretic peptide) is a hormone released by the heart when its chambers are overstretched; it helps the body shed salt and water.',
    description_de:
      'BNP (natriuretisches Peptid Typ B) ist ein Hormon, das das Herz bei Überdehnung der Kammern freisetzt; es hilft dem Körper, Salz und Wasser auszuscheiden.',
    indicates: 'Heart failure (diagnosis, severity and follow-up).',
    indicates_de: 'Herzinsuffizienz (Diagnose, Schweregrad und Verlauf).',
    desired_result: 'Normal',
    ranges: {
      source: 'ESC 2021 Heart Failure Guideline: BNP <35 pg/mL (non-acute) and <100 pg/mL (acute) make heart failure unlikely',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 35 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 35, max: 100 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 100, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 119,
    name: 'Small Dense LDL Cholesterol',
    name_de: 'Small-dense-LDL-Cholesterin',
    test_name: 'Small dense LDL cholesterol test',
    test_name_de: 'Small-dense-LDL-Bestimmung',
    unit: 'mg/dL',
    units: [
      { unit: 'mmol/L', factor: 38.67 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['90364-1'],
    aliases: [
      'sdLDL',
      'sdLDL-C',
      'sd-LDL',
      'Small Dense LDL',
      'sdLDL Cholesterol',
      'LDL Small Dense',
      'Small Dense LDL-C',
      'sdLDL-Cholesterin',
    ],
    description:
      'Small dense LDL is the part of LDL cholesterol carried in small, dense particles, which enter artery walls more easily and stay in the blood longer.',
    description_de:
      'Small-dense-LDL ist der Anteil des LDL-Cholesterins in kleinen, dichten Partikeln, die leichter in die Gefäßwand eindringen und länger im Blut bleiben.',
    indicates:
      'Added cardiovascular risk beyond LDL cholesterol; typical of insulin resistance and high triglycerides.',
    indicates_de:
      'Zusätzliches Herz-Kreislauf-Risiko über das LDL-Cholesterin hinaus; typisch bei Insulinresistenz und hohen Triglyceriden.',
    desired_result: 'Optimal',
    ranges: {
      source: 'Boston Heart Diagnostics sdLDL-C (Denka enzymatic assay) interpretive ranges',
      bands: [
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: null, max: 20 },
        { name: 'Borderline', name_de: 'Grenzwertig', class_range: 'borderline', min: 20, max: 40 },
        { name: 'Increased Risk', name_de: 'Erhöhtes Risiko', class_range: 'high', min: 40, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 120,
    name: 'LDL Particle Number',
    name_de: 'LDL-Partikelzahl',
    test_name: 'NMR lipoprotein profile',
    test_name_de: 'NMR-Lipoproteinprofil',
    unit: 'nmol/L',
    units: [],
    loinc: ['54434-6'],
    aliases: [
      'LDL-P',
      'LDL Particles',
      'LDL Particle Count',
      'LDL-P (NMR)',
      'NMR LDL-P',
      'LDL-Partikel',
    ],
    description:
      'LDL particle number counts how many LDL particles are in the blood, measured by NMR spectroscopy, rather than how much cholesterol they carry.',
    description_de:
      'Die LDL-Partikelzahl gibt an, wie viele LDL-Partikel im Blut sind (per NMR-Spektroskopie gemessen) – statt wie viel Cholesterin sie tragen.',
    indicates:
      'Atherogenic particle burden and cardiovascular risk, useful when LDL cholesterol underestimates risk.',
    indicates_de:
      'Menge atherogener Partikel und Herz-Kreislauf-Risiko, nützlich wenn das LDL-Cholesterin das Risiko unterschätzt.',
    desired_result: 'Optimal',
    ranges: {
      source: 'Labcorp NMR LipoProfile (LipoScience) LDL-P risk categories',
      bands: [
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: null, max: 1000 },
        { name: 'Moderate', name_de: 'Mäßig', class_range: 'moderate', min: 1000, max: 1300 },
        { name: 'Borderline High', name_de: 'Grenzwertig hoch', class_range: 'borderline', min: 1300, max: 1600 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 1600, max: 2000 },
        { name: 'Very High', name_de: 'Sehr hoch', class_range: 'very_high', min: 2000, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 121,
    name: 'Lipoprotein(a) (nmol/L)',
    name_de: 'Lipoprotein(a) (nmol/l)',
    test_name: 'Lipoprotein(a) test, particle concentration',
    test_name_de: 'Lipoprotein(a)-Bestimmung (Partikelkonzentration)',
    unit: 'nmol/L',
    units: [],
    loinc: ['43583-4'],
    aliases: [
      'Lipoprotein(a)',
      'Lp(a)',
      'Lp a',
      'LPA',
      'Lipoprotein a',
      'Lipoprotein (a)',
      'Lipoprotein little a',
      'Lipoprotein-a',
      'Serum Lipoprotein(a)',
      'Lp(a) molar',
      'Lp(a) particle concentration',
    ],
    description:
      'Lipoprotein(a) is an LDL-like particle with an extra protein attached. Its level is mostly inherited and stays about the same for life, so one measurement is usually enough. This is the particle measurement (nmol/L), which guidelines prefer; a result in mg/dL measures mass and has its own cut-offs.',
    description_de:
      'Lipoprotein(a) ist ein LDL-ähnliches Partikel mit einem zusätzlich gebundenen Eiweiß. Der Spiegel ist größtenteils erblich und bleibt lebenslang etwa gleich, daher genügt meist eine Messung. Dies ist die Partikelbestimmung (nmol/l), die Leitlinien bevorzugen; ein Ergebnis in mg/dl misst die Masse und hat eigene Grenzwerte.',
    indicates:
      'Inherited risk of heart attack, stroke and aortic valve stenosis, independent of LDL cholesterol.',
    indicates_de:
      'Erblich bedingtes Risiko für Herzinfarkt, Schlaganfall und Aortenklappenstenose, unabhängig vom LDL-Cholesterin.',
    desired_result: 'Normal',
    ranges: {
      source: 'EAS 2022 Lp(a) consensus statement (Kronenberg et al., Eur Heart J 2022): <75 nmol/L rules out, 75–125 nmol/L grey zone, >125 nmol/L rules in raised risk; ESC/EAS 2019 Dyslipidaemia Guidelines: >430 nmol/L confers risk similar to heterozygous familial hypercholesterolaemia',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 75 },
        { name: 'Borderline', name_de: 'Grenzwertig', class_range: 'borderline', min: 75, max: 125 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 125, max: 430 },
        { name: 'Very High', name_de: 'Sehr hoch', class_range: 'very_high', min: 430, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 122,
    name: 'Triglyceride/HDL Ratio (from mmol/L)',
    name_de: 'Triglycerid/HDL-Quotient (aus mmol/l)',
    test_name: 'Lipid panel (calculated)',
    test_name_de: 'Lipidprofil (berechnet)',
    unit: 'ratio',
    units: [],
    loinc: ['55607-6'],
    aliases: [
      'TG/HDL (mmol/L)',
      'TG/HDL Ratio (mmol/L)',
      'TG/HDL-C Ratio (mmol/L)',
      'Triglyceride/HDL Ratio (mmol/L)',
      'Triglyceride/HDL Ratio, SI units',
      'TG/HDL-Quotient (mmol/l)',
    ],
    description:
      'Triglycerides divided by HDL cholesterol, both in mmol/L. It is about 2.3 times smaller than the same ratio calculated from mg/dL values and is judged by cut-offs converted accordingly.',
    description_de:
      'Triglyceride geteilt durch HDL-Cholesterin, beide in mmol/l. Der Quotient ist etwa 2,3-mal kleiner als derselbe Quotient aus Werten in mg/dl und wird mit entsprechend umgerechneten Grenzwerten beurteilt.',
    indicates:
      'Insulin resistance and a pattern of small dense LDL particles; cardiometabolic risk.',
    indicates_de:
      'Insulinresistenz und ein Muster kleiner, dichter LDL-Partikel; kardiometabolisches Risiko.',
    desired_result: 'Normal',
    // 1 mmol/L is 88.57 mg/dL of triglycerides and 38.67 mg/dL of HDL cholesterol: 3.0 ÷ 2.29 ≈ 1.3.
    ranges: {
      source: 'McLaughlin T et al., Ann Intern Med 2003 (TG/HDL-C ≥3.0 from mg/dL values identifies insulin resistance), converted to mmol/L values (≥1.3)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 1.3 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 1.3, max: null },
      ],
    },
    better: 'lower',
  },
];
