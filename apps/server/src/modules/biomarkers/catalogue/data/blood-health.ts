import type { CatalogueBiomarker, CatalogueUnit } from '../catalogue-types';

/**
 * Cell counts in thousands per microlitre (= 10^9/L = G/l = /nl), as US, Indian and German/Austrian
 * labs print them; per-microlitre spellings are ×0.001, lakhs (100 000) per mm³ are ×100.
 */
const THOUSANDS_PER_UL: readonly CatalogueUnit[] = [
  { unit: '10^9/L', factor: 1 },
  { unit: '10*9/L', factor: 1 },
  { unit: 'x10^9/L', factor: 1 },
  { unit: 'G/l', factor: 1 },
  { unit: 'Gpt/L', factor: 1 },
  { unit: '/nL', factor: 1 },
  { unit: '10*3/µL', factor: 1 },
  { unit: 'x10^3/µL', factor: 1 },
  { unit: '10^3/mm3', factor: 1 },
  { unit: '10^3/cumm', factor: 1 },
  { unit: 'K/µL', factor: 1 },
  { unit: 'Tsd/µL', factor: 1 },
  { unit: 'thou/µL', factor: 1 },
  { unit: 'thou/mm3', factor: 1 },
  { unit: 'thou/cumm', factor: 1 },
  { unit: '/µL', factor: 0.001 },
  { unit: '/mm3', factor: 0.001 },
  { unit: '/cumm', factor: 0.001 },
  { unit: '/cmm', factor: 0.001 },
  { unit: 'cumm', factor: 0.001 },
  { unit: 'cells/µL', factor: 0.001 },
  { unit: 'cells/mm3', factor: 0.001 },
  { unit: 'cells/cumm', factor: 0.001 },
  { unit: 'lakhs/cumm', factor: 100 },
  { unit: 'lakh/cumm', factor: 100 },
  { unit: 'lakhs/mm3', factor: 100 },
  { unit: 'lakhs/µL', factor: 100 },
];

/** Red cells in millions per microlitre (= 10^12/L = T/l = /pl). */
const MILLIONS_PER_UL: readonly CatalogueUnit[] = [
  { unit: '10^12/L', factor: 1 },
  { unit: '10*12/L', factor: 1 },
  { unit: 'x10^12/L', factor: 1 },
  { unit: 'T/l', factor: 1 },
  { unit: 'Tpt/L', factor: 1 },
  { unit: '/pL', factor: 1 },
  { unit: '10*6/µL', factor: 1 },
  { unit: 'x10^6/µL', factor: 1 },
  { unit: '10^6/mm3', factor: 1 },
  { unit: '10^6/cumm', factor: 1 },
  { unit: 'M/µL', factor: 1 },
  { unit: 'Mio/µL', factor: 1 },
  { unit: 'million/µL', factor: 1 },
  { unit: 'mill/µL', factor: 1 },
  { unit: 'mil/µL', factor: 1 },
  { unit: 'million/mm3', factor: 1 },
  { unit: 'mill/mm3', factor: 1 },
  { unit: 'million/cumm', factor: 1 },
  { unit: 'millions/cumm', factor: 1 },
  { unit: 'mill/cumm', factor: 1 },
  { unit: '/µL', factor: 0.000001 },
  { unit: '/mm3', factor: 0.000001 },
  { unit: '/cumm', factor: 0.000001 },
];

/** Cell and platelet volumes in femtolitres. */
const FEMTOLITRES: readonly CatalogueUnit[] = [
  { unit: 'µm3', factor: 1 },
  { unit: 'µm³', factor: 1 },
  { unit: 'cu µm', factor: 1 },
];

/** Haemoglobin as a mass concentration; mmol/L refers to the Hb(Fe) monomer, 16.114 g/mmol. */
const HB_CONCENTRATION: readonly CatalogueUnit[] = [
  { unit: 'g/L', factor: 0.1 },
  { unit: 'gm/dL', factor: 1 },
  { unit: 'g%', factor: 1 },
  { unit: 'gm%', factor: 1 },
  { unit: 'g/100 mL', factor: 1 },
  { unit: 'mmol/L', factor: 1.6114 },
];

const CBC = { test_name: 'Complete blood count (CBC)', test_name_de: 'Kleines Blutbild' } as const;
const DIFF = {
  test_name: 'Complete blood count with differential',
  test_name_de: 'Differentialblutbild',
} as const;
const RETIC = { test_name: 'Reticulocyte count', test_name_de: 'Retikulozytenzählung' } as const;

const MERCK = 'Merck Manual, Complete Blood Count (CBC) normal values';
const PLATELET_INDICES =
  'Ali U. et al., Hematol Transfus Cell Ther 2019: sex-divided reference intervals for platelet indices on Sysmex XN-10 (MPV, PDW, P-LCR, PCT)';

