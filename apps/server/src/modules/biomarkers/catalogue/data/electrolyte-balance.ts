import type { CatalogueBiomarker } from '../catalogue-types';

/** Category 9: ids 901–999. */
export const ELECTROLYTE_BALANCE: readonly CatalogueBiomarker[] = [
  {
    id: 901,
    name: 'Sodium',
    name_de: 'Natrium',
    test_name: 'Electrolyte panel (basic metabolic panel)',
    test_name_de: 'Elektrolyte',
    unit: 'mmol/L',
    units: [{ unit: 'mEq/L', factor: 1 }],
    loinc: ['2951-2', '2947-0'],
    aliases: [
      'Na',
      'Na+',
      'Sodium, Serum',
      'Serum Sodium',
      'S. Sodium',
      'Sodium (Na+)',
      'Natrium im Serum',
      'Natrium (Serum)',
    ],
    description:
      'Sodium is the main salt in the fluid outside the cells. It controls how water is distributed in the body and is kept in a narrow range by the kidneys and hormones.',
    description_de:
      'Natrium ist das wichtigste Salz in der Flüssigkeit außerhalb der Zellen. Es steuert die Wasserverteilung im Körper und wird von Nieren und Hormonen eng reguliert.',
    indicates:
      'Water balance: low with excess water, diuretics, heart, liver or kidney disease, SIADH; high with dehydration. Severe changes affect the brain.',
    indicates_de:
      'Wasserhaushalt: erniedrigt bei Wasserüberschuss, Diuretika, Herz-, Leber- oder Nierenerkrankung, SIADH; erhöht bei Flüssigkeitsmangel. Starke Abweichungen betreffen das Gehirn.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (135–145 mmol/L); hyponatraemia grading per the European Clinical Practice Guideline on Hyponatraemia (Spasovski et al., 2014)',
      bands: [
        {
          name: 'Profoundly Low',
          name_de: 'Schwer erniedrigt',
          class_range: 'critical_low',
          min: null,
          max: 125,
        },
        {
          name: 'Moderately Low',
          name_de: 'Mäßig erniedrigt',
          class_range: 'very_low',
          min: 125,
          max: 130,
        },
        { name: 'Mildly Low', name_de: 'Leicht erniedrigt', class_range: 'low', min: 130, max: 135 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 135, max: 145 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 145, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 902,
    name: 'Potassium',
    name_de: 'Kalium',
    test_name: 'Electrolyte panel (basic metabolic panel)',
    test_name_de: 'Elektrolyte',
    unit: 'mmol/L',
    units: [{ unit: 'mEq/L', factor: 1 }],
    loinc: ['2823-3', '6298-4'],
    aliases: [
      'K',
      'K+',
      'Potassium, Serum',
      'Serum Potassium',
      'S. Potassium',
      'Potassium (K+)',
      'Kalium im Serum',
      'Kalium (Serum)',
    ],
    description:
      'Potassium is the main salt inside the cells. It is essential for the electrical activity of nerves, muscles and the heart.',
    description_de:
      'Kalium ist das wichtigste Salz im Inneren der Zellen. Es ist für die elektrische Aktivität von Nerven, Muskeln und Herz unentbehrlich.',
    indicates:
      'Heart-rhythm risk; low with diuretics, vomiting or diarrhoea; high with kidney failure and some blood-pressure medicines. A haemolysed sample can falsely raise it.',
    indicates_de:
      'Risiko für Herzrhythmusstörungen; erniedrigt bei Diuretika, Erbrechen oder Durchfall; erhöht bei Nierenversagen und manchen Blutdruckmedikamenten. Eine hämolytische Probe kann ihn falsch erhöhen.',
    desired_result: 'Normal',
    ranges: {
      source:
        'ERC Guidelines 2021, Cardiac arrest in special circumstances (hypokalaemia <3.5, severe <2.5; hyperkalaemia moderate 6.0–6.4, severe ≥6.5 mmol/L); upper reference limit 5.2 mmol/L per Mayo Clinic Laboratories (3.6–5.2 mmol/L)',
      bands: [
        {
          name: 'Severely Low',
          name_de: 'Schwer erniedrigt',
          class_range: 'critical_low',
          min: null,
          max: 2.5,
        },
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: 2.5, max: 3.5 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 3.5, max: 5.2 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 5.2, max: 6 },
        {
          name: 'Moderately High',
          name_de: 'Mäßig erhöht',
          class_range: 'very_high',
          min: 6,
          max: 6.5,
        },
        {
          name: 'Severely High',
          name_de: 'Schwer erhöht',
          class_range: 'critical_high',
          min: 6.5,
          max: null,
        },
      ],
    },
    better: 'in_range',
  },
  {
    id: 903,
    name: 'Chloride',
    name_de: 'Chlorid',
    test_name: 'Electrolyte panel (basic metabolic panel)',
    test_name_de: 'Elektrolyte',
    unit: 'mmol/L',
    units: [{ unit: 'mEq/L', factor: 1 }],
    loinc: ['2075-0', '2069-3'],
    aliases: [
      'Cl',
      'Cl-',
      'Chloride, Serum',
      'Serum Chloride',
      'S. Chloride',
      'Chlorid im Serum',
      'Chlorid (Serum)',
    ],
    description:
      'Chloride is the main negatively charged salt in the blood. It moves together with sodium and helps keep fluid and acid–base balance.',
    description_de:
      'Chlorid ist das wichtigste negativ geladene Salz im Blut. Es verhält sich meist wie Natrium und trägt zum Flüssigkeits- und Säure-Basen-Haushalt bei.',
    indicates:
      'Fluid and acid–base disturbances: high with dehydration or some forms of acidosis; low with vomiting or fluid overload.',
    indicates_de:
      'Störungen des Flüssigkeits- und Säure-Basen-Haushalts: erhöht bei Flüssigkeitsmangel oder manchen Azidosen; erniedrigt bei Erbrechen oder Überwässerung.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adults ≥18 years: 98–107 mmol/L)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 98 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 98, max: 107 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 107, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 904,
    name: 'Bicarbonate (Total CO2)',
    name_de: 'Bicarbonat (Gesamt-CO2)',
    test_name: 'Electrolyte panel (basic metabolic panel)',
    test_name_de: 'Elektrolyte',
    unit: 'mmol/L',
    units: [{ unit: 'mEq/L', factor: 1 }],
    loinc: ['2028-9', '1963-8'],
    aliases: [
      'Bicarbonate',
      'Bicarbonate, Serum',
      'Serum Bicarbonate',
      'HCO3',
      'HCO3-',
      'CO2',
      'Total CO2',
      'CO2, Total',
      'Carbon Dioxide',
      'Carbon Dioxide, Total',
      'Carbon Dioxide (CO2)',
      'TCO2',
      'Bikarbonat',
      'Hydrogencarbonat',
    ],
    description:
      'Bicarbonate is the body’s main buffer against acid. In routine blood tests it is measured as total carbon dioxide (CO2).',
    description_de:
      'Bicarbonat ist der wichtigste Puffer des Körpers gegen Säure. In Routine-Bluttests wird es als Gesamt-Kohlendioxid (CO2) gemessen.',
    indicates:
      'Acid–base balance: low in metabolic acidosis (kidney failure, diabetic ketoacidosis, severe diarrhoea); high in metabolic alkalosis (vomiting, diuretics) or chronic lung disease.',
    indicates_de:
      'Säure-Basen-Haushalt: erniedrigt bei metabolischer Azidose (Nierenversagen, diabetische Ketoazidose, starker Durchfall); erhöht bei metabolischer Alkalose (Erbrechen, Diuretika) oder chronischer Lungenerkrankung.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adults ≥18 years: 22–29 mmol/L)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 22 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 22, max: 29 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 29, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 905,
    name: 'Total Calcium',
    name_de: 'Calcium (gesamt)',
    test_name: 'Calcium (serum)',
    test_name_de: 'Calcium (Serum)',
    unit: 'mg/dL',
    // Calcium 40.08 g/mol, divalent.
    units: [
      { unit: 'mmol/L', factor: 4.008 },
      { unit: 'mEq/L', factor: 2.004 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['17861-6', '2000-8'],
    aliases: [
      'Calcium',
      'Calcium, Total',
      'Calcium Total',
      'Calcium, Serum',
      'Serum Calcium',
      'S. Calcium',
      'Ca',
      'Calcium gesamt',
      'Gesamtcalcium',
      'Gesamt-Calcium',
      'Kalzium',
      'Calcium im Serum',
    ],
    description:
      'Calcium builds bones and teeth and is needed for nerves, muscles, the heart and blood clotting. About half of it in blood is bound to albumin, so total calcium falls when albumin is low.',
    description_de:
      'Calcium baut Knochen und Zähne auf und wird für Nerven, Muskeln, Herz und Blutgerinnung benötigt. Etwa die Hälfte ist an Albumin gebunden, daher sinkt das Gesamtcalcium bei niedrigem Albumin.',
    indicates:
      'Parathyroid and vitamin D disorders, kidney disease, some cancers and bone disease; high levels cause thirst, kidney stones and confusion.',
    indicates_de:
      'Störungen von Nebenschilddrüse und Vitamin-D-Haushalt, Nierenerkrankungen, manche Krebserkrankungen und Knochenerkrankungen; hohe Werte verursachen Durst, Nierensteine und Verwirrtheit.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (18–59 years 8.6–10.0, ≥60 years 8.8–10.2 mg/dL; range spanning both); Mayo: above 12.0 mg/dL is a critical value, above 15.0 mg/dL a medical emergency',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 8.6 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 8.6, max: 10.2 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 10.2, max: 12 },
        {
          name: 'Very High',
          name_de: 'Stark erhöht',
          class_range: 'very_high',
          min: 12,
          max: 15,
        },
        {
          name: 'Critically High',
          name_de: 'Kritisch erhöht',
          class_range: 'critical_high',
          min: 15,
          max: null,
        },
      ],
    },
    better: 'in_range',
  },
  {
    id: 906,
    name: 'Corrected Calcium (Albumin-Adjusted)',
    name_de: 'Korrigiertes Calcium (albuminadjustiert)',
    test_name: 'Calcium and albumin (calculated)',
    test_name_de: 'Calcium und Albumin (berechnet)',
    unit: 'mg/dL',
    units: [
      { unit: 'mmol/L', factor: 4.008 },
      { unit: 'mEq/L', factor: 2.004 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['29265-6'],
    aliases: [
      'Corrected Calcium',
      'Calcium, Corrected',
      'Calcium (corrected)',
      'Adjusted Calcium',
      'Albumin-Adjusted Calcium',
      'Albumin Corrected Calcium',
      'Calcium korrigiert',
      'Korrigiertes Calcium',
      'Calcium, albuminkorrigiert',
    ],
    description:
      'Total calcium adjusted for a low or high albumin level (commonly calcium + 0.8 × (4.0 − albumin in g/dL)), to estimate what the calcium would be with normal albumin.',
    description_de:
      'Gesamtcalcium, rechnerisch an einen erniedrigten oder erhöhten Albuminwert angepasst (meist Calcium + 0,8 × (4,0 − Albumin in g/dL)), um den Wert bei normalem Albumin abzuschätzen.',
    indicates:
      'True calcium status when albumin is abnormal (e.g. liver disease, malnutrition, critical illness).',
    indicates_de:
      'Tatsächlicher Calciumstatus bei abweichendem Albumin (z. B. Lebererkrankung, Mangelernährung, schwere Erkrankung).',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories total calcium reference values (8.6–10.2 mg/dL) applied to albumin-adjusted calcium',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 8.6 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 8.6, max: 10.2 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 10.2, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 907,
    name: 'Ionized Calcium',
    name_de: 'Ionisiertes Calcium',
    test_name: 'Ionized calcium',
    test_name_de: 'Ionisiertes Calcium',
    unit: 'mg/dL',
    units: [
      { unit: 'mmol/L', factor: 4.008 },
      { unit: 'mEq/L', factor: 2.004 },
    ],
    loinc: ['17863-2', '1994-3'],
    aliases: [
      'Calcium, Ionized',
      'Ionised Calcium',
      'Calcium, Ionised',
      'Calcium Ionized',
      'iCa',
      'Ca2+',
      'Free Calcium',
      'Calcium ionisiert',
      'Calcium, ionisiert',
      'Freies Calcium',
    ],
    description:
      'Ionized calcium is the free, active part of the calcium in the blood, not bound to proteins. It is not affected by albumin levels.',
    description_de:
      'Ionisiertes Calcium ist der freie, wirksame Anteil des Calciums im Blut, der nicht an Eiweiße gebunden ist. Er hängt nicht vom Albumin ab.',
    indicates:
      'Actual calcium status in parathyroid disease, kidney failure, critical illness and when albumin is abnormal.',
    indicates_de:
      'Tatsächlicher Calciumstatus bei Nebenschilddrüsenerkrankungen, Nierenversagen, schwerer Erkrankung und bei abweichendem Albumin.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (24–97 years: 4.57–5.43 mg/dL)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 4.57 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 4.57, max: 5.43 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 5.43, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 908,
    name: 'Magnesium',
    name_de: 'Magnesium',
    test_name: 'Magnesium (serum)',
    test_name_de: 'Magnesium (Serum)',
    unit: 'mg/dL',
    // Magnesium 24.305 g/mol, divalent.
    units: [
      { unit: 'mmol/L', factor: 2.431 },
      { unit: 'mEq/L', factor: 1.2155 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['19123-9', '2601-3'],
    aliases: [
      'Mg',
      'Magnesium, Serum',
      'Serum Magnesium',
      'S. Magnesium',
      'Magnesium im Serum',
      'Magnesium (Serum)',
    ],
    description:
      'Magnesium is a mineral needed by hundreds of enzymes, for muscle and nerve function and a steady heart rhythm. Most of it is stored in bones and cells.',
    description_de:
      'Magnesium ist ein Mineralstoff, den Hunderte Enzyme sowie Muskeln, Nerven und ein regelmäßiger Herzrhythmus benötigen. Der Großteil ist in Knochen und Zellen gespeichert.',
    indicates:
      'Low: poor intake, alcohol, diarrhoea, diuretics or proton-pump inhibitors (cramps, arrhythmias, low calcium and potassium); high: kidney failure or magnesium-containing medicines.',
    indicates_de:
      'Erniedrigt: geringe Zufuhr, Alkohol, Durchfall, Diuretika oder Protonenpumpenhemmer (Krämpfe, Rhythmusstörungen, niedriges Calcium und Kalium); erhöht: Nierenversagen oder magnesiumhaltige Medikamente.',
    desired_result: 'Normal',
    ranges: {
      source:
        'RCPA/AACB harmonised adult reference interval (0.70–1.10 mmol/L = 1.70–2.67 mg/dL)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 1.7 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 1.7, max: 2.67 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 2.67, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 909,
    name: 'Phosphorus',
    name_de: 'Phosphat (anorganischer Phosphor)',
    test_name: 'Phosphorus, inorganic (serum)',
    test_name_de: 'Anorganisches Phosphat (Serum)',
    unit: 'mg/dL',
    // Reported as elemental phosphorus, 30.97 g/mol.
    units: [
      { unit: 'mmol/L', factor: 3.097 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['2777-1', '14879-1'],
    aliases: [
      'Phosphor',
      'Phosphate',
      'Phosphate, Serum',
      'Serum Phosphate',
      'Inorganic Phosphorus',
      'Phosphorus, Inorganic',
      'Inorganic Phosphate',
      'Serum Phosphorus',
      'S. Phosphorus',
      'PO4',
      'Phosphat',
      'Anorganisches Phosphat',
      'Phosphat im Serum',
      'Phosphor (anorganisch)',
    ],
    description:
      'Phosphate is a mineral that, together with calcium, builds bone, and is part of the body’s energy molecules (ATP). Its level is controlled by the kidneys, parathyroid hormone and vitamin D.',
    description_de:
      'Phosphat ist ein Mineralstoff, der zusammen mit Calcium Knochen aufbaut und Teil der Energieträger des Körpers (ATP) ist. Nieren, Parathormon und Vitamin D regulieren seinen Spiegel.',
    indicates:
      'High: kidney failure, low parathyroid function; low: malnutrition, alcohol, refeeding, vitamin D deficiency, overactive parathyroid.',
    indicates_de:
      'Erhöht: Nierenversagen, Nebenschilddrüsenunterfunktion; erniedrigt: Mangelernährung, Alkohol, Refeeding, Vitamin-D-Mangel, Nebenschilddrüsenüberfunktion.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adults ≥18 years: 2.5–4.5 mg/dL)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 2.5 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 2.5, max: 4.5 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 4.5, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 910,
    name: 'Anion Gap',
    name_de: 'Anionenlücke',
    test_name: 'Electrolyte panel (calculated)',
    test_name_de: 'Elektrolyte (berechnet)',
    unit: 'mmol/L',
    units: [{ unit: 'mEq/L', factor: 1 }],
    loinc: ['33037-3', '10466-1', '1863-0'],
    aliases: [
      'Anion Gap, Calculated',
      'AGAP',
      'Anion Gap (Na-Cl-HCO3)',
      'Anion Gap 3',
      'Anion Gap 4',
      'Anionenlücke, berechnet',
    ],
    description:
      'The anion gap is calculated from sodium, chloride and bicarbonate. It estimates acids in the blood that are not measured directly.',
    description_de:
      'Die Anionenlücke wird aus Natrium, Chlorid und Bicarbonat berechnet. Sie schätzt nicht direkt gemessene Säuren im Blut ab.',
    indicates:
      'High: metabolic acidosis from ketones, lactate, kidney failure or poisoning (e.g. methanol); low: low albumin or lab interference.',
    indicates_de:
      'Erhöht: metabolische Azidose durch Ketone, Laktat, Nierenversagen oder Vergiftung (z. B. Methanol); erniedrigt: niedriges Albumin oder Messstörung.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (≥7 years: 7–15 mmol/L, Na − (Cl + HCO3)); intervals vary with analyser',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 7 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 7, max: 15 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 15, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 911,
    name: 'Serum Osmolality',
    name_de: 'Osmolalität (Serum)',
    test_name: 'Osmolality, serum',
    test_name_de: 'Osmolalität im Serum',
    unit: 'mOsm/kg',
    units: [
      { unit: 'mOsm/kg H2O', factor: 1 },
      { unit: 'mOsmol/kg', factor: 1 },
      { unit: 'mOsmol/kg H2O', factor: 1 },
      { unit: 'mmol/kg', factor: 1 },
    ],
    loinc: ['2692-2'],
    aliases: [
      'Osmolality, Serum',
      'Osmolality',
      'Plasma Osmolality',
      'Osmolality, Plasma',
      'Serum Osmolality, Measured',
      'Osmolalität',
      'Serumosmolalität',
      'Osmolalität im Serum',
    ],
    description:
      'Osmolality measures the concentration of all dissolved particles (mainly sodium, glucose and urea) in the blood.',
    description_de:
      'Die Osmolalität misst die Konzentration aller gelösten Teilchen im Blut (vor allem Natrium, Glukose und Harnstoff).',
    indicates:
      'Water balance and the cause of abnormal sodium; a gap to the calculated value suggests toxic alcohols (methanol, ethylene glycol).',
    indicates_de:
      'Wasserhaushalt und Ursache eines abweichenden Natriums; eine Lücke zum berechneten Wert weist auf giftige Alkohole hin (Methanol, Ethylenglykol).',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (275–295 mOsm/kg)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 275 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 275, max: 295 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 295, max: null },
      ],
    },
    better: 'in_range',
  },
];
