import type { CatalogueBiomarker } from '../catalogue-types';

/** Category 16: ids 1601–1699. */
export const PANCREAS_AND_MUSCLE: readonly CatalogueBiomarker[] = [
  {
    id: 1601,
    name: 'Lipase',
    name_de: 'Lipase',
    test_name: 'Lipase (serum)',
    test_name_de: 'Lipase (Serum)',
    unit: 'U/L',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'µkat/L', factor: 60 },
    ],
    loinc: ['3040-3'],
    aliases: [
      'Lipase, Serum',
      'Serum Lipase',
      'Pancreatic Lipase',
      'LIP',
      'LPS',
      'Lipase im Serum',
      'Pankreaslipase',
    ],
    description:
      'Lipase is a digestive enzyme made by the pancreas to break down fat. Only small amounts normally reach the blood.',
    description_de:
      'Lipase ist ein Verdauungsenzym der Bauchspeicheldrüse, das Fette spaltet. Normalerweise gelangen nur geringe Mengen ins Blut.',
    indicates:
      'Acute pancreatitis (a rise to three times the upper limit or more, with typical pain, supports the diagnosis); also other pancreatic disease and reduced kidney clearance.',
    indicates_de:
      'Akute Bauchspeicheldrüsenentzündung (ein Anstieg auf das Dreifache der Obergrenze oder mehr stützt bei typischen Schmerzen die Diagnose); auch andere Pankreaserkrankungen und verminderte Nierenausscheidung.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (13–60 U/L); ≥3× upper limit is the diagnostic threshold of the revised Atlanta classification of acute pancreatitis (Banks et al., Gut 2013)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 60 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 60, max: 180 },
        {
          name: 'Markedly Elevated',
          name_de: 'Stark erhöht',
          class_range: 'very_high',
          min: 180,
          max: null,
        },
      ],
    },
    better: 'lower',
  },
  {
    id: 1602,
    name: 'Amylase',
    name_de: 'Alpha-Amylase',
    test_name: 'Amylase, total (serum)',
    test_name_de: 'Alpha-Amylase (Serum)',
    unit: 'U/L',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'µkat/L', factor: 60 },
    ],
    loinc: ['1798-8'],
    aliases: [
      'α-Amylase',
      'Amylase, Total',
      'Total Amylase',
      'Amylase, Serum',
      'Serum Amylase',
      'AMY',
      'AMS',
      'Alpha-Amylase im Serum',
      'Gesamt-Amylase',
    ],
    description:
      'Amylase is an enzyme that digests starch. It comes from the pancreas and the salivary glands.',
    description_de:
      'Amylase ist ein Enzym zur Stärkeverdauung. Sie stammt aus der Bauchspeicheldrüse und den Speicheldrüsen.',
    indicates:
      'Acute pancreatitis (less specific than lipase), salivary-gland disease (e.g. mumps), reduced kidney clearance or macroamylasaemia.',
    indicates_de:
      'Akute Bauchspeicheldrüsenentzündung (weniger spezifisch als Lipase), Speicheldrüsenerkrankungen (z. B. Mumps), verminderte Nierenausscheidung oder Makroamylasämie.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (adults ≥18 years: 28–100 U/L); ≥3× upper limit per the revised Atlanta classification of acute pancreatitis (Banks et al., Gut 2013)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 100 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 100, max: 300 },
        {
          name: 'Markedly Elevated',
          name_de: 'Stark erhöht',
          class_range: 'very_high',
          min: 300,
          max: null,
        },
      ],
    },
    better: 'lower',
  },
  {
    id: 1603,
    name: 'Pancreatic Amylase',
    name_de: 'Pankreas-Amylase',
    test_name: 'Amylase, pancreatic (serum)',
    test_name_de: 'Pankreas-Amylase (Serum)',
    unit: 'U/L',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'µkat/L', factor: 60 },
    ],
    loinc: ['1805-1'],
    aliases: [
      'Amylase, Pancreatic',
      'P-Amylase',
      'P-AMY',
      'Pancreatic Isoamylase',
      'Pankreasamylase',
      'Pankreas-Isoamylase',
    ],
    description:
      'The part of amylase that comes from the pancreas, measured separately from the salivary-gland amylase.',
    description_de:
      'Der Anteil der Amylase, der aus der Bauchspeicheldrüse stammt, getrennt von der Speicheldrüsen-Amylase gemessen.',
    indicates:
      'Pancreatic causes of a raised amylase, such as acute pancreatitis, as opposed to salivary-gland causes.',
    indicates_de:
      'Bauchspeicheldrüse als Ursache einer erhöhten Amylase, etwa bei akuter Pankreatitis, im Unterschied zu Speicheldrüsenursachen.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (adults ≥18 years: 13–53 U/L); ≥3× upper limit per the revised Atlanta classification of acute pancreatitis (Banks et al., Gut 2013)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 53 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 53, max: 159 },
        {
          name: 'Markedly Elevated',
          name_de: 'Stark erhöht',
          class_range: 'very_high',
          min: 159,
          max: null,
        },
      ],
    },
    better: 'lower',
  },
  {
    id: 1604,
    name: 'Creatine Kinase (CK)',
    name_de: 'Creatinkinase (CK)',
    test_name: 'Creatine kinase, total (serum)',
    test_name_de: 'Creatinkinase gesamt (Serum)',
    unit: 'U/L',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'µkat/L', factor: 60 },
    ],
    loinc: ['2157-6'],
    aliases: [
      'CK',
      'CPK',
      'CK, Total',
      'Total CK',
      'CK (total)',
      'CPK, Total',
      'CPK Total',
      'CK-NAC',
      'Creatine Kinase',
      'Creatine Kinase, Total',
      'Creatine Phosphokinase',
      'Creatinkinase',
      'Kreatinkinase',
      'CK gesamt',
    ],
    description:
      'Creatine kinase is an enzyme in skeletal muscle, heart and brain that helps supply energy. It leaks into the blood when muscle is damaged.',
    description_de:
      'Die Creatinkinase ist ein Enzym in Skelettmuskel, Herz und Gehirn, das Energie bereitstellt. Bei Muskelschäden gelangt sie ins Blut.',
    indicates:
      'Muscle damage: hard exercise, injury, injections, statin side effects, myositis, muscular dystrophies, rhabdomyolysis; higher in people with more muscle mass.',
    indicates_de:
      'Muskelschaden: intensive Belastung, Verletzung, Spritzen in den Muskel, Statin-Nebenwirkung, Myositis, Muskeldystrophien, Rhabdomyolyse; höher bei mehr Muskelmasse.',
    desired_result: 'Normal',
    // More than 5× the upper limit is the usual biochemical threshold for rhabdomyolysis.
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (women 26–192, men 39–308 U/L; range spanning both); >5× upper limit as the rhabdomyolysis threshold (Chavez et al., Crit Care 2016)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 26 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 26, max: 308 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 308, max: 1540 },
        {
          name: 'Very High',
          name_de: 'Stark erhöht',
          class_range: 'very_high',
          min: 1540,
          max: null,
        },
      ],
    },
    female: {
      source:
        'Mayo Clinic Laboratories reference values (women: 26–192 U/L); >5× upper limit as the rhabdomyolysis threshold (Chavez et al., Crit Care 2016)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 26 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 26, max: 192 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 192, max: 960 },
        {
          name: 'Very High',
          name_de: 'Stark erhöht',
          class_range: 'very_high',
          min: 960,
          max: null,
        },
      ],
    },
    male: {
      source:
        'Mayo Clinic Laboratories reference values (men: 39–308 U/L); >5× upper limit as the rhabdomyolysis threshold (Chavez et al., Crit Care 2016)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 39 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 39, max: 308 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 308, max: 1540 },
        {
          name: 'Very High',
          name_de: 'Stark erhöht',
          class_range: 'very_high',
          min: 1540,
          max: null,
        },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1605,
    name: 'CK-MB',
    name_de: 'CK-MB',
    test_name: 'Creatine kinase MB (mass)',
    test_name_de: 'CK-MB (Masse)',
    unit: 'ng/mL',
    units: [{ unit: 'µg/L', factor: 1 }],
    loinc: ['13969-1'],
    aliases: [
      'CKMB',
      'CK-MB Mass',
      'CK-MB (Mass)',
      'CPK-MB',
      'Creatine Kinase MB',
      'Creatine Kinase, MB',
      'Creatine Kinase, Isoenzyme MB',
      'CK-MB Masse',
    ],
    description:
      'CK-MB is the form of creatine kinase found mostly in heart muscle. It has largely been replaced by troponin for diagnosing heart attacks.',
    description_de:
      'CK-MB ist die Form der Creatinkinase, die vor allem im Herzmuskel vorkommt. Für die Diagnose eines Herzinfarkts wurde sie weitgehend durch Troponin ersetzt.',
    indicates:
      'Heart muscle damage (heart attack, myocarditis, after heart surgery); can also rise with severe skeletal-muscle damage.',
    indicates_de:
      'Herzmuskelschaden (Herzinfarkt, Myokarditis, nach Herzoperationen); kann auch bei schwerem Skelettmuskelschaden ansteigen.',
    desired_result: 'Normal',
    ranges: {
      source:
        'ARUP Laboratories reference interval (women 0–4.3, men 0–7.7 ng/mL; upper limit spanning both)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 7.7 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 7.7, max: null },
      ],
    },
    female: {
      source: 'ARUP Laboratories reference interval (women 0–4.3 ng/mL)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 4.3 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 4.3, max: null },
      ],
    },
    male: {
      source: 'ARUP Laboratories reference interval (men 0–7.7 ng/mL)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 7.7 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 7.7, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1606,
    name: 'CK-MB Relative Index',
    name_de: 'CK-MB-Anteil',
    test_name: 'Creatine kinase MB and total CK (calculated)',
    test_name_de: 'CK-MB und Gesamt-CK (berechnet)',
    unit: '%',
    units: [],
    loinc: ['12189-7'],
    // Shares the printed name 'CK-MB' with the mass concentration: the unit '%' tells them apart.
    aliases: [
      'CK-MB',
      'CK-MB %',
      'CK-MB Relative Percent',
      'CK-MB Index',
      'CKMB %',
      'CK-MB-Anteil an Gesamt-CK',
    ],
    description:
      'CK-MB expressed as a percentage of total creatine kinase, which helps tell whether a raised CK comes from the heart or from skeletal muscle.',
    description_de:
      'CK-MB als Prozentsatz der Gesamt-Creatinkinase; hilft zu unterscheiden, ob eine erhöhte CK aus dem Herzen oder aus der Skelettmuskulatur stammt.',
    indicates:
      'A heart source of raised CK when the share is high; a skeletal-muscle source when it is low.',
    indicates_de:
      'Herz als Quelle einer erhöhten CK bei hohem Anteil; Skelettmuskulatur bei niedrigem Anteil.',
    desired_result: 'Normal',
    ranges: {
      source: 'ARUP Laboratories reference interval (CK-MB relative percent 0.0–5.0 %)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 5 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 5, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1607,
    name: 'Lactate Dehydrogenase (LDH)',
    name_de: 'Laktatdehydrogenase (LDH)',
    test_name: 'Lactate dehydrogenase (serum)',
    test_name_de: 'Laktatdehydrogenase (Serum)',
    unit: 'U/L',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'µkat/L', factor: 60 },
    ],
    loinc: ['2532-0', '14804-9'],
    aliases: [
      'LDH',
      'LD',
      'LDH, Serum',
      'Serum LDH',
      'LDH gesamt',
      'Lactate Dehydrogenase',
      'Lactic Dehydrogenase',
      'Lactic Acid Dehydrogenase',
      'Laktatdehydrogenase',
      'Lactatdehydrogenase',
    ],
    description:
      'LDH is an enzyme present in almost every cell, with most in the heart, liver, muscles, kidneys, lungs and red blood cells. It rises whenever cells are damaged.',
    description_de:
      'LDH ist ein Enzym, das in fast allen Zellen vorkommt, besonders in Herz, Leber, Muskeln, Nieren, Lunge und roten Blutkörperchen. Es steigt bei jeder Zellschädigung an.',
    indicates:
      'General tissue damage: haemolysis, liver or muscle injury, lung disease, some cancers (e.g. lymphoma); a haemolysed sample falsely raises it.',
    indicates_de:
      'Allgemeiner Gewebeschaden: Hämolyse, Leber- oder Muskelschaden, Lungenerkrankung, manche Krebserkrankungen (z. B. Lymphome); eine hämolytische Probe erhöht den Wert fälschlich.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adults ≥18 years: 122–222 U/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 222 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 222, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1608,
    name: 'Myoglobin',
    name_de: 'Myoglobin',
    test_name: 'Myoglobin (serum)',
    test_name_de: 'Myoglobin (Serum)',
    unit: 'ng/mL',
    units: [{ unit: 'µg/L', factor: 1 }],
    loinc: ['2639-3'],
    aliases: ['Myoglobin, Serum', 'Serum Myoglobin', 'MYO', 'Myoglobin im Serum'],
    description:
      'Myoglobin is the oxygen-storing protein of heart and skeletal muscle. It appears in the blood very soon after muscle damage and is cleared by the kidneys.',
    description_de:
      'Myoglobin ist das sauerstoffspeichernde Eiweiß von Herz- und Skelettmuskel. Es erscheint sehr früh nach einem Muskelschaden im Blut und wird über die Nieren ausgeschieden.',
    indicates:
      'Muscle damage from any cause (trauma, exertion, myopathy, rhabdomyolysis); rises in kidney failure.',
    indicates_de:
      'Muskelschaden jeder Ursache (Verletzung, Belastung, Myopathie, Rhabdomyolyse); erhöht bei Nierenversagen.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (women 0–58, men 0–72 µg/L; upper limit spanning both)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 72 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 72, max: null },
      ],
    },
    female: {
      source: 'Mayo Clinic Laboratories reference values (women 0–58 µg/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 58 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 58, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (men 0–72 µg/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 72 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 72, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1609,
    name: 'Aldolase',
    name_de: 'Aldolase',
    test_name: 'Aldolase (serum)',
    test_name_de: 'Aldolase (Serum)',
    unit: 'U/L',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'µkat/L', factor: 60 },
    ],
    loinc: ['1761-6'],
    aliases: [
      'Aldolase, Serum',
      'Aldolase, S',
      'Total Aldolase',
      'Fructose-Bisphosphate Aldolase',
      'ALD',
    ],
    description:
      'Aldolase is an enzyme used by muscle and liver cells to break down sugar for energy. It leaks into the blood when muscle is damaged.',
    description_de:
      'Aldolase ist ein Enzym, mit dem Muskel- und Leberzellen Zucker zur Energiegewinnung abbauen. Bei Muskelschäden gelangt es ins Blut.',
    indicates:
      'Muscle diseases such as muscular dystrophy, dermatomyositis and polymyositis; largely replaced by CK.',
    indicates_de:
      'Muskelerkrankungen wie Muskeldystrophie, Dermatomyositis und Polymyositis; weitgehend durch die CK ersetzt.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (≥17 years: <7.7 U/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 7.7 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 7.7, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1610,
    name: 'Fecal Pancreatic Elastase',
    name_de: 'Pankreas-Elastase im Stuhl',
    test_name: 'Pancreatic elastase-1 (stool)',
    test_name_de: 'Pankreas-Elastase 1 (Stuhl)',
    unit: 'µg/g',
    units: [
      { unit: 'mcg/g', factor: 1 },
      { unit: 'mg/kg', factor: 1 },
      { unit: 'µg/g stool', factor: 1 },
      { unit: 'µg/g Stuhl', factor: 1 },
    ],
    loinc: ['25907-7'],
    aliases: [
      'Pancreatic Elastase',
      'Pancreatic Elastase, Fecal',
      'Pancreatic Elastase, Stool',
      'Pancreatic Elastase-1',
      'Fecal Elastase',
      'Faecal Elastase',
      'Elastase-1',
      'Elastase, Stool',
      'Elastase 1 im Stuhl',
      'Pankreas-Elastase',
      'Pankreaselastase',
      'Elastase im Stuhl',
    ],
    description:
      'Elastase-1 is a digestive enzyme from the pancreas that passes through the gut largely intact, so the amount in stool reflects how much the pancreas produces.',
    description_de:
      'Elastase 1 ist ein Verdauungsenzym der Bauchspeicheldrüse, das den Darm weitgehend unverändert passiert; die Menge im Stuhl spiegelt die Produktion der Bauchspeicheldrüse wider.',
    indicates:
      'Exocrine pancreatic insufficiency (poor digestion, fatty stools), e.g. in chronic pancreatitis, cystic fibrosis or diabetes; watery stool can give falsely low values.',
    indicates_de:
      'Exokrine Pankreasinsuffizienz (schlechte Verdauung, Fettstühle), z. B. bei chronischer Pankreatitis, Mukoviszidose oder Diabetes; wässriger Stuhl kann falsch niedrige Werte ergeben.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories and ARUP Laboratories interpretation (>200 µg/g normal; 100–200 mild to moderate, <100 severe exocrine pancreatic insufficiency)',
      bands: [
        {
          name: 'Severe Insufficiency',
          name_de: 'Schwere Insuffizienz',
          class_range: 'very_low',
          min: null,
          max: 100,
        },
        {
          name: 'Mild to Moderate Insufficiency',
          name_de: 'Leichte bis mäßige Insuffizienz',
          class_range: 'low',
          min: 100,
          max: 200,
        },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 200, max: null },
      ],
    },
    better: 'higher',
  },
];