/** Category 10: ids 1001–1099. */
export const BLOOD_HEALTH: readonly CatalogueBiomarker[] = [
  {
    id: 1001,
    name: 'Hemoglobin',
    name_de: 'Hämoglobin',
    ...CBC,
    unit: 'g/dL',
    units: HB_CONCENTRATION,
    loinc: ['718-7', '59260-0'],
    aliases: [
      'Haemoglobin',
      'Hb',
      'Hgb',
      'Hemoglobin (Hb)',
      'Haemoglobin (Hb)',
      'Hemoglobin (HGB)',
      'Hb (Hemoglobin)',
      'Hemoglobin, Blood',
      'Hämoglobin (Hb)',
      'Hämoglobin gesamt',
    ],
    description:
      'Hemoglobin is the iron-containing protein inside red blood cells that carries oxygen from the lungs to the whole body. Its concentration in blood is the measure that defines anemia.',
    description_de:
      'Hämoglobin ist der eisenhaltige rote Blutfarbstoff in den roten Blutkörperchen, der Sauerstoff von der Lunge in den ganzen Körper transportiert. Seine Konzentration im Blut ist das Maß, das eine Blutarmut (Anämie) definiert.',
    indicates:
      'Anemia (iron, vitamin B12 or folate deficiency, blood loss, kidney disease, chronic disease) when low; dehydration, smoking, lung disease, altitude, testosterone use or polycythemia when high.',
    indicates_de:
      'Blutarmut (Eisen-, Vitamin-B12- oder Folsäuremangel, Blutverlust, Nierenerkrankung, chronische Erkrankung) bei niedrigen Werten; Flüssigkeitsmangel, Rauchen, Lungenerkrankung, Höhenaufenthalt, Testosteron oder Polyzythämie bei hohen Werten.',
    desired_result: 'Normal',
    // WHO severity bands below the anaemia threshold; upper limits from the Merck Manual.
    ranges: {
      source: `WHO 2011 haemoglobin concentrations for the diagnosis of anaemia and assessment of severity; upper limit ${MERCK}`,
      bands: [
        {
          name: 'Severe Anemia',
          name_de: 'Schwere Anämie',
          class_range: 'critical_low',
          min: null,
          max: 8,
        },
        {
          name: 'Moderate Anemia',
          name_de: 'Mittelgradige Anämie',
          class_range: 'very_low',
          min: 8,
          max: 11,
        },
        { name: 'Mild Anemia', name_de: 'Leichte Anämie', class_range: 'low', min: 11, max: 12 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 12, max: 17 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 17, max: null },
      ],
    },
    female: {
      source: `WHO 2011 haemoglobin concentrations for the diagnosis of anaemia (non-pregnant women); upper limit ${MERCK}`,
      bands: [
        {
          name: 'Severe Anemia',
          name_de: 'Schwere Anämie',
          class_range: 'critical_low',
          min: null,
          max: 8,
        },
        {
          name: 'Moderate Anemia',
          name_de: 'Mittelgradige Anämie',
          class_range: 'very_low',
          min: 8,
          max: 11,
        },
        { name: 'Mild Anemia', name_de: 'Leichte Anämie', class_range: 'low', min: 11, max: 12 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 12, max: 16 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 16, max: null },
      ],
    },
    male: {
      source: `WHO 2011 haemoglobin concentrations for the diagnosis of anaemia (men); upper limit ${MERCK}`,
      bands: [
        {
          name: 'Severe Anemia',
          name_de: 'Schwere Anämie',
          class_range: 'critical_low',
          min: null,
          max: 8,
        },
        {
          name: 'Moderate Anemia',
          name_de: 'Mittelgradige Anämie',
          class_range: 'very_low',
          min: 8,
          max: 11,
        },
        { name: 'Mild Anemia', name_de: 'Leichte Anämie', class_range: 'low', min: 11, max: 13 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 13, max: 17 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 17, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1002,
    name: 'Hematocrit',
    name_de: 'Hämatokrit',
    ...CBC,
    unit: '%',
    units: [
      { unit: 'L/L', factor: 100 },
      { unit: 'vol%', factor: 1 },
      { unit: 'Vol.-%', factor: 1 },
    ],
    loinc: ['4544-3', '20570-8'],
    aliases: [
      'Haematocrit',
      'HCT',
      'Hematocrit (HCT)',
      'HEMATOCRIT VALUE, HCT',
      'Hematocrit Value',
      'PCV',
      'Packed Cell Volume',
      'Packed Cell Volume (PCV)',
      'PCV (Packed Cell Volume)',
      'Hkt',
      'Hk',
      'Hämatokrit (Hkt)',
    ],
    description:
      'The hematocrit is the share of the blood’s volume taken up by red blood cells. It moves together with hemoglobin.',
    description_de:
      'Der Hämatokrit ist der Anteil der roten Blutkörperchen am Blutvolumen. Er verändert sich meist gemeinsam mit dem Hämoglobin.',
    indicates:
      'Anemia or overhydration when low; dehydration, polycythemia, lung disease or testosterone use when high.',
    indicates_de:
      'Blutarmut oder Überwässerung bei niedrigen Werten; Flüssigkeitsmangel, Polyzythämie, Lungenerkrankung oder Testosteron bei hohen Werten.',
    desired_result: 'Normal',
    ranges: {
      source: `${MERCK} (men 41–51 %, women 36–47 %)`,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 36 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 36, max: 51 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 51, max: null },
      ],
    },
    female: {
      source: `${MERCK} (women)`,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 36 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 36, max: 47 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 47, max: null },
      ],
    },
    male: {
      source: `${MERCK} (men)`,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 41 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 41, max: 51 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 51, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1003,
    name: 'Red Blood Cell Count',
    name_de: 'Erythrozyten',
    ...CBC,
    unit: '10^6/µL',
    units: MILLIONS_PER_UL,
    loinc: ['789-8', '26453-1'],
    aliases: [
      'RBC',
      'RBC Count',
      'Total RBC Count',
      'Total RBC',
      'Red Blood Cells',
      'Red Blood Cell Count (RBC)',
      'Red Cell Count',
      'RCC',
      'Erythrocytes',
      'Erythrocyte Count',
      'Erys',
      'Ery',
      'Erythrozytenzahl',
      'Rote Blutkörperchen',
    ],
    description:
      'The red blood cell count is the number of red blood cells in a volume of blood. These cells carry hemoglobin and therefore oxygen.',
    description_de:
      'Die Erythrozytenzahl ist die Anzahl roter Blutkörperchen in einem bestimmten Blutvolumen. Diese Zellen tragen das Hämoglobin und damit den Sauerstoff.',
    indicates:
      'Anemia when low; dehydration, polycythemia or chronic oxygen shortage when high. A high count with small cells (low MCV) suggests thalassemia trait.',
    indicates_de:
      'Blutarmut bei niedrigen Werten; Flüssigkeitsmangel, Polyzythämie oder chronischer Sauerstoffmangel bei hohen Werten. Viele, aber kleine Zellen (niedriges MCV) sprechen für eine Thalassämie-Anlage.',
    desired_result: 'Normal',
    ranges: {
      source: `${MERCK} (men 4.5–5.9, women 4.0–5.2 million/µL)`,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 4 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 4, max: 5.9 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 5.9, max: null },
      ],
    },
    female: {
      source: `${MERCK} (women)`,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 4 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 4, max: 5.2 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 5.2, max: null },
      ],
    },
    male: {
      source: `${MERCK} (men)`,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 4.5 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 4.5, max: 5.9 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 5.9, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1004,
    name: 'Mean Corpuscular Volume (MCV)',
    name_de: 'Mittleres Erythrozytenvolumen (MCV)',
    ...CBC,
    unit: 'fL',
    units: FEMTOLITRES,
    loinc: ['787-2', '30428-7'],
    aliases: [
      'MCV',
      'Mean Corpuscular Volume',
      'MEAN CORPUSCULAR VOLUME, MCV',
      'Mean Cell Volume',
      'Mean Cell Volume (MCV)',
      'Mittleres Erythrozytenvolumen',
      'Mittleres korpuskuläres Volumen',
      'MCV (mittleres Erythrozytenvolumen)',
    ],
    description:
      'MCV is the average size (volume) of the red blood cells. It sorts anemia into small-cell, normal-cell and large-cell types.',
    description_de:
      'Das MCV ist die durchschnittliche Größe (das Volumen) der roten Blutkörperchen. Es teilt eine Blutarmut in klein-, normal- und großzellige Formen ein.',
    indicates:
      'Small cells (microcytosis) in iron deficiency and thalassemia; large cells (macrocytosis) in vitamin B12 or folate deficiency, alcohol use, liver disease, hypothyroidism and some medicines.',
    indicates_de:
      'Kleine Zellen (Mikrozytose) bei Eisenmangel und Thalassämie; große Zellen (Makrozytose) bei Vitamin-B12- oder Folsäuremangel, Alkoholkonsum, Lebererkrankung, Schilddrüsenunterfunktion und manchen Medikamenten.',
    desired_result: 'Normal',
    ranges: {
      source: MERCK,
      bands: [
        { name: 'Microcytic', name_de: 'Mikrozytär', class_range: 'low', min: null, max: 80 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 80, max: 100 },
        { name: 'Macrocytic', name_de: 'Makrozytär', class_range: 'high', min: 100, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1005,
    name: 'Mean Corpuscular Hemoglobin (MCH)',
    name_de: 'Mittlerer Hämoglobingehalt der Erythrozyten (MCH)',
    ...CBC,
    unit: 'pg',
    units: [
      { unit: 'pg/cell', factor: 1 },
      // Haemoglobin monomer 16.114 g/mmol: 1 fmol = 16.114 pg.
      { unit: 'fmol', factor: 16.114 },
    ],
    loinc: ['785-6', '28539-5', '59468-9'],
    aliases: [
      'MCH',
      'Mean Corpuscular Hemoglobin',
      'Mean Corpuscular Haemoglobin',
      'Mean Cell Hemoglobin',
      'Mean Cell Haemoglobin',
      'MEAN CELL HAEMOGLOBIN, MCH',
      'Mean Cell Haemoglobin (MCH)',
      'MCH (HbE)',
      'HbE (MCH)',
      'Mittlerer korpuskulärer Hämoglobingehalt',
      'Mittleres korpuskuläres Hämoglobin',
      'Hämoglobingehalt der Erythrozyten',
    ],
    description:
      'MCH is the average amount of hemoglobin in one red blood cell. It usually moves together with MCV.',
    description_de:
      'Das MCH ist die durchschnittliche Menge Hämoglobin in einem roten Blutkörperchen. Es verändert sich meist zusammen mit dem MCV.',
    indicates:
      'Pale, hemoglobin-poor cells (hypochromia) in iron deficiency and thalassemia when low; large cells in vitamin B12 or folate deficiency when high.',
    indicates_de:
      'Blasse, hämoglobinarme Zellen (Hypochromie) bei Eisenmangel und Thalassämie bei niedrigen Werten; große Zellen bei Vitamin-B12- oder Folsäuremangel bei hohen Werten.',
    desired_result: 'Normal',
    ranges: {
      source: MERCK,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 28 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 28, max: 32 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 32, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1006,
    name: 'Mean Corpuscular Hemoglobin Concentration (MCHC)',
    name_de: 'Mittlere Hämoglobinkonzentration der Erythrozyten (MCHC)',
    ...CBC,
    unit: 'g/dL',
    units: [...HB_CONCENTRATION, { unit: '%', factor: 1 }],
    loinc: ['786-4', '28540-3', '59467-1'],
    aliases: [
      'MCHC',
      'Mean Corpuscular Hemoglobin Concentration',
      'Mean Corpuscular Haemoglobin Concentration',
      'Mean Cell Hemoglobin Concentration',
      'Mean Cell Haemoglobin Concentration',
      'MEAN CELL HAEMOGLOBIN CON, MCHC',
      'Mean Cell Haemoglobin Concentration (MCHC)',
      'Mittlere korpuskuläre Hämoglobinkonzentration',
      'Mittlere Hämoglobinkonzentration',
    ],
    description:
      'MCHC is the hemoglobin concentration inside the red blood cells themselves, rather than in the whole blood.',
    description_de:
      'Das MCHC ist die Hämoglobinkonzentration innerhalb der roten Blutkörperchen selbst, nicht im gesamten Blut.',
    indicates:
      'Hypochromia in iron deficiency and thalassemia when low; spherocytosis, red-cell agglutination or sample problems (lipemia, hemolysis) when high.',
    indicates_de:
      'Hypochromie bei Eisenmangel und Thalassämie bei niedrigen Werten; Sphärozytose, Verklumpung der roten Blutkörperchen oder Probenprobleme (Lipämie, Hämolyse) bei hohen Werten.',
    desired_result: 'Normal',
    ranges: {
      source: MERCK,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 32 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 32, max: 36 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 36, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1007,
    name: 'Red Cell Distribution Width (RDW-CV)',
    name_de: 'Erythrozytenverteilungsbreite (RDW-CV)',
    ...CBC,
    unit: '%',
    units: [],
    loinc: ['788-0', '30385-9'],
    aliases: [
      'RDW',
      'RDW-CV',
      'RDW (CV)',
      'Red Cell Distribution Width',
      'Red Cell Distribution Width (RDW)',
      'Red Blood Cell Distribution Width',
      'RBC Distribution Width',
      'Erythrozytenverteilungsbreite',
      'Erythrozyten-Verteilungsbreite',
      'EVB',
    ],
    description:
      'RDW-CV describes how much the red blood cells vary in size, as a percentage of their average size.',
    description_de:
      'Die RDW-CV beschreibt, wie stark die Größe der roten Blutkörperchen schwankt, in Prozent ihrer Durchschnittsgröße.',
    indicates:
      'Mixed or changing red-cell populations (anisocytosis): early iron, vitamin B12 or folate deficiency, combined deficiencies, after transfusion or blood loss; a high RDW with small cells favours iron deficiency over thalassemia trait.',
    indicates_de:
      'Gemischte oder sich ändernde Erythrozytenpopulationen (Anisozytose): beginnender Eisen-, Vitamin-B12- oder Folsäuremangel, kombinierte Mängel, nach Transfusion oder Blutverlust; hohe RDW mit kleinen Zellen spricht eher für Eisenmangel als für eine Thalassämie-Anlage.',
    desired_result: 'Normal',
    ranges: {
      source: MERCK,
      bands: [
        {
          name: 'Below Normal',
          name_de: 'Unter der Norm',
          class_range: 'below_normal',
          min: null,
          max: 11.5,
        },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 11.5, max: 14.5 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 14.5, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1008,
    name: 'Red Cell Distribution Width (RDW-SD)',
    name_de: 'Erythrozytenverteilungsbreite (RDW-SD)',
    ...CBC,
    unit: 'fL',
    units: FEMTOLITRES,
    loinc: ['21000-5', '30384-2'],
    aliases: [
      'RDW-SD',
      'RDW (SD)',
      'RDW',
      'Red Cell Distribution Width',
      'Red Cell Distribution Width - SD',
      'Erythrozytenverteilungsbreite',
      'EVB',
    ],
    description:
      'RDW-SD describes how much the red blood cells vary in size, as the width of their size distribution in femtolitres; unlike RDW-CV it does not depend on the average cell size.',
    description_de:
      'Die RDW-SD beschreibt, wie stark die Größe der roten Blutkörperchen schwankt, als Breite ihrer Größenverteilung in Femtolitern; anders als die RDW-CV hängt sie nicht von der mittleren Zellgröße ab.',
    indicates:
      'Anisocytosis: early or mixed nutritional anemias (iron, vitamin B12, folate), hemolysis, recent transfusion; often rises before MCV changes.',
    indicates_de:
      'Anisozytose: beginnende oder gemischte Mangelanämien (Eisen, Vitamin B12, Folsäure), Hämolyse, kürzliche Transfusion; steigt oft, bevor sich das MCV ändert.',
    desired_result: 'Normal',
    ranges: {
      source:
        'ClinLab Navigator: Red Cell Distribution Width (adult RDW-SD 36–47 fL; Constantino BT, Lab Medicine 2011)',
      bands: [
        {
          name: 'Below Normal',
          name_de: 'Unter der Norm',
          class_range: 'below_normal',
          min: null,
          max: 36,
        },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 36, max: 47 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 47, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1009,
    name: 'White Blood Cell Count',
    name_de: 'Leukozyten',
    ...CBC,
    unit: '10^3/µL',
    units: THOUSANDS_PER_UL,
    loinc: ['6690-2', '26464-8', '804-5'],
    aliases: [
      'WBC',
      'WBC Count',
      'Total WBC Count',
      'Total WBC',
      'White Blood Cells',
      'White Blood Cell Count (WBC)',
      'White Cell Count',
      'WCC',
      'Leukocytes',
      'Leucocytes',
      'Leukocyte Count',
      'Leucocyte Count',
      'Total Leukocyte Count',
      'Total Leukocyte Count (TLC)',
      'Total Leucocyte Count',
      'Total Leucocyte Count (TLC)',
      'TLC',
      'Leukos',
      'Leukozytenzahl',
      'Leukozyten gesamt',
      'Weiße Blutkörperchen',
    ],
    description:
      'The white blood cell count is the number of immune cells (leukocytes) in a volume of blood. These cells fight infections.',
    description_de:
      'Die Leukozytenzahl ist die Anzahl der Immunzellen (weißen Blutkörperchen) in einem bestimmten Blutvolumen. Diese Zellen bekämpfen Infektionen.',
    indicates:
      'Infection, inflammation, stress, smoking, steroid use or leukemia when high; viral infections, bone-marrow suppression, autoimmune disease, some medicines or vitamin deficiency when low.',
    indicates_de:
      'Infektion, Entzündung, Stress, Rauchen, Kortison oder Leukämie bei hohen Werten; Virusinfektionen, Knochenmarkschädigung, Autoimmunerkrankung, manche Medikamente oder Vitaminmangel bei niedrigen Werten.',
    desired_result: 'Normal',
    ranges: {
      source: MERCK,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 4.5 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 4.5, max: 11 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 11, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1010,
    name: 'Neutrophils (%)',
    name_de: 'Neutrophile Granulozyten (%)',
    ...DIFF,
    unit: '%',
    units: [],
    loinc: ['770-8', '26511-6', '23761-0', '769-0'],
    aliases: [
      'Neutrophils',
      'Neutrophil %',
      'Neutrophils %',
      'NEUT%',
      'Neut %',
      'Segmented Neutrophils',
      'Segmented Neutrophils %',
      'Segs',
      'Polymorphs',
      'Polymorphonuclear Neutrophils',
      'PMN',
      'Neutrophile',
      'Neutrophile %',
      'Neutrophile Granulozyten',
      'Neutrophile relativ',
      'Segmentkernige',
      'Segmentkernige%',
      'Segmentkernige %',
      'Segmentkernige Granulozyten',
      'Segmentkernige neutrophile Granulozyten',
    ],
    description:
      'The share of white blood cells that are neutrophils, the first responders against bacteria and fungi.',
    description_de:
      'Der Anteil der Neutrophilen an den weißen Blutkörperchen; sie sind die ersten Abwehrzellen gegen Bakterien und Pilze.',
    indicates:
      'Bacterial infection, inflammation, stress or steroid use when high; viral infection or reduced neutrophil production when low. Read together with the absolute count.',
    indicates_de:
      'Bakterielle Infektion, Entzündung, Stress oder Kortison bei hohen Werten; Virusinfektion oder verminderte Bildung bei niedrigen Werten. Zusammen mit der absoluten Zahl zu beurteilen.',
    desired_result: 'Normal',
    ranges: {
      source: `${MERCK} (segmented neutrophils 40–70 %)`,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 40 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 40, max: 70 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 70, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1011,
    name: 'Lymphocytes (%)',
    name_de: 'Lymphozyten (%)',
    ...DIFF,
    unit: '%',
    units: [],
    loinc: ['736-9', '26478-8', '737-7'],
    aliases: [
      'Lymphocytes',
      'Lymphocyte',
      'Lymphocyte %',
      'Lymphocytes %',
      'LYMPH%',
      'Lymph %',
      'Lymphs',
      'Lymphozyten',
      'Lymphozyten%',
      'Lymphozyten %',
      'Lymphozyten relativ',
    ],
    description:
      'The share of white blood cells that are lymphocytes (T cells, B cells and natural killer cells), the cells of targeted immunity and antibody production.',
    description_de:
      'Der Anteil der Lymphozyten (T-Zellen, B-Zellen und natürliche Killerzellen) an den weißen Blutkörperchen; sie sind für die gezielte Abwehr und die Antikörperbildung zuständig.',
    indicates:
      'Viral infections and some leukemias or lymphomas when high; acute stress, steroids, HIV or immune deficiency when low. Read together with the absolute count.',
    indicates_de:
      'Virusinfektionen und manche Leukämien oder Lymphome bei hohen Werten; akuter Stress, Kortison, HIV oder Immunschwäche bei niedrigen Werten. Zusammen mit der absoluten Zahl zu beurteilen.',
    desired_result: 'Normal',
    ranges: {
      source: `${MERCK} (lymphocytes 22–44 %)`,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 22 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 22, max: 44 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 44, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1012,
    name: 'Monocytes (%)',
    name_de: 'Monozyten (%)',
    ...DIFF,
    unit: '%',
    units: [],
    loinc: ['5905-5', '26485-3', '744-3'],
    aliases: [
      'Monocytes',
      'Monocyte',
      'Monocyte %',
      'Monocytes %',
      'MONO%',
      'Mono %',
      'Monos',
      'Monozyten',
      'Monozyten%',
      'Monozyten %',
      'Monozyten relativ',
    ],
    description:
      'The share of white blood cells that are monocytes, which move into tissues as macrophages and clear germs and debris.',
    description_de:
      'Der Anteil der Monozyten an den weißen Blutkörperchen; sie wandern als Makrophagen ins Gewebe und beseitigen Keime und Zelltrümmer.',
    indicates:
      'Chronic infections (e.g. tuberculosis), recovery from infection, inflammatory and autoimmune disease or monocytic leukemia when high.',
    indicates_de:
      'Chronische Infektionen (z. B. Tuberkulose), Erholungsphase nach Infektionen, entzündliche und Autoimmunerkrankungen oder monozytäre Leukämie bei hohen Werten.',
    desired_result: 'Normal',
    ranges: {
      source: `${MERCK} (monocytes 4–11 %)`,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 4 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 4, max: 11 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 11, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1013,
    name: 'Eosinophils (%)',
    name_de: 'Eosinophile Granulozyten (%)',
    ...DIFF,
    unit: '%',
    units: [],
    loinc: ['713-8', '26450-7', '714-6'],
    aliases: [
      'Eosinophils',
      'Eosinophil',
      'Eosinophil %',
      'Eosinophils %',
      'EOS%',
      'Eos %',
      'Eos',
      'Eosinophile',
      'Eosinophile%',
      'Eosinophile %',
      'Eosinophile Granulozyten',
      'Eosinophile relativ',
    ],
    description:
      'The share of white blood cells that are eosinophils, which take part in allergic reactions and the defence against parasites.',
    description_de:
      'Der Anteil der Eosinophilen an den weißen Blutkörperchen; sie sind an allergischen Reaktionen und an der Abwehr von Parasiten beteiligt.',
    indicates:
      'Allergies, asthma, eczema, parasitic (worm) infections, drug reactions and rarely blood disorders when high.',
    indicates_de:
      'Allergien, Asthma, Ekzeme, Parasiten- (Wurm-)Infektionen, Arzneimittelreaktionen und selten Bluterkrankungen bei hohen Werten.',
    desired_result: 'Normal',
    ranges: {
      source: `${MERCK} (eosinophils 0–8 %)`,
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 8 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 8, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1014,
    name: 'Basophils (%)',
    name_de: 'Basophile Granulozyten (%)',
    ...DIFF,
    unit: '%',
    units: [],
    loinc: ['706-2', '30180-4', '707-0'],
    aliases: [
      'Basophils',
      'Basophil',
      'Basophil %',
      'Basophils %',
      'BASO%',
      'Baso %',
      'Basos',
      'Basophile',
      'Basophile%',
      'Basophile %',
      'Basophile Granulozyten',
      'Basophile relativ',
    ],
    description:
      'The share of white blood cells that are basophils, the rarest white cells, which release histamine in allergic reactions.',
    description_de:
      'Der Anteil der Basophilen an den weißen Blutkörperchen; diese seltensten weißen Blutkörperchen setzen bei allergischen Reaktionen Histamin frei.',
    indicates:
      'Allergic reactions, hypothyroidism, chronic inflammation and myeloproliferative disorders such as chronic myeloid leukemia when high.',
    indicates_de:
      'Allergische Reaktionen, Schilddrüsenunterfunktion, chronische Entzündung und myeloproliferative Erkrankungen wie die chronische myeloische Leukämie bei hohen Werten.',
    desired_result: 'Normal',
    ranges: {
      source: `${MERCK} (basophils 0–3 %)`,
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 3 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 3, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1015,
    name: 'Neutrophils (absolute)',
    name_de: 'Neutrophile Granulozyten (absolut)',
    ...DIFF,
    unit: '10^3/µL',
    units: THOUSANDS_PER_UL,
    loinc: ['751-8', '26499-4', '753-4'],
    aliases: [
      'Neutrophils',
      'Absolute Neutrophils',
      'Absolute Neutrophil Count',
      'Absolute Neutrophil Count (ANC)',
      'ANC',
      'Neutrophils Absolute',
      'Neutrophils, Absolute',
      'Neutrophil Count',
      'NEUT#',
      'Segmented Neutrophils Absolute',
      'Polymorphs Absolute',
      'Neutrophile',
      'Neutrophile absolut',
      'Neutrophile Granulozyten',
      'Neutrophile Granulozyten absolut',
      'Segmentkernige',
      'Segmentkernige absolut',
      'Segmentkernige Granulozyten',
    ],
    description:
      'The number of neutrophils in a volume of blood: the first responders against bacteria and fungi, and the main measure of how well protected against infection a person is.',
    description_de:
      'Die Anzahl der Neutrophilen in einem bestimmten Blutvolumen: Sie sind die ersten Abwehrzellen gegen Bakterien und Pilze und das wichtigste Maß für den Infektionsschutz.',
    indicates:
      'Bacterial infection, inflammation, stress, smoking or steroid use when high; infection risk from neutropenia (viral infections, medicines, chemotherapy, autoimmune disease, benign ethnic neutropenia) when low.',
    indicates_de:
      'Bakterielle Infektion, Entzündung, Stress, Rauchen oder Kortison bei hohen Werten; Infektionsrisiko durch Neutropenie (Virusinfekte, Medikamente, Chemotherapie, Autoimmunerkrankung, ethnisch bedingte benigne Neutropenie) bei niedrigen Werten.',
    desired_result: 'Normal',
    ranges: {
      source: `${MERCK} (upper limit 7.7 × 10⁹/L); Merck Manual Professional neutropenia grades (mild 1.0–1.5, moderate 0.5–1.0, severe <0.5 × 10⁹/L)`,
      bands: [
        {
          name: 'Severe Neutropenia',
          name_de: 'Schwere Neutropenie',
          class_range: 'critical_low',
          min: null,
          max: 0.5,
        },
        {
          name: 'Moderate Neutropenia',
          name_de: 'Mittelgradige Neutropenie',
          class_range: 'very_low',
          min: 0.5,
          max: 1,
        },
        {
          name: 'Mild Neutropenia',
          name_de: 'Leichte Neutropenie',
          class_range: 'low',
          min: 1,
          max: 1.5,
        },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 1.5, max: 7.7 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 7.7, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1016,
    name: 'Lymphocytes (absolute)',
    name_de: 'Lymphozyten (absolut)',
    ...DIFF,
    unit: '10^3/µL',
    units: THOUSANDS_PER_UL,
    loinc: ['731-0', '26474-7', '732-8'],
    aliases: [
      'Lymphocytes',
      'Absolute Lymphocytes',
      'Absolute Lymphocyte Count',
      'Absolute Lymphocyte Count (ALC)',
      'ALC',
      'Lymphocytes Absolute',
      'Lymphocytes, Absolute',
      'Lymphocyte Count',
      'LYMPH#',
      'Lymphozyten',
      'Lymphozyten absolut',
    ],
    description:
      'The number of lymphocytes (T cells, B cells and natural killer cells) in a volume of blood.',
    description_de:
      'Die Anzahl der Lymphozyten (T-Zellen, B-Zellen und natürliche Killerzellen) in einem bestimmten Blutvolumen.',
    indicates:
      'Viral infections (e.g. glandular fever), whooping cough and chronic lymphocytic leukemia when high; acute stress, steroids, HIV, chemotherapy or immune deficiency when low.',
    indicates_de:
      'Virusinfektionen (z. B. Pfeiffersches Drüsenfieber), Keuchhusten und chronische lymphatische Leukämie bei hohen Werten; akuter Stress, Kortison, HIV, Chemotherapie oder Immunschwäche bei niedrigen Werten.',
    desired_result: 'Normal',
    ranges: {
      source: `${MERCK} (lymphocytes 1.0–4.8 × 10⁹/L)`,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 1 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 1, max: 4.8 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 4.8, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1017,
    name: 'Monocytes (absolute)',
    name_de: 'Monozyten (absolut)',
    ...DIFF,
    unit: '10^3/µL',
    units: THOUSANDS_PER_UL,
    loinc: ['742-7', '26484-6', '743-5'],
    aliases: [
      'Monocytes',
      'Absolute Monocytes',
      'Absolute Monocyte Count',
      'AMC',
      'Monocytes Absolute',
      'Monocytes, Absolute',
      'Monocyte Count',
      'MONO#',
      'Monozyten',
      'Monozyten absolut',
    ],
    description: 'The number of monocytes in a volume of blood.',
    description_de: 'Die Anzahl der Monozyten in einem bestimmten Blutvolumen.',
    indicates:
      'Chronic infections (e.g. tuberculosis, endocarditis), recovery from infection, inflammatory bowel and autoimmune disease, or monocytic and myelomonocytic leukemia when high.',
    indicates_de:
      'Chronische Infektionen (z. B. Tuberkulose, Endokarditis), Erholungsphase nach Infektionen, entzündliche Darm- und Autoimmunerkrankungen oder monozytäre bzw. myelomonozytäre Leukämie bei hohen Werten.',
    desired_result: 'Normal',
    ranges: {
      source: `${MERCK} (lower limit 0.2 × 10⁹/L); Merck Manual Professional: monocytosis >0.8 × 10⁹/L`,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 0.2 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 0.2, max: 0.8 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 0.8, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1018,
    name: 'Eosinophils (absolute)',
    name_de: 'Eosinophile Granulozyten (absolut)',
    ...DIFF,
    unit: '10^3/µL',
    units: THOUSANDS_PER_UL,
    loinc: ['711-2', '26449-9', '712-0'],
    aliases: [
      'Eosinophils',
      'Absolute Eosinophils',
      'Absolute Eosinophil Count',
      'Absolute Eosinophil Count (AEC)',
      'AEC',
      'Eosinophils Absolute',
      'Eosinophils, Absolute',
      'Eosinophil Count',
      'EO#',
      'EOS#',
      'Eosinophile',
      'Eosinophile absolut',
      'Eosinophile Granulozyten',
    ],
    description: 'The number of eosinophils in a volume of blood.',
    description_de: 'Die Anzahl der Eosinophilen in einem bestimmten Blutvolumen.',
    indicates:
      'Eosinophilia from allergies, asthma, eczema, parasitic infections, drug reactions, and rarely hypereosinophilic syndromes or blood cancers; very high levels can damage organs.',
    indicates_de:
      'Eosinophilie durch Allergien, Asthma, Ekzeme, Parasiteninfektionen, Arzneimittelreaktionen und selten hypereosinophile Syndrome oder Blutkrebs; sehr hohe Werte können Organe schädigen.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Merck Manual Professional, Eosinophilia (mild 0.5–1.5, moderate 1.5–5, severe >5 × 10⁹/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 0.5 },
        {
          name: 'Mild Eosinophilia',
          name_de: 'Leichte Eosinophilie',
          class_range: 'elevated',
          min: 0.5,
          max: 1.5,
        },
        {
          name: 'Moderate Eosinophilia',
          name_de: 'Mittelgradige Eosinophilie',
          class_range: 'high',
          min: 1.5,
          max: 5,
        },
        {
          name: 'Severe Eosinophilia',
          name_de: 'Schwere Eosinophilie',
          class_range: 'very_high',
          min: 5,
          max: null,
        },
      ],
    },
    better: 'lower',
  },
  {
    id: 1019,
    name: 'Basophils (absolute)',
    name_de: 'Basophile Granulozyten (absolut)',
    ...DIFF,
    unit: '10^3/µL',
    units: THOUSANDS_PER_UL,
    loinc: ['704-7', '26444-0', '705-4'],
    aliases: [
      'Basophils',
      'Absolute Basophils',
      'Absolute Basophil Count',
      'Basophils Absolute',
      'Basophils, Absolute',
      'Basophil Count',
      'BASO#',
      'Basophile',
      'Basophile absolut',
      'Basophile Granulozyten',
    ],
    description: 'The number of basophils in a volume of blood.',
    description_de: 'Die Anzahl der Basophilen in einem bestimmten Blutvolumen.',
    indicates:
      'Allergic reactions, hypothyroidism, chronic inflammation and myeloproliferative disorders such as chronic myeloid leukemia when high.',
    indicates_de:
      'Allergische Reaktionen, Schilddrüsenunterfunktion, chronische Entzündung und myeloproliferative Erkrankungen wie die chronische myeloische Leukämie bei hohen Werten.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Henry’s Clinical Diagnosis and Management by Laboratory Methods, 22nd ed. (via Labcorp WBC differential: basophils 0–0.20 × 10⁹/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 0.2 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 0.2, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1020,
    name: 'Platelet Count',
    name_de: 'Thrombozyten',
    ...CBC,
    unit: '10^3/µL',
    units: THOUSANDS_PER_UL,
    loinc: ['777-3', '26515-7', '778-1'],
    aliases: [
      'Platelets',
      'Platelet',
      'PLT',
      'Platelet Count (PLT)',
      'Total Platelet Count',
      'Thrombocytes',
      'Thrombocyte Count',
      'Thrombos',
      'Thrombozytenzahl',
      'Blutplättchen',
    ],
    description:
      'The platelet count is the number of platelets (thrombocytes), the small cell fragments that plug injured blood vessels and start a clot.',
    description_de:
      'Die Thrombozytenzahl ist die Anzahl der Blutplättchen, der kleinen Zellbruchstücke, die verletzte Gefäße abdichten und die Gerinnung einleiten.',
    indicates:
      'Bleeding risk when low (viral infections, immune thrombocytopenia, liver disease and enlarged spleen, medicines, bone-marrow disease); reactive rise with inflammation, iron deficiency or after bleeding, or a myeloproliferative disorder, when high.',
    indicates_de:
      'Blutungsrisiko bei niedrigen Werten (Virusinfekte, Immunthrombozytopenie, Lebererkrankung mit vergrößerter Milz, Medikamente, Knochenmarkerkrankung); reaktiver Anstieg bei Entzündung, Eisenmangel oder nach Blutung oder eine myeloproliferative Erkrankung bei hohen Werten.',
    desired_result: 'Normal',
    ranges: {
      source: `${MERCK} (140–450 × 10⁹/L); Merck Manual Professional, thrombocytopenia (bleeding risk below 50, spontaneous bleeding below 10–20 × 10⁹/L)`,
      bands: [
        {
          name: 'Critically Low',
          name_de: 'Kritisch niedrig',
          class_range: 'critical_low',
          min: null,
          max: 20,
        },
        { name: 'Very Low', name_de: 'Sehr niedrig', class_range: 'very_low', min: 20, max: 50 },
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: 50, max: 140 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 140, max: 450 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 450, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1021,
    name: 'Mean Platelet Volume (MPV)',
    name_de: 'Mittleres Thrombozytenvolumen (MPV)',
    ...CBC,
    unit: 'fL',
    units: FEMTOLITRES,
    loinc: ['32623-1', '28542-9'],
    aliases: ['MPV', 'Mean Platelet Volume', 'Mittleres Thrombozytenvolumen', 'MTV'],
    description:
      'MPV is the average size of the platelets. Young platelets freshly released from the bone marrow are larger.',
    description_de:
      'Das MPV ist die durchschnittliche Größe der Blutplättchen. Junge, frisch aus dem Knochenmark freigesetzte Blutplättchen sind größer.',
    indicates:
      'With a low platelet count, a high MPV points to increased platelet destruction (e.g. immune thrombocytopenia) and a low MPV to reduced production in the bone marrow. Values depend on the analyzer.',
    indicates_de:
      'Bei niedriger Thrombozytenzahl spricht ein hohes MPV für einen vermehrten Abbau (z. B. Immunthrombozytopenie), ein niedriges MPV für eine verminderte Bildung im Knochenmark. Die Werte hängen vom Analysegerät ab.',
    desired_result: 'Normal',
    ranges: {
      source: PLATELET_INDICES,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'below_normal', min: null, max: 9.1 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 9.1, max: 13 },
        { name: 'High', name_de: 'Hoch', class_range: 'above_normal', min: 13, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1022,
    name: 'Platelet Distribution Width (PDW)',
    name_de: 'Thrombozytenverteilungsbreite (PDW)',
    ...CBC,
    unit: 'fL',
    units: FEMTOLITRES,
    loinc: ['32207-3'],
    aliases: [
      'PDW',
      'PDW-SD',
      'Platelet Distribution Width',
      'Platelet Volume Distribution Width',
      'Thrombozytenverteilungsbreite',
      'Thrombozyten-Verteilungsbreite',
    ],
    description: 'PDW describes how much the platelets vary in size.',
    description_de: 'Die PDW beschreibt, wie stark die Größe der Blutplättchen schwankt.',
    indicates:
      'Platelet production and activation: rises together with MPV when many young, large platelets are released (e.g. increased platelet turnover). Values depend on the analyzer.',
    indicates_de:
      'Bildung und Aktivierung der Blutplättchen: steigt zusammen mit dem MPV, wenn viele junge, große Blutplättchen freigesetzt werden (z. B. bei gesteigertem Umsatz). Die Werte hängen vom Analysegerät ab.',
    desired_result: 'Normal',
    ranges: {
      source: PLATELET_INDICES,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'below_normal', min: null, max: 9.3 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 9.3, max: 17.3 },
        { name: 'High', name_de: 'Hoch', class_range: 'above_normal', min: 17.3, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1023,
    name: 'Plateletcrit (PCT)',
    name_de: 'Thrombokrit (PCT)',
    ...CBC,
    unit: '%',
    units: [
      { unit: 'mL/L', factor: 0.1 },
      { unit: '‰', factor: 0.1 },
      { unit: 'L/L', factor: 100 },
    ],
    loinc: ['51637-7'],
    aliases: ['PCT', 'Plateletcrit', 'Thrombocrit', 'Thrombokrit', 'Platelet Crit'],
    description:
      'The plateletcrit is the share of the blood’s volume taken up by platelets, combining their number and size.',
    description_de:
      'Der Thrombokrit ist der Anteil der Blutplättchen am Blutvolumen und vereint deren Anzahl und Größe.',
    indicates:
      'Total platelet mass: low with thrombocytopenia, high with thrombocytosis. Values depend on the analyzer.',
    indicates_de:
      'Gesamtmasse der Blutplättchen: niedrig bei Thrombozytopenie, hoch bei Thrombozytose. Die Werte hängen vom Analysegerät ab.',
    desired_result: 'Normal',
    ranges: {
      source: PLATELET_INDICES,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 0.16 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 0.16, max: 0.37 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 0.37, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1024,
    name: 'Platelet Large Cell Ratio (P-LCR)',
    name_de: 'Anteil großer Thrombozyten (P-LCR)',
    ...CBC,
    unit: '%',
    units: [],
    loinc: ['48386-7'],
    aliases: ['P-LCR', 'PLCR', 'P-LCR %', 'Platelet Large Cell Ratio', 'Large Platelet Ratio'],
    description: 'P-LCR is the share of platelets that are larger than 12 fL.',
    description_de: 'Die P-LCR ist der Anteil der Blutplättchen, die größer als 12 fL sind.',
    indicates:
      'Young, large platelets: rises with increased platelet turnover (e.g. immune thrombocytopenia) and moves together with MPV and PDW.',
    indicates_de:
      'Junge, große Blutplättchen: steigt bei gesteigertem Thrombozytenumsatz (z. B. Immunthrombozytopenie) und verhält sich wie MPV und PDW.',
    desired_result: 'Normal',
    ranges: {
      source: PLATELET_INDICES,
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'below_normal', min: null, max: 17.6 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 17.6, max: 47.8 },
        { name: 'High', name_de: 'Hoch', class_range: 'above_normal', min: 47.8, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1025,
    name: 'Reticulocytes (%)',
    name_de: 'Retikulozyten (%)',
    ...RETIC,
    unit: '%',
    units: [{ unit: '‰', factor: 0.1 }],
    loinc: ['17849-1', '4679-7', '31112-6'],
    aliases: [
      'Reticulocytes',
      'Reticulocyte Count',
      'Reticulocyte %',
      'Reticulocytes %',
      'Retic Count',
      'Retic %',
      'Retics',
      'RET%',
      'RET',
      'Retikulozyten',
      'Retikulozyten%',
      'Retikulozyten %',
      'Retikulozyten relativ',
      'Retis',
      'Reti',
    ],
    description:
      'Reticulocytes are newly made red blood cells, one to two days old. Their share among the red cells shows how actively the bone marrow is producing blood.',
    description_de:
      'Retikulozyten sind neu gebildete, ein bis zwei Tage alte rote Blutkörperchen. Ihr Anteil an den roten Blutkörperchen zeigt, wie aktiv das Knochenmark Blut bildet.',
    indicates:
      'Bone-marrow response: high after bleeding, in hemolysis and during treatment of iron, B12 or folate deficiency; low in untreated deficiency, bone-marrow failure and kidney disease.',
    indicates_de:
      'Antwort des Knochenmarks: hoch nach Blutverlust, bei Hämolyse und unter Behandlung eines Eisen-, B12- oder Folsäuremangels; niedrig bei unbehandeltem Mangel, Knochenmarkversagen und Nierenerkrankung.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (RTIC: % reticulocytes, adults 0.60–2.71 %)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 0.6 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 0.6, max: 2.71 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 2.71, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1026,
    name: 'Reticulocytes (absolute)',
    name_de: 'Retikulozyten (absolut)',
    ...RETIC,
    unit: '10^3/µL',
    units: [
      ...THOUSANDS_PER_UL,
      { unit: '10^6/µL', factor: 1000 },
      { unit: '10^12/L', factor: 1000 },
      { unit: 'T/l', factor: 1000 },
      { unit: '/pL', factor: 1000 },
      { unit: 'million/µL', factor: 1000 },
    ],
    loinc: ['60474-4', '14196-0'],
    aliases: [
      'Reticulocytes',
      'Absolute Reticulocyte Count',
      'Reticulocytes Absolute',
      'Reticulocytes, Absolute',
      'Absolute Reticulocytes',
      'RET#',
      'Retikulozyten',
      'Retikulozyten absolut',
      'Retikulozytenzahl',
    ],
    description:
      'The number of reticulocytes (newly made red blood cells) in a volume of blood, which shows the bone marrow’s current red-cell output independent of anemia.',
    description_de:
      'Die Anzahl der Retikulozyten (neu gebildeten roten Blutkörperchen) in einem bestimmten Blutvolumen; sie zeigt die aktuelle Blutbildungsleistung des Knochenmarks unabhängig von einer Anämie.',
    indicates:
      'Bone-marrow response: high after bleeding, in hemolysis and during treatment of iron, B12 or folate deficiency; low in untreated deficiency, bone-marrow failure and kidney disease.',
    indicates_de:
      'Antwort des Knochenmarks: hoch nach Blutverlust, bei Hämolyse und unter Behandlung eines Eisen-, B12- oder Folsäuremangels; niedrig bei unbehandeltem Mangel, Knochenmarkversagen und Nierenerkrankung.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (RTIC: absolute reticulocytes, adults 30.4–110.9 × 10⁹/L)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 30.4 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 30.4, max: 110.9 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 110.9, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1027,
    name: 'Immature Reticulocyte Fraction (IRF)',
    name_de: 'Unreife Retikulozytenfraktion (IRF)',
    ...RETIC,
    unit: '%',
    units: [],
    loinc: ['33516-6'],
    aliases: [
      'IRF',
      'Immature Reticulocyte Fraction',
      'IRF %',
      'Unreife Retikulozyten',
      'Unreife Retikulozytenfraktion',
    ],
    description:
      'IRF is the share of reticulocytes that are the very youngest. It is the earliest sign that the bone marrow has started producing more red cells.',
    description_de:
      'Die IRF ist der Anteil der allerjüngsten Retikulozyten. Sie ist das früheste Zeichen, dass das Knochenmark die Bildung roter Blutkörperchen steigert.',
    indicates:
      'Early bone-marrow recovery (after chemotherapy or stem-cell transplantation, at the start of iron or B12 treatment) and increased red-cell production in hemolysis or bleeding.',
    indicates_de:
      'Frühe Erholung des Knochenmarks (nach Chemotherapie oder Stammzelltransplantation, zu Beginn einer Eisen- oder B12-Therapie) und gesteigerte Blutbildung bei Hämolyse oder Blutung.',
    desired_result: 'Normal',
    ranges: {
      source: 'Davis’s Lab & Diagnostic Tests (immature reticulocyte fraction 2.5–17 %)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'below_normal', min: null, max: 2.5 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 2.5, max: 17 },
        { name: 'High', name_de: 'Hoch', class_range: 'above_normal', min: 17, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1028,
    name: 'Immature Granulocytes (%)',
    name_de: 'Unreife Granulozyten (%)',
    ...DIFF,
    unit: '%',
    units: [],
    loinc: ['71695-1'],
    aliases: [
      'Immature Granulocytes',
      'Immature Granulocyte %',
      'Immature Granulocytes %',
      'IG',
      'IG%',
      'IG %',
      'Unreife Granulozyten',
      'Unreife Granulozyten %',
      'Unreife Granulozyten relativ',
    ],
    description:
      'The share of white blood cells that are immature granulocytes (promyelocytes, myelocytes, metamyelocytes), which are normally kept in the bone marrow.',
    description_de:
      'Der Anteil unreifer Granulozyten (Promyelozyten, Myelozyten, Metamyelozyten) an den weißen Blutkörperchen; diese verbleiben normalerweise im Knochenmark.',
    indicates:
      'Early release from the bone marrow: severe bacterial infection and sepsis, inflammation, tissue injury, pregnancy, steroid or growth-factor treatment, or bone-marrow disorders.',
    indicates_de:
      'Vorzeitige Ausschwemmung aus dem Knochenmark: schwere bakterielle Infektion und Sepsis, Entzündung, Gewebeschaden, Schwangerschaft, Kortison- oder Wachstumsfaktortherapie oder Knochenmarkerkrankungen.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Roehrl MHA et al., Arch Pathol Lab Med 2011: age-dependent reference ranges for immature granulocytes (upper limit 0.90 % above 10 years)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 0.9 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 0.9, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1029,
    name: 'Immature Granulocytes (absolute)',
    name_de: 'Unreife Granulozyten (absolut)',
    ...DIFF,
    unit: '10^3/µL',
    units: THOUSANDS_PER_UL,
    loinc: ['53115-2'],
    aliases: [
      'Immature Granulocytes',
      'Absolute Immature Granulocytes',
      'Immature Granulocytes Absolute',
      'Immature Granulocytes, Absolute',
      'Immature Grans (Abs)',
      'IG',
      'IG#',
      'Unreife Granulozyten',
      'Unreife Granulozyten absolut',
    ],
    description:
      'The number of immature granulocytes (promyelocytes, myelocytes, metamyelocytes) in a volume of blood.',
    description_de:
      'Die Anzahl unreifer Granulozyten (Promyelozyten, Myelozyten, Metamyelozyten) in einem bestimmten Blutvolumen.',
    indicates:
      'Early release from the bone marrow: severe bacterial infection and sepsis, inflammation, tissue injury, pregnancy, steroid or growth-factor treatment, or bone-marrow disorders.',
    indicates_de:
      'Vorzeitige Ausschwemmung aus dem Knochenmark: schwere bakterielle Infektion und Sepsis, Entzündung, Gewebeschaden, Schwangerschaft, Kortison- oder Wachstumsfaktortherapie oder Knochenmarkerkrankungen.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Roehrl MHA et al., Arch Pathol Lab Med 2011: age-dependent reference ranges for immature granulocytes (upper limit 70/µL above 10 years)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 0.07 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 0.07, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1030,
    name: 'Nucleated Red Blood Cells (NRBC)',
    name_de: 'Kernhaltige rote Vorstufen (NRBC)',
    ...DIFF,
    unit: '%',
    units: [
      { unit: '/100 WBC', factor: 1 },
      { unit: '/100 Leukocytes', factor: 1 },
      { unit: '/100 Leukozyten', factor: 1 },
    ],
    loinc: ['58413-6'],
    aliases: [
      'NRBC',
      'NRBC%',
      'NRBC %',
      'Nucleated RBC',
      'Nucleated RBCs',
      'Nucleated Red Blood Cells',
      'Nucleated Red Cells',
      'Normoblasts',
      'Normoblasten',
      'Erythroblasten',
      'Erythroblasten relativ',
      'Kernhaltige Erythrozyten',
    ],
    description:
      'Nucleated red blood cells are red-cell precursors that still have a nucleus. They belong in the bone marrow and are counted per 100 white blood cells.',
    description_de:
      'Kernhaltige rote Vorstufen (Normoblasten) sind Vorläufer der roten Blutkörperchen, die noch einen Zellkern haben. Sie gehören ins Knochenmark und werden pro 100 weiße Blutkörperchen gezählt.',
    indicates:
      'In adults any finding is abnormal: severe anemia or hemolysis, major blood loss, low oxygen, sepsis, bone-marrow infiltration or disease, missing spleen; in critically ill patients a sign of poor prognosis. Normal in newborns.',
    indicates_de:
      'Bei Erwachsenen ist jeder Nachweis auffällig: schwere Anämie oder Hämolyse, großer Blutverlust, Sauerstoffmangel, Sepsis, Knochenmarkinfiltration oder -erkrankung, fehlende Milz; bei Schwerkranken ein ungünstiges Zeichen. Bei Neugeborenen normal.',
    desired_result: 'Normal',
    ranges: {
      source:
        'May JE et al., Cleve Clin J Med 2019 “Three neglected numbers in the CBC: the RDW, MPV, and NRBC count” (NRBC normally absent in adults)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 0.1 },
        { name: 'Present', name_de: 'Nachweisbar', class_range: 'elevated', min: 0.1, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1031,
    name: 'Nucleated Red Blood Cells (absolute)',
    name_de: 'Kernhaltige rote Vorstufen (absolut)',
    ...DIFF,
    unit: '10^3/µL',
    units: THOUSANDS_PER_UL,
    loinc: ['771-6'],
    aliases: [
      'NRBC',
      'NRBC#',
      'NRBC Absolute',
      'NRBC, Absolute',
      'Absolute NRBC',
      'Absolute Nucleated RBC',
      'Nucleated RBC',
      'Nucleated Red Blood Cells',
      'Normoblasten',
      'Normoblasten absolut',
      'Erythroblasten',
      'Erythroblasten absolut',
    ],
    description:
      'The number of nucleated red blood cells (red-cell precursors that still have a nucleus) in a volume of blood.',
    description_de:
      'Die Anzahl kernhaltiger roter Vorstufen (Vorläufer der roten Blutkörperchen mit Zellkern) in einem bestimmten Blutvolumen.',
    indicates:
      'In adults any finding is abnormal: severe anemia or hemolysis, major blood loss, low oxygen, sepsis, bone-marrow infiltration or disease, missing spleen; in critically ill patients a sign of poor prognosis.',
    indicates_de:
      'Bei Erwachsenen ist jeder Nachweis auffällig: schwere Anämie oder Hämolyse, großer Blutverlust, Sauerstoffmangel, Sepsis, Knochenmarkinfiltration oder -erkrankung, fehlende Milz; bei Schwerkranken ein ungünstiges Zeichen.',
    desired_result: 'Normal',
    ranges: {
      source:
        'May JE et al., Cleve Clin J Med 2019 “Three neglected numbers in the CBC: the RDW, MPV, and NRBC count” (NRBC normally absent in adults)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 0.01 },
        { name: 'Present', name_de: 'Nachweisbar', class_range: 'elevated', min: 0.01, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1032,
    name: 'Band Neutrophils (%)',
    name_de: 'Stabkernige Granulozyten (%)',
    test_name: 'Manual differential (blood smear)',
    test_name_de: 'Mikroskopisches Differentialblutbild',
    unit: '%',
    units: [],
    loinc: ['764-1', '26508-2'],
    aliases: [
      'Band Neutrophils',
      'Band Neutrophils %',
      'Bands',
      'Band Forms',
      'Band Cells',
      'Stab Cells',
      'Stabs',
      'Stabkernige',
      'Stabkernige%',
      'Stabkernige %',
      'Stabkernige Granulozyten',
      'Stabkernige neutrophile Granulozyten',
    ],
    description:
      'Band neutrophils are young neutrophils with an unsegmented, rod-shaped nucleus. They are counted under the microscope as a share of white blood cells.',
    description_de:
      'Stabkernige sind junge neutrophile Granulozyten mit ungeteiltem, stabförmigem Kern. Sie werden unter dem Mikroskop als Anteil der weißen Blutkörperchen gezählt.',
    indicates:
      'A “left shift”: acute bacterial infection, sepsis or severe inflammation when raised.',
    indicates_de:
      'Eine „Linksverschiebung“: akute bakterielle Infektion, Sepsis oder schwere Entzündung bei erhöhten Werten.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Davis’s Comprehensive Handbook of Laboratory and Diagnostic Tests (band neutrophils 3–6 %; upper limit used)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 6 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 6, max: null },
      ],
    },
    better: 'lower',
  },
];
