import type { CatalogueBiomarker } from '../catalogue-types';

/** Category 5: ids 501–599. */
export const LIVER_FUNCTION: readonly CatalogueBiomarker[] = [
  {
    id: 501,
    name: 'Alanine Aminotransferase (ALT)',
    name_de: 'Alanin-Aminotransferase (ALT/GPT)',
    test_name: 'Liver function panel',
    test_name_de: 'Leberwerte',
    unit: 'U/L',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'mU/mL', factor: 1 },
      { unit: 'µkat/L', factor: 60 },
    ],
    loinc: ['1742-6', '1743-4', '1744-2'],
    aliases: [
      'ALT',
      'SGPT',
      'S.G.P.T.',
      'ALT (SGPT)',
      'SGPT (ALT)',
      'GPT',
      'GPT (ALT)',
      'ALT (GPT)',
      'ALT/GPT',
      'ALAT',
      'ALAT (GPT)',
      'GPT (ALAT)',
      'Alanine Transaminase',
      'Alanine Aminotransferase',
      'Alanin-Aminotransferase',
      'Glutamat-Pyruvat-Transaminase',
    ],
    description:
      'ALT is an enzyme found mainly inside liver cells. When liver cells are injured, ALT leaks into the blood.',
    description_de:
      'ALT (GPT) ist ein Enzym, das vor allem in Leberzellen vorkommt. Werden Leberzellen geschädigt, gelangt es ins Blut.',
    indicates:
      'Liver cell injury: fatty liver, hepatitis, alcohol, medicines; the most liver-specific of the routine enzymes.',
    indicates_de:
      'Leberzellschaden: Fettleber, Hepatitis, Alkohol, Medikamente; das leberspezifischste der Routine-Enzyme.',
    desired_result: 'Normal',
    // ACG grades elevations by multiples of the healthy upper limit: <2×, 2–5×, 5–15×, >15×.
    ranges: {
      source:
        'ACG Clinical Guideline: Evaluation of Abnormal Liver Chemistries (Kwo et al., 2017): healthy upper limit 33 U/L (men), 25 U/L (women); severity grading by multiples of it',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 33 },
        {
          name: 'Borderline Elevated',
          name_de: 'Grenzwertig erhöht',
          class_range: 'borderline',
          min: 33,
          max: 66,
        },
        {
          name: 'Mildly Elevated',
          name_de: 'Leicht erhöht',
          class_range: 'elevated',
          min: 66,
          max: 165,
        },
        {
          name: 'Moderately Elevated',
          name_de: 'Mäßig erhöht',
          class_range: 'high',
          min: 165,
          max: 495,
        },
        {
          name: 'Severely Elevated',
          name_de: 'Stark erhöht',
          class_range: 'very_high',
          min: 495,
          max: null,
        },
      ],
    },
    female: {
      source:
        'ACG Clinical Guideline: Evaluation of Abnormal Liver Chemistries (Kwo et al., 2017): healthy upper limit for women 25 U/L',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 25 },
        {
          name: 'Borderline Elevated',
          name_de: 'Grenzwertig erhöht',
          class_range: 'borderline',
          min: 25,
          max: 50,
        },
        {
          name: 'Mildly Elevated',
          name_de: 'Leicht erhöht',
          class_range: 'elevated',
          min: 50,
          max: 125,
        },
        {
          name: 'Moderately Elevated',
          name_de: 'Mäßig erhöht',
          class_range: 'high',
          min: 125,
          max: 375,
        },
        {
          name: 'Severely Elevated',
          name_de: 'Stark erhöht',
          class_range: 'very_high',
          min: 375,
          max: null,
        },
      ],
    },
    male: {
      source:
        'ACG Clinical Guideline: Evaluation of Abnormal Liver Chemistries (Kwo et al., 2017): healthy upper limit for men 33 U/L',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 33 },
        {
          name: 'Borderline Elevated',
          name_de: 'Grenzwertig erhöht',
          class_range: 'borderline',
          min: 33,
          max: 66,
        },
        {
          name: 'Mildly Elevated',
          name_de: 'Leicht erhöht',
          class_range: 'elevated',
          min: 66,
          max: 165,
        },
        {
          name: 'Moderately Elevated',
          name_de: 'Mäßig erhöht',
          class_range: 'high',
          min: 165,
          max: 495,
        },
        {
          name: 'Severely Elevated',
          name_de: 'Stark erhöht',
          class_range: 'very_high',
          min: 495,
          max: null,
        },
      ],
    },
    better: 'lower',
  },
  {
    id: 502,
    name: 'Aspartate Aminotransferase (AST)',
    name_de: 'Aspartat-Aminotransferase (AST/GOT)',
    test_name: 'Liver function panel',
    test_name_de: 'Leberwerte',
    unit: 'U/L',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'mU/mL', factor: 1 },
      { unit: 'µkat/L', factor: 60 },
    ],
    loinc: ['1920-8', '30239-8'],
    aliases: [
      'AST',
      'SGOT',
      'S.G.O.T.',
      'AST (SGOT)',
      'SGOT (AST)',
      'GOT',
      'GOT (AST)',
      'AST (GOT)',
      'AST/GOT',
      'ASAT',
      'ASAT (GOT)',
      'GOT (ASAT)',
      'Aspartate Transaminase',
      'Aspartate Aminotransferase',
      'Aspartat-Aminotransferase',
      'Glutamat-Oxalacetat-Transaminase',
    ],
    description:
      'AST is an enzyme found in the liver, heart, muscles and red blood cells. It rises in the blood when these cells are damaged.',
    description_de:
      'AST (GOT) ist ein Enzym in Leber, Herz, Muskulatur und roten Blutkörperchen. Bei Schädigung dieser Zellen steigt es im Blut an.',
    indicates:
      'Liver cell injury (especially alcohol-related and advanced liver disease, together with ALT); also muscle or heart damage.',
    indicates_de:
      'Leberzellschaden (besonders alkoholbedingt und bei fortgeschrittener Lebererkrankung, zusammen mit ALT); auch Muskel- oder Herzschäden.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (adults: women 8–43, men 8–48 U/L; upper limit spanning both), graded by multiples of it as in the ACG 2017 Clinical Guideline on Abnormal Liver Chemistries',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 48 },
        {
          name: 'Borderline Elevated',
          name_de: 'Grenzwertig erhöht',
          class_range: 'borderline',
          min: 48,
          max: 96,
        },
        {
          name: 'Mildly Elevated',
          name_de: 'Leicht erhöht',
          class_range: 'elevated',
          min: 96,
          max: 240,
        },
        {
          name: 'Moderately Elevated',
          name_de: 'Mäßig erhöht',
          class_range: 'high',
          min: 240,
          max: 720,
        },
        {
          name: 'Severely Elevated',
          name_de: 'Stark erhöht',
          class_range: 'very_high',
          min: 720,
          max: null,
        },
      ],
    },
    female: {
      source:
        'Mayo Clinic Laboratories reference values (women: 8–43 U/L), graded by multiples of the upper limit (ACG 2017)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 43 },
        {
          name: 'Borderline Elevated',
          name_de: 'Grenzwertig erhöht',
          class_range: 'borderline',
          min: 43,
          max: 86,
        },
        {
          name: 'Mildly Elevated',
          name_de: 'Leicht erhöht',
          class_range: 'elevated',
          min: 86,
          max: 215,
        },
        {
          name: 'Moderately Elevated',
          name_de: 'Mäßig erhöht',
          class_range: 'high',
          min: 215,
          max: 645,
        },
        {
          name: 'Severely Elevated',
          name_de: 'Stark erhöht',
          class_range: 'very_high',
          min: 645,
          max: null,
        },
      ],
    },
    male: {
      source:
        'Mayo Clinic Laboratories reference values (men: 8–48 U/L), graded by multiples of the upper limit (ACG 2017)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 48 },
        {
          name: 'Borderline Elevated',
          name_de: 'Grenzwertig erhöht',
          class_range: 'borderline',
          min: 48,
          max: 96,
        },
        {
          name: 'Mildly Elevated',
          name_de: 'Leicht erhöht',
          class_range: 'elevated',
          min: 96,
          max: 240,
        },
        {
          name: 'Moderately Elevated',
          name_de: 'Mäßig erhöht',
          class_range: 'high',
          min: 240,
          max: 720,
        },
        {
          name: 'Severely Elevated',
          name_de: 'Stark erhöht',
          class_range: 'very_high',
          min: 720,
          max: null,
        },
      ],
    },
    better: 'lower',
  },
  {
    id: 503,
    name: 'Gamma-Glutamyl Transferase (GGT)',
    name_de: 'Gamma-Glutamyltransferase (γ-GT)',
    test_name: 'Liver function panel',
    test_name_de: 'Leberwerte',
    unit: 'U/L',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'mU/mL', factor: 1 },
      { unit: 'µkat/L', factor: 60 },
    ],
    loinc: ['2324-2'],
    aliases: [
      'GGT',
      'GGTP',
      'Gamma GT',
      'Gamma-GT',
      'γ-GT',
      'G-GT',
      'Gamma GT (GGTP)',
      'GGTP (Gamma GT)',
      'Gamma-Glutamyltransferase',
      'Gamma-Glutamyl-Transferase',
      'Gamma Glutamyl Transpeptidase',
      'Gamma-Glutamyl Transpeptidase',
    ],
    description:
      'GGT is an enzyme in the cells of the liver and bile ducts. It is one of the most sensitive signs of liver or bile-duct strain.',
    description_de:
      'Die γ-GT ist ein Enzym in den Zellen von Leber und Gallenwegen. Sie ist einer der empfindlichsten Hinweise auf eine Belastung von Leber oder Gallenwegen.',
    indicates:
      'Bile-duct obstruction, fatty liver, alcohol use and enzyme-inducing medicines; helps show whether a raised ALP comes from the liver.',
    indicates_de:
      'Gallestau, Fettleber, Alkoholkonsum und enzyminduzierende Medikamente; zeigt, ob eine erhöhte AP aus der Leber stammt.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (adults: women 5–36, men 8–61 U/L; upper limit spanning both)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 61 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 61, max: null },
      ],
    },
    female: {
      source: 'Mayo Clinic Laboratories reference values (women ≥18 years: 5–36 U/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 36 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 36, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (men ≥18 years: 8–61 U/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 61 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 61, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 504,
    name: 'Alkaline Phosphatase',
    name_de: 'Alkalische Phosphatase',
    test_name: 'Liver function panel',
    test_name_de: 'Leberwerte',
    unit: 'U/L',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'mU/mL', factor: 1 },
      { unit: 'µkat/L', factor: 60 },
    ],
    loinc: ['6768-6'],
    aliases: [
      'ALP',
      'Alkaline Phosphatase (ALP)',
      'Alkaline Phosphatase, Total',
      'Alk. Phosphatase',
      'Alk Phos',
      'ALKP',
      'SAP',
      'Serum Alkaline Phosphatase',
      'AP',
      'AP (alkalische Phosphatase)',
      'Alkalische Phosphatase gesamt',
    ],
    description:
      'Alkaline phosphatase is an enzyme made mostly in the liver, bile ducts and bones. Its level rises when bile flow is blocked or bone turnover is high. Its reference range depends on age: it is much higher in growing children and teenagers, and rises again after menopause.',
    description_de:
      'Die alkalische Phosphatase ist ein Enzym vor allem aus Leber, Gallenwegen und Knochen. Sie steigt bei Gallestau oder erhöhtem Knochenumbau. Ihr Referenzbereich hängt vom Alter ab: Bei Kindern und Jugendlichen im Wachstum ist sie deutlich höher, nach den Wechseljahren steigt sie wieder an.',
    indicates:
      'Bile-duct obstruction or cholestatic liver disease, bone disorders (e.g. Paget’s disease, healing fractures, vitamin D deficiency); low values in hypophosphatasia or zinc/magnesium deficiency.',
    indicates_de:
      'Gallestau oder cholestatische Lebererkrankung, Knochenerkrankungen (z. B. Morbus Paget, heilende Brüche, Vitamin-D-Mangel); niedrige Werte bei Hypophosphatasie oder Zink-/Magnesiummangel.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (adults: women 35–104, men 40–129 U/L; range spanning both)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 35 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 35, max: 129 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 129, max: null },
      ],
    },
    female: {
      source: 'Mayo Clinic Laboratories reference values (women ≥17 years: 35–104 U/L)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 35 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 35, max: 104 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 104, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (men ≥19 years: 40–129 U/L)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 40 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 40, max: 129 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 129, max: null },
      ],
    },
    age_dependent: true,
    better: 'in_range',
  },
  {
    id: 505,
    name: 'Total Bilirubin',
    name_de: 'Gesamtbilirubin',
    test_name: 'Liver function panel',
    test_name_de: 'Leberwerte',
    unit: 'mg/dL',
    units: [
      { unit: 'µmol/L', factor: 0.05848 },
      { unit: 'mg/L', factor: 0.1 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['1975-2', '14631-6'],
    aliases: [
      'Bilirubin',
      'Bilirubin Total',
      'Bilirubin, Total',
      'Bilirubin Total, Serum',
      'Serum Bilirubin',
      'S. Bilirubin',
      'T. Bilirubin',
      'TBIL',
      'T Bili',
      'Bilirubin gesamt',
      'Bilirubin, gesamt',
      'Bilirubin (gesamt)',
    ],
    description:
      'Bilirubin is the yellow pigment left when old red blood cells are broken down. The liver processes it and releases it into the bile.',
    description_de:
      'Bilirubin ist der gelbe Farbstoff, der beim Abbau alter roter Blutkörperchen entsteht. Die Leber verarbeitet ihn und gibt ihn in die Galle ab.',
    indicates:
      'Liver function, bile-duct obstruction and increased red-cell breakdown (haemolysis); mild isolated rises are often Gilbert’s syndrome. Causes jaundice when high.',
    indicates_de:
      'Leberfunktion, Gallestau und vermehrter Abbau roter Blutkörperchen (Hämolyse); leichte isolierte Erhöhungen oft Morbus Meulengracht. Hohe Werte verursachen Gelbsucht.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adults ≥18 years: 0.0–1.2 mg/dL)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 1.2 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 1.2, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 506,
    name: 'Direct Bilirubin',
    name_de: 'Direktes Bilirubin',
    test_name: 'Liver function panel',
    test_name_de: 'Leberwerte',
    unit: 'mg/dL',
    units: [
      { unit: 'µmol/L', factor: 0.05848 },
      { unit: 'mg/L', factor: 0.1 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['1968-7', '14629-0'],
    aliases: [
      'Bilirubin Direct',
      'Bilirubin, Direct',
      'Conjugated Bilirubin',
      'Bilirubin, Conjugated',
      'D. Bilirubin',
      'D Bili',
      'DBIL',
      'Bilirubin direkt',
      'Konjugiertes Bilirubin',
    ],
    description:
      'Direct (conjugated) bilirubin is the part of bilirubin the liver has already processed and is about to pass into the bile.',
    description_de:
      'Direktes (konjugiertes) Bilirubin ist der Anteil, den die Leber bereits verarbeitet hat und in die Galle abgibt.',
    indicates:
      'Liver cell damage and blocked bile flow (gallstones, tumours, cholestatic liver disease).',
    indicates_de:
      'Leberzellschaden und gestörter Galleabfluss (Gallensteine, Tumoren, cholestatische Lebererkrankungen).',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (≥12 months: 0.0–0.3 mg/dL)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 0.3 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 0.3, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 507,
    name: 'Indirect Bilirubin',
    name_de: 'Indirektes Bilirubin',
    test_name: 'Liver function panel (calculated)',
    test_name_de: 'Leberwerte (berechnet)',
    unit: 'mg/dL',
    units: [
      { unit: 'µmol/L', factor: 0.05848 },
      { unit: 'mg/L', factor: 0.1 },
      { unit: 'mg%', factor: 1 },
    ],
    loinc: ['1971-1'],
    aliases: [
      'Bilirubin Indirect',
      'Bilirubin, Indirect',
      'Unconjugated Bilirubin',
      'Bilirubin, Unconjugated',
      'I. Bilirubin',
      'Bilirubin indirekt',
      'Unkonjugiertes Bilirubin',
    ],
    description:
      'Indirect (unconjugated) bilirubin is the part not yet processed by the liver, usually calculated as total minus direct bilirubin.',
    description_de:
      'Indirektes (unkonjugiertes) Bilirubin ist der noch nicht von der Leber verarbeitete Anteil; meist berechnet als Gesamt- minus direktes Bilirubin.',
    indicates:
      'Increased red-cell breakdown (haemolysis) and Gilbert’s syndrome, a harmless inherited condition.',
    indicates_de:
      'Vermehrter Abbau roter Blutkörperchen (Hämolyse) und Morbus Meulengracht, eine harmlose erbliche Besonderheit.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Diagnostic Laboratory Services (Honolulu) reference range (≥2 years: 0–1.0 mg/dL), consistent with Mayo total (≤1.2) minus direct (≤0.3) bilirubin',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 1 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 1, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 508,
    name: 'Albumin',
    name_de: 'Albumin',
    test_name: 'Liver function panel',
    test_name_de: 'Leberwerte',
    unit: 'g/dL',
    // Albumin ≈ 66.5 kDa: 1 µmol/L = 0.00665 g/dL.
    units: [
      { unit: 'g/L', factor: 0.1 },
      { unit: 'gm/dL', factor: 1 },
      { unit: 'g%', factor: 1 },
      { unit: 'gm%', factor: 1 },
      { unit: 'mg/dL', factor: 0.001 },
      { unit: 'µmol/L', factor: 0.00665 },
    ],
    loinc: ['1751-7', '61151-7', '61152-5'],
    aliases: [
      'Albumin, Serum',
      'Serum Albumin',
      'S. Albumin',
      'ALB',
      'Albumin (BCG)',
      'Albumin (BCP)',
      'Albumin im Serum',
    ],
    description:
      'Albumin is the most abundant protein in the blood. It is made by the liver, keeps fluid inside the blood vessels and carries hormones, medicines and minerals.',
    description_de:
      'Albumin ist das häufigste Eiweiß im Blut. Es wird in der Leber gebildet, hält Flüssigkeit in den Blutgefäßen und transportiert Hormone, Medikamente und Mineralstoffe.',
    indicates:
      'Liver synthetic function, nutrition, protein loss through the kidneys (nephrotic syndrome) or gut, and inflammation; high values usually mean dehydration.',
    indicates_de:
      'Syntheseleistung der Leber, Ernährungszustand, Eiweißverlust über Nieren (nephrotisches Syndrom) oder Darm sowie Entzündung; hohe Werte meist bei Flüssigkeitsmangel.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (3.5–5.0 g/dL); Mayo notes that below 2.0 g/dL oedema is usually present',
      bands: [
        { name: 'Very Low', name_de: 'Stark erniedrigt', class_range: 'very_low', min: null, max: 2 },
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: 2, max: 3.5 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 3.5, max: 5 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 5, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 509,
    name: 'Total Protein',
    name_de: 'Gesamteiweiß',
    test_name: 'Liver function panel',
    test_name_de: 'Leberwerte',
    unit: 'g/dL',
    units: [
      { unit: 'g/L', factor: 0.1 },
      { unit: 'gm/dL', factor: 1 },
      { unit: 'g%', factor: 1 },
      { unit: 'gm%', factor: 1 },
    ],
    loinc: ['2885-2'],
    aliases: [
      'Protein, Total',
      'Total Protein, Serum',
      'Serum Total Protein',
      'S. Total Protein',
      'Total Proteins',
      'Proteins, Total',
      'Gesamtprotein',
      'Eiweiß gesamt',
      'Protein gesamt',
      'Gesamteiweiß im Serum',
    ],
    description:
      'Total protein is the sum of albumin and all globulins (including antibodies) in the blood.',
    description_de:
      'Das Gesamteiweiß ist die Summe aus Albumin und allen Globulinen (einschließlich Antikörpern) im Blut.',
    indicates:
      'Nutrition, liver and kidney disease, hydration; high values with chronic inflammation or a monoclonal protein (e.g. myeloma).',
    indicates_de:
      'Ernährungszustand, Leber- und Nierenerkrankungen, Flüssigkeitshaushalt; erhöht bei chronischer Entzündung oder monoklonalem Eiweiß (z. B. Myelom).',
    desired_result: 'Normal',
    ranges: {
      source: 'Quest Diagnostics reference range (adults ≥20 years: 6.1–8.1 g/dL)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 6.1 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 6.1, max: 8.1 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 8.1, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 510,
    name: 'Globulin',
    name_de: 'Globuline',
    test_name: 'Liver function panel (calculated)',
    test_name_de: 'Leberwerte (berechnet)',
    unit: 'g/dL',
    units: [
      { unit: 'g/L', factor: 0.1 },
      { unit: 'gm/dL', factor: 1 },
      { unit: 'g%', factor: 1 },
      { unit: 'gm%', factor: 1 },
    ],
    loinc: ['10834-0', '2336-6'],
    aliases: [
      'Globulin(Calculated)',
      'Globulin, Calculated',
      'Globulins',
      'Total Globulin',
      'Serum Globulin',
      'S. Globulin',
      'Globulin, berechnet',
      'Globuline gesamt',
    ],
    description:
      'Globulins are the blood proteins other than albumin, including antibodies and transport proteins. The value is usually total protein minus albumin.',
    description_de:
      'Globuline sind die Bluteiweiße außer Albumin, darunter Antikörper und Transporteiweiße. Der Wert wird meist als Gesamteiweiß minus Albumin berechnet.',
    indicates:
      'High: chronic infection or inflammation, autoimmune disease, liver cirrhosis, myeloma; low: antibody deficiency or protein loss.',
    indicates_de:
      'Erhöht: chronische Infektion oder Entzündung, Autoimmunerkrankung, Leberzirrhose, Myelom; erniedrigt: Antikörpermangel oder Eiweißverlust.',
    desired_result: 'Normal',
    ranges: {
      source: 'Quest Diagnostics reference range (adults ≥20 years: 1.9–3.7 g/dL, calculated)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 1.9 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 1.9, max: 3.7 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 3.7, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 511,
    name: 'Albumin/Globulin Ratio',
    name_de: 'Albumin/Globulin-Quotient',
    test_name: 'Liver function panel (calculated)',
    test_name_de: 'Leberwerte (berechnet)',
    unit: 'ratio',
    units: [],
    loinc: ['1759-0'],
    aliases: [
      'A : G Ratio',
      'A/G Ratio',
      'A:G Ratio',
      'AG Ratio',
      'Albumin-Globulin Ratio',
      'Albumin/Globulin Ratio, Serum',
      'Albumin-Globulin-Quotient',
      'A/G-Quotient',
    ],
    description: 'Albumin divided by globulin. In health there is somewhat more albumin than globulin.',
    description_de:
      'Albumin geteilt durch Globuline. Normalerweise ist etwas mehr Albumin als Globulin vorhanden.',
    indicates:
      'Low: liver cirrhosis, kidney protein loss, chronic inflammation or myeloma; high: antibody deficiency.',
    indicates_de:
      'Erniedrigt: Leberzirrhose, Eiweißverlust über die Niere, chronische Entzündung oder Myelom; erhöht: Antikörpermangel.',
    desired_result: 'Normal',
    ranges: {
      source: 'Quest Diagnostics reference range (albumin/globulin ratio 1.0–2.5, calculated)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 1 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 1, max: 2.5 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 2.5, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 512,
    name: 'Cholinesterase',
    name_de: 'Cholinesterase',
    test_name: 'Cholinesterase (pseudocholinesterase), serum',
    test_name_de: 'Cholinesterase (Serum)',
    unit: 'U/L',
    units: [
      { unit: 'kU/L', factor: 1000 },
      { unit: 'kIU/L', factor: 1000 },
      { unit: 'U/mL', factor: 1000 },
      { unit: 'IU/L', factor: 1 },
      { unit: 'µkat/L', factor: 60 },
    ],
    loinc: ['2098-2'],
    aliases: [
      'CHE',
      'PCHE',
      'BChE',
      'Cholinesterase (CHE)',
      'Cholinesterase, Serum',
      'Serum Cholinesterase',
      'Pseudocholinesterase',
      'Pseudocholinesterase, Total',
      'Butyrylcholinesterase',
      'Cholinesterase im Serum',
    ],
    description:
      'Cholinesterase (pseudocholinesterase) is an enzyme made by the liver that circulates in the blood and breaks down certain substances, including some anaesthetic drugs.',
    description_de:
      'Die Cholinesterase (Pseudocholinesterase) ist ein in der Leber gebildetes Enzym im Blut, das bestimmte Stoffe abbaut, darunter manche Narkosemittel.',
    indicates:
      'Liver synthetic capacity (low in cirrhosis), poisoning with organophosphate pesticides, inherited enzyme variants with prolonged anaesthesia effects; high in fatty liver.',
    indicates_de:
      'Syntheseleistung der Leber (niedrig bei Zirrhose), Vergiftung mit Organophosphaten (Pflanzenschutzmittel), erbliche Enzymvarianten mit verlängerter Narkosewirkung; erhöht bei Fettleber.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (men 5320–12,920 U/L; women 16–39 years 4260–11,250, other ages 5320–12,920 U/L; range spanning all adults)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 4260 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 4260, max: 12920 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 12920, max: null },
      ],
    },
    female: {
      source:
        'Mayo Clinic Laboratories reference values (women: 4260–11,250 U/L at 16–39 years, 5320–12,920 U/L from 40 years; range spanning both)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 4260 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 4260, max: 12920 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 12920, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (men: 5320–12,920 U/L)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 5320 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 5320, max: 12920 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 12920, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 513,
    name: 'Glutamate Dehydrogenase (GLDH)',
    name_de: 'Glutamatdehydrogenase (GLDH)',
    test_name: 'Liver enzymes',
    test_name_de: 'Leberenzyme',
    unit: 'U/L',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'µkat/L', factor: 60 },
    ],
    loinc: ['2367-1'],
    aliases: [
      'GLDH',
      'GLD',
      'Glutamate Dehydrogenase',
      'Glutamat-Dehydrogenase',
      'Glutamatdehydrogenase',
    ],
    description:
      'GLDH is an enzyme that sits inside the mitochondria of liver cells. It is released only when liver cells are seriously damaged.',
    description_de:
      'Die GLDH ist ein Enzym in den Mitochondrien der Leberzellen. Sie wird erst bei ernsthafter Schädigung der Leberzellen freigesetzt.',
    indicates:
      'Severity of liver cell damage (necrosis), e.g. from poor blood flow, toxins or bile-duct obstruction.',
    indicates_de:
      'Schwere eines Leberzellschadens (Nekrose), z. B. durch Minderdurchblutung, Gifte oder Gallestau.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Roche cobas GLDH reference interval at 37 °C as reported by German and Swiss laboratories (e.g. Fenner Labor, medics labor: women <5.0, men <7.0 U/L; upper limit spanning both)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 7 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 7, max: null },
      ],
    },
    female: {
      source: 'Roche cobas GLDH reference interval at 37 °C (women <5.0 U/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 5 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 5, max: null },
      ],
    },
    male: {
      source: 'Roche cobas GLDH reference interval at 37 °C (men <7.0 U/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 7 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 7, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 514,
    name: 'Ammonia',
    name_de: 'Ammoniak',
    test_name: 'Ammonia (plasma, on ice)',
    test_name_de: 'Ammoniak (Plasma, gekühlt)',
    unit: 'µmol/L',
    // NH3 17.03 g/mol: 1 µg/dL = 0.587 µmol/L.
    units: [
      { unit: 'µg/dL', factor: 0.5872 },
      { unit: 'mcg/dL', factor: 0.5872 },
      { unit: 'mcmol/L', factor: 1 },
    ],
    loinc: ['16362-6', '22763-7'],
    aliases: [
      'NH3',
      'Ammonia, Plasma',
      'Plasma Ammonia',
      'Blood Ammonia',
      'Ammonium',
      'Ammoniak im Plasma',
    ],
    description:
      'Ammonia is a toxic by-product of protein breakdown that a healthy liver turns into urea. The blood sample must be kept cold and tested quickly.',
    description_de:
      'Ammoniak ist ein giftiges Abbauprodukt des Eiweißstoffwechsels, das eine gesunde Leber in Harnstoff umwandelt. Die Blutprobe muss gekühlt und rasch untersucht werden.',
    indicates:
      'Severe liver disease and hepatic encephalopathy (confusion from liver failure), rare inherited urea-cycle disorders, Reye syndrome.',
    indicates_de:
      'Schwere Lebererkrankung und hepatische Enzephalopathie (Verwirrtheit bei Leberversagen), seltene angeborene Harnstoffzyklusdefekte, Reye-Syndrom.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (women ≤51, men ≤60 µmol/L; upper limit spanning both)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 60 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 60, max: null },
      ],
    },
    female: {
      source: 'Mayo Clinic Laboratories reference values (women ≤51 µmol/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 51 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 51, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (men ≤60 µmol/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 60 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 60, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 515,
    name: 'Total Bile Acids',
    name_de: 'Gallensäuren (gesamt)',
    test_name: 'Bile acids, total (fasting serum)',
    test_name_de: 'Gesamtgallensäuren (nüchtern, Serum)',
    unit: 'µmol/L',
    units: [
      { unit: 'nmol/mL', factor: 1 },
      { unit: 'mcmol/L', factor: 1 },
    ],
    loinc: ['14628-2'],
    aliases: [
      'Bile Acids',
      'Bile Acids, Total',
      'Serum Bile Acids',
      'Bile Salts, Total',
      'TBA',
      'Gallensäuren',
      'Gesamtgallensäuren',
    ],
    description:
      'Bile acids are made by the liver from cholesterol to digest fat, and are normally recycled from the gut back to the liver very efficiently.',
    description_de:
      'Gallensäuren bildet die Leber aus Cholesterin zur Fettverdauung; normalerweise werden sie aus dem Darm sehr effizient zur Leber zurückgeführt.',
    indicates:
      'Liver and bile-flow problems; the key test for intrahepatic cholestasis of pregnancy.',
    indicates_de:
      'Störungen von Leber und Galleabfluss; zentraler Test bei Schwangerschaftscholestase.',
    desired_result: 'Normal',
    ranges: {
      source:
        'ARUP Laboratories and Mayo Clinic Laboratories reference interval (fasting: ≤10 µmol/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 10 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 10, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 516,
    name: 'FIB-4 Fibrosis Score',
    name_de: 'FIB-4-Fibrose-Score',
    test_name: 'FIB-4 index (calculated from age, AST, ALT and platelets)',
    test_name_de: 'FIB-4-Index (berechnet aus Alter, AST, ALT und Thrombozyten)',
    unit: 'score',
    units: [],
    loinc: ['98488-0'],
    aliases: ['FIB-4', 'FIB4', 'FIB-4 Index', 'FIB-4 Score', 'Fibrosis-4 Index', 'FIB-4-Score'],
    description:
      'FIB-4 combines age, AST, ALT and platelet count into a score that estimates the chance of scarring (fibrosis) in the liver.',
    description_de:
      'FIB-4 verknüpft Alter, AST, ALT und Thrombozytenzahl zu einem Wert, der die Wahrscheinlichkeit einer Vernarbung (Fibrose) der Leber abschätzt.',
    indicates:
      'Risk of advanced liver fibrosis, mainly in fatty liver disease (MASLD); less reliable under 35 and over 65 years.',
    indicates_de:
      'Risiko einer fortgeschrittenen Leberfibrose, vor allem bei Fettlebererkrankung (MASLD); unter 35 und über 65 Jahren weniger zuverlässig.',
    desired_result: 'Low Risk',
    ranges: {
      source:
        'AGA Clinical Care Pathway for Nonalcoholic Fatty Liver Disease (Kanwal et al., Gastroenterology 2021): <1.3 low, 1.3–2.67 indeterminate, >2.67 high risk',
      bands: [
        { name: 'Low Risk', name_de: 'Geringes Risiko', class_range: 'optimal', min: null, max: 1.3 },
        {
          name: 'Indeterminate',
          name_de: 'Unklar',
          class_range: 'indeterminate',
          min: 1.3,
          max: 2.67,
        },
        { name: 'High Risk', name_de: 'Hohes Risiko', class_range: 'high', min: 2.67, max: null },
      ],
    },
    better: 'lower',
  },
];
