import type { CatalogueBiomarker } from '../catalogue-types';

/** Category 7: ids 701–799. */
export const BONE_HEALTH: readonly CatalogueBiomarker[] = [
  {
    id: 701,
    name: 'Vitamin D (25-Hydroxy)',
    name_de: '25-OH-Vitamin D',
    test_name: 'Vitamin D test',
    test_name_de: 'Vitamin-D-Bestimmung',
    unit: 'ng/mL',
    units: [
      { unit: 'nmol/L', factor: 0.4006 },
      { unit: 'µg/L', factor: 1 },
    ],
    // Total 25-OH vitamin D (D2 + D3); 1989-3 is 25-OH vitamin D3 alone.
    loinc: ['62292-8', '35365-6'],
    aliases: [
      'Vitamin D',
      'Vitamin D, 25-Hydroxy',
      'VITAMIN D, 25 - HYDROXY, SERUM',
      'Vitamin D 25-OH',
      'Vitamin D (25-OH)',
      'Vitamin D, 25-OH, Total',
      'Vitamin D Total',
      'Total Vitamin D',
      '25-Hydroxyvitamin D',
      '25-Hydroxy Vitamin D',
      '25-Hydroxy-Vitamin D',
      '25-OH Vitamin D',
      '25(OH)D',
      '25(OH) Vitamin D',
      '25-OH-D',
      '25-OH-Vitamin D3',
      '25-Hydroxyvitamin D2+D3',
      'Vitamin D3',
      'Vitamin D3 (25-OH)',
      '25-Hydroxycholecalciferol',
      'Calcidiol',
      'Vit. D',
      '25-Hydroxy-Vitamin D3',
    ],
    description:
      '25-hydroxy vitamin D is the storage form of vitamin D in the blood. It reflects what you get from sunlight, food and supplements over the past weeks.',
    description_de:
      '25-OH-Vitamin D ist die Speicherform des Vitamin D im Blut. Es zeigt, wie viel Vitamin D in den letzten Wochen über Sonne, Nahrung und Präparate aufgenommen wurde.',
    indicates:
      'Vitamin D status: deficiency (risk of osteomalacia, osteoporosis, falls) or excess from over-supplementation.',
    indicates_de:
      'Vitamin-D-Versorgung: Mangel (Risiko für Osteomalazie, Osteoporose, Stürze) oder Überdosierung durch Präparate.',
    desired_result: 'Sufficient',
    ranges: {
      source:
        'Endocrine Society 2011 Vitamin D Guideline (Holick et al.); toxicity threshold >150 ng/mL per Mayo Clinic Laboratories',
      bands: [
        { name: 'Deficient', name_de: 'Mangel', class_range: 'low', min: null, max: 20 },
        { name: 'Insufficient', name_de: 'Unzureichend', class_range: 'below_normal', min: 20, max: 30 },
        { name: 'Sufficient', name_de: 'Ausreichend', class_range: 'optimal', min: 30, max: 100 },
        { name: 'High', name_de: 'Hoch', class_range: 'above_normal', min: 100, max: 150 },
        { name: 'Potentially Toxic', name_de: 'Potenziell toxisch', class_range: 'very_high', min: 150, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 702,
    name: 'Parathyroid Hormone (PTH), Intact',
    name_de: 'Parathormon (PTH), intakt',
    test_name: 'Parathyroid hormone test',
    test_name_de: 'Parathormon-Bestimmung',
    unit: 'pg/mL',
    units: [
      { unit: 'pmol/L', factor: 9.43 },
      { unit: 'ng/L', factor: 1 },
    ],
    loinc: ['2731-8'],
    aliases: [
      'PTH',
      'Intact PTH',
      'PTH, Intact',
      'PTH Intact',
      'iPTH',
      'Parathyroid Hormone',
      'Parathormone',
      'Parathyrin',
      'Parathormon',
      'PTH intakt',
      'Intaktes PTH',
      'Nebenschilddrüsenhormon',
    ],
    description:
      'PTH is made by the four small parathyroid glands in the neck. It keeps blood calcium steady by drawing calcium from bone, saving it in the kidneys and activating vitamin D.',
    description_de:
      'PTH wird von den vier kleinen Nebenschilddrüsen am Hals gebildet. Es hält das Blutcalcium konstant, indem es Calcium aus dem Knochen löst, in der Niere zurückhält und Vitamin D aktiviert.',
    indicates:
      'Hyper- and hypoparathyroidism, secondary hyperparathyroidism from vitamin D deficiency or kidney disease, and causes of abnormal calcium.',
    indicates_de:
      'Über- und Unterfunktion der Nebenschilddrüsen, sekundärer Hyperparathyreoidismus bei Vitamin-D-Mangel oder Nierenerkrankung sowie Ursachen gestörter Calciumwerte.',
    desired_result: 'Normal',
    ranges: {
      source: "Davis's Lab & Diagnostic Tests (ECLIA, adults: 15–65 pg/mL)",
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 15 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 15, max: 65 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 65, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 703,
    name: '1,25-Dihydroxyvitamin D',
    name_de: '1,25-Dihydroxy-Vitamin D',
    test_name: 'Vitamin D, 1,25-dihydroxy',
    test_name_de: '1,25-Dihydroxy-Vitamin D (Calcitriol)',
    unit: 'pg/mL',
    units: [
      { unit: 'pmol/L', factor: 0.4167 },
      { unit: 'ng/L', factor: 1 },
    ],
    loinc: ['62290-2'],
    aliases: [
      'Calcitriol',
      '1,25-Dihydroxy Vitamin D',
      '1,25-Dihydroxy-Vitamin D3',
      '1,25-Dihydroxyvitamin D3',
      'Vitamin D, 1,25-Dihydroxy',
      '1,25-(OH)2 Vitamin D',
      '1,25(OH)2D',
      '1,25-OH2-Vitamin D3',
      '1,25-Dihydroxycholecalciferol',
      'Vitamin D3, 1,25-Dihydroxy',
    ],
    description:
      'Calcitriol is the active hormone form of vitamin D, made mainly in the kidneys. It controls how much calcium and phosphate the gut absorbs.',
    description_de:
      'Calcitriol ist die aktive Hormonform des Vitamin D und wird vor allem in der Niere gebildet. Es steuert, wie viel Calcium und Phosphat der Darm aufnimmt.',
    indicates:
      'Kidney disease and hypoparathyroidism (low), sarcoidosis and other granulomatous diseases or primary hyperparathyroidism (high); not a measure of vitamin D stores.',
    indicates_de:
      'Nierenerkrankung und Hypoparathyreoidismus (erniedrigt), Sarkoidose und andere granulomatöse Erkrankungen oder primärer Hyperparathyreoidismus (erhöht); kein Maß für die Vitamin-D-Speicher.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (≥16 y: males 18–64, females 18–78 pg/mL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 18 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 18, max: 78 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 78, max: null },
      ],
    },
    female: {
      source: 'Mayo Clinic Laboratories reference values (females ≥16 y: 18–78 pg/mL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 18 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 18, max: 78 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 78, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (males ≥16 y: 18–64 pg/mL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 18 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 18, max: 64 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 64, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 704,
    name: 'Bone-Specific Alkaline Phosphatase',
    name_de: 'Knochenspezifische alkalische Phosphatase',
    test_name: 'Bone turnover markers',
    test_name_de: 'Knochenstoffwechselmarker',
    unit: 'µg/L',
    units: [{ unit: 'ng/mL', factor: 1 }],
    loinc: ['17838-4'],
    aliases: [
      'Bone ALP',
      'Bone Alkaline Phosphatase',
      'Alkaline Phosphatase, Bone',
      'Bone-Specific ALP',
      'BAP',
      'BALP',
      'B-ALP',
      'Skeletal Alkaline Phosphatase',
      'Ostase',
      'Knochen-AP',
      'Knochen-ALP',
      'Knochenphosphatase',
      'Alkalische Phosphatase, knochenspezifisch',
    ],
    description:
      'The part of alkaline phosphatase that comes from bone-building cells (osteoblasts). It rises when new bone is being formed quickly.',
    description_de:
      'Der Anteil der alkalischen Phosphatase, der von den knochenaufbauenden Zellen (Osteoblasten) stammt. Er steigt, wenn rasch neuer Knochen gebildet wird.',
    indicates:
      "Bone formation rate: Paget's disease, osteomalacia, bone metastases and high bone turnover; response to osteoporosis treatment.",
    indicates_de:
      'Knochenneubildung: Morbus Paget, Osteomalazie, Knochenmetastasen und hoher Knochenumsatz; Ansprechen auf eine Osteoporose-Therapie.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adults: males ≤20, postmenopausal females ≤22 µg/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 22 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 22, max: null },
      ],
    },
    female: {
      // Premenopausal interval; ≤22 µg/L is usual after menopause, where the premenopausal range
      // is the usual treatment target.
      source: 'Mayo Clinic Laboratories reference values (premenopausal females ≤14 µg/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 14 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 14, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (adult males ≤20 µg/L)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 20 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 20, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 705,
    name: 'P1NP (Procollagen Type 1 N-Terminal Propeptide)',
    name_de: 'P1NP (N-terminales Propeptid des Typ-1-Prokollagens)',
    test_name: 'Bone turnover markers',
    test_name_de: 'Knochenstoffwechselmarker',
    unit: 'µg/L',
    units: [{ unit: 'ng/mL', factor: 1 }],
    loinc: ['77370-5'],
    aliases: [
      'P1NP',
      'PINP',
      'Total P1NP',
      'Total-P1NP',
      'Intact P1NP',
      'Procollagen I Intact N-Terminal',
      'Procollagen Type 1 N-Propeptide',
      'Procollagen Type I N-Terminal Propeptide',
      'Prokollagen-Typ-1-N-Propeptid',
    ],
    description:
      'P1NP is a fragment released when bone-building cells lay down new collagen. It is the reference marker of bone formation.',
    description_de:
      'P1NP ist ein Bruchstück, das frei wird, wenn knochenaufbauende Zellen neues Kollagen bilden. Es ist der Referenzmarker der Knochenneubildung.',
    indicates:
      'Bone formation; monitoring of osteoporosis therapy (falls on antiresorptive drugs, rises on bone-building drugs) and high-turnover bone disease.',
    indicates_de:
      'Knochenneubildung; Verlaufskontrolle einer Osteoporose-Therapie (sinkt unter Antiresorptiva, steigt unter osteoanabolen Medikamenten) und Erkrankungen mit hohem Knochenumsatz.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adult males 22–87, premenopausal females 19–83 µg/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'below_normal', min: null, max: 19 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 19, max: 87 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 87, max: null },
      ],
    },
    female: {
      // Premenopausal interval (postmenopausal 16–96 µg/L); the premenopausal range is the
      // IOF/IFCC treatment target for bone turnover markers.
      source: 'Mayo Clinic Laboratories reference values (premenopausal females 19–83 µg/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'below_normal', min: null, max: 19 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 19, max: 83 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 83, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (adult males 22–87 µg/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'below_normal', min: null, max: 22 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 22, max: 87 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 87, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 706,
    name: 'CTX (Beta-CrossLaps)',
    name_de: 'Beta-CrossLaps (CTX)',
    test_name: 'Bone turnover markers',
    test_name_de: 'Knochenstoffwechselmarker',
    unit: 'pg/mL',
    units: [
      { unit: 'ng/mL', factor: 1000 },
      { unit: 'ng/L', factor: 1 },
      { unit: 'µg/L', factor: 1000 },
    ],
    loinc: ['41171-0'],
    aliases: [
      'CTX',
      'Beta-CTX',
      'B-CTX',
      'Serum CTX',
      'Beta-CrossLaps',
      'Beta CrossLaps',
      'β-CrossLaps',
      'C-Telopeptide',
      'C-Terminal Telopeptide',
      'C-Telopeptide, Beta-Cross-Linked',
      'Carboxy-Terminal Collagen Crosslinks',
      'Collagen Type I C-Telopeptide',
      'C-terminales Telopeptid',
      'Beta-CrossLaps im Serum',
    ],
    description:
      'CTX is a fragment of bone collagen released when bone is broken down. It is the reference marker of bone resorption; take it fasting in the morning.',
    description_de:
      'CTX ist ein Bruchstück des Knochenkollagens, das beim Knochenabbau frei wird. Es ist der Referenzmarker des Knochenabbaus und wird morgens nüchtern bestimmt.',
    indicates:
      'Bone resorption; response to antiresorptive osteoporosis treatment (bisphosphonates, denosumab, hormone therapy) and high-turnover bone disease.',
    indicates_de:
      'Knochenabbau; Ansprechen auf eine antiresorptive Osteoporose-Therapie (Bisphosphonate, Denosumab, Hormontherapie) und Erkrankungen mit hohem Knochenumsatz.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (males 30–39 y: 225–936 pg/mL)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 936 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 936, max: null },
      ],
    },
    female: {
      // Premenopausal interval (postmenopausal 177–1015 pg/mL); the premenopausal range is the
      // IOF/IFCC treatment target for bone turnover markers.
      source: 'Mayo Clinic Laboratories reference values (premenopausal females 136–689 pg/mL)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 689 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 689, max: null },
      ],
    },
    male: {
      // The male upper limit falls with age (18–29 y: 1019, 60–69 y: 752 pg/mL).
      source: 'Mayo Clinic Laboratories reference values (males 30–39 y: 225–936 pg/mL)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 936 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 936, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 707,
    name: 'Osteocalcin',
    name_de: 'Osteocalcin',
    test_name: 'Bone turnover markers',
    test_name_de: 'Knochenstoffwechselmarker',
    unit: 'ng/mL',
    units: [{ unit: 'µg/L', factor: 1 }],
    loinc: ['2697-1'],
    aliases: [
      'Osteocalcin, Serum',
      'N-MID Osteocalcin',
      'N-Mid-Osteocalcin',
      'Bone Gla Protein',
      'BGP',
      'Osteokalzin',
    ],
    description:
      'Osteocalcin is a protein made by bone-building cells and built into the bone matrix; part of it spills into the blood.',
    description_de:
      'Osteocalcin ist ein Eiweiß, das von knochenaufbauenden Zellen gebildet und in die Knochenmatrix eingebaut wird; ein Teil gelangt ins Blut.',
    indicates:
      "Bone turnover: high in Paget's disease, hyperparathyroidism, bone metastases and renal osteodystrophy; falls on antiresorptive treatment.",
    indicates_de:
      'Knochenumsatz: erhöht bei Morbus Paget, Hyperparathyreoidismus, Knochenmetastasen und renaler Osteodystrophie; sinkt unter antiresorptiver Therapie.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adults ≥18 y: 9–42 ng/mL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 9 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 9, max: 42 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 42, max: null },
      ],
    },
    better: 'in_range',
  },
];
