import type { CatalogueBiomarker } from '../catalogue-types';

/** Category 11: ids 1101–1199. */
export const THYROID: readonly CatalogueBiomarker[] = [
  {
    id: 1101,
    name: 'TSH (Thyroid-Stimulating Hormone)',
    name_de: 'TSH (Thyreoidea-stimulierendes Hormon)',
    test_name: 'Thyroid panel',
    test_name_de: 'Schilddrüsenprofil',
    unit: 'mIU/L',
    units: [
      { unit: 'µIU/mL', factor: 1 },
      { unit: 'µU/mL', factor: 1 },
      { unit: 'mU/L', factor: 1 },
    ],
    loinc: ['3016-3', '11580-8'],
    aliases: [
      'TSH',
      'Thyroid Stimulating Hormone',
      'Thyrotropin',
      'TSH, Ultrasensitive',
      'Ultrasensitive TSH',
      'TSH (Ultrasensitive)',
      'TSH 3rd Generation',
      'S.TSH',
      'hTSH',
      'Thyreotropin',
      'TSH basal',
      'basales TSH',
      'Thyreoidea Stimulierendes Hormon',
      'Thyroidea Stimulierendes Hormon',
      'Thyroidea Stimulierendes Hormo',
    ],
    description:
      'TSH is a hormone from the pituitary gland that tells the thyroid how much thyroid hormone to make. It rises when the thyroid is underactive and falls when it is overactive.',
    description_de:
      'TSH ist ein Hormon der Hirnanhangdrüse, das der Schilddrüse signalisiert, wie viel Schilddrüsenhormon sie bilden soll. Es steigt bei einer Unterfunktion und sinkt bei einer Überfunktion.',
    indicates:
      'The most sensitive screening test for thyroid function: hypothyroidism (high) and hyperthyroidism (low).',
    indicates_de:
      'Empfindlichster Suchtest der Schilddrüsenfunktion: Unterfunktion (erhöht) und Überfunktion (erniedrigt).',
    desired_result: 'Normal',
    ranges: {
      source:
        'Surks et al., JAMA 2004 consensus (0.45–4.5 mIU/L); ATA 2016 Hyperthyroidism Guideline (TSH <0.1); ATA/AACE 2012 Hypothyroidism Guideline (TSH ≥10)',
      bands: [
        { name: 'Suppressed', name_de: 'Supprimiert', class_range: 'very_low', min: null, max: 0.1 },
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: 0.1, max: 0.45 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 0.45, max: 4.5 },
        { name: 'Mildly Elevated', name_de: 'Leicht erhöht', class_range: 'elevated', min: 4.5, max: 10 },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 10, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1102,
    name: 'Free T4 (Free Thyroxine)',
    name_de: 'Freies T4 (freies Thyroxin)',
    test_name: 'Thyroid panel',
    test_name_de: 'Schilddrüsenprofil',
    unit: 'ng/dL',
    units: [
      { unit: 'pmol/L', factor: 0.0777 },
      { unit: 'ng/L', factor: 0.1 },
      { unit: 'pg/mL', factor: 0.1 },
    ],
    loinc: ['3024-7', '83122-2'],
    aliases: [
      'Free T4',
      'FT4',
      'Free Thyroxine',
      'T4, Free',
      'T4 Free',
      'Thyroxine, Free',
      'Free Thyroxine (FT4)',
      'Thyroxine (T4) Free',
      'S.FT4',
      'Freies T4',
      'Freies Thyroxin',
      'fT4',
    ],
    description:
      'Free T4 is the unbound, active share of thyroxine, the main hormone made by the thyroid. It is read together with TSH.',
    description_de:
      'Freies T4 ist der ungebundene, wirksame Anteil des Thyroxins, des wichtigsten Schilddrüsenhormons. Es wird zusammen mit dem TSH beurteilt.',
    indicates:
      'Thyroid hormone production: low in hypothyroidism, high in hyperthyroidism; also used to dose thyroid hormone replacement.',
    indicates_de:
      'Schilddrüsenhormon-Produktion: erniedrigt bei Unterfunktion, erhöht bei Überfunktion; auch zur Dosierung einer Hormontherapie.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adults ≥20 y: 0.9–1.7 ng/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 0.9 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 0.9, max: 1.7 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 1.7, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1103,
    name: 'Free T3 (Free Triiodothyronine)',
    name_de: 'Freies T3 (freies Trijodthyronin)',
    test_name: 'Thyroid panel',
    test_name_de: 'Schilddrüsenprofil',
    unit: 'pg/mL',
    units: [
      { unit: 'pmol/L', factor: 0.651 },
      { unit: 'ng/L', factor: 1 },
      { unit: 'ng/dL', factor: 10 },
    ],
    loinc: ['3051-0'],
    aliases: [
      'Free T3',
      'FT3',
      'Free Triiodothyronine',
      'T3, Free',
      'T3 Free',
      'Triiodothyronine, Free',
      'Free Triiodothyronine (FT3)',
      'S.FT3',
      'Freies T3',
      'Freies Trijodthyronin',
      'fT3',
    ],
    description:
      'Free T3 is the unbound share of triiodothyronine, the most active thyroid hormone. Much of it is made in the body from T4.',
    description_de:
      'Freies T3 ist der ungebundene Anteil des Trijodthyronins, des wirksamsten Schilddrüsenhormons. Es entsteht großteils im Körper aus T4.',
    indicates:
      'Hyperthyroidism (especially T3-predominant forms) and, less reliably, hypothyroidism or low-T3 states in illness.',
    indicates_de:
      'Überfunktion (besonders T3-betonte Formen), weniger zuverlässig Unterfunktion oder Low-T3-Zustände bei Erkrankungen.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adults: 2.0–4.4 pg/mL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 2.0 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 2.0, max: 4.4 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 4.4, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1104,
    name: 'Total T4 (Thyroxine)',
    name_de: 'Gesamt-T4 (Thyroxin)',
    test_name: 'Thyroid panel',
    test_name_de: 'Schilddrüsenprofil',
    unit: 'µg/dL',
    units: [
      { unit: 'nmol/L', factor: 0.0777 },
      { unit: 'ng/mL', factor: 0.1 },
      { unit: 'µg/L', factor: 0.1 },
    ],
    loinc: ['3026-2', '83119-8'],
    aliases: [
      'T4',
      'T4, Total',
      'Total T4',
      'T4 Total',
      'Thyroxine',
      'Thyroxine (T4)',
      'Total Thyroxine',
      'Thyroxine, Total',
      'TT4',
      'S.T4',
      'Gesamt-Thyroxin',
      'Thyroxin',
    ],
    description:
      'Total T4 measures all thyroxine in the blood, both the part bound to carrier proteins and the free part.',
    description_de:
      'Gesamt-T4 misst das gesamte Thyroxin im Blut, den an Transporteiweiße gebundenen und den freien Anteil.',
    indicates:
      'Thyroid hormone output; also changes with carrier-protein levels (pregnancy, oestrogen, liver disease), so free T4 is usually preferred.',
    indicates_de:
      'Schilddrüsenhormon-Produktion; hängt auch von den Transporteiweißen ab (Schwangerschaft, Östrogene, Lebererkrankung), daher wird meist freies T4 bevorzugt.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adults ≥20 y: 4.5–11.7 µg/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 4.5 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 4.5, max: 11.7 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 11.7, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1105,
    name: 'Total T3 (Triiodothyronine)',
    name_de: 'Gesamt-T3 (Trijodthyronin)',
    test_name: 'Thyroid panel',
    test_name_de: 'Schilddrüsenprofil',
    unit: 'ng/dL',
    units: [
      { unit: 'nmol/L', factor: 65.1 },
      { unit: 'ng/mL', factor: 100 },
      { unit: 'µg/L', factor: 100 },
    ],
    loinc: ['3053-6', '83124-8'],
    aliases: [
      'T3',
      'T3, Total',
      'Total T3',
      'T3 Total',
      'Triiodothyronine',
      'Triiodothyronine (T3)',
      'Total Triiodothyronine',
      'Triiodothyronine, Total',
      'TT3',
      'S.T3',
      'Gesamt-Trijodthyronin',
      'Trijodthyronin',
    ],
    description:
      'Total T3 measures all triiodothyronine in the blood, bound and free. T3 is the most active thyroid hormone.',
    description_de:
      'Gesamt-T3 misst das gesamte Trijodthyronin im Blut, gebunden und frei. T3 ist das wirksamste Schilddrüsenhormon.',
    indicates:
      'Hyperthyroidism and T3 toxicosis; low values are common in acute illness and are a weak sign of hypothyroidism.',
    indicates_de:
      'Überfunktion und T3-Hyperthyreose; niedrige Werte sind bei akuten Erkrankungen häufig und ein schwacher Hinweis auf eine Unterfunktion.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adults ≥20 y: 80–200 ng/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 80 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 80, max: 200 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 200, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1106,
    name: 'Anti-TPO Antibodies',
    name_de: 'TPO-Antikörper',
    test_name: 'Thyroid antibody panel',
    test_name_de: 'Schilddrüsen-Antikörper',
    unit: 'IU/mL',
    units: [
      { unit: 'U/mL', factor: 1 },
      { unit: 'kIU/L', factor: 1 },
      { unit: 'kU/L', factor: 1 },
    ],
    loinc: ['8099-4'],
    aliases: [
      'Anti-TPO',
      'Anti TPO',
      'TPO Antibodies',
      'TPO-Ab',
      'TPOAb',
      'Anti-Thyroid Peroxidase Antibodies',
      'Thyroid Peroxidase Antibody',
      'Thyroperoxidase Antibody',
      'Anti-Microsomal Antibody',
      'Microsomal Antibodies',
      'TPO-AK',
      'Anti-TPO-AK',
      'MAK',
      'Thyreoperoxidase-Antikörper',
      'Mikrosomale Antikörper',
    ],
    description:
      'Antibodies against thyroid peroxidase, an enzyme the thyroid needs to make its hormones. They show that the immune system is attacking the thyroid.',
    description_de:
      'Antikörper gegen die Thyreoperoxidase, ein Enzym, das die Schilddrüse zur Hormonbildung braucht. Sie zeigen, dass das Immunsystem die Schilddrüse angreift.',
    indicates:
      "Autoimmune thyroiditis (Hashimoto's) and higher risk of future hypothyroidism; often also raised in Graves' disease.",
    indicates_de:
      'Autoimmunthyreoiditis (Hashimoto) und erhöhtes Risiko einer späteren Unterfunktion; häufig auch bei Morbus Basedow erhöht.',
    desired_result: 'Negative',
    ranges: {
      // Cut-offs are assay-specific: Mayo/Beckman and Abbott report <9 and <5.6 IU/mL, Roche
      // Elecsys <34 IU/mL; values between the two are shown as indeterminate.
      source:
        'Mayo Clinic Laboratories (<9.0 IU/mL) and Roche Elecsys Anti-TPO package insert (<34 IU/mL) cut-offs',
      bands: [
        { name: 'Negative', name_de: 'Negativ', class_range: 'negative', min: null, max: 9 },
        { name: 'Borderline', name_de: 'Grenzwertig', class_range: 'indeterminate', min: 9, max: 34 },
        { name: 'Positive', name_de: 'Positiv', class_range: 'positive', min: 34, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1107,
    name: 'Anti-Thyroglobulin Antibodies',
    name_de: 'Thyreoglobulin-Antikörper',
    test_name: 'Thyroid antibody panel',
    test_name_de: 'Schilddrüsen-Antikörper',
    unit: 'IU/mL',
    units: [
      { unit: 'U/mL', factor: 1 },
      { unit: 'kIU/L', factor: 1 },
      { unit: 'kU/L', factor: 1 },
    ],
    loinc: ['8098-6', '56536-6'],
    aliases: [
      'Anti-Tg',
      'Anti Tg',
      'TgAb',
      'Tg-Ab',
      'Anti-TG Antibodies',
      'Thyroglobulin Antibody',
      'Thyroglobulin Antibodies',
      'Antithyroglobulin Antibody',
      'TAK',
      'Tg-AK',
      'Anti-Tg-AK',
      'Thyreoglobulin-AK',
    ],
    description:
      'Antibodies against thyroglobulin, the protein in which the thyroid stores its hormones. They are a sign of autoimmune thyroid disease.',
    description_de:
      'Antikörper gegen Thyreoglobulin, das Eiweiß, in dem die Schilddrüse ihre Hormone speichert. Sie sind ein Zeichen einer Autoimmunerkrankung der Schilddrüse.',
    indicates:
      "Autoimmune thyroiditis (Hashimoto's), Graves' disease; in thyroid-cancer follow-up they can falsify thyroglobulin results.",
    indicates_de:
      'Autoimmunthyreoiditis (Hashimoto), Morbus Basedow; in der Schilddrüsenkrebs-Nachsorge können sie Thyreoglobulin-Werte verfälschen.',
    desired_result: 'Negative',
    ranges: {
      // Assay-specific like anti-TPO: Mayo (Beckman) <1.8–4.0 IU/mL, Abbott <4.1 IU/mL, Roche
      // Elecsys <115 IU/mL; values in between are shown as indeterminate.
      source:
        'Mayo Clinic Laboratories (<4.0 IU/mL) and Roche Elecsys Anti-Tg package insert (<115 IU/mL) cut-offs',
      bands: [
        { name: 'Negative', name_de: 'Negativ', class_range: 'negative', min: null, max: 4 },
        { name: 'Borderline', name_de: 'Grenzwertig', class_range: 'indeterminate', min: 4, max: 115 },
        { name: 'Positive', name_de: 'Positiv', class_range: 'positive', min: 115, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1108,
    name: 'TSH Receptor Antibodies (TRAb)',
    name_de: 'TSH-Rezeptor-Antikörper (TRAK)',
    test_name: 'Thyroid antibody panel',
    test_name_de: 'Schilddrüsen-Antikörper',
    unit: 'IU/L',
    units: [
      { unit: 'U/L', factor: 1 },
      { unit: 'mIU/mL', factor: 1 },
    ],
    loinc: ['5385-0'],
    aliases: [
      'TRAb',
      'TRAK',
      'TSH Receptor Antibody',
      'TSH Receptor Antibodies',
      'Thyrotropin Receptor Antibody',
      'Anti-TSHR',
      'Anti-TSH Receptor',
      'TBII',
      'TSH-R-AK',
      'TSH-Rezeptor-AK',
      'TSH-Rezeptor-Autoantikörper',
    ],
    description:
      'Antibodies that bind the TSH receptor on thyroid cells. Most of them stimulate the thyroid and drive it to overproduce hormone.',
    description_de:
      'Antikörper, die an den TSH-Rezeptor der Schilddrüsenzellen binden. Meist regen sie die Schilddrüse zu übermäßiger Hormonbildung an.',
    indicates:
      "Graves' disease (cause of hyperthyroidism), its activity and relapse risk, and risk of thyroid problems in the newborn of an affected mother.",
    indicates_de:
      'Morbus Basedow (Ursache der Überfunktion), dessen Aktivität und Rückfallrisiko sowie das Risiko für das Neugeborene einer betroffenen Mutter.',
    desired_result: 'Negative',
    ranges: {
      source: 'Roche Elecsys Anti-TSHR cut-off as used by ARUP Laboratories (≤1.75 IU/L)',
      bands: [
        { name: 'Negative', name_de: 'Negativ', class_range: 'negative', min: null, max: 1.75 },
        { name: 'Positive', name_de: 'Positiv', class_range: 'positive', min: 1.75, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1109,
    name: 'Thyroglobulin',
    name_de: 'Thyreoglobulin',
    test_name: 'Thyroglobulin (tumour marker)',
    test_name_de: 'Thyreoglobulin (Tumormarker)',
    unit: 'ng/mL',
    units: [{ unit: 'µg/L', factor: 1 }],
    loinc: ['3013-0'],
    aliases: ['hTg', 'Thyroglobulin, Serum', 'Thyroglobulin (Tg)', 'Thyreoglobulin (hTg)'],
    description:
      'Thyroglobulin is a protein made only by thyroid tissue. After thyroid cancer surgery it should be almost undetectable.',
    description_de:
      'Thyreoglobulin ist ein Eiweiß, das nur von Schilddrüsengewebe gebildet wird. Nach einer Schilddrüsenkrebs-Operation sollte es kaum noch nachweisbar sein.',
    indicates:
      'Residual or recurrent differentiated thyroid cancer (after thyroidectomy, values above ~0.2 ng/mL need attention); goitre and thyroiditis in people with an intact thyroid.',
    indicates_de:
      'Rest- oder Rezidivgewebe bei differenziertem Schilddrüsenkrebs (nach Entfernung sind Werte über ~0,2 ng/ml auffällig); Struma und Thyreoiditis bei erhaltener Schilddrüse.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (intact thyroid ≤33 ng/mL; athyrotic <0.1 ng/mL)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 33 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 33, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 1110,
    name: 'Reverse T3',
    name_de: 'Reverses T3',
    test_name: 'Reverse T3',
    test_name_de: 'Reverses T3',
    unit: 'ng/dL',
    units: [
      { unit: 'pmol/L', factor: 0.0651 },
      { unit: 'pg/mL', factor: 0.1 },
      { unit: 'ng/mL', factor: 100 },
    ],
    loinc: ['3052-8'],
    aliases: ['rT3', 'RT3', 'Reverse Triiodothyronine', 'Triiodothyronine, Reverse', 'Reverse-T3'],
    description:
      'Reverse T3 is an inactive form of T3 that the body makes from T4, more so during illness, fasting or stress.',
    description_de:
      'Reverses T3 ist eine unwirksame Form des T3, die der Körper aus T4 bildet, vermehrt bei Krankheit, Fasten oder Stress.',
    indicates:
      'Non-thyroidal illness (sick euthyroid syndrome), starvation, some drugs (amiodarone, steroids); rarely needed for routine thyroid checks.',
    indicates_de:
      'Nicht-thyreoidale Erkrankung (Euthyroid-Sick-Syndrom), Hungerzustände, manche Medikamente (Amiodaron, Steroide); für Routinekontrollen selten nötig.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (adults: 10–24 ng/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 10 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 10, max: 24 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 24, max: null },
      ],
    },
    better: 'in_range',
  },
];
