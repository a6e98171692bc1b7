import type { CatalogueBiomarker } from '../catalogue-types';

/** Category 4: ids 401–499. */
export const KIDNEY_FUNCTION: readonly CatalogueBiomarker[] = [
  {
    id: 401,
    name: 'Creatinine',
    name_de: 'Kreatinin',
    test_name: 'Kidney function panel (basic metabolic panel)',
    test_name_de: 'Nierenwerte (Nierenfunktionsprofil)',
    unit: 'mg/dL',
    units: [
      { unit: 'µmol/L', factor: 0.01131 },
      { unit: 'mmol/L', factor: 11.31 },
      { unit: 'mg/L', factor: 0.1 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['2160-0', '38483-4', '14682-9'],
    aliases: [
      'Creatinine, Serum',
      'Serum Creatinine',
      'S. Creatinine',
      'Creatinine (Enzymatic)',
      'Creatinine (Jaffe)',
      'Creat',
      'CREA',
      'SCr',
      'Kreatinin im Serum',
      'Kreatinin (enzymatisch)',
      'Kreatinin (Jaffé)',
    ],
    description:
      'Creatinine is a waste product of normal muscle activity. Healthy kidneys filter it out of the blood, so its level rises when kidney filtration falls.',
    description_de:
      'Kreatinin ist ein Abbauprodukt der normalen Muskelarbeit. Gesunde Nieren filtern es aus dem Blut; lässt die Filterleistung nach, steigt der Wert an.',
    indicates:
      'Kidney filtration (used to calculate eGFR); also reflects muscle mass, meat intake and hydration.',
    indicates_de:
      'Filterleistung der Nieren (Grundlage der eGFR); spiegelt auch Muskelmasse, Fleischkonsum und Flüssigkeitshaushalt wider.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (adults: women 0.6–1.1, men 0.8–1.3 mg/dL; range spanning both)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 0.6 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 0.6, max: 1.3 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 1.3, max: null },
      ],
    },
    female: {
      source: 'Mayo Clinic Laboratories reference values (women ≥16 years)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 0.6 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 0.6, max: 1.1 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 1.1, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (men ≥16 years)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 0.8 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 0.8, max: 1.3 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 1.3, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 402,
    name: 'Estimated GFR (eGFR)',
    name_de: 'Geschätzte glomeruläre Filtrationsrate (eGFR)',
    test_name: 'Creatinine with eGFR (CKD-EPI 2021)',
    test_name_de: 'Kreatinin mit eGFR (CKD-EPI 2021)',
    unit: 'mL/min/1.73m²',
    units: [
      { unit: 'mL/min/1.73m2', factor: 1 },
      { unit: 'mL/min/1.73 m²', factor: 1 },
      { unit: 'mL/min/1.73 m2', factor: 1 },
      { unit: 'mL/min/1,73m²', factor: 1 },
      { unit: 'mL/min/1,73 m²', factor: 1 },
      { unit: 'mL/min/1,73m2', factor: 1 },
      { unit: 'mL/min/BSA', factor: 1 },
      { unit: 'mL/min', factor: 1 },
      { unit: 'mL/s/1.73m²', factor: 60 },
    ],
    loinc: ['98979-8', '62238-1', '33914-3', '77147-7', '48642-3'],
    aliases: [
      'eGFR',
      'GFR Estimated',
      'Estimated GFR',
      'GFR, Estimated',
      'eGFR (CKD-EPI)',
      'eGFR (CKD-EPI 2021)',
      'eGFR CKD-EPI',
      'eGFRcr',
      'eGFR, Creatinine-based',
      'eGFR (MDRD)',
      'GFR (CKD-EPI)',
      'GFR',
      'Glomerular Filtration Rate',
      'Estimated Glomerular Filtration Rate',
      'eGFR nach CKD-EPI',
      'GFR nach CKD-EPI',
      'GFR (CKD-EPI), geschätzt',
      'geschätzte GFR',
      'GFR, berechnet',
    ],
    description:
      'eGFR estimates how many millilitres of blood your kidneys filter per minute. It is calculated from creatinine, age and sex (CKD-EPI 2021 equation, without race).',
    description_de:
      'Die eGFR schätzt, wie viele Milliliter Blut die Nieren pro Minute filtern. Sie wird aus Kreatinin, Alter und Geschlecht berechnet (CKD-EPI-2021-Formel, ohne Ethnie).',
    indicates:
      'Overall kidney function and the stage of chronic kidney disease (KDIGO G1–G5); a value below 60 for more than 3 months defines CKD.',
    indicates_de:
      'Gesamte Nierenfunktion und Stadium einer chronischen Nierenerkrankung (KDIGO G1–G5); ein Wert unter 60 über mehr als 3 Monate definiert eine CKD.',
    desired_result: 'Normal',
    ranges: {
      source: 'KDIGO 2024 CKD Guideline, GFR categories G1–G5',
      bands: [
        {
          name: 'Kidney Failure (G5)',
          name_de: 'Nierenversagen (G5)',
          class_range: 'critical_low',
          min: null,
          max: 15,
        },
        {
          name: 'Severely Decreased (G4)',
          name_de: 'Hochgradig eingeschränkt (G4)',
          class_range: 'very_low',
          min: 15,
          max: 30,
        },
        {
          name: 'Moderately to Severely Decreased (G3b)',
          name_de: 'Mittel- bis hochgradig eingeschränkt (G3b)',
          class_range: 'low',
          min: 30,
          max: 45,
        },
        {
          name: 'Mildly to Moderately Decreased (G3a)',
          name_de: 'Leicht- bis mittelgradig eingeschränkt (G3a)',
          class_range: 'low',
          min: 45,
          max: 60,
        },
        {
          name: 'Mildly Decreased (G2)',
          name_de: 'Leicht eingeschränkt (G2)',
          class_range: 'below_normal',
          min: 60,
          max: 90,
        },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 90, max: null },
      ],
    },
    better: 'higher',
  },
  {
    id: 403,
    name: 'GFR Category (KDIGO)',
    name_de: 'GFR-Kategorie (KDIGO)',
    test_name: 'Creatinine with eGFR (CKD-EPI 2021)',
    test_name_de: 'Kreatinin mit eGFR (CKD-EPI 2021)',
    unit: 'stage',
    units: [],
    // No LOINC term exists for the printed KDIGO category (98979-8 is the eGFR number itself).
    loinc: [],
    aliases: [
      'GFR Category',
      'eGFR Category',
      'GFR Stage',
      'CKD Stage',
      'KDIGO GFR Category',
      'GFR-Kategorie',
      'GFR-Stadium',
      'CKD-Stadium',
    ],
    // Stored as the number of the G category (G3a = 3, G3b = 3.5) so a bare printed '4' means G4.
    text_values: {
      g1: 1,
      g2: 2,
      g3: 3,
      g3a: 3,
      g3b: 3.5,
      g4: 4,
      g5: 5,
      '3a': 3,
      '3b': 3.5,
      'stage 1': 1,
      'stage 2': 2,
      'stage 3a': 3,
      'stage 3b': 3.5,
      'stage 4': 4,
      'stage 5': 5,
    },
    description:
      'The KDIGO category (G1 to G5) that a lab prints next to your eGFR. It groups kidney filtration into stages from normal (G1) to kidney failure (G5).',
    description_de:
      'Die KDIGO-Kategorie (G1 bis G5), die das Labor neben der eGFR angibt. Sie ordnet die Filterleistung der Nieren in Stadien von normal (G1) bis Nierenversagen (G5) ein.',
    indicates:
      'Stage of reduced kidney filtration; G3a or worse for more than 3 months means chronic kidney disease.',
    indicates_de:
      'Stadium der eingeschränkten Nierenfiltration; ab G3a über mehr als 3 Monate liegt eine chronische Nierenerkrankung vor.',
    desired_result: 'Normal or High (G1)',
    ranges: {
      source: 'KDIGO 2024 CKD Guideline, GFR categories G1–G5',
      bands: [
        {
          name: 'Normal or High (G1)',
          name_de: 'Normal oder hoch (G1)',
          class_range: 'normal',
          min: null,
          max: 1.5,
        },
        {
          name: 'Mildly Decreased (G2)',
          name_de: 'Leicht eingeschränkt (G2)',
          class_range: 'below_normal',
          min: 1.5,
          max: 2.5,
        },
        {
          name: 'Mildly to Moderately Decreased (G3a)',
          name_de: 'Leicht- bis mittelgradig eingeschränkt (G3a)',
          class_range: 'moderate',
          min: 2.5,
          max: 3.25,
        },
        {
          name: 'Moderately to Severely Decreased (G3b)',
          name_de: 'Mittel- bis hochgradig eingeschränkt (G3b)',
          class_range: 'elevated',
          min: 3.25,
          max: 3.75,
        },
        {
          name: 'Severely Decreased (G4)',
          name_de: 'Hochgradig eingeschränkt (G4)',
          class_range: 'high',
          min: 3.75,
          max: 4.5,
        },
        {
          name: 'Kidney Failure (G5)',
          name_de: 'Nierenversagen (G5)',
          class_range: 'critical_high',
          min: 4.5,
          max: null,
        },
      ],
    },
    better: 'lower',
  },
  {
    id: 404,
    name: 'Blood Urea Nitrogen (BUN)',
    name_de: 'Harnstoff-Stickstoff (BUN)',
    test_name: 'Kidney function panel (basic metabolic panel)',
    test_name_de: 'Nierenwerte (Nierenfunktionsprofil)',
    unit: 'mg/dL',
    // Urea in mmol/L is the same molar amount as urea nitrogen in mmol/L: × 2.801 (28.01 g N/mol).
    units: [
      { unit: 'mmol/L', factor: 2.801 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['3094-0', '6299-2', '14937-7'],
    aliases: [
      'BUN',
      'Urea Nitrogen Blood',
      'Blood Urea Nitrogen',
      'Urea Nitrogen',
      'Urea Nitrogen, Serum',
      'Serum Urea Nitrogen',
      'BUN, Serum',
      'SUN',
      'Harnstoff-N',
      'Harnstoff-Stickstoff',
    ],
    description:
      'BUN measures the nitrogen part of urea, the waste product the liver makes when it breaks down protein. The kidneys remove it from the blood.',
    description_de:
      'BUN misst den Stickstoffanteil des Harnstoffs, den die Leber beim Eiweißabbau bildet. Die Nieren scheiden ihn aus dem Blut aus.',
    indicates:
      'Kidney function, hydration, protein intake and protein breakdown (e.g. bleeding in the gut); low values in liver disease or low protein intake.',
    indicates_de:
      'Nierenfunktion, Flüssigkeitshaushalt, Eiweißzufuhr und Eiweißabbau (z. B. Magen-Darm-Blutung); niedrige Werte bei Lebererkrankung oder eiweißarmer Ernährung.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (adults: women 6–21, men 8–24 mg/dL; range spanning both)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 6 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 6, max: 24 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 24, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 405,
    name: 'Urea',
    name_de: 'Harnstoff',
    test_name: 'Kidney function panel',
    test_name_de: 'Nierenwerte (Nierenfunktionsprofil)',
    unit: 'mg/dL',
    // Whole urea molecule (60.06 g/mol), 2.14 × the BUN value in mg/dL.
    units: [
      { unit: 'mmol/L', factor: 6.006 },
      { unit: 'g/L', factor: 100 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['3091-6', '22664-7'],
    aliases: [
      'Serum Urea',
      'Blood Urea',
      'Urea, Serum',
      'S. Urea',
      'Urea (Serum)',
      'Harnstoff im Serum',
      'Harnstoff (Serum)',
    ],
    description:
      'Urea is the main waste product of protein breakdown, made in the liver and removed by the kidneys. Labs outside the US usually report the whole urea molecule rather than BUN.',
    description_de:
      'Harnstoff ist das wichtigste Abbauprodukt des Eiweißstoffwechsels; er entsteht in der Leber und wird über die Nieren ausgeschieden.',
    indicates:
      'Kidney function, hydration and protein intake or breakdown; low values in liver disease or low protein intake.',
    indicates_de:
      'Nierenfunktion, Flüssigkeitshaushalt sowie Eiweißzufuhr und -abbau; niedrige Werte bei Lebererkrankung oder eiweißarmer Ernährung.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories BUN reference values (6–24 mg/dL) converted to urea (× 2.14)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 12.8 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 12.8, max: 51.4 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 51.4, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 406,
    name: 'BUN/Creatinine Ratio',
    name_de: 'Harnstoff-N/Kreatinin-Quotient',
    test_name: 'Kidney function panel (calculated)',
    test_name_de: 'Nierenwerte (berechnet)',
    unit: 'ratio',
    units: [],
    loinc: ['3097-3', '44734-2'],
    aliases: [
      'BUN/Creat Ratio',
      'BUN : Creatinine Ratio',
      'BUN/Creatinine',
      'Urea Nitrogen/Creatinine Ratio',
      'BUN/Crea-Quotient',
      'BUN/Kreatinin-Quotient',
    ],
    description:
      'The BUN value divided by the creatinine value. Comparing the two helps tell apart causes of a raised BUN that lie before, in or after the kidneys.',
    description_de:
      'Der Harnstoff-Stickstoff geteilt durch das Kreatinin. Der Vergleich beider Werte hilft, Ursachen eines erhöhten Harnstoffs vor, in oder nach der Niere zu unterscheiden.',
    indicates:
      'High: dehydration, reduced kidney blood flow (e.g. heart failure), gut bleeding or high protein intake; low: liver disease or low protein intake.',
    indicates_de:
      'Erhöht: Flüssigkeitsmangel, verminderte Nierendurchblutung (z. B. Herzschwäche), Magen-Darm-Blutung oder hohe Eiweißzufuhr; erniedrigt: Lebererkrankung oder eiweißarme Ernährung.',
    desired_result: 'Normal',
    ranges: {
      source: 'Quest Diagnostics reference range (BUN/creatinine ratio 6–22)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 6 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 6, max: 22 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 22, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 407,
    name: 'Uric Acid',
    name_de: 'Harnsäure',
    test_name: 'Uric acid (serum)',
    test_name_de: 'Harnsäure (Serum)',
    unit: 'mg/dL',
    units: [
      { unit: 'µmol/L', factor: 0.01681 },
      { unit: 'mmol/L', factor: 16.81 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['3084-1', '14933-6'],
    aliases: [
      'Uric Acid, Serum',
      'Serum Uric Acid',
      'S. Uric Acid',
      'Urate',
      'Serum Urate',
      'Harnsäure im Serum',
      'Urat',
    ],
    description:
      'Uric acid is made when the body breaks down purines from food and from its own cells. It is removed mainly by the kidneys; too much can form crystals in joints and kidneys.',
    description_de:
      'Harnsäure entsteht beim Abbau von Purinen aus der Nahrung und aus körpereigenen Zellen. Sie wird vor allem über die Nieren ausgeschieden; zu viel kann Kristalle in Gelenken und Nieren bilden.',
    indicates:
      'Gout and kidney-stone risk, kidney function, high cell turnover (e.g. chemotherapy); associated with metabolic syndrome.',
    indicates_de:
      'Gicht- und Nierensteinrisiko, Nierenfunktion, hoher Zellumsatz (z. B. Chemotherapie); Zusammenhang mit dem metabolischen Syndrom.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (adults: women 2.7–6.1, men 3.7–8.0 mg/dL; range spanning both)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 2.7 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 2.7, max: 8 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 8, max: null },
      ],
    },
    female: {
      source: 'Mayo Clinic Laboratories reference values (women ≥13 years)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 2.7 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 2.7, max: 6.1 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 6.1, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (men ≥16 years)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 3.7 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 3.7, max: 8 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 8, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 408,
    name: 'Cystatin C',
    name_de: 'Cystatin C',
    test_name: 'Cystatin C (serum)',
    test_name_de: 'Cystatin C (Serum)',
    unit: 'mg/L',
    // Cystatin C ≈ 13.3 kDa: 1 nmol/L = 0.0133 mg/L.
    units: [
      { unit: 'mg/dL', factor: 10 },
      { unit: 'nmol/L', factor: 0.0133 },
    ],
    loinc: ['33863-2'],
    aliases: ['Cystatin-C', 'Cys C', 'CysC', 'Cystatin C, Serum', 'Serum Cystatin C'],
    description:
      'Cystatin C is a small protein made at a steady rate by all cells and filtered by the kidneys. Unlike creatinine it hardly depends on muscle mass.',
    description_de:
      'Cystatin C ist ein kleines Eiweiß, das alle Zellen gleichmäßig bilden und die Nieren herausfiltern. Anders als Kreatinin hängt es kaum von der Muskelmasse ab.',
    indicates:
      'Kidney filtration, especially when creatinine is misleading (very high or low muscle mass, older age); used to confirm CKD.',
    indicates_de:
      'Filterleistung der Nieren, besonders wenn Kreatinin irreführt (sehr viel oder wenig Muskelmasse, höheres Alter); dient zur Bestätigung einer CKD.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (18–49 years: 0.63–1.03 mg/L; ≥50 years: 0.67–1.21 mg/L; upper limit spanning both)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 1.21 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 1.21, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 409,
    name: 'eGFR, Cystatin C-based',
    name_de: 'eGFR (Cystatin-C-basiert)',
    test_name: 'Cystatin C with eGFR (CKD-EPI)',
    test_name_de: 'Cystatin C mit eGFR (CKD-EPI)',
    unit: 'mL/min/1.73m²',
    units: [
      { unit: 'mL/min/1.73m2', factor: 1 },
      { unit: 'mL/min/1.73 m²', factor: 1 },
      { unit: 'mL/min/1.73 m2', factor: 1 },
      { unit: 'mL/min/1,73m²', factor: 1 },
      { unit: 'mL/min/1,73 m²', factor: 1 },
      { unit: 'mL/min/BSA', factor: 1 },
      { unit: 'mL/min', factor: 1 },
    ],
    loinc: ['50210-4'],
    aliases: [
      'eGFRcys',
      'eGFR (Cystatin C)',
      'eGFR Cystatin C',
      'eGFR by Cystatin C',
      'GFR (Cystatin C)',
      'eGFR (CKD-EPI Cystatin C)',
      'GFR nach Cystatin C',
      'Cystatin-C-GFR',
    ],
    description:
      'An estimate of kidney filtration calculated from cystatin C instead of creatinine, so it is not skewed by muscle mass.',
    description_de:
      'Eine Schätzung der Nierenfilterleistung aus Cystatin C statt aus Kreatinin, daher unabhängig von der Muskelmasse.',
    indicates:
      'Kidney function and CKD stage (KDIGO G1–G5), particularly in people with unusual muscle mass.',
    indicates_de:
      'Nierenfunktion und CKD-Stadium (KDIGO G1–G5), besonders bei ungewöhnlicher Muskelmasse.',
    desired_result: 'Normal',
    ranges: {
      source: 'KDIGO 2024 CKD Guideline, GFR categories G1–G5',
      bands: [
        {
          name: 'Kidney Failure (G5)',
          name_de: 'Nierenversagen (G5)',
          class_range: 'critical_low',
          min: null,
          max: 15,
        },
        {
          name: 'Severely Decreased (G4)',
          name_de: 'Hochgradig eingeschränkt (G4)',
          class_range: 'very_low',
          min: 15,
          max: 30,
        },
        {
          name: 'Moderately to Severely Decreased (G3b)',
          name_de: 'Mittel- bis hochgradig eingeschränkt (G3b)',
          class_range: 'low',
          min: 30,
          max: 45,
        },
        {
          name: 'Mildly to Moderately Decreased (G3a)',
          name_de: 'Leicht- bis mittelgradig eingeschränkt (G3a)',
          class_range: 'low',
          min: 45,
          max: 60,
        },
        {
          name: 'Mildly Decreased (G2)',
          name_de: 'Leicht eingeschränkt (G2)',
          class_range: 'below_normal',
          min: 60,
          max: 90,
        },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 90, max: null },
      ],
    },
    better: 'higher',
  },
  {
    id: 410,
    name: 'eGFR, Creatinine and Cystatin C',
    name_de: 'eGFR (Kreatinin und Cystatin C)',
    test_name: 'Creatinine and cystatin C with eGFR (CKD-EPI 2021)',
    test_name_de: 'Kreatinin und Cystatin C mit eGFR (CKD-EPI 2021)',
    unit: 'mL/min/1.73m²',
    units: [
      { unit: 'mL/min/1.73m2', factor: 1 },
      { unit: 'mL/min/1.73 m²', factor: 1 },
      { unit: 'mL/min/1.73 m2', factor: 1 },
      { unit: 'mL/min/1,73m²', factor: 1 },
      { unit: 'mL/min/1,73 m²', factor: 1 },
      { unit: 'mL/min/BSA', factor: 1 },
      { unit: 'mL/min', factor: 1 },
    ],
    loinc: ['98980-6'],
    aliases: [
      'eGFRcr-cys',
      'eGFR (Creatinine and Cystatin C)',
      'eGFR Creatinine-Cystatin C',
      'eGFR (CKD-EPI Creatinine-Cystatin C)',
      'eGFR (Kreatinin-Cystatin C)',
      'eGFR (CKD-EPI Kreatinin-Cystatin C)',
    ],
    description:
      'The most accurate routine estimate of kidney filtration, combining creatinine and cystatin C in the CKD-EPI 2021 equation.',
    description_de:
      'Die genaueste Routine-Schätzung der Nierenfilterleistung; sie kombiniert Kreatinin und Cystatin C in der CKD-EPI-2021-Formel.',
    indicates:
      'Kidney function and CKD stage (KDIGO G1–G5); recommended by KDIGO to confirm a reduced creatinine-based eGFR.',
    indicates_de:
      'Nierenfunktion und CKD-Stadium (KDIGO G1–G5); von KDIGO empfohlen, um eine erniedrigte kreatininbasierte eGFR zu bestätigen.',
    desired_result: 'Normal',
    ranges: {
      source: 'KDIGO 2024 CKD Guideline, GFR categories G1–G5',
      bands: [
        {
          name: 'Kidney Failure (G5)',
          name_de: 'Nierenversagen (G5)',
          class_range: 'critical_low',
          min: null,
          max: 15,
        },
        {
          name: 'Severely Decreased (G4)',
          name_de: 'Hochgradig eingeschränkt (G4)',
          class_range: 'very_low',
          min: 15,
          max: 30,
        },
        {
          name: 'Moderately to Severely Decreased (G3b)',
          name_de: 'Mittel- bis hochgradig eingeschränkt (G3b)',
          class_range: 'low',
          min: 30,
          max: 45,
        },
        {
          name: 'Mildly to Moderately Decreased (G3a)',
          name_de: 'Leicht- bis mittelgradig eingeschränkt (G3a)',
          class_range: 'low',
          min: 45,
          max: 60,
        },
        {
          name: 'Mildly Decreased (G2)',
          name_de: 'Leicht eingeschränkt (G2)',
          class_range: 'below_normal',
          min: 60,
          max: 90,
        },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 90, max: null },
      ],
    },
    better: 'higher',
  },
  {
    id: 411,
    name: 'Urine Albumin-to-Creatinine Ratio (UACR)',
    name_de: 'Albumin-Kreatinin-Quotient im Urin',
    test_name: 'Urine albumin/creatinine ratio (spot urine)',
    test_name_de: 'Albumin/Kreatinin-Quotient (Spontanurin)',
    unit: 'mg/g',
    // Creatinine 113.12 g/mol: 1 mg/mmol = 8.84 mg/g.
    units: [
      { unit: 'mg/g creatinine', factor: 1 },
      { unit: 'mg/g creat', factor: 1 },
      { unit: 'mg/g Krea', factor: 1 },
      { unit: 'µg/mg', factor: 1 },
      { unit: 'µg/mg creatinine', factor: 1 },
      { unit: 'mg/mmol', factor: 8.84 },
      { unit: 'mg/mmol creatinine', factor: 8.84 },
      { unit: 'mg/mmol Krea', factor: 8.84 },
      { unit: 'g/mol', factor: 8.84 },
      { unit: 'g/mol Krea', factor: 8.84 },
      { unit: 'mg/mg', factor: 1000 },
      { unit: 'g/g', factor: 1000 },
      { unit: 'g/g Krea', factor: 1000 },
    ],
    loinc: ['9318-7', '14959-1'],
    aliases: [
      'UACR',
      'ACR',
      'Urine ACR',
      'Albumin/Creatinine Ratio',
      'Albumin/Creatinine Ratio, Urine',
      'Urine Albumin/Creatinine Ratio',
      'Microalbumin/Creatinine Ratio',
      'Microalbumin Creatinine Ratio',
      'Albumin/Creat Ratio, Random Urine',
      'Albumin-Kreatinin-Quotient',
      'Albumin/Kreatinin-Quotient',
      'Albumin/Krea-Quotient',
      'Albumin/Kreatinin im Urin',
      'UAKR',
    ],
    description:
      'Compares the amount of albumin (a blood protein) with creatinine in a urine sample. Healthy kidneys let almost no albumin through, so more albumin is an early sign of kidney damage.',
    description_de:
      'Vergleicht die Menge an Albumin (einem Bluteiweiß) mit Kreatinin in einer Urinprobe. Gesunde Nieren lassen kaum Albumin durch; mehr Albumin ist ein frühes Zeichen einer Nierenschädigung.',
    indicates:
      'Kidney damage (albuminuria categories A1–A3), e.g. from diabetes or high blood pressure; also cardiovascular risk.',
    indicates_de:
      'Nierenschädigung (Albuminurie-Kategorien A1–A3), z. B. durch Diabetes oder Bluthochdruck; auch Herz-Kreislauf-Risiko.',
    desired_result: 'Normal to Mildly Increased (A1)',
    ranges: {
      source: 'KDIGO 2024 CKD Guideline, albuminuria categories A1–A3',
      // A3 is "> 300 mg/g": the band starts just above, so 300 stays A2 as KDIGO's "30–300" says.
      bands: [
        {
          name: 'Normal to Mildly Increased (A1)',
          name_de: 'Normal bis leicht erhöht (A1)',
          class_range: 'normal',
          min: null,
          max: 30,
        },
        {
          name: 'Moderately Increased (A2)',
          name_de: 'Mäßig erhöht (A2)',
          class_range: 'elevated',
          min: 30,
          max: 300.1,
        },
        {
          name: 'Severely Increased (A3)',
          name_de: 'Stark erhöht (A3)',
          class_range: 'very_high',
          min: 300.1,
          max: null,
        },
      ],
    },
    better: 'lower',
  },
  {
    id: 412,
    name: 'Urine Albumin (Microalbumin)',
    name_de: 'Albumin im Urin (Mikroalbumin)',
    test_name: 'Urine albumin (spot urine)',
    test_name_de: 'Albumin im Urin (Spontanurin)',
    unit: 'mg/L',
    units: [
      { unit: 'mg/dL', factor: 10 },
      { unit: 'µg/mL', factor: 1 },
      { unit: 'g/L', factor: 1000 },
    ],
    loinc: ['14957-5', '1754-1'],
    aliases: [
      'Urine Albumin',
      'Microalbumin',
      'Urine Microalbumin',
      'Microalbumin, Urine',
      'Albumin, Urine',
      'Albumin, Random Urine',
      'Albumin im Urin',
      'Albumin (Urin)',
      'Mikroalbumin',
      'Mikroalbumin im Urin',
    ],
    description:
      'The concentration of albumin in a urine sample. Because it depends on how diluted the urine is, the albumin-to-creatinine ratio is the preferred measure.',
    description_de:
      'Die Albumin-Konzentration in einer Urinprobe. Da sie von der Verdünnung des Urins abhängt, ist der Albumin-Kreatinin-Quotient aussagekräftiger.',
    indicates:
      'Early kidney damage (microalbuminuria), e.g. from diabetes or high blood pressure.',
    indicates_de:
      'Frühe Nierenschädigung (Mikroalbuminurie), z. B. durch Diabetes oder Bluthochdruck.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Deutsche Diabetes Gesellschaft (DDG) Praxisempfehlung Diabetes und Niere: albumin concentration in morning urine (<20 mg/L normal, 20–200 mg/L microalbuminuria, >200 mg/L macroalbuminuria)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 20 },
        {
          name: 'Microalbuminuria',
          name_de: 'Mikroalbuminurie',
          class_range: 'elevated',
          min: 20,
          max: 200,
        },
        {
          name: 'Macroalbuminuria',
          name_de: 'Makroalbuminurie',
          class_range: 'very_high',
          min: 200,
          max: null,
        },
      ],
    },
    better: 'lower',
  },
  {
    id: 413,
    name: 'Urine Protein-to-Creatinine Ratio (UPCR)',
    name_de: 'Protein-Kreatinin-Quotient im Urin',
    test_name: 'Urine protein/creatinine ratio (spot urine)',
    test_name_de: 'Protein/Kreatinin-Quotient (Spontanurin)',
    unit: 'mg/g',
    units: [
      { unit: 'mg/g creatinine', factor: 1 },
      { unit: 'mg/g creat', factor: 1 },
      { unit: 'mg/g Krea', factor: 1 },
      { unit: 'mg/mmol', factor: 8.84 },
      { unit: 'mg/mmol creatinine', factor: 8.84 },
      { unit: 'mg/mmol Krea', factor: 8.84 },
      { unit: 'g/mol', factor: 8.84 },
      { unit: 'g/mol Krea', factor: 8.84 },
      { unit: 'mg/mg', factor: 1000 },
      { unit: 'mg/mg creatinine', factor: 1000 },
      { unit: 'g/g', factor: 1000 },
      { unit: 'g/g Krea', factor: 1000 },
    ],
    loinc: ['2890-2'],
    aliases: [
      'UPCR',
      'Protein/Creatinine Ratio',
      'Protein/Creatinine Ratio, Urine',
      'Urine Protein/Creatinine Ratio',
      'Total Protein/Creatinine Ratio, Urine',
      'Protein-Kreatinin-Quotient',
      'Protein/Kreatinin-Quotient',
      'Eiweiß/Kreatinin-Quotient',
      'Protein/Krea-Quotient',
      'UPKR',
    ],
    description:
      'Compares the total protein with creatinine in a urine sample, which estimates how much protein the kidneys lose per day.',
    description_de:
      'Vergleicht das Gesamteiweiß mit Kreatinin in einer Urinprobe und schätzt so den täglichen Eiweißverlust über die Nieren.',
    indicates:
      'Proteinuria from kidney disease (e.g. glomerulonephritis, nephrotic syndrome) and its response to treatment.',
    indicates_de:
      'Eiweißausscheidung bei Nierenerkrankungen (z. B. Glomerulonephritis, nephrotisches Syndrom) und deren Therapieverlauf.',
    desired_result: 'Normal to Mildly Increased',
    ranges: {
      source:
        'KDIGO 2024 CKD Guideline, protein-to-creatinine ratio equivalents of albuminuria categories A1–A3',
      bands: [
        {
          name: 'Normal to Mildly Increased',
          name_de: 'Normal bis leicht erhöht',
          class_range: 'normal',
          min: null,
          max: 150,
        },
        {
          name: 'Moderately Increased',
          name_de: 'Mäßig erhöht',
          class_range: 'elevated',
          min: 150,
          max: 500,
        },
        {
          name: 'Severely Increased',
          name_de: 'Stark erhöht',
          class_range: 'very_high',
          min: 500,
          max: null,
        },
      ],
    },
    better: 'lower',
  },
];
