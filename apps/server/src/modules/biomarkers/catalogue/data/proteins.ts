import type {
  CatalogueBand,
  CatalogueBiomarker,
  CatalogueRangeSet,
  ClassRange,
} from '../catalogue-types';

function band(
  name: string,
  name_de: string,
  class_range: ClassRange,
  min: number | null,
  max: number | null,
): CatalogueBand {
  return { name, name_de, class_range, min, max };
}

/** Low / Normal / High around one reference interval. */
function lowNormalHigh(source: string, low: number, high: number): CatalogueRangeSet {
  return {
    source,
    bands: [
      band('Low', 'Niedrig', 'low', null, low),
      band('Normal', 'Normal', 'normal', low, high),
      band('High', 'Hoch', 'high', high, null),
    ],
  };
}

/*
 * Electrophoresis fractions are method-dependent: these are capillary zone electrophoresis
 * (Sebia CAPILLARYS) intervals; agarose-gel intervals differ by a few percentage points.
 * Relative fractions cannot be converted to g/dL without the total protein, so the absolute
 * fractions are separate biomarkers (the printed name is shared, told apart by the unit).
 */
const CZE_PERCENT =
  'Sebia CAPILLARYS capillary zone electrophoresis adult reference intervals (Labor Berlin; Klinikum Braunschweig)';
const CZE_ABSOLUTE =
  'Capillary zone electrophoresis adult reference intervals, Universitätsklinikum Düsseldorf Zentrallabor';
const SPEP = { test_name: 'Serum protein electrophoresis', test_name_de: 'Serumeiweißelektrophorese' };
const FRACTION_UNITS = [
  { unit: 'g/L', factor: 0.1 },
  { unit: 'mg/dL', factor: 0.001 },
];
const IMMUNOGLOBULIN_UNITS = [
  { unit: 'g/L', factor: 100 },
  { unit: 'mg/mL', factor: 100 },
  { unit: 'mg/L', factor: 0.1 },
];
const FLC_UNITS = [
  { unit: 'mg/dL', factor: 10 },
  { unit: 'µg/mL', factor: 1 },
  { unit: 'g/L', factor: 1000 },
];
const FLC_SOURCE =
  'Katzmann et al., Clin Chem 2002 (Freelite serum free light chain reference intervals, as used by Mayo Clinic Laboratories)';

