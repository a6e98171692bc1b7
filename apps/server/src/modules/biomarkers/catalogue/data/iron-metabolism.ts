import type { CatalogueBiomarker, CatalogueUnit } from '../catalogue-types';

/** Iron (Fe, 55.845 g/mol): 1 µmol/L = 5.585 µg/dL. Shared by serum iron, TIBC and UIBC. */
const IRON_UNITS: readonly CatalogueUnit[] = [
  { unit: 'µmol/L', factor: 5.585 },
  { unit: 'µg/L', factor: 0.1 },
  { unit: 'mg/L', factor: 100 },
  { unit: 'mcg/dL', factor: 1 },
];

/** Category 8: ids 801–899. */
export const IRON_METABOLISM: readonly CatalogueBiomarker[] = [
  {
    id: 801,
    name: 'Ferritin',
    name_de: 'Ferritin',
    test_name: 'Iron panel',
    test_name_de: 'Eisenstatus',
    unit: 'ng/mL',
    units: [
      { unit: 'µg/L', factor: 1 },
      { unit: 'mcg/L', factor: 1 },
      // Ferritin ≈ 450 kDa: 1 ng/mL = 2.247 pmol/L.
      { unit: 'pmol/L', factor: 0.445 },
    ],
    loinc: ['2276-4', '20567-4'],
    aliases: [
      'Serum Ferritin',
      'Ferritin, Serum',
      'S. Ferritin',
      'Ferritin (S)',
      'Ferritin im Serum',
      'Serumferritin',
      'FERR',
    ],
    description:
      'Ferritin is the protein that stores iron inside the body’s cells; the small amount in blood mirrors how full the iron stores are. It is the single most useful test for iron deficiency.',
    description_de:
      'Ferritin ist das Eiweiß, in dem der Körper Eisen in den Zellen speichert; die kleine Menge im Blut spiegelt wider, wie voll die Eisenspeicher sind. Es ist der wichtigste Einzeltest für Eisenmangel.',
    indicates:
      'Iron stores: low values prove iron deficiency; high values occur with iron overload (haemochromatosis), but also with inflammation, infection, liver disease and fatty liver.',
    indicates_de:
      'Eisenspeicher: niedrige Werte beweisen einen Eisenmangel; hohe Werte treten bei Eisenüberladung (Hämochromatose), aber auch bei Entzündung, Infektion, Lebererkrankung und Fettleber auf.',
    desired_result: 'Normal',
    // WHO 2020: <15 µg/L = iron deficiency in apparently healthy adults (with inflammation <70);
    // >150 (women) / >200 (men) = risk of iron overload. EASL 2022: >1000 µg/L flags advanced liver damage risk.
    ranges: {
      source:
        'WHO 2020 guideline on use of ferritin concentrations to assess iron status; EASL 2022 Clinical Practice Guidelines on haemochromatosis (>1000 µg/L)',
      bands: [
        { name: 'Iron Deficiency', name_de: 'Eisenmangel', class_range: 'low', min: null, max: 15 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 15, max: 200 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 200, max: 1000 },
        { name: 'Very High', name_de: 'Sehr hoch', class_range: 'very_high', min: 1000, max: null },
      ],
    },
    female: {
      source:
        'WHO 2020 guideline on use of ferritin concentrations to assess iron status; EASL 2022 Clinical Practice Guidelines on haemochromatosis (>1000 µg/L)',
      bands: [
        { name: 'Iron Deficiency', name_de: 'Eisenmangel', class_range: 'low', min: null, max: 15 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 15, max: 150 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 150, max: 1000 },
        { name: 'Very High', name_de: 'Sehr hoch', class_range: 'very_high', min: 1000, max: null },
      ],
    },
    male: {
      source:
        'WHO 2020 guideline on use of ferritin concentrations to assess iron status; EASL 2022 Clinical Practice Guidelines on haemochromatosis (>1000 µg/L)',
      bands: [
        { name: 'Iron Deficiency', name_de: 'Eisenmangel', class_range: 'low', min: null, max: 15 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 15, max: 200 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 200, max: 1000 },
        { name: 'Very High', name_de: 'Sehr hoch', class_range: 'very_high', min: 1000, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 802,
    name: 'Serum Iron',
    name_de: 'Eisen',
    test_name: 'Iron panel',
    test_name_de: 'Eisenstatus',
    unit: 'µg/dL',
    units: IRON_UNITS,
    loinc: ['2498-4', '14798-3'],
    aliases: [
      'Iron',
      'Iron, Serum',
      'Iron, Total',
      'Total Iron',
      'S. Iron',
      'Serum Iron (Fe)',
      'Fe',
      'Eisen im Serum',
      'Serumeisen',
      'Eisen (Serum)',
    ],
    description:
      'Serum iron is the iron travelling in the blood, bound to transferrin, at the moment of the blood draw. It swings through the day and after meals, so it is read together with ferritin and transferrin saturation.',
    description_de:
      'Das Serumeisen ist das im Blut an Transferrin gebunden transportierte Eisen zum Zeitpunkt der Blutentnahme. Es schwankt im Tagesverlauf und nach Mahlzeiten und wird deshalb zusammen mit Ferritin und Transferrinsättigung beurteilt.',
    indicates:
      'Iron supply to the body: low in iron deficiency and inflammation, high in iron overload, haemolysis, liver damage or after iron tablets.',
    indicates_de:
      'Eisenversorgung: niedrig bei Eisenmangel und Entzündung, hoch bei Eisenüberladung, Hämolyse, Leberschaden oder nach Eiseneinnahme.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (FEC: iron, adults)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 35 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 35, max: 150 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 150, max: null },
      ],
    },
    female: {
      source: 'Mayo Clinic Laboratories reference values (FEC: iron, females)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 35 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 35, max: 145 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 145, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (FEC: iron, males)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 50 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 50, max: 150 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 150, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 803,
    name: 'Transferrin Saturation',
    name_de: 'Transferrinsättigung',
    test_name: 'Iron panel',
    test_name_de: 'Eisenstatus',
    unit: '%',
    units: [],
    loinc: ['2502-3'],
    aliases: [
      'TSAT',
      'TSAT %',
      'Transferrin Saturation (TSAT)',
      '% Transferrin Saturation',
      'Percent Saturation',
      'Iron Saturation',
      '% Saturation',
      'Transferrin-Sättigung',
      'Transferrin Sättigung',
      'Eisensättigung',
      'TfS',
    ],
    description:
      'Transferrin saturation is the share of the iron-transport protein transferrin that is actually carrying iron, calculated from serum iron and iron-binding capacity.',
    description_de:
      'Die Transferrinsättigung gibt an, welcher Anteil des Eisentransportproteins Transferrin tatsächlich mit Eisen beladen ist; sie wird aus Serumeisen und Eisenbindungskapazität berechnet.',
    indicates:
      'Iron available for blood formation: low in iron deficiency; above 45 % it is the first screening sign of iron overload such as hereditary haemochromatosis.',
    indicates_de:
      'Für die Blutbildung verfügbares Eisen: niedrig bei Eisenmangel; über 45 % erstes Suchzeichen einer Eisenüberladung wie der erblichen Hämochromatose.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (FEC: percent saturation 14–50 %); EASL 2022 Clinical Practice Guidelines on haemochromatosis (TSAT >45 %)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 14 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 14, max: 45 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 45, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 804,
    name: 'Transferrin',
    name_de: 'Transferrin',
    test_name: 'Iron panel',
    test_name_de: 'Eisenstatus',
    unit: 'mg/dL',
    units: [
      { unit: 'g/L', factor: 100 },
      { unit: 'mg/L', factor: 0.1 },
      // Transferrin ≈ 79.6 kDa: 1 µmol/L = 7.96 mg/dL.
      { unit: 'µmol/L', factor: 7.96 },
    ],
    loinc: ['3034-6'],
    aliases: ['Serum Transferrin', 'Transferrin, Serum', 'Transferrin im Serum', 'TRF', 'Siderophilin'],
    description:
      'Transferrin is the protein that carries iron in the blood from the gut and the stores to the bone marrow. The liver makes more of it when iron runs short.',
    description_de:
      'Transferrin ist das Eiweiß, das Eisen im Blut vom Darm und aus den Speichern zum Knochenmark transportiert. Bei Eisenmangel bildet die Leber mehr davon.',
    indicates:
      'Iron status and protein synthesis: high in iron deficiency, pregnancy and with the pill; low in inflammation, iron overload, malnutrition, liver disease and protein loss.',
    indicates_de:
      'Eisenstatus und Eiweißsynthese: hoch bei Eisenmangel, Schwangerschaft und unter der Pille; niedrig bei Entzündung, Eisenüberladung, Mangelernährung, Lebererkrankung und Eiweißverlust.',
    desired_result: 'Normal',
    ranges: {
      source: 'Davis’s Lab & Diagnostic Tests (transferrin, adults 215–380 mg/dL)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 215 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 215, max: 380 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 380, max: null },
      ],
    },
    female: {
      source: 'Davis’s Lab & Diagnostic Tests (transferrin, adult females)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 250 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 250, max: 380 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 380, max: null },
      ],
    },
    male: {
      source: 'Davis’s Lab & Diagnostic Tests (transferrin, adult males)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 215 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 215, max: 365 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 365, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 805,
    name: 'Total Iron-Binding Capacity (TIBC)',
    name_de: 'Totale Eisenbindungskapazität (TEBK)',
    test_name: 'Iron panel',
    test_name_de: 'Eisenstatus',
    unit: 'µg/dL',
    units: IRON_UNITS,
    loinc: ['2500-7', '14800-7'],
    aliases: [
      'TIBC',
      'Total Iron Binding Capacity',
      'Iron Binding Capacity',
      'Iron Binding Capacity, Total',
      'IBC',
      'TEBK',
      'Totale Eisenbindungskapazität',
      'Eisenbindungskapazität',
      'Eisenbindungskapazität gesamt',
    ],
    description:
      'TIBC measures how much iron the blood’s transferrin could carry if it were fully loaded. It is an indirect measure of transferrin.',
    description_de:
      'Die TEBK misst, wie viel Eisen das Transferrin im Blut bei voller Beladung transportieren könnte. Sie ist ein indirektes Maß für das Transferrin.',
    indicates:
      'Iron status: high in iron deficiency and pregnancy; low in inflammation, iron overload, malnutrition and liver disease.',
    indicates_de:
      'Eisenstatus: hoch bei Eisenmangel und Schwangerschaft; niedrig bei Entzündung, Eisenüberladung, Mangelernährung und Lebererkrankung.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (FEC: total iron-binding capacity)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 250 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 250, max: 400 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 400, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 806,
    name: 'Unsaturated Iron-Binding Capacity (UIBC)',
    name_de: 'Latente Eisenbindungskapazität (UIBC)',
    test_name: 'Iron panel',
    test_name_de: 'Eisenstatus',
    unit: 'µg/dL',
    units: IRON_UNITS,
    loinc: ['2501-5', '22753-8'],
    aliases: [
      'UIBC',
      'Unsaturated Iron Binding Capacity',
      'Iron Binding Capacity, Unsaturated',
      'Latent Iron Binding Capacity',
      'Latente Eisenbindungskapazität',
      'Freie Eisenbindungskapazität',
      'LEBK',
    ],
    description:
      'UIBC is the part of transferrin’s iron-carrying capacity that is still free. Added to serum iron it gives the total iron-binding capacity.',
    description_de:
      'Die UIBC ist der noch freie Teil der Eisenbindungskapazität des Transferrins. Zusammen mit dem Serumeisen ergibt sie die totale Eisenbindungskapazität.',
    indicates:
      'Iron status: high in iron deficiency; low in iron overload (haemochromatosis), inflammation and liver disease.',
    indicates_de:
      'Eisenstatus: hoch bei Eisenmangel; niedrig bei Eisenüberladung (Hämochromatose), Entzündung und Lebererkrankung.',
    desired_result: 'Normal',
    ranges: {
      source: 'Wisconsin Diagnostic Laboratories reference value (UIBC, Nitroso-PSAP method)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 112 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 112, max: 347 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 347, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 807,
    name: 'Soluble Transferrin Receptor (sTfR)',
    name_de: 'Löslicher Transferrinrezeptor (sTfR)',
    test_name: 'Iron panel',
    test_name_de: 'Eisenstatus',
    unit: 'mg/L',
    units: [
      { unit: 'µg/mL', factor: 1 },
      { unit: 'mcg/mL', factor: 1 },
    ],
    loinc: ['30248-9'],
    aliases: [
      'sTfR',
      'Soluble Transferrin Receptor',
      'Transferrin Receptor, Soluble',
      'Serum Transferrin Receptor',
      'sTfR, Serum',
      'Löslicher Transferrinrezeptor',
      'Transferrinrezeptor, löslich',
      'Transferrin-Rezeptor',
      'sTFR-Konzentration',
    ],
    description:
      'Cells that need iron put transferrin receptors on their surface; a fragment of these receptors circulates in blood. It rises when the bone marrow is short of iron and, unlike ferritin, is hardly affected by inflammation.',
    description_de:
      'Zellen mit Eisenbedarf bilden Transferrinrezeptoren auf ihrer Oberfläche; ein Bruchstück davon zirkuliert im Blut. Der Wert steigt, wenn dem Knochenmark Eisen fehlt, und wird anders als Ferritin kaum durch Entzündungen beeinflusst.',
    indicates:
      'Iron-deficient blood formation, also when inflammation masks the ferritin; also raised when red-cell production is increased (haemolysis, thalassaemia).',
    indicates_de:
      'Eisenmangel der Blutbildung, auch wenn eine Entzündung das Ferritin verfälscht; ebenfalls erhöht bei gesteigerter Blutbildung (Hämolyse, Thalassämie).',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (STFR, immunoturbidimetric assay)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'below_normal', min: null, max: 1.8 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 1.8, max: 4.6 },
        { name: 'High', name_de: 'Hoch', class_range: 'elevated', min: 4.6, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 808,
    name: 'Reticulocyte Hemoglobin (Ret-He)',
    name_de: 'Retikulozyten-Hämoglobin (Ret-He)',
    test_name: 'Reticulocyte count',
    test_name_de: 'Retikulozytenzählung',
    unit: 'pg',
    units: [
      // Haemoglobin monomer 16.114 g/mmol: 1 fmol = 16.114 pg.
      { unit: 'fmol', factor: 16.114 },
    ],
    loinc: ['71694-4'],
    aliases: [
      'Ret-He',
      'RET-He',
      'Ret He',
      'Ret-Hb',
      'RET-Y',
      'CHr',
      'Reticulocyte Hemoglobin',
      'Reticulocyte Haemoglobin',
      'Reticulocyte Hemoglobin Equivalent',
      'Reticulocyte Hemoglobin Content',
      'Retikulozytenhämoglobin',
      'Hämoglobingehalt der Retikulozyten',
    ],
    description:
      'Ret-He is the amount of hemoglobin in the youngest red blood cells, which left the bone marrow one to two days ago. It shows whether the marrow has enough iron right now.',
    description_de:
      'Das Ret-He ist der Hämoglobingehalt der jüngsten roten Blutkörperchen, die das Knochenmark vor ein bis zwei Tagen verlassen haben. Es zeigt, ob dem Knochenmark gerade genug Eisen zur Verfügung steht.',
    indicates:
      'Current iron supply for blood formation: low in iron deficiency (also with inflammation) and thalassaemia; rises within days of effective iron treatment.',
    indicates_de:
      'Aktuelle Eisenversorgung der Blutbildung: niedrig bei Eisenmangel (auch bei Entzündung) und Thalassämie; steigt wenige Tage nach wirksamer Eisengabe an.',
    desired_result: 'Normal',
    ranges: {
      source: 'Davis’s Lab & Diagnostic Tests (reticulocyte hemoglobin, adults 30–35 pg/cell)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 30 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 30, max: 35 },
        { name: 'High', name_de: 'Hoch', class_range: 'above_normal', min: 35, max: null },
      ],
    },
    better: 'in_range',
  },
];
