import type {
  CatalogueBand,
  CatalogueBiomarker,
  CatalogueRangeSet,
  CatalogueUnit,
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

/*
 * Screening immunoassays report a signal-to-cut-off ratio: Abbott prints 'S/CO', Roche 'COI',
 * Siemens 'Index'. In the direct (sandwich) assays below, 1.0 or more is reactive on all three.
 * Competitive assays invert the scale (anti-HBe everywhere; anti-HBc total and anti-HAV total on
 * Roche Elecsys, where COI ≤ 1.0 is reactive), so those entries list no index unit that could
 * silently be read the wrong way round.
 */
const INDEX_UNITS: readonly CatalogueUnit[] = [
  { unit: 'COI', factor: 1 },
  { unit: 'index', factor: 1 },
];

/** Printed qualitative results on the S/CO scale: negative 0, borderline 0.95, positive 2. */
const REACTIVITY: Readonly<Record<string, number>> = {
  negative: 0,
  negativ: 0,
  'non reactive': 0,
  'non-reactive': 0,
  nonreactive: 0,
  'not reactive': 0,
  'nicht reaktiv': 0,
  'not detected': 0,
  'nicht nachweisbar': 0,
  borderline: 0.95,
  grenzwertig: 0.95,
  equivocal: 0.95,
  indeterminate: 0.95,
  'grey zone': 0.95,
  'gray zone': 0.95,
  fraglich: 0.95,
  'weakly reactive': 1.5,
  'weakly positive': 1.5,
  'schwach positiv': 1.5,
  'schwach reaktiv': 1.5,
  positive: 2,
  positiv: 2,
  reactive: 2,
  reaktiv: 2,
  detected: 2,
  nachweisbar: 2,
};

/** Viral-load words: nothing measurable. */
const NOT_DETECTED: Readonly<Record<string, number>> = {
  'not detected': 0,
  'target not detected': 0,
  'tnd': 0,
  undetectable: 0,
  'nicht nachweisbar': 0,
  negative: 0,
  negativ: 0,
};

const CUT_OFF_SOURCE =
  'Manufacturer cut-off index (Abbott ARCHITECT S/CO, Roche Elecsys COI): reactive ≥1.0; 0.9–1.0 borderline zone as in Roche Elecsys inserts';

function screening(source: string): CatalogueRangeSet {
  return {
    source,
    bands: [
      band('Non-reactive', 'Nicht reaktiv', 'negative', null, 0.9),
      band('Borderline', 'Grenzwertig', 'indeterminate', 0.9, 1),
      band('Reactive', 'Reaktiv', 'positive', 1, null),
    ],
  };
}

/** Category 18: ids 1801–1899. */
export const INFECTION_AND_IMMUNITY: readonly CatalogueBiomarker[] = [
  {
    id: 1801,
    name: 'HIV-1/2 Antigen/Antibody Screen',
    name_de: 'HIV-1/2-Antigen/Antikörper-Suchtest',
    test_name: 'HIV screening (4th-generation combination assay)',
    test_name_de: 'HIV-Suchtest (Kombinationstest der 4. Generation)',
    unit: 'S/CO',
    units: INDEX_UNITS,
    loinc: ['56888-1'],
    aliases: [
      'HIV Screening Combo',
      'HIV Combo',
      'HIV Ag/Ab Combo',
      'HIV-1/2 Ag/Ab',
      'HIV 1/2 Ag/Ab Combo',
      'HIV 1 and 2 Antibodies and p24 Antigen',
      'HIV 1 & 2 Antibodies',
      'HIV I & II Antibodies',
      'HIV Antibody',
      'HIV Duo',
      'HIV Combi',
      'HIV Screening',
      'Anti-HIV 1/2',
      'HIV-Suchtest',
      'HIV-1/2-Ak/p24-Ag',
      'HIV-Ak/Ag',
      'HIV-Antikörper',
    ],
    text_values: REACTIVITY,
    description:
      'A screening test that looks for antibodies against HIV-1 and HIV-2 and for the HIV p24 antigen, which appears a few weeks after infection, before antibodies.',
    description_de:
      'Ein Suchtest auf Antikörper gegen HIV-1 und HIV-2 sowie auf das HIV-p24-Antigen, das wenige Wochen nach der Ansteckung noch vor den Antikörpern auftritt.',
    indicates:
      'HIV infection. A reactive screen is not a diagnosis: it must be confirmed by a supplemental antibody differentiation test and, if needed, an HIV RNA test.',
    indicates_de:
      'HIV-Infektion. Ein reaktiver Suchtest ist keine Diagnose: Er muss durch einen Bestätigungstest (Antikörperdifferenzierung) und gegebenenfalls einen HIV-RNA-Test abgeklärt werden.',
    desired_result: 'Non-reactive',
    ranges: screening(
      `${CUT_OFF_SOURCE}; CDC/APHL 2014 HIV laboratory testing algorithm (reactive screens need supplemental testing)`,
    ),
    better: 'lower',
  },
  {
    // The qualitative screen is on the cut-off index; labs that print HBsAg in IU/mL use the
    // quantitative assay (1813). The two scales cannot be converted into each other.
    id: 1802,
    name: 'Hepatitis B Surface Antigen (HBsAg)',
    name_de: 'Hepatitis-B-Oberflächenantigen (HBsAg)',
    test_name: 'Hepatitis B serology',
    test_name_de: 'Hepatitis-B-Serologie',
    unit: 'S/CO',
    units: INDEX_UNITS,
    loinc: ['5196-1', '5195-3'],
    aliases: [
      'HBsAg',
      'Hbs-Ag',
      'HBsAg Screen',
      'HBsAg (Qualitative)',
      'HBsAg Qualitative',
      'Hepatitis B Surface Antigen',
      'Hepatitis B Virus Surface Antigen',
      'Australia Antigen',
      'HBs-Antigen',
    ],
    text_values: REACTIVITY,
    description:
      'A piece of the hepatitis B virus’s outer coat. Finding it in the blood means the virus is present in the body.',
    description_de:
      'Ein Teil der äußeren Hülle des Hepatitis-B-Virus. Sein Nachweis im Blut bedeutet, dass das Virus im Körper vorhanden ist.',
    indicates:
      'Current hepatitis B infection, acute or chronic (still positive after 6 months); a reactive result is confirmed by a neutralisation test. Negative after vaccination or recovery.',
    indicates_de:
      'Aktuelle Hepatitis-B-Infektion, akut oder chronisch (nach 6 Monaten noch positiv); ein reaktives Ergebnis wird durch einen Neutralisationstest bestätigt. Nach Impfung oder Ausheilung negativ.',
    desired_result: 'Non-reactive',
    ranges: screening(CUT_OFF_SOURCE),
    better: 'lower',
  },
  {
    id: 1803,
    name: 'Hepatitis B Surface Antibody (Anti-HBs)',
    name_de: 'Anti-HBs (Hepatitis-B-Oberflächen-Antikörper)',
    test_name: 'Hepatitis B serology',
    test_name_de: 'Hepatitis-B-Serologie',
    unit: 'mIU/mL',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'IE/l', factor: 1 },
      { unit: 'mIE/ml', factor: 1 },
    ],
    loinc: ['5193-8', '22322-2'],
    aliases: [
      'Hbs-AK',
      'Anti-HBs',
      'Anti HBs',
      'HBsAb',
      'HBs Antibody',
      'Anti-HBs (Quantitative)',
      'Anti-HBs Titre',
      'Hepatitis B Surface Antibody',
      'HBs-Antikörper',
      'Anti-HBs-Ak',
      'HBs-Ak quantitativ',
    ],
    text_values: {
      negative: 0,
      negativ: 0,
      'non reactive': 0,
      nonreactive: 0,
      'not immune': 0,
      positive: 10,
      positiv: 10,
      reactive: 10,
      reaktiv: 10,
      immune: 10,
    },
    description:
      'Antibodies against the hepatitis B surface antigen, made after vaccination or after recovering from hepatitis B. The level shows how well you are protected.',
    description_de:
      'Antikörper gegen das Hepatitis-B-Oberflächenantigen, gebildet nach einer Impfung oder nach ausgeheilter Hepatitis B. Der Spiegel zeigt, wie gut der Schutz ist.',
    indicates:
      'Immunity to hepatitis B: 10 mIU/mL or more after a complete vaccine series counts as protected (Germany’s STIKO aims for 100 IU/L or more in people at occupational risk); below 10 suggests a booster or further testing.',
    indicates_de:
      'Immunität gegen Hepatitis B: ab 10 mIU/mL nach vollständiger Grundimmunisierung gilt man als geschützt (die STIKO strebt bei beruflich Gefährdeten 100 IE/l oder mehr an); unter 10 spricht für eine Auffrischung oder weitere Abklärung.',
    desired_result: 'Protective',
    ranges: {
      source: 'CDC/ACIP 2018 hepatitis B recommendations (anti-HBs ≥10 mIU/mL = seroprotection)',
      bands: [
        band('Not Protective', 'Kein Schutz', 'low', null, 10),
        band('Protective', 'Schützend', 'normal', 10, null),
      ],
    },
    better: 'higher',
  },
  {
    id: 1804,
    name: 'Hepatitis B Core Antibody, Total (Anti-HBc)',
    name_de: 'Anti-HBc gesamt (Hepatitis-B-Core-Antikörper)',
    test_name: 'Hepatitis B serology',
    test_name_de: 'Hepatitis-B-Serologie',
    unit: 'S/CO',
    // Direct scale (Abbott ARCHITECT Anti-HBc II); the Roche COI scale is inverted, see above.
    units: [],
    loinc: ['13952-7', '51914-0'],
    aliases: [
      'HBc-Ak',
      'Anti-HBc',
      'Anti HBc',
      'Anti-HBc Total',
      'Anti HBc Total',
      'HBcAb',
      'HBcAb Total',
      'Anti-HBc (IgG + IgM)',
      'Hepatitis B Core Antibody',
      'Hepatitis B Core Total Antibodies',
      'HBc-Antikörper',
      'Anti-HBc-Ak',
    ],
    text_values: REACTIVITY,
    description:
      'Antibodies against the core of the hepatitis B virus. Unlike anti-HBs, they are made only after a real infection, never after vaccination, and usually stay for life.',
    description_de:
      'Antikörper gegen den Kern des Hepatitis-B-Virus. Anders als Anti-HBs entstehen sie nur nach einer echten Infektion, nie nach einer Impfung, und bleiben meist lebenslang.',
    indicates:
      'Past or current hepatitis B infection (interpreted with HBsAg and anti-HBs); an isolated positive result may need HBV DNA testing, especially before immunosuppressive treatment.',
    indicates_de:
      'Frühere oder aktuelle Hepatitis-B-Infektion (Bewertung zusammen mit HBsAg und Anti-HBs); ein isoliert positives Ergebnis kann eine HBV-DNA-Bestimmung erfordern, besonders vor immunsuppressiver Therapie.',
    desired_result: 'Non-reactive',
    ranges: screening(CUT_OFF_SOURCE),
    better: 'lower',
  },
  {
    id: 1805,
    name: 'Hepatitis B Core IgM Antibody (Anti-HBc IgM)',
    name_de: 'Anti-HBc-IgM',
    test_name: 'Hepatitis B serology',
    test_name_de: 'Hepatitis-B-Serologie',
    unit: 'S/CO',
    units: INDEX_UNITS,
    loinc: ['24113-3', '31204-1'],
    aliases: [
      'Anti-HBc IgM',
      'Anti HBc IgM',
      'HBc IgM',
      'HBcAb IgM',
      'IgM Anti-HBc',
      'Hepatitis B Core IgM',
      'Hepatitis B Core IgM Antibody',
      'HBc-IgM-Ak',
      'Anti-HBc-IgM-Ak',
    ],
    text_values: REACTIVITY,
    description:
      'The early (IgM) type of antibody against the hepatitis B core. It appears during a fresh infection and fades within months.',
    description_de:
      'Die frühe Antikörperform (IgM) gegen den Hepatitis-B-Kern. Sie tritt bei einer frischen Infektion auf und verschwindet innerhalb von Monaten.',
    indicates:
      'Acute (recent) hepatitis B infection; low levels can also appear during flares of chronic hepatitis B.',
    indicates_de:
      'Akute (frische) Hepatitis-B-Infektion; niedrige Werte können auch bei Schüben einer chronischen Hepatitis B auftreten.',
    desired_result: 'Non-reactive',
    ranges: screening(CUT_OFF_SOURCE),
    better: 'lower',
  },
  {
    id: 1806,
    name: 'Hepatitis B e Antigen (HBeAg)',
    name_de: 'HBe-Antigen (HBeAg)',
    test_name: 'Hepatitis B serology',
    test_name_de: 'Hepatitis-B-Serologie',
    unit: 'S/CO',
    units: INDEX_UNITS,
    loinc: ['13954-3', '31844-4'],
    aliases: [
      'HBeAg',
      'HBe Ag',
      'HBe-Ag',
      'Hepatitis B e Antigen',
      'Hepatitis Be Antigen',
      'HBe-Antigen',
    ],
    text_values: REACTIVITY,
    description:
      'A protein released by the hepatitis B virus while it multiplies actively. It is tested in people who already have a positive HBsAg.',
    description_de:
      'Ein Eiweiß, das das Hepatitis-B-Virus bei aktiver Vermehrung freisetzt. Es wird bei Menschen mit bereits positivem HBsAg bestimmt.',
    indicates:
      'High viral replication and infectiousness in hepatitis B; loss of HBeAg with appearance of anti-HBe (seroconversion) usually means lower activity.',
    indicates_de:
      'Hohe Virusvermehrung und Ansteckungsfähigkeit bei Hepatitis B; Verlust von HBeAg mit Auftreten von Anti-HBe (Serokonversion) bedeutet meist geringere Aktivität.',
    desired_result: 'Non-reactive',
    ranges: screening(CUT_OFF_SOURCE),
    better: 'lower',
  },
  {
    // Anti-HBe assays are competitive on Abbott and Roche alike: an index of 1.0 or less is
    // reactive, so the bands run the other way and the words map accordingly.
    id: 1807,
    name: 'Hepatitis B e Antibody (Anti-HBe)',
    name_de: 'Anti-HBe (HBe-Antikörper)',
    test_name: 'Hepatitis B serology',
    test_name_de: 'Hepatitis-B-Serologie',
    unit: 'S/CO',
    units: [{ unit: 'COI', factor: 1 }],
    loinc: ['22320-6'],
    aliases: [
      'Anti-HBe',
      'Anti HBe',
      'HBeAb',
      'HBe Antibody',
      'Hepatitis B e Antibody',
      'HBe-Ak',
      'Anti-HBe-Ak',
      'HBe-Antikörper',
    ],
    text_values: {
      negative: 2,
      negativ: 2,
      'non reactive': 2,
      'non-reactive': 2,
      nonreactive: 2,
      'nicht reaktiv': 2,
      positive: 0.5,
      positiv: 0.5,
      reactive: 0.5,
      reaktiv: 0.5,
    },
    description:
      'Antibodies against the hepatitis B e antigen. In someone with hepatitis B they appear when the virus multiplies less actively.',
    description_de:
      'Antikörper gegen das Hepatitis-B-e-Antigen. Bei Hepatitis B treten sie auf, wenn sich das Virus weniger aktiv vermehrt.',
    indicates:
      'Hepatitis B phase: anti-HBe with loss of HBeAg (seroconversion) signals lower replication; also found long after recovery. Not meaningful without HBsAg and anti-HBc.',
    indicates_de:
      'Phase der Hepatitis B: Anti-HBe mit Verlust von HBeAg (Serokonversion) spricht für geringere Virusvermehrung; auch lange nach Ausheilung nachweisbar. Ohne HBsAg und Anti-HBc nicht aussagekräftig.',
    desired_result: 'Non-reactive',
    ranges: {
      source:
        'Competitive anti-HBe immunoassays (Abbott ARCHITECT Anti-HBe, Roche Elecsys Anti-HBe): index ≤1.0 = reactive',
      bands: [
        band('Reactive', 'Reaktiv', 'positive', null, 1),
        band('Non-reactive', 'Nicht reaktiv', 'negative', 1, null),
      ],
    },
    better: 'in_range',
  },
  {
    id: 1808,
    name: 'Hepatitis C Antibody (Anti-HCV)',
    name_de: 'Anti-HCV (Hepatitis-C-Antikörper)',
    test_name: 'Hepatitis C serology',
    test_name_de: 'Hepatitis-C-Serologie',
    unit: 'S/CO',
    units: INDEX_UNITS,
    loinc: ['13955-0', '16128-1'],
    aliases: [
      'HCV',
      'Anti-HCV',
      'Anti HCV',
      'HCV Antibody',
      'HCV Antibodies',
      'HCV Ab',
      'HCV Screening',
      'Hepatitis C Antibody',
      'Hepatitis C Virus Antibody',
      'HCV-Ak',
      'Anti-HCV-Ak',
      'HCV-Antikörper',
    ],
    text_values: REACTIVITY,
    description:
      'Antibodies against the hepatitis C virus. They show that a person has been infected at some point, but not whether the virus is still there.',
    description_de:
      'Antikörper gegen das Hepatitis-C-Virus. Sie zeigen, dass irgendwann eine Infektion stattgefunden hat, aber nicht, ob das Virus noch vorhanden ist.',
    indicates:
      'Current or past hepatitis C; a reactive result needs an HCV RNA test to tell an active infection from a cleared or cured one.',
    indicates_de:
      'Aktuelle oder frühere Hepatitis C; ein reaktives Ergebnis erfordert einen HCV-RNA-Test, um eine aktive von einer ausgeheilten Infektion zu unterscheiden.',
    desired_result: 'Non-reactive',
    ranges: screening(
      `${CUT_OFF_SOURCE}; CDC 2013 HCV testing sequence (reactive antibody → HCV RNA)`,
    ),
    better: 'lower',
  },
  {
    // Direct scale (Abbott ARCHITECT HAVAb-IgG / HAVAb total); Roche Elecsys anti-HAV is
    // competitive, see above. Reactive means immune (vaccine or past infection).
    id: 1809,
    name: 'Hepatitis A Antibody, Total (Anti-HAV)',
    name_de: 'Anti-HAV gesamt (Hepatitis-A-Antikörper)',
    test_name: 'Hepatitis A serology',
    test_name_de: 'Hepatitis-A-Serologie',
    unit: 'S/CO',
    units: [],
    loinc: ['20575-7', '13951-9', '51913-2'],
    aliases: [
      'HAV-Ak',
      'Anti-HAV',
      'Anti HAV',
      'Anti-HAV Total',
      'Anti-HAV IgG',
      'HAV IgG',
      'HAV Antibody',
      'HAV Ab Total',
      'Hepatitis A Antibody',
      'Hepatitis A Total Antibodies',
      'HAV-IgG-Ak',
      'HAV-Antikörper',
      'Anti-HAV-Ak',
    ],
    text_values: { ...REACTIVITY, immune: 2, 'not immune': 0 },
    description:
      'Antibodies (mostly IgG) against the hepatitis A virus, made after vaccination or a past infection. They protect for many years.',
    description_de:
      'Antikörper (überwiegend IgG) gegen das Hepatitis-A-Virus, gebildet nach Impfung oder früherer Infektion. Sie schützen viele Jahre.',
    indicates:
      'Immunity to hepatitis A (vaccination or past infection); a non-reactive result means no protection. Acute hepatitis A is diagnosed with the IgM test.',
    indicates_de:
      'Immunität gegen Hepatitis A (Impfung oder frühere Infektion); ein nicht reaktives Ergebnis bedeutet keinen Schutz. Eine akute Hepatitis A wird mit dem IgM-Test erkannt.',
    desired_result: 'Immune',
    ranges: {
      source: CUT_OFF_SOURCE,
      bands: [
        band('Not Immune', 'Nicht immun', 'negative', null, 0.9),
        band('Borderline', 'Grenzwertig', 'indeterminate', 0.9, 1),
        band('Immune', 'Immun', 'positive', 1, null),
      ],
    },
    better: 'in_range',
  },
  {
    id: 1810,
    name: 'Hepatitis A IgM Antibody (Anti-HAV IgM)',
    name_de: 'Anti-HAV-IgM',
    test_name: 'Hepatitis A serology',
    test_name_de: 'Hepatitis-A-Serologie',
    unit: 'S/CO',
    units: INDEX_UNITS,
    loinc: ['13950-1', '22314-9'],
    aliases: [
      'HAV-IgM-Ak',
      'Anti-HAV IgM',
      'Anti HAV IgM',
      'HAV IgM',
      'HAV IgM Antibody',
      'IgM Anti-HAV',
      'Hepatitis A IgM',
      'Hepatitis A Virus IgM Antibody',
      'HAV-IgM-Antikörper',
    ],
    text_values: REACTIVITY,
    description:
      'The early (IgM) antibody against the hepatitis A virus, present for a few months after infection.',
    description_de:
      'Der frühe Antikörper (IgM) gegen das Hepatitis-A-Virus, einige Monate nach der Ansteckung nachweisbar.',
    indicates:
      'Acute or recent hepatitis A infection; can be briefly positive after vaccination.',
    indicates_de:
      'Akute oder kürzlich durchgemachte Hepatitis A; kann kurz nach einer Impfung vorübergehend positiv sein.',
    desired_result: 'Non-reactive',
    ranges: screening(CUT_OFF_SOURCE),
    better: 'lower',
  },
  {
    id: 1811,
    name: 'Syphilis Antibody (Treponemal)',
    name_de: 'Treponema-pallidum-Antikörper',
    test_name: 'Syphilis serology (treponemal test: TPHA/TPPA/immunoassay)',
    test_name_de: 'Syphilis-Serologie (Treponemen-Test: TPHA/TPPA/Immunoassay)',
    unit: 'S/CO',
    units: INDEX_UNITS,
    loinc: ['24110-9', '24312-1', '8041-6', '22587-0'],
    aliases: [
      'TPHA',
      'TPPA',
      'TP-PA',
      'TPHA (Syphilis)',
      'Syphilis Antibodies',
      'Syphilis Screen',
      'Syphilis TP',
      'Treponema pallidum Antibody',
      'Treponema pallidum Antibodies',
      'TP Antibody',
      'Anti-TP',
      'Lues-Suchtest',
      'Lues-Screening',
      'TPPA-Test',
      'Treponema-pallidum-Ak',
      'Syphilis-Antikörper',
      'Lues-Antikörper',
    ],
    text_values: {
      ...REACTIVITY,
      '<1:80': 0,
      '1:80': 2,
      '1:160': 2,
      '1:320': 2,
      '1:640': 2,
      '1:1280': 2,
      '1:2560': 2,
      '1:5120': 2,
    },
    description:
      'Antibodies specific to Treponema pallidum, the bacterium that causes syphilis. Once positive, they usually stay positive for life, even after successful treatment.',
    description_de:
      'Antikörper speziell gegen Treponema pallidum, den Erreger der Syphilis. Einmal positiv, bleiben sie meist lebenslang positiv, auch nach erfolgreicher Behandlung.',
    indicates:
      'Current or past syphilis; a reactive result is followed by a non-treponemal test (RPR/VDRL) to judge activity and need for treatment.',
    indicates_de:
      'Aktuelle oder frühere Syphilis; ein reaktives Ergebnis wird mit einem Cardiolipin-Test (RPR/VDRL) ergänzt, um Aktivität und Behandlungsbedarf zu beurteilen.',
    desired_result: 'Non-reactive',
    ranges: screening(
      `${CUT_OFF_SOURCE}; TPHA/TPPA titre ≥1:80 reactive; CDC 2024 Laboratory Recommendations for Syphilis Testing`,
    ),
    better: 'lower',
  },
  {
    id: 1812,
    name: 'Syphilis Non-Treponemal Test (RPR/VDRL)',
    name_de: 'Cardiolipin-Test (RPR/VDRL)',
    test_name: 'Syphilis serology (non-treponemal test)',
    test_name_de: 'Syphilis-Serologie (Cardiolipin-Test)',
    // Stored as the reciprocal titre: 1:16 → 16; a reactive result without a titre → 1.
    unit: 'titer',
    units: [],
    loinc: ['20507-0', '31147-2', '5292-8', '50690-7'],
    aliases: [
      'RPR',
      'VDRL',
      'RPR Test',
      'VDRL Test',
      'RPR Titre',
      'RPR Titer',
      'VDRL Titre',
      'VDRL Titer',
      'Rapid Plasma Reagin',
      'RPR (Syphilis)',
      'VDRL (Syphilis)',
      'RPR-Test',
      'VDRL-Test',
      'Cardiolipin-Mikroflockungstest',
      'Cardiolipin-Antikörper (Lues)',
    ],
    text_values: {
      negative: 0,
      negativ: 0,
      'non reactive': 0,
      'non-reactive': 0,
      nonreactive: 0,
      'nicht reaktiv': 0,
      reactive: 1,
      reaktiv: 1,
      positive: 1,
      positiv: 1,
      'weakly reactive': 1,
      '1:1': 1,
      '1:2': 2,
      '1:4': 4,
      '1:8': 8,
      '1:16': 16,
      '1:32': 32,
      '1:64': 64,
      '1:128': 128,
      '1:256': 256,
      '1:512': 512,
    },
    description:
      'A blood test for antibodies released when syphilis damages cells (reagin/cardiolipin antibodies). The titre rises with active disease and falls after treatment.',
    description_de:
      'Ein Bluttest auf Antikörper, die entstehen, wenn Syphilis Zellen schädigt (Reagin-/Cardiolipin-Antikörper). Der Titer steigt bei aktiver Erkrankung und fällt nach der Behandlung.',
    indicates:
      'Activity of syphilis and response to treatment (a fourfold titre change is significant); low titres can be false positives (pregnancy, autoimmune disease, other infections) and need a treponemal test.',
    indicates_de:
      'Aktivität der Syphilis und Therapieansprechen (eine Titeränderung um das Vierfache ist bedeutsam); niedrige Titer können falsch positiv sein (Schwangerschaft, Autoimmunerkrankungen, andere Infektionen) und erfordern einen Treponemen-Test.',
    desired_result: 'Non-reactive',
    ranges: {
      source:
        'CDC STI Treatment Guidelines 2021 (syphilis serology; fourfold titre change significant; false-positive reactions usually low titre)',
      bands: [
        band('Non-reactive', 'Nicht reaktiv', 'negative', null, 1),
        band('Reactive, Low Titre', 'Reaktiv, niedriger Titer', 'positive', 1, 8),
        band('Reactive, High Titre', 'Reaktiv, hoher Titer', 'high', 8, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1813,
    name: 'HBsAg Quantitative',
    name_de: 'HBsAg quantitativ',
    test_name: 'Hepatitis B surface antigen, quantitative',
    test_name_de: 'Hepatitis-B-Oberflächenantigen, quantitativ',
    unit: 'IU/mL',
    units: [
      { unit: 'IE/ml', factor: 1 },
      { unit: 'IU/L', factor: 0.001 },
    ],
    loinc: ['63557-3', '58452-4'],
    aliases: [
      'qHBsAg',
      'HBsAg Quant',
      'HBsAg (Quantitative)',
      'Quantitative HBsAg',
      'HBs-Ag quantitativ',
      'HBsAg-Konzentration',
    ],
    text_values: { negative: 0, negativ: 0, 'not detected': 0, 'nicht nachweisbar': 0 },
    description:
      'The amount of hepatitis B surface antigen in the blood, measured in people known to have hepatitis B to follow the infection and its treatment.',
    description_de:
      'Die Menge des Hepatitis-B-Oberflächenantigens im Blut, gemessen bei bekannter Hepatitis B, um Infektion und Behandlung zu verfolgen.',
    indicates:
      'Activity of chronic hepatitis B: below 1,000 IU/mL together with HBV DNA below 2,000 IU/mL suggests inactive carriage; falling levels predict loss of HBsAg (functional cure).',
    indicates_de:
      'Aktivität der chronischen Hepatitis B: unter 1.000 IU/mL zusammen mit HBV-DNA unter 2.000 IU/mL spricht für eine inaktive Trägerschaft; sinkende Werte kündigen einen HBsAg-Verlust (funktionelle Heilung) an.',
    desired_result: 'Not Detected',
    ranges: {
      source:
        'Abbott ARCHITECT HBsAg QT (reactive ≥0.05 IU/mL); EASL 2017 Clinical Practice Guidelines on HBV infection (1,000 IU/mL)',
      bands: [
        band('Not Detected', 'Nicht nachweisbar', 'negative', null, 0.05),
        band('Detected', 'Nachweisbar', 'positive', 0.05, 1000),
        band('High', 'Hoch', 'high', 1000, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1814,
    name: 'Hepatitis B Viral Load (HBV DNA)',
    name_de: 'HBV-DNA (Viruslast)',
    test_name: 'HBV DNA, quantitative PCR',
    test_name_de: 'HBV-DNA, quantitative PCR',
    unit: 'IU/mL',
    // Copies/mL are not listed: the copies-per-IU factor differs between assays (about 5–6).
    units: [{ unit: 'IE/ml', factor: 1 }],
    loinc: ['42595-9'],
    aliases: [
      'HBV DNA',
      'HBV DNA Quantitative',
      'HBV Viral Load',
      'HBV PCR',
      'Hepatitis B DNA',
      'Hepatitis B Virus DNA',
      'HBV-DNA quantitativ',
      'HBV-DNA-PCR',
      'HBV-Viruslast',
    ],
    text_values: NOT_DETECTED,
    description:
      'The amount of hepatitis B virus genetic material in the blood, a direct measure of how much virus is present.',
    description_de:
      'Die Menge an Erbgut des Hepatitis-B-Virus im Blut, ein direktes Maß dafür, wie viel Virus vorhanden ist.',
    indicates:
      'Activity of hepatitis B, need for treatment (together with liver enzymes and fibrosis) and treatment response; the goal on therapy is an undetectable level.',
    indicates_de:
      'Aktivität der Hepatitis B, Behandlungsbedarf (zusammen mit Leberwerten und Fibrose) und Therapieansprechen; Ziel unter Therapie ist ein nicht nachweisbarer Wert.',
    desired_result: 'Not Detected',
    ranges: {
      source:
        'EASL 2017 Clinical Practice Guidelines on HBV infection (2,000 and 20,000 IU/mL thresholds); 20 IU/mL = common assay limit of quantification (e.g., Roche COBAS TaqMan HBV)',
      bands: [
        band('Not Detected', 'Nicht nachweisbar', 'negative', null, 20),
        band('Low', 'Niedrig', 'borderline', 20, 2000),
        band('Moderate', 'Mäßig', 'elevated', 2000, 20000),
        band('High', 'Hoch', 'high', 20000, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1815,
    name: 'Hepatitis C Viral Load (HCV RNA)',
    name_de: 'HCV-RNA (Viruslast)',
    test_name: 'HCV RNA, quantitative PCR',
    test_name_de: 'HCV-RNA, quantitative PCR',
    unit: 'IU/mL',
    units: [{ unit: 'IE/ml', factor: 1 }],
    loinc: ['11011-4'],
    aliases: [
      'HCV RNA',
      'HCV RNA Quantitative',
      'HCV Viral Load',
      'HCV PCR',
      'Hepatitis C RNA',
      'Hepatitis C Virus RNA',
      'HCV-RNA quantitativ',
      'HCV-RNA-PCR',
      'HCV-Viruslast',
    ],
    text_values: NOT_DETECTED,
    description:
      'The amount of hepatitis C virus genetic material in the blood. It shows whether an infection is active and whether treatment has cured it.',
    description_de:
      'Die Menge an Erbgut des Hepatitis-C-Virus im Blut. Sie zeigt, ob eine Infektion aktiv ist und ob die Behandlung sie geheilt hat.',
    indicates:
      'Active hepatitis C infection when detectable; an undetectable result 12 weeks after treatment means cure (sustained virological response).',
    indicates_de:
      'Aktive Hepatitis-C-Infektion, wenn nachweisbar; ein nicht nachweisbares Ergebnis 12 Wochen nach Therapieende bedeutet Heilung (anhaltendes virologisches Ansprechen).',
    desired_result: 'Not Detected',
    ranges: {
      source:
        'AASLD-IDSA HCV Guidance (cure = HCV RNA undetectable 12 weeks after treatment); 15 IU/mL = common assay limit of quantification (e.g., Roche COBAS AmpliPrep/TaqMan HCV v2)',
      bands: [
        band('Not Detected', 'Nicht nachweisbar', 'negative', null, 15),
        band('Detected', 'Nachweisbar', 'positive', 15, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1816,
    name: 'HIV-1 Viral Load',
    name_de: 'HIV-1-Viruslast',
    test_name: 'HIV-1 RNA, quantitative PCR',
    test_name_de: 'HIV-1-RNA, quantitative PCR',
    unit: 'copies/mL',
    units: [
      { unit: 'cp/mL', factor: 1 },
      { unit: 'Kopien/ml', factor: 1 },
    ],
    loinc: ['20447-9'],
    aliases: [
      'HIV-1 RNA',
      'HIV RNA',
      'HIV Viral Load',
      'HIV-1 RNA Quantitative',
      'HIV PCR',
      'HIV-RNA quantitativ',
      'HIV-1-RNA',
      'HIV-Viruslast',
    ],
    text_values: NOT_DETECTED,
    description:
      'The number of HIV-1 copies per millilitre of blood. It is the key measure of how well HIV treatment works.',
    description_de:
      'Die Anzahl der HIV-1-Kopien pro Milliliter Blut. Sie ist der wichtigste Maßstab dafür, wie gut die HIV-Therapie wirkt.',
    indicates:
      'Treatment success in HIV: an undetectable viral load protects health and means HIV is not passed on sexually (U=U); 200 copies/mL or more on treatment means virological failure.',
    indicates_de:
      'Therapieerfolg bei HIV: Eine nicht nachweisbare Viruslast schützt die Gesundheit und bedeutet, dass HIV sexuell nicht übertragen wird (n=n); ab 200 Kopien/ml unter Therapie liegt ein virologisches Versagen vor.',
    desired_result: 'Undetectable',
    ranges: {
      source:
        'DHHS Guidelines for the Use of Antiretroviral Agents in Adults and Adolescents with HIV (suppression below the assay limit, usually <50 copies/mL; virologic failure ≥200 copies/mL)',
      bands: [
        band('Undetectable', 'Nicht nachweisbar', 'optimal', null, 50),
        band('Low-Level Viraemia', 'Niedrige Virämie', 'borderline', 50, 200),
        band('Detectable', 'Nachweisbar', 'high', 200, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1817,
    name: 'Rubella IgG Antibody',
    name_de: 'Röteln-IgG-Antikörper',
    test_name: 'Rubella serology',
    test_name_de: 'Röteln-Serologie',
    unit: 'IU/mL',
    units: [{ unit: 'IE/ml', factor: 1 }],
    loinc: ['5334-8'],
    aliases: [
      'Rubella IgG',
      'Rubella Antibody IgG',
      'Rubella IgG Antibodies',
      'Anti-Rubella IgG',
      'Rubella Immunity',
      'Röteln-IgG',
      'Röteln IgG-Ak',
      'Rubella-IgG-Ak',
      'Röteln-Antikörper (IgG)',
    ],
    text_values: {
      negative: 0,
      negativ: 0,
      'non reactive': 0,
      'not immune': 0,
      equivocal: 7.5,
      borderline: 7.5,
      grenzwertig: 7.5,
      positive: 10,
      positiv: 10,
      reactive: 10,
      immune: 10,
    },
    description:
      'Antibodies against the rubella (German measles) virus from vaccination or past infection. They are checked especially before or early in pregnancy.',
    description_de:
      'Antikörper gegen das Rötelnvirus aus Impfung oder früherer Infektion. Sie werden besonders vor oder zu Beginn einer Schwangerschaft bestimmt.',
    indicates:
      'Immunity to rubella: 10 IU/mL or more counts as protected; lower values in a woman planning pregnancy suggest vaccination (MMR), because rubella in pregnancy can harm the baby.',
    indicates_de:
      'Immunität gegen Röteln: ab 10 IU/mL gilt man als geschützt; niedrigere Werte bei Kinderwunsch sprechen für eine Impfung (MMR), da Röteln in der Schwangerschaft das Kind schädigen können.',
    desired_result: 'Immune',
    ranges: {
      source:
        'CDC/ACIP rubella immunity cut-off (≥10 IU/mL); Abbott ARCHITECT Rubella IgG (<5 IU/mL non-reactive, 5–<10 grey zone)',
      bands: [
        band('Not Immune', 'Nicht immun', 'low', null, 5),
        band('Equivocal', 'Grenzwertig', 'indeterminate', 5, 10),
        band('Immune', 'Immun', 'normal', 10, null),
      ],
    },
    better: 'higher',
  },
];