/** Category 17: ids 1701–1799. */
export const PROTEINS: readonly CatalogueBiomarker[] = [
  {
    id: 1701,
    name: 'Albumin (Electrophoresis)',
    name_de: 'Albumin (Elektrophorese)',
    ...SPEP,
    unit: '%',
    units: [],
    loinc: ['13980-8'],
    aliases: [
      'Albumin',
      'Albumin %',
      'Albumin Fraction',
      'Albumin, Electrophoresis',
      'Albumin (SPEP)',
      'Albumin-Fraktion',
      'Albuminfraktion',
      'Albumin (relativ)',
      'Albumin rel.',
    ],
    description:
      'The share of albumin, the main blood protein, among all serum proteins separated by electrophoresis. Albumin keeps fluid in the blood vessels and carries hormones, drugs and other substances.',
    description_de:
      'Der Anteil von Albumin, dem wichtigsten Bluteiweiß, an allen per Elektrophorese getrennten Serumproteinen. Albumin hält Flüssigkeit in den Gefäßen und transportiert Hormone, Medikamente und andere Stoffe.',
    indicates:
      'Low: inflammation (acute or chronic), liver disease, protein loss through the kidneys (nephrotic syndrome) or gut, malnutrition, or a relative drop when globulins rise. High: usually dehydration.',
    indicates_de:
      'Niedrig: Entzündung (akut oder chronisch), Lebererkrankung, Eiweißverlust über Niere (nephrotisches Syndrom) oder Darm, Mangelernährung oder relativer Abfall bei erhöhten Globulinen. Hoch: meist Flüssigkeitsmangel.',
    desired_result: 'Normal',
    ranges: lowNormalHigh(CZE_PERCENT, 55.8, 66.1),
    better: 'in_range',
  },
  {
    id: 1702,
    name: 'Alpha-1 Globulin',
    name_de: 'Alpha-1-Globulin',
    ...SPEP,
    unit: '%',
    units: [],
    loinc: ['13978-2'],
    aliases: [
      'Alpha 1',
      'Alpha 1 Globulin',
      'Alpha-1 Globulins',
      'Alpha-1 Globulin %',
      'Alpha-1 Fraction',
      'Alpha1 Globulin',
      'Alpha-1-Globuline',
      'Alpha-1-Fraktion',
      'Alpha-1-Globulin (relativ)',
    ],
    description:
      'The share of alpha-1 globulins among serum proteins. This fraction consists mostly of alpha-1 antitrypsin, a protein that protects the lungs and rises with inflammation.',
    description_de:
      'Der Anteil der Alpha-1-Globuline an den Serumproteinen. Diese Fraktion besteht überwiegend aus Alpha-1-Antitrypsin, einem Eiweiß, das die Lunge schützt und bei Entzündungen ansteigt.',
    indicates:
      'High: acute inflammation, pregnancy or oestrogen. Low: alpha-1 antitrypsin deficiency (risk of emphysema and liver disease), protein loss, severe liver disease.',
    indicates_de:
      'Hoch: akute Entzündung, Schwangerschaft oder Östrogene. Niedrig: Alpha-1-Antitrypsin-Mangel (Risiko für Emphysem und Lebererkrankung), Eiweißverlust, schwere Lebererkrankung.',
    desired_result: 'Normal',
    ranges: lowNormalHigh(CZE_PERCENT, 2.9, 4.9),
    better: 'in_range',
  },
  {
    id: 1703,
    name: 'Alpha-2 Globulin',
    name_de: 'Alpha-2-Globulin',
    ...SPEP,
    unit: '%',
    units: [],
    loinc: ['13981-6'],
    aliases: [
      'Alpha 2',
      'Alpha 2 Globulin',
      'Alpha-2 Globulins',
      'Alpha-2 Globulin %',
      'Alpha-2 Fraction',
      'Alpha2 Globulin',
      'Alpha-2-Globuline',
      'Alpha-2-Fraktion',
      'Alpha-2-Globulin (relativ)',
    ],
    description:
      'The share of alpha-2 globulins among serum proteins, mainly alpha-2 macroglobulin, haptoglobin and ceruloplasmin. Several of them rise during inflammation.',
    description_de:
      'Der Anteil der Alpha-2-Globuline an den Serumproteinen, vor allem Alpha-2-Makroglobulin, Haptoglobin und Coeruloplasmin. Mehrere davon steigen bei Entzündungen an.',
    indicates:
      'High: acute inflammation, nephrotic syndrome (alpha-2 macroglobulin is retained). Low: red-cell breakdown (haemolysis uses up haptoglobin), severe liver disease.',
    indicates_de:
      'Hoch: akute Entzündung, nephrotisches Syndrom (Alpha-2-Makroglobulin bleibt erhalten). Niedrig: Zerfall roter Blutkörperchen (Hämolyse verbraucht Haptoglobin), schwere Lebererkrankung.',
    desired_result: 'Normal',
    ranges: lowNormalHigh(CZE_PERCENT, 7.1, 11.8),
    better: 'in_range',
  },
  {
    id: 1704,
    name: 'Beta Globulin',
    name_de: 'Beta-Globulin',
    ...SPEP,
    unit: '%',
    units: [],
    loinc: ['13982-4'],
    aliases: [
      'Beta',
      'Beta Globulins',
      'Beta-Globulins',
      'Beta Globulin %',
      'Beta Fraction',
      'Beta-Globuline',
      'Beta-Fraktion',
      'Beta-Globulin (relativ)',
    ],
    description:
      'The share of beta globulins among serum proteins, mainly transferrin (the iron carrier), LDL lipoprotein and complement C3.',
    description_de:
      'Der Anteil der Beta-Globuline an den Serumproteinen, vor allem Transferrin (Eisentransporter), LDL-Lipoprotein und Komplement C3.',
    indicates:
      'High: iron deficiency (more transferrin), high cholesterol, pregnancy, sometimes a monoclonal protein (IgA). Low: malnutrition, liver disease, complement consumption.',
    indicates_de:
      'Hoch: Eisenmangel (mehr Transferrin), hohes Cholesterin, Schwangerschaft, manchmal ein monoklonales Eiweiß (IgA). Niedrig: Mangelernährung, Lebererkrankung, Komplementverbrauch.',
    desired_result: 'Normal',
    ranges: lowNormalHigh(CZE_PERCENT, 8.4, 13.1),
    better: 'in_range',
  },
  {
    id: 1705,
    name: 'Gamma Globulin',
    name_de: 'Gamma-Globulin',
    ...SPEP,
    unit: '%',
    units: [],
    loinc: ['13983-2'],
    aliases: [
      'Gamma',
      'Gamma Globulins',
      'Gamma-Globulins',
      'Gamma Globulin %',
      'Gamma Fraction',
      'Gammaglobulin',
      'Gamma-Globuline',
      'Gammaglobuline',
      'Gamma-Fraktion',
      'Gamma-Globulin (relativ)',
    ],
    description:
      'The share of gamma globulins among serum proteins. This fraction is made up almost entirely of antibodies (immunoglobulins).',
    description_de:
      'Der Anteil der Gamma-Globuline an den Serumproteinen. Diese Fraktion besteht fast ganz aus Antikörpern (Immunglobulinen).',
    indicates:
      'High: chronic infection or inflammation, autoimmune disease, liver cirrhosis, or a monoclonal protein (a sharp spike) as in MGUS or multiple myeloma. Low: antibody deficiency (inherited or acquired).',
    indicates_de:
      'Hoch: chronische Infektion oder Entzündung, Autoimmunerkrankung, Leberzirrhose oder ein monoklonales Eiweiß (schmale Zacke) wie bei MGUS oder multiplem Myelom. Niedrig: Antikörpermangel (angeboren oder erworben).',
    desired_result: 'Normal',
    ranges: lowNormalHigh(CZE_PERCENT, 11.1, 18.8),
    better: 'in_range',
  },
  {
    id: 1706,
    name: 'M-Protein',
    name_de: 'M-Gradient',
    ...SPEP,
    unit: 'g/dL',
    units: [
      { unit: 'g/L', factor: 0.1 },
      { unit: 'mg/dL', factor: 0.001 },
    ],
    loinc: ['33358-3', '51435-6'],
    aliases: [
      'M Protein',
      'M-Spike',
      'M Spike',
      'M-Band',
      'Monoclonal Protein',
      'Monoclonal Band',
      'Paraprotein',
      'M-Protein (SPEP)',
      'Monoklonales Protein',
      'Paraprotein (quantitativ)',
      'M-Komponente',
    ],
    text_values: {
      'not detected': 0,
      'none detected': 0,
      'no m-spike': 0,
      negative: 0,
      negativ: 0,
      absent: 0,
      'nicht nachweisbar': 0,
      'kein m-gradient': 0,
    },
    description:
      'The amount of a single identical antibody (monoclonal protein) made by one clone of plasma cells, measured as a sharp spike on protein electrophoresis. Healthy people have none.',
    description_de:
      'Die Menge eines einzelnen, identischen Antikörpers (monoklonales Eiweiß), den ein Klon von Plasmazellen bildet, gemessen als schmale Zacke in der Eiweißelektrophorese. Gesunde haben keinen.',
    indicates:
      'Monoclonal gammopathy of undetermined significance (MGUS), smouldering or active multiple myeloma, Waldenström macroglobulinaemia, AL amyloidosis; also used to follow treatment.',
    indicates_de:
      'Monoklonale Gammopathie unklarer Signifikanz (MGUS), schwelendes oder aktives multiples Myelom, Morbus Waldenström, AL-Amyloidose; auch zur Therapiekontrolle.',
    desired_result: 'Not Detected',
    ranges: {
      // Any quantified M-spike is a finding; 3 g/dL separates MGUS from smouldering myeloma.
      source: 'IMWG 2014 criteria (Rajkumar et al., Lancet Oncol 2014): serum M-protein <3 g/dL in MGUS, ≥3 g/dL in smouldering myeloma',
      bands: [
        band('Not Detected', 'Nicht nachweisbar', 'negative', null, 0.01),
        band('Detected', 'Nachweisbar', 'positive', 0.01, 3),
        band('High', 'Hoch', 'high', 3, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1707,
    name: 'Immunoglobulin G (IgG)',
    name_de: 'Immunglobulin G (IgG)',
    test_name: 'Immunoglobulins (IgG, IgA, IgM)',
    test_name_de: 'Immunglobuline (IgG, IgA, IgM)',
    unit: 'mg/dL',
    units: IMMUNOGLOBULIN_UNITS,
    loinc: ['2465-3'],
    aliases: [
      'IgG',
      'Immunoglobulin G',
      'IgG, Serum',
      'Serum IgG',
      'Total IgG',
      'Immunglobulin G',
      'IgG gesamt',
      'IgG im Serum',
    ],
    description:
      'The most common antibody in the blood. IgG gives long-term protection after infections and vaccinations.',
    description_de:
      'Der häufigste Antikörper im Blut. IgG sorgt nach Infektionen und Impfungen für langfristigen Schutz.',
    indicates:
      'Low: antibody deficiency (common variable immunodeficiency, after chemotherapy or rituximab, protein loss), frequent infections. High: chronic infection, autoimmune and liver disease, IgG myeloma or MGUS.',
    indicates_de:
      'Niedrig: Antikörpermangel (variables Immundefektsyndrom, nach Chemotherapie oder Rituximab, Eiweißverlust), häufige Infekte. Hoch: chronische Infektion, Autoimmun- und Lebererkrankungen, IgG-Myelom oder MGUS.',
    desired_result: 'Normal',
    ranges: lowNormalHigh('Mayo Clinic Laboratories reference values, IgG serum (≥18 years: 767–1,590 mg/dL)', 767, 1590),
    better: 'in_range',
  },
  {
    id: 1708,
    name: 'Immunoglobulin A (IgA)',
    name_de: 'Immunglobulin A (IgA)',
    test_name: 'Immunoglobulins (IgG, IgA, IgM)',
    test_name_de: 'Immunglobuline (IgG, IgA, IgM)',
    unit: 'mg/dL',
    units: IMMUNOGLOBULIN_UNITS,
    loinc: ['2458-8'],
    aliases: [
      'IgA',
      'Immunoglobulin A',
      'IgA, Serum',
      'Serum IgA',
      'Total IgA',
      'Immunglobulin A',
      'IgA gesamt',
      'IgA im Serum',
    ],
    description:
      'The antibody that protects the mucous membranes of the gut, airways and urinary tract. It is also checked before coeliac antibody tests, because IgA deficiency makes those tests falsely negative.',
    description_de:
      'Der Antikörper, der die Schleimhäute von Darm, Atemwegen und Harnwegen schützt. Er wird auch vor Zöliakie-Antikörpertests bestimmt, da ein IgA-Mangel diese falsch negativ macht.',
    indicates:
      'Low: selective IgA deficiency (the most common inherited antibody deficiency), other immune deficiencies. High: chronic liver disease, chronic infection or inflammation, IgA nephropathy, IgA myeloma.',
    indicates_de:
      'Niedrig: selektiver IgA-Mangel (häufigster angeborener Antikörpermangel), andere Immundefekte. Hoch: chronische Lebererkrankung, chronische Infektion oder Entzündung, IgA-Nephropathie, IgA-Myelom.',
    desired_result: 'Normal',
    ranges: lowNormalHigh('Mayo Clinic Laboratories reference values, IgA serum (≥18 years: 61–356 mg/dL)', 61, 356),
    better: 'in_range',
  },
  {
    id: 1709,
    name: 'Immunoglobulin M (IgM)',
    name_de: 'Immunglobulin M (IgM)',
    test_name: 'Immunoglobulins (IgG, IgA, IgM)',
    test_name_de: 'Immunglobuline (IgG, IgA, IgM)',
    unit: 'mg/dL',
    units: IMMUNOGLOBULIN_UNITS,
    loinc: ['2472-9'],
    aliases: [
      'IgM',
      'Immunoglobulin M',
      'IgM, Serum',
      'Serum IgM',
      'Total IgM',
      'Immunglobulin M',
      'IgM gesamt',
      'IgM im Serum',
    ],
    description:
      'The first antibody the body makes when it meets a new infection. Its level shows part of the immune system’s early response.',
    description_de:
      'Der erste Antikörper, den der Körper bei einer neuen Infektion bildet. Sein Spiegel zeigt einen Teil der frühen Immunantwort.',
    indicates:
      'High: recent infection, primary biliary cholangitis, Waldenström macroglobulinaemia or IgM MGUS. Low: immune deficiencies, some lymphomas and myeloma of another type.',
    indicates_de:
      'Hoch: frische Infektion, primär biliäre Cholangitis, Morbus Waldenström oder IgM-MGUS. Niedrig: Immundefekte, manche Lymphome und Myelome anderen Typs.',
    desired_result: 'Normal',
    ranges: lowNormalHigh('Mayo Clinic Laboratories reference values, IgM serum (≥18 years: 37–286 mg/dL)', 37, 286),
    better: 'in_range',
  },
  {
    id: 1710,
    name: 'Total IgE',
    name_de: 'Gesamt-IgE',
    test_name: 'Total immunoglobulin E',
    test_name_de: 'Gesamt-Immunglobulin E',
    unit: 'IU/mL',
    // 1 IU of IgE = 2.4 ng (WHO 75/502 standard).
    units: [
      { unit: 'kU/L', factor: 1 },
      { unit: 'kIU/L', factor: 1 },
      { unit: 'U/mL', factor: 1 },
      { unit: 'IE/ml', factor: 1 },
      { unit: 'kIE/l', factor: 1 },
      { unit: 'ng/mL', factor: 0.4167 },
      { unit: 'µg/L', factor: 0.4167 },
    ],
    loinc: ['19113-0'],
    aliases: [
      'IgE',
      'IgE, Total',
      'IgE Total',
      'Immunoglobulin E',
      'Immunoglobulin E (IgE)',
      'Serum IgE',
      'IgE gesamt',
      'Immunglobulin E',
      'Gesamt-IgE im Serum',
    ],
    description:
      'The total amount of IgE, the antibody behind allergic reactions and the defence against parasites.',
    description_de:
      'Die Gesamtmenge an IgE, dem Antikörper hinter allergischen Reaktionen und der Abwehr von Parasiten.',
    indicates:
      'Allergic disease (hay fever, asthma, eczema), parasitic worm infection, allergic bronchopulmonary aspergillosis (often above 1,000 IU/mL), rare immune deficiencies; a normal value does not rule out allergy.',
    indicates_de:
      'Allergische Erkrankungen (Heuschnupfen, Asthma, Neurodermitis), Wurminfektionen, allergische bronchopulmonale Aspergillose (oft über 1.000 IU/mL), seltene Immundefekte; ein normaler Wert schließt eine Allergie nicht aus.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values, IgE serum (≥18 years: ≤214 kU/L); >1,000 IU/mL = ISHAM 2013 ABPA criterion',
      bands: [
        band('Normal', 'Normal', 'normal', null, 214),
        band('Elevated', 'Erhöht', 'elevated', 214, 1000),
        band('High', 'Hoch', 'high', 1000, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1711,
    name: 'Free Kappa Light Chains',
    name_de: 'Freie Kappa-Leichtketten',
    test_name: 'Serum free light chains',
    test_name_de: 'Freie Leichtketten im Serum',
    unit: 'mg/L',
    units: FLC_UNITS,
    loinc: ['36916-5', '104544-2'],
    aliases: [
      'Free Kappa',
      'Kappa Free Light Chain',
      'Kappa Free Light Chains',
      'Free Light Chain Kappa',
      'Kappa FLC',
      'sFLC Kappa',
      'Kappa, Free',
      'Freie Kappa-Ketten',
      'Kappa-Leichtketten, frei',
      'Freie Leichtketten Kappa',
    ],
    description:
      'Kappa light chains are small parts of antibodies; plasma cells release a little more than they need, which circulates freely and is cleared by the kidneys.',
    description_de:
      'Kappa-Leichtketten sind kleine Bausteine von Antikörpern; Plasmazellen bilden etwas mehr als nötig, der Überschuss zirkuliert frei und wird über die Nieren ausgeschieden.',
    indicates:
      'Plasma-cell disorders (kappa-type myeloma, light-chain myeloma, AL amyloidosis, MGUS) when raised together with a high kappa/lambda ratio; both chains rise with kidney impairment and inflammation.',
    indicates_de:
      'Plasmazellerkrankungen (Myelom vom Kappa-Typ, Leichtketten-Myelom, AL-Amyloidose, MGUS), wenn zusammen mit einem hohen Kappa/Lambda-Quotienten erhöht; beide Ketten steigen bei eingeschränkter Nierenfunktion und Entzündung.',
    desired_result: 'Normal',
    ranges: lowNormalHigh(`${FLC_SOURCE}: 3.3–19.4 mg/L`, 3.3, 19.4),
    better: 'in_range',
  },
  {
    id: 1712,
    name: 'Free Lambda Light Chains',
    name_de: 'Freie Lambda-Leichtketten',
    test_name: 'Serum free light chains',
    test_name_de: 'Freie Leichtketten im Serum',
    unit: 'mg/L',
    units: FLC_UNITS,
    loinc: ['33944-0'],
    aliases: [
      'Free Lambda',
      'Lambda Free Light Chain',
      'Lambda Free Light Chains',
      'Free Light Chain Lambda',
      'Lambda FLC',
      'sFLC Lambda',
      'Lambda, Free',
      'Freie Lambda-Ketten',
      'Lambda-Leichtketten, frei',
      'Freie Leichtketten Lambda',
    ],
    description:
      'Lambda light chains are small parts of antibodies; the unused surplus circulates freely in the blood and is cleared by the kidneys.',
    description_de:
      'Lambda-Leichtketten sind kleine Bausteine von Antikörpern; der ungenutzte Überschuss zirkuliert frei im Blut und wird über die Nieren ausgeschieden.',
    indicates:
      'Plasma-cell disorders (lambda-type myeloma, light-chain myeloma, AL amyloidosis, MGUS) when raised together with a low kappa/lambda ratio; both chains rise with kidney impairment and inflammation.',
    indicates_de:
      'Plasmazellerkrankungen (Myelom vom Lambda-Typ, Leichtketten-Myelom, AL-Amyloidose, MGUS), wenn zusammen mit einem niedrigen Kappa/Lambda-Quotienten erhöht; beide Ketten steigen bei eingeschränkter Nierenfunktion und Entzündung.',
    desired_result: 'Normal',
    ranges: lowNormalHigh(`${FLC_SOURCE}: 5.7–26.3 mg/L`, 5.7, 26.3),
    better: 'in_range',
  },
  {
    id: 1713,
    name: 'Kappa/Lambda Ratio',
    name_de: 'Kappa/Lambda-Quotient',
    test_name: 'Serum free light chains',
    test_name_de: 'Freie Leichtketten im Serum',
    unit: 'ratio',
    units: [],
    loinc: ['48378-4', '104546-7'],
    aliases: [
      'Free Kappa/Lambda Ratio',
      'Kappa Lambda Ratio',
      'Kappa/Lambda Free Light Chain Ratio',
      'FLC Ratio',
      'sFLC Ratio',
      'K/L Ratio',
      'Kappa/Lambda-Ratio',
      'Quotient Kappa/Lambda',
      'Kappa/Lambda-Quotient (frei)',
    ],
    description:
      'Free kappa divided by free lambda light chains. Because both normally rise and fall together, a lopsided ratio suggests that one clone of plasma cells is overproducing one type.',
    description_de:
      'Freie Kappa- geteilt durch freie Lambda-Leichtketten. Da beide normalerweise gemeinsam steigen und fallen, deutet ein verschobener Quotient darauf hin, dass ein einzelner Plasmazellklon einen Typ überproduziert.',
    indicates:
      'Monoclonal plasma-cell disorders (myeloma, AL amyloidosis, MGUS risk); a ratio of 100 or more (or 0.01 or less) is a myeloma-defining event. In advanced kidney disease the normal range widens (about 0.37–3.1).',
    indicates_de:
      'Monoklonale Plasmazellerkrankungen (Myelom, AL-Amyloidose, MGUS-Risiko); ein Quotient ab 100 (oder bis 0,01) ist ein myelomdefinierendes Ereignis. Bei fortgeschrittener Nierenerkrankung ist der Normalbereich weiter (etwa 0,37–3,1).',
    desired_result: 'Normal',
    ranges: {
      source: `${FLC_SOURCE}: 0.26–1.65; IMWG 2014 (ratio ≥100 or ≤0.01 = myeloma-defining event)`,
      bands: [
        band('Very Low', 'Sehr niedrig', 'very_low', null, 0.01),
        band('Low', 'Niedrig', 'low', 0.01, 0.26),
        band('Normal', 'Normal', 'normal', 0.26, 1.65),
        band('High', 'Hoch', 'high', 1.65, 100),
        band('Very High', 'Sehr hoch', 'very_high', 100, null),
      ],
    },
    better: 'in_range',
  },
  {
    id: 1714,
    name: 'Beta-2 Microglobulin',
    name_de: 'Beta-2-Mikroglobulin',
    test_name: 'Beta-2 microglobulin',
    test_name_de: 'Beta-2-Mikroglobulin',
    unit: 'mg/L',
    // Beta-2 microglobulin ≈ 11,800 g/mol: 1 nmol/L = 0.0118 mg/L.
    units: [
      { unit: 'µg/mL', factor: 1 },
      { unit: 'mg/dL', factor: 10 },
      { unit: 'ng/mL', factor: 0.001 },
      { unit: 'µg/L', factor: 0.001 },
      { unit: 'nmol/L', factor: 0.0118 },
    ],
    loinc: ['1952-1'],
    aliases: [
      'B2M',
      'Beta 2 Microglobulin',
      'Beta2 Microglobulin',
      'Beta-2-Microglobulin',
      'Beta-2 Microglobulin, Serum',
      'Serum Beta-2 Microglobulin',
      'Beta-2-Mikroglobulin im Serum',
    ],
    description:
      'A small protein found on the surface of almost all cells and shed into the blood; the kidneys normally clear it. Levels reflect cell turnover, especially of immune cells.',
    description_de:
      'Ein kleines Eiweiß auf der Oberfläche fast aller Zellen, das ins Blut abgegeben und normalerweise über die Nieren ausgeschieden wird. Der Spiegel spiegelt den Zellumsatz wider, besonders von Immunzellen.',
    indicates:
      'Tumour burden and prognosis in multiple myeloma and lymphomas (5.5 mg/L or more = ISS stage III), reduced kidney function, inflammatory and viral diseases; not a diagnosis on its own.',
    indicates_de:
      'Tumorlast und Prognose bei multiplem Myelom und Lymphomen (ab 5,5 mg/L = ISS-Stadium III), eingeschränkte Nierenfunktion, entzündliche und virale Erkrankungen; allein keine Diagnose.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (1.21–2.70 mg/L); ≥5.5 mg/L = International Staging System stage III for myeloma (Greipp et al., J Clin Oncol 2005)',
      bands: [
        band('Normal', 'Normal', 'normal', null, 2.7),
        band('Elevated', 'Erhöht', 'elevated', 2.7, 5.5),
        band('High', 'Hoch', 'high', 5.5, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1715,
    name: 'Beta-1 Globulin',
    name_de: 'Beta-1-Globulin',
    ...SPEP,
    unit: '%',
    units: [],
    loinc: ['32732-0'],
    aliases: [
      'Beta 1',
      'Beta 1 Globulin',
      'Beta1 Globulin',
      'Beta-1 Globulin %',
      'Beta-1 Fraction',
      'Beta-1-Globuline',
      'Beta-1-Fraktion',
      'Beta-1-Globulin (relativ)',
    ],
    description:
      'The first part of the beta fraction in capillary electrophoresis, made up mainly of transferrin, the protein that carries iron in the blood.',
    description_de:
      'Der erste Teil der Beta-Fraktion in der Kapillarelektrophorese, vor allem Transferrin, das Eisen im Blut transportiert.',
    indicates:
      'High: iron deficiency, pregnancy or oestrogen, sometimes a monoclonal protein. Low: inflammation, malnutrition, liver disease.',
    indicates_de:
      'Hoch: Eisenmangel, Schwangerschaft oder Östrogene, manchmal ein monoklonales Eiweiß. Niedrig: Entzündung, Mangelernährung, Lebererkrankung.',
    desired_result: 'Normal',
    ranges: lowNormalHigh(CZE_PERCENT, 4.7, 7.2),
    better: 'in_range',
  },
  {
    id: 1716,
    name: 'Beta-2 Globulin',
    name_de: 'Beta-2-Globulin',
    ...SPEP,
    unit: '%',
    units: [],
    loinc: ['32733-8'],
    aliases: [
      'Beta 2',
      'Beta 2 Globulin',
      'Beta2 Globulin',
      'Beta-2 Globulin %',
      'Beta-2 Fraction',
      'Beta-2-Globuline',
      'Beta-2-Fraktion',
      'Beta-2-Globulin (relativ)',
    ],
    description:
      'The second part of the beta fraction in capillary electrophoresis, made up mainly of complement C3 and some immunoglobulins (especially IgA).',
    description_de:
      'Der zweite Teil der Beta-Fraktion in der Kapillarelektrophorese, vor allem Komplement C3 und einige Immunglobuline (besonders IgA).',
    indicates:
      'High: inflammation, a monoclonal protein (often IgA), high fibrinogen in plasma samples. Low: complement consumption (e.g. lupus), an aged sample.',
    indicates_de:
      'Hoch: Entzündung, ein monoklonales Eiweiß (oft IgA), viel Fibrinogen in Plasmaproben. Niedrig: Komplementverbrauch (z. B. Lupus), zu alte Probe.',
    desired_result: 'Normal',
    ranges: lowNormalHigh(CZE_PERCENT, 3.2, 6.5),
    better: 'in_range',
  },
  {
    id: 1717,
    name: 'Alpha-1 Globulin (Absolute)',
    name_de: 'Alpha-1-Globulin (absolut)',
    ...SPEP,
    unit: 'g/dL',
    units: FRACTION_UNITS,
    loinc: ['2865-4'],
    aliases: [
      'Alpha 1',
      'Alpha-1 Globulin',
      'Alpha 1 Globulin',
      'Alpha-1-Globulin',
      'Alpha-1 Globulin, Absolute',
      'Alpha-1-Globuline (absolut)',
    ],
    description:
      'The amount of alpha-1 globulins in g/dL, calculated from the electrophoresis share and the total protein.',
    description_de:
      'Die Menge der Alpha-1-Globuline in g/dL, berechnet aus dem Elektrophorese-Anteil und dem Gesamteiweiß.',
    indicates:
      'High: acute inflammation, pregnancy. Low: alpha-1 antitrypsin deficiency, protein loss, severe liver disease.',
    indicates_de:
      'Hoch: akute Entzündung, Schwangerschaft. Niedrig: Alpha-1-Antitrypsin-Mangel, Eiweißverlust, schwere Lebererkrankung.',
    desired_result: 'Normal',
    ranges: lowNormalHigh(CZE_ABSOLUTE, 0.2, 0.4),
    better: 'in_range',
  },
  {
    id: 1718,
    name: 'Alpha-2 Globulin (Absolute)',
    name_de: 'Alpha-2-Globulin (absolut)',
    ...SPEP,
    unit: 'g/dL',
    units: FRACTION_UNITS,
    loinc: ['2868-8'],
    aliases: [
      'Alpha 2',
      'Alpha-2 Globulin',
      'Alpha 2 Globulin',
      'Alpha-2-Globulin',
      'Alpha-2 Globulin, Absolute',
      'Alpha-2-Globuline (absolut)',
    ],
    description:
      'The amount of alpha-2 globulins in g/dL, calculated from the electrophoresis share and the total protein.',
    description_de:
      'Die Menge der Alpha-2-Globuline in g/dL, berechnet aus dem Elektrophorese-Anteil und dem Gesamteiweiß.',
    indicates:
      'High: acute inflammation, nephrotic syndrome. Low: haemolysis, severe liver disease.',
    indicates_de:
      'Hoch: akute Entzündung, nephrotisches Syndrom. Niedrig: Hämolyse, schwere Lebererkrankung.',
    desired_result: 'Normal',
    ranges: lowNormalHigh(CZE_ABSOLUTE, 0.5, 1),
    better: 'in_range',
  },
  {
    id: 1719,
    name: 'Beta Globulin (Absolute)',
    name_de: 'Beta-Globulin (absolut)',
    ...SPEP,
    unit: 'g/dL',
    units: FRACTION_UNITS,
    loinc: ['2871-2'],
    aliases: [
      'Beta',
      'Beta Globulin',
      'Beta-Globulin',
      'Beta Globulins',
      'Beta Globulin, Absolute',
      'Beta-Globuline (absolut)',
    ],
    description:
      'The amount of beta globulins in g/dL, calculated from the electrophoresis share and the total protein.',
    description_de:
      'Die Menge der Beta-Globuline in g/dL, berechnet aus dem Elektrophorese-Anteil und dem Gesamteiweiß.',
    indicates:
      'High: iron deficiency, high cholesterol, pregnancy, sometimes a monoclonal protein. Low: malnutrition, liver disease.',
    indicates_de:
      'Hoch: Eisenmangel, hohes Cholesterin, Schwangerschaft, manchmal ein monoklonales Eiweiß. Niedrig: Mangelernährung, Lebererkrankung.',
    desired_result: 'Normal',
    ranges: lowNormalHigh(CZE_ABSOLUTE, 0.5, 1.1),
    better: 'in_range',
  },
  {
    id: 1720,
    name: 'Gamma Globulin (Absolute)',
    name_de: 'Gamma-Globulin (absolut)',
    ...SPEP,
    unit: 'g/dL',
    units: FRACTION_UNITS,
    loinc: ['2874-6'],
    aliases: [
      'Gamma',
      'Gamma Globulin',
      'Gamma-Globulin',
      'Gammaglobulin',
      'Gamma Globulins',
      'Gamma Globulin, Absolute',
      'Gamma-Globuline (absolut)',
    ],
    description:
      'The amount of gamma globulins (antibodies) in g/dL, calculated from the electrophoresis share and the total protein.',
    description_de:
      'Die Menge der Gamma-Globuline (Antikörper) in g/dL, berechnet aus dem Elektrophorese-Anteil und dem Gesamteiweiß.',
    indicates:
      'High: chronic infection or inflammation, autoimmune disease, cirrhosis, monoclonal gammopathy. Low: antibody deficiency.',
    indicates_de:
      'Hoch: chronische Infektion oder Entzündung, Autoimmunerkrankung, Zirrhose, monoklonale Gammopathie. Niedrig: Antikörpermangel.',
    desired_result: 'Normal',
    ranges: lowNormalHigh(CZE_ABSOLUTE, 0.7, 1.6),
    better: 'in_range',
  },
];
