import type { CatalogueBiomarker } from '../catalogue-types';

/** Category 12: ids 1201–1299. */
export const VITAMINS_AND_MINERALS: readonly CatalogueBiomarker[] = [
  {
    id: 1201,
    name: 'Vitamin B12',
    name_de: 'Vitamin B12',
    test_name: 'Vitamin B12 test',
    test_name_de: 'Vitamin-B12-Bestimmung',
    unit: 'pg/mL',
    units: [
      { unit: 'pmol/L', factor: 1.355 },
      { unit: 'ng/L', factor: 1 },
    ],
    loinc: ['2132-9', '14685-2'],
    aliases: [
      'B12',
      'Vit. B12',
      'Vitamin B 12',
      'Vitamin B12 (Cobalamin)',
      'Vitamin B12, Serum',
      'VITAMIN B12; CYANOCOBALAMIN, SERUM',
      'Cyanocobalamin',
      'Cobalamin',
      'Cobalamin (Vitamin B12)',
      'Serum B12',
      'Total B12',
      'Cobalamin, Serum',
      'Vitamin B12 gesamt',
    ],
    description:
      'Vitamin B12 is needed to make red blood cells and to keep nerves healthy. It comes almost only from animal foods, so vegans and people with poor absorption are at risk of deficiency.',
    description_de:
      'Vitamin B12 wird für die Blutbildung und gesunde Nerven gebraucht. Es kommt fast nur in tierischen Lebensmitteln vor; Veganer und Menschen mit gestörter Aufnahme haben ein Mangelrisiko.',
    indicates:
      'B12 deficiency (anaemia with large red cells, nerve damage), pernicious anaemia, malabsorption, metformin or acid-blocker use; very high values can accompany liver or blood disorders.',
    indicates_de:
      'Vitamin-B12-Mangel (Anämie mit großen roten Blutkörperchen, Nervenschäden), perniziöse Anämie, Malabsorption, Metformin- oder Säureblocker-Einnahme; sehr hohe Werte bei Leber- oder Bluterkrankungen.',
    desired_result: 'Normal',
    ranges: {
      source: 'NICE NG239 (2024) Vitamin B12 deficiency: total serum B12 interpretation',
      bands: [
        { name: 'Deficient', name_de: 'Mangel', class_range: 'low', min: null, max: 180 },
        { name: 'Possible Deficiency', name_de: 'Möglicher Mangel', class_range: 'borderline', min: 180, max: 350 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 350, max: null },
      ],
    },
    better: 'higher',
  },
  {
    id: 1202,
    name: 'Holotranscobalamin (Active B12)',
    name_de: 'Holotranscobalamin (aktives Vitamin B12)',
    test_name: 'Active B12 test',
    test_name_de: 'Holo-TC-Bestimmung',
    unit: 'pmol/L',
    units: [],
    loinc: ['72160-5'],
    aliases: [
      'Active B12',
      'Active Vitamin B12',
      'HoloTC',
      'Holo-TC',
      'Holotranscobalamin',
      'Holo-Transcobalamin',
      'Holotranscobalamin II',
      'Aktives B12',
      'Aktives Vitamin B12',
      'Holo-Transcobalamin (aktives B12)',
    ],
    description:
      'Holotranscobalamin is the share of vitamin B12 that is bound to the transport protein cells can take up, the "active" B12. It falls earlier than total B12.',
    description_de:
      'Holotranscobalamin ist der Anteil des Vitamin B12, der an das von den Zellen aufnehmbare Transporteiweiß gebunden ist, das „aktive“ B12. Es sinkt früher als das Gesamt-B12.',
    indicates: 'Early or borderline vitamin B12 deficiency, especially when total B12 is in the grey zone.',
    indicates_de: 'Beginnender oder grenzwertiger Vitamin-B12-Mangel, besonders wenn das Gesamt-B12 im Graubereich liegt.',
    desired_result: 'Normal',
    ranges: {
      source: 'NICE NG239 (2024) Vitamin B12 deficiency: active B12 (holotranscobalamin) interpretation',
      bands: [
        { name: 'Deficient', name_de: 'Mangel', class_range: 'low', min: null, max: 25 },
        { name: 'Possible Deficiency', name_de: 'Möglicher Mangel', class_range: 'borderline', min: 25, max: 70 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 70, max: null },
      ],
    },
    better: 'higher',
  },
  {
    id: 1203,
    name: 'Methylmalonic Acid',
    name_de: 'Methylmalonsäure',
    test_name: 'Methylmalonic acid test',
    test_name_de: 'Methylmalonsäure-Bestimmung',
    unit: 'µmol/L',
    units: [
      { unit: 'nmol/mL', factor: 1 },
      { unit: 'nmol/L', factor: 0.001 },
    ],
    loinc: ['13964-2'],
    aliases: [
      'MMA',
      'Methylmalonic Acid, Serum',
      'Methylmalonate',
      'Methylmalonsäure im Serum',
      'MMS',
    ],
    description:
      'Methylmalonic acid builds up in the blood when the body lacks vitamin B12 at the cell level. It is a functional test of B12 status.',
    description_de:
      'Methylmalonsäure reichert sich im Blut an, wenn den Zellen Vitamin B12 fehlt. Sie ist ein funktioneller Test der B12-Versorgung.',
    indicates: 'Tissue vitamin B12 deficiency (confirms borderline B12); also raised in kidney failure.',
    indicates_de: 'Vitamin-B12-Mangel auf Zellebene (bestätigt grenzwertiges B12); auch bei Niereninsuffizienz erhöht.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (≤0.40 nmol/mL)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 0.4 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 0.4, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1204,
    name: 'Folate (Serum)',
    name_de: 'Folsäure (Serum)',
    test_name: 'Folate test',
    test_name_de: 'Folsäure-Bestimmung',
    unit: 'ng/mL',
    units: [
      { unit: 'nmol/L', factor: 0.4413 },
      { unit: 'µg/L', factor: 1 },
    ],
    loinc: ['2284-8', '14732-2'],
    aliases: [
      'Folate',
      'Folic Acid',
      'Serum Folate',
      'Folate, Serum',
      'Folic Acid, Serum',
      'Vitamin B9',
      'Folsäure',
      'Folat',
      'Folsäure im Serum',
    ],
    description:
      'Folate (vitamin B9) is needed to make DNA and red blood cells and to prevent neural-tube defects in pregnancy. Serum folate reflects recent intake.',
    description_de:
      'Folsäure (Vitamin B9) wird für die DNA- und Blutbildung gebraucht und beugt in der Schwangerschaft Neuralrohrdefekten vor. Der Serumwert spiegelt die jüngste Zufuhr.',
    indicates:
      'Folate deficiency (macrocytic anaemia, raised homocysteine), poor diet, alcohol use, malabsorption, some drugs (methotrexate, antiepileptics).',
    indicates_de:
      'Folsäuremangel (makrozytäre Anämie, erhöhtes Homocystein), einseitige Ernährung, Alkohol, Malabsorption, manche Medikamente (Methotrexat, Antiepileptika).',
    desired_result: 'Normal',
    ranges: {
      source:
        'WHO 2012 VMNIS: Serum and red blood cell folate concentrations for assessing folate status in populations',
      bands: [
        { name: 'Deficient', name_de: 'Mangel', class_range: 'low', min: null, max: 3 },
        { name: 'Possible Deficiency', name_de: 'Möglicher Mangel', class_range: 'borderline', min: 3, max: 6 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 6, max: 20 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'above_normal', min: 20, max: null },
      ],
    },
    better: 'higher',
  },
  {
    id: 1205,
    name: 'Folate (Red Blood Cell)',
    name_de: 'Folsäure (Erythrozyten)',
    test_name: 'RBC folate test',
    test_name_de: 'Erythrozyten-Folsäure',
    unit: 'ng/mL',
    units: [
      { unit: 'nmol/L', factor: 0.4413 },
      { unit: 'µg/L', factor: 1 },
    ],
    loinc: ['2283-0'],
    aliases: [
      'RBC Folate',
      'Folate, RBC',
      'Red Cell Folate',
      'Red Blood Cell Folate',
      'Erythrocyte Folate',
      'Folate, Erythrocytes',
      'Erythrozyten-Folsäure',
      'Folsäure in Erythrozyten',
      'Folsäure (Ery)',
    ],
    description:
      'Red-cell folate measures the folate stored in red blood cells and so reflects intake over the previous two to three months.',
    description_de:
      'Die Erythrozyten-Folsäure misst die in den roten Blutkörperchen gespeicherte Folsäure und spiegelt damit die Versorgung der letzten zwei bis drei Monate.',
    indicates:
      'Long-term folate status; before and in early pregnancy a level of at least 400 ng/mL (906 nmol/L) best protects against neural-tube defects.',
    indicates_de:
      'Langfristige Folsäureversorgung; vor und in der Frühschwangerschaft schützt ein Wert von mindestens 400 ng/ml (906 nmol/l) am besten vor Neuralrohrdefekten.',
    desired_result: 'Optimal',
    ranges: {
      source:
        'WHO 2012 VMNIS folate thresholds (deficiency <151 ng/mL) and WHO 2015 guideline on optimal RBC folate in women of reproductive age (>400 ng/mL)',
      bands: [
        { name: 'Deficient', name_de: 'Mangel', class_range: 'low', min: null, max: 151 },
        { name: 'Suboptimal', name_de: 'Suboptimal', class_range: 'below_normal', min: 151, max: 400 },
        { name: 'Optimal', name_de: 'Optimal', class_range: 'optimal', min: 400, max: null },
      ],
    },
    better: 'higher',
  },
  {
    id: 1206,
    name: 'Vitamin B6 (Pyridoxal 5-Phosphate)',
    name_de: 'Vitamin B6 (Pyridoxal-5-phosphat)',
    test_name: 'Vitamin B6 test',
    test_name_de: 'Vitamin-B6-Bestimmung',
    unit: 'µg/L',
    units: [
      { unit: 'ng/mL', factor: 1 },
      { unit: 'nmol/L', factor: 0.2471 },
    ],
    loinc: ['62236-5'],
    aliases: [
      'Vitamin B6',
      'B6',
      'Vit. B6',
      'PLP',
      'P5P',
      'Pyridoxal 5-Phosphate',
      'Pyridoxal-5-Phosphate',
      'Pyridoxal Phosphate',
      'Pyridoxal-5-phosphat',
      'Pyridoxin',
    ],
    description:
      'Vitamin B6 is needed by more than 100 enzymes, for example to build neurotransmitters and red blood cells. PLP is its active form in the blood.',
    description_de:
      'Vitamin B6 wird von über 100 Enzymen benötigt, etwa für Botenstoffe im Gehirn und die Blutbildung. PLP ist seine aktive Form im Blut.',
    indicates:
      'B6 deficiency (alcohol use, kidney disease, some drugs such as isoniazid) or excess from high-dose supplements, which can damage nerves.',
    indicates_de:
      'Vitamin-B6-Mangel (Alkohol, Nierenerkrankung, Medikamente wie Isoniazid) oder Überdosierung durch hochdosierte Präparate, die Nerven schädigen kann.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (pyridoxal 5-phosphate 5–50 µg/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 5 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 5, max: 50 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 50, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1207,
    name: 'Vitamin B1 (Thiamine)',
    name_de: 'Vitamin B1 (Thiamin)',
    test_name: 'Vitamin B1 test (whole blood)',
    test_name_de: 'Vitamin-B1-Bestimmung (Vollblut)',
    unit: 'nmol/L',
    units: [
      { unit: 'µg/L', factor: 2.351 },
      { unit: 'ng/mL', factor: 2.351 },
    ],
    loinc: ['32554-8', '74444-1'],
    aliases: [
      'Vitamin B1',
      'B1',
      'Vit. B1',
      'Thiamine',
      'Thiamin',
      'Thiamine Diphosphate',
      'Thiamine Pyrophosphate',
      'TDP',
      'TPP',
      'Thiaminpyrophosphat',
      'Vitamin B1 im Vollblut',
    ],
    description:
      'Thiamine (vitamin B1) helps turn food into energy and is vital for nerves and the heart. It is measured as its active form in whole blood.',
    description_de:
      'Thiamin (Vitamin B1) hilft, Nahrung in Energie umzuwandeln, und ist für Nerven und Herz unverzichtbar. Gemessen wird die aktive Form im Vollblut.',
    indicates:
      "Thiamine deficiency from alcohol use, malnutrition, bariatric surgery or diuretics (risk of Wernicke's encephalopathy, beriberi).",
    indicates_de:
      'Thiaminmangel durch Alkohol, Mangelernährung, Adipositaschirurgie oder Diuretika (Risiko für Wernicke-Enzephalopathie, Beriberi).',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (thiamine diphosphate, whole blood: 70–180 nmol/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 70 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 70, max: 180 },
        { name: 'High', name_de: 'Erhöht', class_range: 'above_normal', min: 180, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1208,
    name: 'Vitamin A (Retinol)',
    name_de: 'Vitamin A (Retinol)',
    test_name: 'Vitamin A test',
    test_name_de: 'Vitamin-A-Bestimmung',
    unit: 'µg/dL',
    units: [
      { unit: 'µmol/L', factor: 28.65 },
      { unit: 'µg/L', factor: 0.1 },
      { unit: 'mg/L', factor: 100 },
    ],
    loinc: ['2923-1'],
    aliases: ['Vitamin A', 'Retinol', 'Vit. A', 'Retinol, Serum', 'Vitamin A, Serum'],
    description:
      'Vitamin A is needed for vision in dim light, the immune system and healthy skin and mucous membranes. It is stored in the liver.',
    description_de:
      'Vitamin A wird für das Sehen bei Dämmerung, das Immunsystem sowie gesunde Haut und Schleimhäute gebraucht. Es wird in der Leber gespeichert.',
    indicates:
      'Vitamin A deficiency (night blindness, fat malabsorption, liver disease) or toxicity from excess supplements.',
    indicates_de:
      'Vitamin-A-Mangel (Nachtblindheit, Fettverdauungsstörung, Lebererkrankung) oder Vergiftung durch zu viele Präparate.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (adults 32.5–78.0 µg/dL; WHO supplementation <20, severe deficiency <10, hypervitaminosis >120 µg/dL)',
      bands: [
        { name: 'Severely Deficient', name_de: 'Schwerer Mangel', class_range: 'very_low', min: null, max: 10 },
        { name: 'Deficient', name_de: 'Mangel', class_range: 'low', min: 10, max: 20 },
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'below_normal', min: 20, max: 32.5 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 32.5, max: 78 },
        { name: 'High', name_de: 'Erhöht', class_range: 'above_normal', min: 78, max: 120 },
        { name: 'Toxic', name_de: 'Toxisch', class_range: 'very_high', min: 120, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1209,
    name: 'Vitamin E (Alpha-Tocopherol)',
    name_de: 'Vitamin E (Alpha-Tocopherol)',
    test_name: 'Vitamin E test',
    test_name_de: 'Vitamin-E-Bestimmung',
    unit: 'mg/L',
    units: [
      { unit: 'µg/mL', factor: 1 },
      { unit: 'mg/dL', factor: 10 },
      { unit: 'µmol/L', factor: 0.4307 },
    ],
    loinc: ['1823-4'],
    aliases: [
      'Vitamin E',
      'Alpha-Tocopherol',
      'Alpha Tocopherol',
      'α-Tocopherol',
      'Tocopherol',
      'Vit. E',
      'Vitamin E, Serum',
    ],
    description:
      'Vitamin E is a fat-soluble antioxidant that protects cell membranes from damage. Deficiency is rare and usually due to poor fat absorption.',
    description_de:
      'Vitamin E ist ein fettlösliches Antioxidans, das Zellmembranen vor Schäden schützt. Ein Mangel ist selten und meist Folge einer gestörten Fettaufnahme.',
    indicates: 'Fat malabsorption (cystic fibrosis, coeliac disease, cholestasis), rare genetic deficiency, supplementation.',
    indicates_de:
      'Fettverdauungsstörung (Mukoviszidose, Zöliakie, Cholestase), seltener angeborener Mangel, Supplementierung.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adults 5.5–17.0 mg/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 5.5 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 5.5, max: 17 },
        { name: 'High', name_de: 'Erhöht', class_range: 'above_normal', min: 17, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1210,
    name: 'Vitamin C (Ascorbic Acid)',
    name_de: 'Vitamin C (Ascorbinsäure)',
    test_name: 'Vitamin C test',
    test_name_de: 'Vitamin-C-Bestimmung',
    unit: 'mg/dL',
    units: [
      { unit: 'µmol/L', factor: 0.01761 },
      { unit: 'mg/L', factor: 0.1 },
    ],
    loinc: ['1903-4'],
    aliases: ['Vitamin C', 'Ascorbic Acid', 'Ascorbate', 'Vit. C', 'Ascorbinsäure', 'Vitamin C, Plasma'],
    description:
      'Vitamin C is a water-soluble antioxidant needed for collagen, wound healing, the immune system and iron uptake. The body cannot store much of it.',
    description_de:
      'Vitamin C ist ein wasserlösliches Antioxidans, das für Kollagen, Wundheilung, Immunsystem und Eisenaufnahme gebraucht wird. Der Körper kann kaum Vorräte anlegen.',
    indicates: 'Vitamin C deficiency and scurvy (poor diet, smoking, alcohol use, dialysis).',
    indicates_de: 'Vitamin-C-Mangel und Skorbut (einseitige Ernährung, Rauchen, Alkohol, Dialyse).',
    desired_result: 'Normal',
    ranges: {
      source:
        "Davis's Lab & Diagnostic Tests (0.6–1.9 mg/dL); deficiency <11 µmol/L (0.2 mg/dL) per NIH Office of Dietary Supplements",
      bands: [
        { name: 'Deficient', name_de: 'Mangel', class_range: 'very_low', min: null, max: 0.2 },
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: 0.2, max: 0.6 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 0.6, max: 1.9 },
        { name: 'High', name_de: 'Erhöht', class_range: 'above_normal', min: 1.9, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1211,
    name: 'Zinc',
    name_de: 'Zink',
    test_name: 'Trace elements',
    test_name_de: 'Spurenelemente',
    unit: 'µg/dL',
    units: [
      { unit: 'µmol/L', factor: 6.538 },
      { unit: 'µg/mL', factor: 100 },
      { unit: 'mg/L', factor: 100 },
      { unit: 'µg/L', factor: 0.1 },
    ],
    loinc: ['5763-8'],
    aliases: ['Zn', 'Zinc, Serum', 'Serum Zinc', 'Zink im Serum', 'Zinc, Plasma'],
    description:
      'Zinc is a trace element needed by hundreds of enzymes, for immunity, wound healing, taste and fertility.',
    description_de:
      'Zink ist ein Spurenelement, das Hunderte Enzyme, das Immunsystem, die Wundheilung, den Geschmackssinn und die Fruchtbarkeit unterstützt.',
    indicates:
      'Zinc deficiency (poor diet, malabsorption, alcohol use, chronic disease) or excess from supplements; falls during inflammation.',
    indicates_de:
      'Zinkmangel (Ernährung, Malabsorption, Alkohol, chronische Erkrankung) oder Überversorgung durch Präparate; sinkt bei Entzündungen.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adults ≥18 y: 60–106 µg/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 60 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 60, max: 106 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 106, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1212,
    name: 'Copper',
    name_de: 'Kupfer',
    test_name: 'Trace elements',
    test_name_de: 'Spurenelemente',
    unit: 'µg/dL',
    units: [
      { unit: 'µmol/L', factor: 6.355 },
      { unit: 'µg/mL', factor: 100 },
      { unit: 'mg/L', factor: 100 },
      { unit: 'µg/L', factor: 0.1 },
    ],
    loinc: ['5631-7'],
    aliases: ['Cu', 'Copper, Serum', 'Serum Copper', 'Kupfer im Serum', 'Copper, Plasma'],
    description:
      'Copper is a trace element needed for iron metabolism, connective tissue and nerves. Most of it travels in the blood bound to ceruloplasmin.',
    description_de:
      'Kupfer ist ein Spurenelement, das für den Eisenstoffwechsel, das Bindegewebe und die Nerven gebraucht wird. Im Blut ist es großteils an Coeruloplasmin gebunden.',
    indicates:
      "Wilson's disease and copper deficiency (low; e.g. after gastric surgery or from high zinc intake); inflammation, pregnancy, oestrogens and cholestatic liver disease (high).",
    indicates_de:
      'Morbus Wilson und Kupfermangel (erniedrigt; z. B. nach Magenoperation oder durch viel Zink); Entzündung, Schwangerschaft, Östrogene und cholestatische Lebererkrankung (erhöht).',
    desired_result: 'Normal',
    ranges: {
      source: 'ARUP Laboratories reference intervals (≥19 y: males 70–140, females 80–155 µg/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 70 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 70, max: 155 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 155, max: null },
      ],
    },
    female: {
      source: 'ARUP Laboratories reference intervals (females ≥19 y: 80–155 µg/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 80 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 80, max: 155 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 155, max: null },
      ],
    },
    male: {
      source: 'ARUP Laboratories reference intervals (males ≥19 y: 70–140 µg/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 70 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 70, max: 140 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 140, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1213,
    name: 'Selenium',
    name_de: 'Selen',
    test_name: 'Trace elements',
    test_name_de: 'Spurenelemente',
    unit: 'µg/L',
    units: [
      { unit: 'ng/mL', factor: 1 },
      { unit: 'µmol/L', factor: 78.97 },
      { unit: 'µg/dL', factor: 10 },
    ],
    loinc: ['5724-0'],
    aliases: ['Se', 'Selenium, Serum', 'Serum Selenium', 'Selen im Serum', 'Selenium, Plasma'],
    description:
      'Selenium is a trace element that is part of antioxidant enzymes and is needed to activate thyroid hormone.',
    description_de:
      'Selen ist ein Spurenelement, das Bestandteil antioxidativer Enzyme ist und zur Aktivierung des Schilddrüsenhormons gebraucht wird.',
    indicates:
      'Selenium deficiency (parenteral nutrition, malabsorption, low-selenium diets) or excess from supplements.',
    indicates_de: 'Selenmangel (parenterale Ernährung, Malabsorption, selenarme Ernährung) oder Überdosierung durch Präparate.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (serum, >1 y: 70–150 ng/mL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 70 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 70, max: 150 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 150, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1214,
    name: 'Magnesium (Red Blood Cell)',
    name_de: 'Magnesium (Erythrozyten)',
    test_name: 'RBC magnesium test',
    test_name_de: 'Erythrozyten-Magnesium',
    unit: 'mg/dL',
    units: [
      { unit: 'mmol/L', factor: 2.431 },
      { unit: 'mEq/L', factor: 1.215 },
    ],
    loinc: ['26746-8', '2597-3'],
    aliases: [
      'RBC Magnesium',
      'Magnesium, RBC',
      'Magnesium, Red Blood Cells',
      'Red Cell Magnesium',
      'Erythrocyte Magnesium',
      'Magnesium, Erythrocytes',
      'Erythrozyten-Magnesium',
      'Magnesium intraerythrozytär',
      'Magnesium in Erythrozyten',
    ],
    description:
      'Measures the magnesium inside red blood cells, which reflects the body’s cellular magnesium stores better than the blood serum level.',
    description_de:
      'Misst das Magnesium in den roten Blutkörperchen; das spiegelt die Magnesiumspeicher der Zellen besser als der Serumwert.',
    indicates:
      'Magnesium depletion (diuretics, proton-pump inhibitors, alcohol use, diabetes, malabsorption) that a normal serum magnesium can hide.',
    indicates_de:
      'Magnesiummangel (Diuretika, Protonenpumpenhemmer, Alkohol, Diabetes, Malabsorption), den ein normales Serum-Magnesium verdecken kann.',
    desired_result: 'Normal',
    ranges: {
      source: 'Quest Diagnostics reference range (4.0–6.4 mg/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 4 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 4, max: 6.4 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 6.4, max: null },
      ],
    },
    better: 'in_range',
  },
];
