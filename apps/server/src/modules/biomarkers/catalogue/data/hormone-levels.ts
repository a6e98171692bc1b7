import type { CatalogueBiomarker } from '../catalogue-types';

/** Category 6: ids 601–699. */
export const HORMONE_LEVELS: readonly CatalogueBiomarker[] = [
  {
    id: 601,
    name: 'Testosterone, Total',
    name_de: 'Testosteron, gesamt',
    test_name: 'Sex hormone panel',
    test_name_de: 'Sexualhormone',
    unit: 'ng/dL',
    units: [
      { unit: 'nmol/L', factor: 28.84 },
      { unit: 'ng/mL', factor: 100 },
      { unit: 'µg/L', factor: 100 },
    ],
    loinc: ['2986-8', '14913-8'],
    aliases: [
      'Testosterone',
      'Total Testosterone',
      'Testosterone Total',
      'Testosterone (Total)',
      'Testosterone, Serum',
      'Testosterone, Total, LC/MS/MS',
      'S.Testosterone',
      'Testosteron',
      'Gesamt-Testosteron',
      'Testosteron gesamt',
    ],
    description:
      'Testosterone is the main male sex hormone, made in the testes and, in smaller amounts, in the ovaries and adrenal glands. Levels are highest in the morning.',
    description_de:
      'Testosteron ist das wichtigste männliche Sexualhormon; es wird in den Hoden und in kleineren Mengen in den Eierstöcken und Nebennieren gebildet. Morgens sind die Werte am höchsten.',
    indicates:
      'Male hypogonadism (low libido, fatigue, loss of muscle and bone); in women, androgen excess such as PCOS or androgen-secreting tumours; monitoring testosterone therapy.',
    indicates_de:
      'Männlicher Hypogonadismus (Libidoverlust, Müdigkeit, Muskel- und Knochenabbau); bei Frauen Androgenüberschuss wie PCOS oder androgenbildende Tumoren; Kontrolle einer Testosterontherapie.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Endocrine Society 2018 Testosterone Therapy Guideline (harmonized male range 264–916 ng/dL, Travison 2017); Mayo Clinic Laboratories (females ≥19 y: 8–60 ng/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 8 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 8, max: 916 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 916, max: null },
      ],
    },
    female: {
      source: 'Mayo Clinic Laboratories reference values (females ≥19 y: 8–60 ng/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 8 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 8, max: 60 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 60, max: null },
      ],
    },
    male: {
      source:
        'Endocrine Society 2018 Testosterone Therapy Guideline (Bhasin et al.): harmonized range for non-obese men 19–39 y, 264–916 ng/dL (Travison et al. 2017)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 264 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 264, max: 916 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 916, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 602,
    name: 'Testosterone, Free',
    name_de: 'Testosteron, frei',
    test_name: 'Sex hormone panel',
    test_name_de: 'Sexualhormone',
    unit: 'pg/mL',
    units: [
      { unit: 'pmol/L', factor: 0.2884 },
      { unit: 'ng/dL', factor: 10 },
      { unit: 'ng/L', factor: 1 },
      { unit: 'nmol/L', factor: 288.4 },
    ],
    loinc: ['2991-8', '103227-5'],
    aliases: [
      'Free Testosterone',
      'Testosterone Free',
      'Free Testosterone, Calculated',
      'Calculated Free Testosterone',
      'Testosterone, Free, Calculated',
      'Free Testosterone (Direct)',
      'cFT',
      'Freies Testosteron',
      'Testosteron frei',
      'Freies Testosteron (berechnet)',
    ],
    description:
      'Free testosterone is the small share (about 1–3%) of testosterone not bound to proteins and directly available to the body. It is measured or calculated from total testosterone, SHBG and albumin.',
    description_de:
      'Freies Testosteron ist der kleine Anteil (etwa 1–3 %) des Testosterons, der nicht an Eiweiße gebunden und für den Körper direkt verfügbar ist. Es wird gemessen oder aus Gesamttestosteron, SHBG und Albumin berechnet.',
    indicates:
      'Androgen status when SHBG is abnormal (obesity, ageing, thyroid or liver disease): male hypogonadism, androgen excess in women.',
    indicates_de:
      'Androgenstatus bei veränderten SHBG-Werten (Übergewicht, Alter, Schilddrüsen- oder Lebererkrankung): männlicher Hypogonadismus, Androgenüberschuss bei Frauen.',
    desired_result: 'Normal',
    ranges: {
      source:
        "Jasuja et al. 2023, standardized equilibrium-dialysis reference interval for men (66–309 pg/mL); Davis's Lab & Diagnostic Tests (women <10 pg/mL)",
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 309 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 309, max: null },
      ],
    },
    female: {
      source: "Davis's Lab & Diagnostic Tests (adult women, equilibrium dialysis: <10 pg/mL)",
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 10 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 10, max: null },
      ],
    },
    male: {
      source:
        'Jasuja et al. 2023, standardized equilibrium dialysis with LC-MS/MS in healthy non-obese men (2.5th–97.5th percentile 66–309 pg/mL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 66 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 66, max: 309 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 309, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 603,
    name: 'SHBG (Sex Hormone-Binding Globulin)',
    name_de: 'SHBG (Sexualhormon-bindendes Globulin)',
    test_name: 'Sex hormone panel',
    test_name_de: 'Sexualhormone',
    unit: 'nmol/L',
    units: [],
    loinc: ['13967-5'],
    aliases: [
      'SHBG',
      'Sex Hormone Binding Globulin',
      'Sex Hormone-Binding Globulin',
      'SHBG, Serum',
      'TeBG',
      'Testosterone-Estradiol Binding Globulin',
      'Sexualhormon-bindendes Globulin',
      'Sexualhormonbindendes Globulin',
    ],
    description:
      'SHBG is a liver protein that carries testosterone and oestradiol in the blood and keeps them inactive while bound. It determines how much of these hormones is free.',
    description_de:
      'SHBG ist ein Eiweiß aus der Leber, das Testosteron und Östradiol im Blut transportiert und sie im gebundenen Zustand inaktiv hält. Es bestimmt, wie viel dieser Hormone frei verfügbar ist.',
    indicates:
      'Interpreting testosterone; low in obesity, insulin resistance, PCOS and hypothyroidism; high in hyperthyroidism, liver disease, ageing and with oestrogen therapy.',
    indicates_de:
      'Beurteilung des Testosterons; erniedrigt bei Übergewicht, Insulinresistenz, PCOS und Unterfunktion; erhöht bei Überfunktion, Lebererkrankung, im Alter und unter Östrogentherapie.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (males ≥18 y 13.3–89.5; females 18–46 y 18.2–135.5 nmol/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 13.3 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 13.3, max: 135.5 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 135.5, max: null },
      ],
    },
    female: {
      // Premenopausal interval; postmenopausal women: 16.8–125.2 nmol/L.
      source: 'Mayo Clinic Laboratories reference values (females 18–46 y: 18.2–135.5 nmol/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 18.2 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 18.2, max: 135.5 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 135.5, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (males ≥18 y: 13.3–89.5 nmol/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 13.3 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 13.3, max: 89.5 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 89.5, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 604,
    name: 'Estradiol (E2)',
    name_de: 'Östradiol (E2)',
    test_name: 'Sex hormone panel',
    test_name_de: 'Sexualhormone',
    unit: 'pg/mL',
    units: [
      { unit: 'pmol/L', factor: 0.2724 },
      { unit: 'ng/L', factor: 1 },
    ],
    loinc: ['2243-4', '14715-7'],
    aliases: [
      'Estradiol',
      'E2',
      'Oestradiol',
      'Oestradiol (E2)',
      'Estradiol, Serum',
      'Estradiol, Sensitive',
      'Estradiol, Ultrasensitive',
      '17-beta Estradiol',
      '17β-Estradiol',
      'Östradiol',
      'Estradiol (E2), LC/MS/MS',
    ],
    description:
      'Oestradiol is the main female sex hormone, made mostly in the ovaries; men make small amounts from testosterone. In women it changes strongly over the menstrual cycle.',
    description_de:
      'Östradiol ist das wichtigste weibliche Sexualhormon und wird vor allem in den Eierstöcken gebildet; Männer bilden kleine Mengen aus Testosteron. Bei Frauen schwankt es stark im Zyklusverlauf.',
    indicates:
      'Ovarian function, menopause, fertility treatment and hormone therapy in women; in men, excess oestrogen (gynaecomastia) or too little during testosterone or aromatase-inhibitor therapy.',
    indicates_de:
      'Eierstockfunktion, Wechseljahre, Kinderwunschbehandlung und Hormontherapie bei Frauen; bei Männern Östrogenüberschuss (Gynäkomastie) oder -mangel unter Testosteron- oder Aromatasehemmer-Therapie.',
    desired_result: 'Normal',
    ranges: {
      source: 'ARUP Laboratories reference intervals (LC-MS/MS; men 10–42 pg/mL, premenopausal women 30–400 pg/mL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 10 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 10, max: 400 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 400, max: null },
      ],
    },
    female: {
      // Cycle-dependent: premenopausal early follicular 30–100, late follicular 100–400, luteal
      // 50–150 pg/mL; the span of the cycle is shown. Postmenopausal values (2–21 pg/mL) read as low.
      source:
        'ARUP Laboratories reference intervals (LC-MS/MS; premenopausal early follicular 30–100, late follicular 100–400, luteal 50–150 pg/mL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 30 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 30, max: 400 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 400, max: null },
      ],
    },
    male: {
      source: 'ARUP Laboratories reference intervals (LC-MS/MS; men ≥18 y: 10–42 pg/mL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 10 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 10, max: 42 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 42, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 605,
    name: 'Progesterone',
    name_de: 'Progesteron',
    test_name: 'Sex hormone panel',
    test_name_de: 'Sexualhormone',
    unit: 'ng/mL',
    units: [
      { unit: 'nmol/L', factor: 0.3145 },
      { unit: 'µg/L', factor: 1 },
    ],
    loinc: ['2839-9', '14890-8'],
    aliases: ['P4', 'Progesterone, Serum', 'S.Progesterone', 'Progesteron im Serum'],
    description:
      'Progesterone is made mainly by the corpus luteum after ovulation and by the placenta in pregnancy. It prepares the womb lining for a pregnancy.',
    description_de:
      'Progesteron wird vor allem nach dem Eisprung vom Gelbkörper und in der Schwangerschaft von der Plazenta gebildet. Es bereitet die Gebärmutterschleimhaut auf eine Schwangerschaft vor.',
    indicates:
      'Whether ovulation has occurred (mid-luteal level, about 7 days before the next period), luteal insufficiency, early pregnancy support; some adrenal disorders.',
    indicates_de:
      'Ob ein Eisprung stattgefunden hat (Wert in der Mitte der Lutealphase, etwa 7 Tage vor der nächsten Periode), Gelbkörperschwäche, Unterstützung der Frühschwangerschaft; manche Nebennierenerkrankungen.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (women: follicular ≤0.89, luteal 1.8–24 ng/mL; men <0.20 ng/mL)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 24 },
        { name: 'Above Luteal Range', name_de: 'Über Lutealbereich', class_range: 'above_normal', min: 24, max: null },
      ],
    },
    female: {
      // Cycle-dependent: follicular ≤0.89, ovulation ≤12, luteal 1.8–24, postmenopausal ≤0.20 ng/mL;
      // the whole non-pregnant span is normal. Values above it suggest pregnancy or supplementation.
      source:
        'Mayo Clinic Laboratories reference values (follicular ≤0.89, ovulation ≤12, luteal 1.8–24, postmenopausal ≤0.20 ng/mL)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 24 },
        { name: 'Above Luteal Range', name_de: 'Über Lutealbereich', class_range: 'above_normal', min: 24, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (males ≥18 y: <0.20 ng/mL)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 0.2 },
        { name: 'Above Luteal Range', name_de: 'Über Lutealbereich', class_range: 'above_normal', min: 0.2, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 606,
    name: 'Luteinizing Hormone (LH)',
    name_de: 'Luteinisierendes Hormon (LH)',
    test_name: 'Sex hormone panel',
    test_name_de: 'Sexualhormone',
    unit: 'mIU/mL',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'mU/mL', factor: 1 },
      { unit: 'U/L', factor: 1 },
    ],
    loinc: ['10501-5'],
    aliases: [
      'LH',
      'Luteinising Hormone',
      'Luteinizing Hormone',
      'Lutropin',
      'S.LH',
      'Luteinisierendes Hormon',
      'Lutropin (LH)',
    ],
    description:
      'LH is a pituitary hormone that triggers ovulation in women and testosterone production in men. In women it surges sharply just before ovulation.',
    description_de:
      'LH ist ein Hormon der Hirnanhangdrüse, das bei Frauen den Eisprung und bei Männern die Testosteronbildung auslöst. Bei Frauen steigt es kurz vor dem Eisprung steil an.',
    indicates:
      'Cause of low sex hormones (testicular or ovarian failure: high; pituitary or hypothalamic problem: low), menopause, PCOS (raised LH/FSH ratio), ovulation timing.',
    indicates_de:
      'Ursache niedriger Sexualhormone (Hoden- oder Eierstockversagen: erhöht; Hypophysen- oder Hypothalamusstörung: erniedrigt), Wechseljahre, PCOS (erhöhter LH/FSH-Quotient), Eisprungbestimmung.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (men >18 y 1.3–9.6; women follicular 1.9–14.6 IU/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 1.3 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 1.3, max: 14.6 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 14.6, max: null },
      ],
    },
    female: {
      // Follicular-phase interval (when the test is usually taken, cycle day 2–5); midcycle peak
      // 12.2–118 and postmenopausal 5.3–65.4 IU/L read as high.
      source:
        'Mayo Clinic Laboratories reference values (premenopausal follicular phase 1.9–14.6 IU/L; midcycle 12.2–118, luteal 0.7–12.9, postmenopausal 5.3–65.4 IU/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 1.9 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 1.9, max: 14.6 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 14.6, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (males >18 y: 1.3–9.6 IU/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 1.3 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 1.3, max: 9.6 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 9.6, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 607,
    name: 'Follicle-Stimulating Hormone (FSH)',
    name_de: 'Follikelstimulierendes Hormon (FSH)',
    test_name: 'Sex hormone panel',
    test_name_de: 'Sexualhormone',
    unit: 'mIU/mL',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'mU/mL', factor: 1 },
      { unit: 'U/L', factor: 1 },
    ],
    loinc: ['15067-2'],
    aliases: [
      'FSH',
      'Follicle Stimulating Hormone',
      'Follitropin',
      'S.FSH',
      'Follikelstimulierendes Hormon',
      'Follitropin (FSH)',
    ],
    description:
      'FSH is a pituitary hormone that makes egg follicles grow in women and supports sperm production in men. It rises steeply when the ovaries stop working at menopause.',
    description_de:
      'FSH ist ein Hormon der Hirnanhangdrüse, das bei Frauen die Eibläschen reifen lässt und bei Männern die Samenbildung unterstützt. Mit dem Erlöschen der Eierstockfunktion in den Wechseljahren steigt es stark an.',
    indicates:
      'Menopause and ovarian reserve, premature ovarian insufficiency, testicular failure (high) or pituitary/hypothalamic problems (low); fertility work-up.',
    indicates_de:
      'Wechseljahre und Eizellreserve, vorzeitige Ovarialinsuffizienz, Hodenversagen (erhöht) oder Hypophysen-/Hypothalamusstörung (erniedrigt); Kinderwunschabklärung.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (men >18 y 1.2–15.8; women follicular 2.9–14.6 IU/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 1.2 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 1.2, max: 15.8 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 15.8, max: null },
      ],
    },
    female: {
      // Follicular-phase interval (cycle day 2–5); midcycle 4.7–23.2 and postmenopausal
      // 16.0–157.0 IU/L read as high.
      source:
        'Mayo Clinic Laboratories reference values (premenopausal follicular phase 2.9–14.6 IU/L; midcycle 4.7–23.2, luteal 1.4–8.9, postmenopausal 16.0–157.0 IU/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 2.9 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 2.9, max: 14.6 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 14.6, max: null },
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values (males >18 y: 1.2–15.8 IU/L)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 1.2 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 1.2, max: 15.8 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 15.8, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 608,
    name: 'Prolactin',
    name_de: 'Prolaktin',
    test_name: 'Prolactin test',
    test_name_de: 'Prolaktin-Bestimmung',
    unit: 'ng/mL',
    units: [
      { unit: 'mIU/L', factor: 0.0472 },
      { unit: 'µIU/mL', factor: 0.0472 },
      { unit: 'µg/L', factor: 1 },
    ],
    loinc: ['2842-3', '20568-2'],
    aliases: ['PRL', 'Prolactin, Serum', 'S.Prolactin', 'Serum Prolactin'],
    description:
      'Prolactin is a pituitary hormone that stimulates breast milk production. Stress, sleep, some medicines and pregnancy raise it.',
    description_de:
      'Prolaktin ist ein Hormon der Hirnanhangdrüse, das die Milchbildung anregt. Stress, Schlaf, manche Medikamente und eine Schwangerschaft erhöhen es.',
    indicates:
      'Prolactinoma and other pituitary disorders, causes of irregular periods, infertility, low libido or milky nipple discharge; side effect of antipsychotics and other drugs.',
    indicates_de:
      'Prolaktinom und andere Hypophysenerkrankungen, Ursachen von Zyklusstörungen, unerfülltem Kinderwunsch, Libidoverlust oder Milchfluss; Nebenwirkung von Neuroleptika und anderen Medikamenten.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (men 4.0–15.2, non-pregnant women 4.8–23.3 ng/mL); Endocrine Society 2011 Hyperprolactinemia Guideline (>250 µg/L usually prolactinoma)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 4 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 4, max: 23.3 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 23.3, max: 250 },
        { name: 'Very High', name_de: 'Stark erhöht', class_range: 'very_high', min: 250, max: null },
      ],
    },
    female: {
      source:
        'Mayo Clinic Laboratories reference values (non-pregnant women 4.8–23.3 ng/mL); Endocrine Society 2011 Hyperprolactinemia Guideline',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 4.8 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 4.8, max: 23.3 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 23.3, max: 250 },
        { name: 'Very High', name_de: 'Stark erhöht', class_range: 'very_high', min: 250, max: null },
      ],
    },
    male: {
      source:
        'Mayo Clinic Laboratories reference values (men 4.0–15.2 ng/mL); Endocrine Society 2011 Hyperprolactinemia Guideline',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 4 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 4, max: 15.2 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 15.2, max: 250 },
        { name: 'Very High', name_de: 'Stark erhöht', class_range: 'very_high', min: 250, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 609,
    name: 'DHEA-S (Dehydroepiandrosterone Sulfate)',
    name_de: 'DHEA-S (Dehydroepiandrosteronsulfat)',
    test_name: 'Adrenal androgens',
    test_name_de: 'Nebennierenandrogene',
    unit: 'µg/dL',
    units: [
      { unit: 'µmol/L', factor: 36.85 },
      { unit: 'ng/mL', factor: 0.1 },
      { unit: 'µg/mL', factor: 100 },
      { unit: 'mg/L', factor: 100 },
    ],
    loinc: ['2191-5'],
    aliases: [
      'DHEA-S',
      'DHEAS',
      'DHEA-SO4',
      'DHEA Sulfate',
      'DHEA Sulphate',
      'Dehydroepiandrosterone Sulfate',
      'Dehydroepiandrosterone Sulphate',
      'DHEA-Sulfat',
      'Dehydroepiandrosteronsulfat',
    ],
    description:
      'DHEA-S is an androgen precursor made almost only by the adrenal glands. It peaks in the twenties and then declines steadily with age, so its reference range depends on age.',
    description_de:
      'DHEA-S ist eine Androgen-Vorstufe, die fast nur in den Nebennieren gebildet wird. Es erreicht in den Zwanzigern seinen Höchstwert und sinkt danach mit dem Alter stetig, daher hängt sein Referenzbereich vom Alter ab.',
    indicates:
      'Adrenal source of androgen excess (hirsutism, PCOS, adrenal tumours, congenital adrenal hyperplasia) and adrenal insufficiency (low).',
    indicates_de:
      'Nebennieren als Quelle eines Androgenüberschusses (Hirsutismus, PCOS, Nebennierentumoren, adrenogenitales Syndrom) sowie Nebenniereninsuffizienz (erniedrigt).',
    desired_result: 'Normal',
    ranges: {
      // Strongly age-dependent; the 30–39 y interval is shown.
      source:
        'PAML (Pathology Associates Medical Laboratories) reference values, age 30–39 y (men 100–432, women 37–224 µg/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 37 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 37, max: 432 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 432, max: null },
      ],
    },
    female: {
      source: 'PAML (Pathology Associates Medical Laboratories) reference values, women 30–39 y: 37–224 µg/dL',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 37 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 37, max: 224 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 224, max: null },
      ],
    },
    male: {
      source: 'PAML (Pathology Associates Medical Laboratories) reference values, men 30–39 y: 100–432 µg/dL',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 100 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 100, max: 432 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 432, max: null },
      ],
    },
    age_dependent: true,
    better: 'in_range',
  },
  {
    id: 610,
    name: 'Cortisol (Morning)',
    name_de: 'Cortisol (morgens)',
    test_name: 'Cortisol test',
    test_name_de: 'Cortisol-Bestimmung',
    unit: 'µg/dL',
    units: [
      { unit: 'nmol/L', factor: 0.03625 },
      { unit: 'ng/mL', factor: 0.1 },
      { unit: 'µg/L', factor: 0.1 },
    ],
    loinc: ['2143-6', '9813-7'],
    aliases: [
      'Cortisol',
      'Cortisol, AM',
      'AM Cortisol',
      'Morning Cortisol',
      'Cortisol, Morning',
      'Cortisol, Serum',
      'Serum Cortisol',
      'Cortisol 8 AM',
      'S.Cortisol',
      'Kortisol',
      'Cortisol morgens',
      'Cortisol im Serum',
    ],
    description:
      'Cortisol is the main stress hormone of the adrenal glands. It follows a daily rhythm, highest in the early morning, so it is usually measured between 7 and 9 a.m.',
    description_de:
      'Cortisol ist das wichtigste Stresshormon der Nebennieren. Es folgt einem Tagesrhythmus mit dem Höchstwert am frühen Morgen und wird daher meist zwischen 7 und 9 Uhr gemessen.',
    indicates:
      "Adrenal insufficiency (Addison's disease, pituitary failure, after steroid use: low) and cortisol excess (Cushing's syndrome: high, confirmed with dedicated tests).",
    indicates_de:
      'Nebenniereninsuffizienz (Morbus Addison, Hypophysenausfall, nach Steroidtherapie: erniedrigt) und Cortisolüberschuss (Cushing-Syndrom: erhöht, Bestätigung durch Spezialtests).',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (≥18 y, a.m.: 7–25 µg/dL); Endocrine Society 2016 Primary Adrenal Insufficiency Guideline (morning cortisol <5 µg/dL with raised ACTH suggests insufficiency)',
      bands: [
        { name: 'Very Low', name_de: 'Sehr niedrig', class_range: 'very_low', min: null, max: 5 },
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: 5, max: 7 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 7, max: 25 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 25, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 611,
    name: 'Anti-Müllerian Hormone (AMH)',
    name_de: 'Anti-Müller-Hormon (AMH)',
    test_name: 'Ovarian reserve test',
    test_name_de: 'Bestimmung der Eizellreserve',
    unit: 'ng/mL',
    units: [
      { unit: 'pmol/L', factor: 0.14 },
      { unit: 'µg/L', factor: 1 },
    ],
    loinc: ['38476-8'],
    aliases: [
      'AMH',
      'Anti-Müllerian Hormone',
      'Anti-Mullerian Hormone',
      'Anti Mullerian Hormone',
      'Müllerian Inhibiting Substance',
      'Mullerian Inhibiting Substance',
      'Anti-Müller-Hormon',
    ],
    description:
      'AMH is made by the small growing follicles in the ovaries. Its level reflects how many eggs remain (ovarian reserve) and falls with age, so its reference range depends on age.',
    description_de:
      'AMH wird von den kleinen heranreifenden Follikeln der Eierstöcke gebildet. Der Wert spiegelt die verbleibende Eizellreserve und sinkt mit dem Alter, daher hängt sein Referenzbereich vom Alter ab.',
    indicates:
      'Ovarian reserve before fertility treatment, approaching menopause or premature ovarian insufficiency (low); polycystic ovary syndrome (often high).',
    indicates_de:
      'Eizellreserve vor einer Kinderwunschbehandlung, nahende Wechseljahre oder vorzeitige Ovarialinsuffizienz (erniedrigt); polyzystisches Ovarsyndrom (oft erhöht).',
    desired_result: 'Normal',
    ranges: {
      // Interpreted for women; AMH has no routine reference use in adult men.
      source:
        'ESHRE Bologna criteria 2011 (reduced ovarian reserve: AMH below 0.5–1.1 ng/mL)',
      bands: [
        { name: 'Very Low', name_de: 'Sehr niedrig', class_range: 'very_low', min: null, max: 0.5 },
        { name: 'Reduced', name_de: 'Vermindert', class_range: 'low', min: 0.5, max: 1.1 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 1.1, max: null },
      ],
    },
    age_dependent: true,
    better: 'higher',
  },
  {
    id: 612,
    name: 'IGF-1 (Insulin-Like Growth Factor 1)',
    name_de: 'IGF-1 (Insulin-like Growth Factor 1)',
    test_name: 'Growth hormone axis',
    test_name_de: 'Wachstumshormon-Achse',
    unit: 'ng/mL',
    units: [
      { unit: 'nmol/L', factor: 7.649 },
      { unit: 'µg/L', factor: 1 },
    ],
    loinc: ['2484-4'],
    aliases: [
      'IGF-1',
      'IGF-I',
      'IGF1',
      'Somatomedin C',
      'Somatomedin-C',
      'Insulin-like Growth Factor I',
      'Insulin-like Growth Factor 1',
      'Insulinähnlicher Wachstumsfaktor 1',
    ],
    description:
      'IGF-1 is made in the liver in response to growth hormone and carries out many of its effects. Unlike growth hormone it stays steady through the day. Its reference range depends on age: it peaks in puberty and falls steadily in adulthood.',
    description_de:
      'IGF-1 wird unter dem Einfluss des Wachstumshormons in der Leber gebildet und vermittelt viele seiner Wirkungen. Anders als das Wachstumshormon bleibt es über den Tag stabil. Sein Referenzbereich hängt vom Alter ab: Er ist in der Pubertät am höchsten und sinkt im Erwachsenenalter stetig.',
    indicates:
      'Growth hormone excess (acromegaly: high) or deficiency (low); also low in malnutrition, liver disease and poorly controlled diabetes.',
    indicates_de:
      'Wachstumshormon-Überschuss (Akromegalie: erhöht) oder -Mangel (erniedrigt); auch erniedrigt bei Mangelernährung, Lebererkrankung und schlecht eingestelltem Diabetes.',
    desired_result: 'Normal',
    ranges: {
      // Strongly age-dependent; the 31–35 y interval is shown (e.g. 26–30 y: 60–329, 51–55 y: 37–245).
      source: 'Mayo Clinic Laboratories reference values (IGF-1 by LC-MS, males 31–35 y: 54–310 ng/mL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 54 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 54, max: 310 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 310, max: null },
      ],
    },
    age_dependent: true,
    better: 'in_range',
  },
  {
    id: 613,
    name: 'Androstenedione',
    name_de: 'Androstendion',
    test_name: 'Adrenal androgens',
    test_name_de: 'Nebennierenandrogene',
    unit: 'ng/dL',
    units: [
      { unit: 'nmol/L', factor: 28.64 },
      { unit: 'ng/mL', factor: 100 },
      { unit: 'µg/L', factor: 100 },
    ],
    loinc: ['1854-9'],
    aliases: [
      'A4',
      'Delta-4-Androstenedione',
      'Androstenedione, Serum',
      'Δ4-Androstendion',
      'Delta-4-Androstendion',
    ],
    description:
      'Androstenedione is an androgen made by the adrenal glands and the ovaries or testes; the body turns it into testosterone and oestrone.',
    description_de:
      'Androstendion ist ein Androgen aus Nebennieren und Eierstöcken bzw. Hoden; der Körper wandelt es in Testosteron und Östron um.',
    indicates:
      'Androgen excess in women (PCOS, hirsutism, androgen-secreting tumours) and monitoring of congenital adrenal hyperplasia.',
    indicates_de:
      'Androgenüberschuss bei Frauen (PCOS, Hirsutismus, androgenbildende Tumoren) und Verlaufskontrolle des adrenogenitalen Syndroms.',
    desired_result: 'Normal',
    ranges: {
      source: 'ARUP Laboratories reference intervals (LC-MS/MS, 18–39 y: males 33–134, females 26–214 ng/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 26 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 26, max: 214 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 214, max: null },
      ],
    },
    female: {
      source: 'ARUP Laboratories reference intervals (LC-MS/MS, premenopausal females: 26–214 ng/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 26 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 26, max: 214 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 214, max: null },
      ],
    },
    male: {
      source: 'ARUP Laboratories reference intervals (LC-MS/MS, males 18–39 y: 33–134 ng/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 33 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 33, max: 134 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 134, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 614,
    name: '17-Hydroxyprogesterone',
    name_de: '17-Hydroxyprogesteron',
    test_name: 'Adrenal steroids',
    test_name_de: 'Nebennierensteroide',
    unit: 'ng/dL',
    units: [
      { unit: 'nmol/L', factor: 33.05 },
      { unit: 'ng/mL', factor: 100 },
      { unit: 'µg/L', factor: 100 },
    ],
    loinc: ['1668-3'],
    aliases: [
      '17-OHP',
      '17-OH Progesterone',
      '17-OH-Progesteron',
      '17-Hydroxy Progesterone',
      '17-alpha-Hydroxyprogesterone',
      '17α-Hydroxyprogesteron',
      '17-OH-P',
    ],
    description:
      'A precursor of cortisol made in the adrenal glands. It builds up when an enzyme needed for cortisol production (21-hydroxylase) is missing. Best measured in the early morning (in women in the follicular phase).',
    description_de:
      'Eine Vorstufe des Cortisols aus den Nebennieren. Sie staut sich an, wenn ein für die Cortisolbildung nötiges Enzym (21-Hydroxylase) fehlt. Am besten frühmorgens (bei Frauen in der Follikelphase) zu messen.',
    indicates:
      'Congenital adrenal hyperplasia, including the mild non-classic form that can mimic PCOS; monitoring its treatment.',
    indicates_de:
      'Adrenogenitales Syndrom, auch die milde nicht-klassische Form, die einem PCOS ähneln kann; Therapiekontrolle.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Endocrine Society 2018 Congenital Adrenal Hyperplasia Guideline (Speiser et al.): early-morning 17-OHP ≥200 ng/dL (6 nmol/L) warrants ACTH stimulation testing',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 200 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 200, max: null },
      ],
    },
    better: 'lower',
  },
  {
    id: 615,
    name: 'ACTH (Adrenocorticotropic Hormone)',
    name_de: 'ACTH (Adrenocorticotropes Hormon)',
    test_name: 'ACTH test',
    test_name_de: 'ACTH-Bestimmung',
    unit: 'pg/mL',
    units: [
      { unit: 'pmol/L', factor: 4.51 },
      { unit: 'ng/L', factor: 1 },
    ],
    loinc: ['2141-0'],
    aliases: [
      'ACTH',
      'Corticotropin',
      'Adrenocorticotropin',
      'Adrenocorticotrophic Hormone',
      'ACTH, Plasma',
      'Kortikotropin',
      'Corticotropin (ACTH)',
    ],
    description:
      'ACTH is the pituitary hormone that drives the adrenal glands to make cortisol. It is highest in the morning and is measured together with cortisol.',
    description_de:
      'ACTH ist das Hormon der Hirnanhangdrüse, das die Nebennieren zur Cortisolbildung antreibt. Es ist morgens am höchsten und wird zusammen mit Cortisol bestimmt.',
    indicates:
      "Where a cortisol problem comes from: high in Addison's disease and pituitary Cushing's disease, low in pituitary failure and adrenal tumours.",
    indicates_de:
      'Ursprung einer Cortisolstörung: erhöht bei Morbus Addison und hypophysärem Morbus Cushing, erniedrigt bei Hypophysenausfall und Nebennierentumoren.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (a.m. draw: 7.2–63 pg/mL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 7.2 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 7.2, max: 63 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 63, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 616,
    name: 'Aldosterone',
    name_de: 'Aldosteron',
    test_name: 'Aldosterone and renin',
    test_name_de: 'Aldosteron und Renin',
    unit: 'ng/dL',
    units: [
      { unit: 'pmol/L', factor: 0.03605 },
      { unit: 'pg/mL', factor: 0.1 },
      { unit: 'ng/L', factor: 0.1 },
    ],
    loinc: ['1763-2', '14586-2'],
    aliases: [
      'Aldosterone, Serum',
      'Aldosterone, Plasma',
      'Plasma Aldosterone',
      'Plasma Aldosterone Concentration',
      'PAC',
      'Aldosteron im Plasma',
    ],
    description:
      'Aldosterone is an adrenal hormone that makes the kidneys hold on to salt and water and excrete potassium, raising blood pressure.',
    description_de:
      'Aldosteron ist ein Nebennierenhormon, das die Nieren Salz und Wasser zurückhalten und Kalium ausscheiden lässt und so den Blutdruck erhöht.',
    indicates:
      'Primary aldosteronism (a common treatable cause of high blood pressure, often with low potassium), read together with renin as the aldosterone–renin ratio.',
    indicates_de:
      'Primärer Hyperaldosteronismus (häufige behandelbare Ursache von Bluthochdruck, oft mit niedrigem Kalium), beurteilt zusammen mit Renin als Aldosteron-Renin-Quotient.',
    desired_result: 'Normal',
    ranges: {
      source: 'ARUP Laboratories reference intervals (adults ≥15 y, upright: 4.0–31.0 ng/dL; supine ≤16.0 ng/dL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 4 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 4, max: 31 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 31, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 617,
    name: 'Plasma Renin Activity',
    name_de: 'Plasma-Renin-Aktivität',
    test_name: 'Aldosterone and renin',
    test_name_de: 'Aldosteron und Renin',
    unit: 'ng/mL/h',
    units: [
      { unit: 'µg/L/h', factor: 1 },
      { unit: 'ng/mL/hr', factor: 1 },
    ],
    loinc: ['2915-7'],
    aliases: [
      'PRA',
      'Renin Activity',
      'Renin Activity, Plasma',
      'Plasma Renin Activity (PRA)',
      'Renin-Aktivität',
      'Plasmareninaktivität',
    ],
    description:
      'Measures how fast the kidney enzyme renin produces angiotensin in a plasma sample. Renin starts the hormone chain that controls blood pressure and salt balance.',
    description_de:
      'Misst, wie schnell das Nierenenzym Renin in einer Plasmaprobe Angiotensin bildet. Renin startet die Hormonkette, die Blutdruck und Salzhaushalt steuert.',
    indicates:
      'Primary aldosteronism (suppressed renin with high aldosterone), renovascular hypertension and salt loss (high renin); depends strongly on posture, salt intake and blood-pressure drugs.',
    indicates_de:
      'Primärer Hyperaldosteronismus (supprimiertes Renin bei hohem Aldosteron), renovaskuläre Hypertonie und Salzverlust (erhöhtes Renin); stark abhängig von Körperlage, Salzzufuhr und Blutdruckmedikamenten.',
    desired_result: 'Normal',
    ranges: {
      source:
        'ARUP Laboratories reference intervals (adults, normal sodium diet, upright: 0.5–4.0 ng/mL/h; supine 0.2–1.6 ng/mL/h)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 0.5 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 0.5, max: 4 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 4, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 618,
    name: 'Renin (Direct Concentration)',
    name_de: 'Renin (direkte Konzentration)',
    test_name: 'Aldosterone and renin',
    test_name_de: 'Aldosteron und Renin',
    unit: 'pg/mL',
    units: [{ unit: 'ng/L', factor: 1 }],
    loinc: ['35570-1'],
    aliases: [
      'Renin',
      'Direct Renin',
      'Renin, Direct',
      'Renin Direct',
      'Direct Renin Concentration',
      'Active Renin',
      'Plasma Renin Concentration',
      'Renin direkt',
      'Renin-Konzentration',
    ],
    description:
      'Measures the amount of active renin protein in plasma. Renin is the kidney enzyme that starts the hormone chain controlling blood pressure and salt balance.',
    description_de:
      'Misst die Menge an aktivem Renin im Plasma. Renin ist das Nierenenzym, das die Hormonkette zur Steuerung von Blutdruck und Salzhaushalt startet.',
    indicates:
      'Primary aldosteronism (suppressed renin with high aldosterone), renovascular hypertension and salt loss (high renin); affected by posture, salt intake, oestrogens and blood-pressure drugs.',
    indicates_de:
      'Primärer Hyperaldosteronismus (supprimiertes Renin bei hohem Aldosteron), renovaskuläre Hypertonie und Salzverlust (erhöhtes Renin); beeinflusst durch Körperlage, Salzzufuhr, Östrogene und Blutdruckmedikamente.',
    desired_result: 'Normal',
    ranges: {
      source:
        'ARUP Laboratories reference intervals (upright: ≤40 y 4.2–52.2, >40 y 3.6–81.6 pg/mL)',
      bands: [
        { name: 'Low', name_de: 'Erniedrigt', class_range: 'low', min: null, max: 3.6 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 3.6, max: 81.6 },
        { name: 'High', name_de: 'Erhöht', class_range: 'high', min: 81.6, max: null },
      ],
    },
    better: 'in_range',
  },
];
