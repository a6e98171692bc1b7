import type { CatalogueBand, CatalogueBiomarker, ClassRange } from '../catalogue-types';

function band(
  name: string,
  name_de: string,
  class_range: ClassRange,
  min: number | null,
  max: number | null,
): CatalogueBand {
  return { name, name_de, class_range, min, max };
}

const TUMOUR_MARKERS = { test_name: 'Tumour markers', test_name_de: 'Tumormarker' };

/** Category 19 (tumour markers, for monitoring): ids 1901–1999. */
export const CANCER_SCREENING: readonly CatalogueBiomarker[] = [
  {
    // Age-specific upper limits are lower in younger men (Oesterling et al., JAMA 1993:
    // 40–49 y 2.5, 50–59 y 3.5, 60–69 y 4.5, 70–79 y 6.5 ng/mL); without age-aware ranges the
    // bands use the traditional 4.0 ng/mL cut-off. Only meaningful for people with a prostate.
    id: 1901,
    name: 'PSA (Prostate-Specific Antigen), Total',
    name_de: 'PSA gesamt (prostataspezifisches Antigen)',
    test_name: 'PSA test',
    test_name_de: 'PSA-Test',
    unit: 'ng/mL',
    units: [{ unit: 'µg/L', factor: 1 }],
    loinc: ['2857-1', '83112-3'],
    aliases: [
      'PSA',
      'Total PSA',
      'PSA Total',
      'PSA, Total',
      'tPSA',
      'Serum PSA',
      'Prostate Specific Antigen',
      'Prostate-Specific Antigen, Total',
      'PSA gesamt',
      'Gesamt-PSA',
      'PSA (total)',
      'Prostataspezifisches Antigen',
    ],
    description:
      'A protein made by the prostate gland; small amounts leak into the blood. The level rises with prostate size and with inflammation or cancer of the prostate, and its reference range depends on age: it is higher in older men. Unlike the other markers here, PSA is also used for early detection of prostate cancer, but only as a shared decision after talking through its benefits and harms with a doctor.',
    description_de:
      'Ein Eiweiß der Prostata, von dem kleine Mengen ins Blut gelangen. Der Wert steigt mit der Prostatagröße sowie bei Entzündung oder Krebs der Prostata, und sein Referenzbereich hängt vom Alter ab: Bei älteren Männern liegt er höher. Anders als die übrigen Marker hier wird PSA auch zur Früherkennung von Prostatakrebs eingesetzt, aber nur als gemeinsame Entscheidung nach einem Gespräch mit der Ärztin oder dem Arzt über Nutzen und Risiken.',
    indicates:
      'Prostate cancer risk (early detection after shared decision-making: USPSTF 2018 for men aged 55–69; German S3 guideline from 45 after counselling) and follow-up after treatment; also raised by benign enlargement, prostatitis, recent ejaculation, cycling or a urinary catheter. A raised value is not a diagnosis: it is measured again and combined with other findings before any biopsy.',
    indicates_de:
      'Prostatakrebsrisiko (Früherkennung nach gemeinsamer Entscheidung: USPSTF 2018 für Männer von 55–69 Jahren, S3-Leitlinie ab 45 Jahren nach Aufklärung) und Nachsorge nach Behandlung; auch erhöht bei gutartiger Vergrößerung, Prostatitis, kurz nach Samenerguss, Radfahren oder Blasenkatheter. Ein erhöhter Wert ist keine Diagnose: Er wird erneut bestimmt und mit anderen Befunden bewertet, bevor eine Biopsie erwogen wird.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Traditional 4.0 ng/mL cut-off; 4.0–10.0 ng/mL diagnostic grey zone, >10 ng/mL high probability of cancer (Mayo Clinic Laboratories PSA interpretation); S3-Leitlinie Prostatakarzinom (confirmed PSA ≥4 ng/mL warrants further work-up)',
      bands: [
        band('Normal', 'Normal', 'normal', null, 4),
        band('Borderline', 'Grenzwertig', 'borderline', 4, 10),
        band('High', 'Hoch', 'high', 10, null),
      ],
    },
    age_dependent: true,
    better: 'lower',
  },
  {
    id: 1902,
    name: 'Free PSA (%)',
    name_de: 'Freies PSA (%)',
    test_name: 'PSA, total and free',
    test_name_de: 'PSA gesamt und frei',
    unit: '%',
    units: [],
    loinc: ['12841-3'],
    aliases: [
      'Free PSA %',
      '% Free PSA',
      'Percent Free PSA',
      'Free PSA Percentage',
      'Anteil freies PSA',
      'Freies PSA in %',
    ],
    description:
      'The share of PSA that circulates unbound in the blood, as a percentage of total PSA. Prostate cancer tends to produce more bound PSA, so a low share is more worrying.',
    description_de:
      'Der Anteil des PSA, der ungebunden im Blut zirkuliert, in Prozent des Gesamt-PSA. Prostatakrebs bildet eher gebundenes PSA, daher ist ein niedriger Anteil auffälliger.',
    indicates:
      'Prostate cancer probability when total PSA is in the 4–10 ng/mL grey zone: below 10 % the chance is high, above 25 % it is low. Not interpretable when total PSA is normal or very high.',
    indicates_de:
      'Wahrscheinlichkeit für Prostatakrebs, wenn das Gesamt-PSA im Graubereich von 4–10 ng/mL liegt: unter 10 % ist sie hoch, über 25 % niedrig. Bei normalem oder sehr hohem Gesamt-PSA nicht aussagekräftig.',
    desired_result: 'Low Risk',
    ranges: {
      source:
        'Catalona et al., JAMA 1998 (total PSA 4–10 ng/mL: cancer probability 56 % at ≤10 % free PSA, 8 % at >25 %)',
      bands: [
        band('High Risk', 'Hohes Risiko', 'high', null, 10),
        band('Intermediate', 'Mittleres Risiko', 'borderline', 10, 25),
        band('Low Risk', 'Niedriges Risiko', 'normal', 25, null),
      ],
    },
    better: 'higher',
  },
  {
    id: 1903,
    name: 'CEA (Carcinoembryonic Antigen)',
    name_de: 'CEA (karzinoembryonales Antigen)',
    ...TUMOUR_MARKERS,
    unit: 'ng/mL',
    units: [{ unit: 'µg/L', factor: 1 }],
    loinc: ['2039-6', '83085-1'],
    aliases: [
      'CEA',
      'Carcinoembryonic Antigen',
      'Carcino Embryonic Antigen',
      'CEA, Serum',
      'Serum CEA',
      'Karzinoembryonales Antigen',
      'Carcinoembryonales Antigen',
    ],
    description:
      'A protein made in large amounts by some cancers, especially of the bowel, and in small amounts by healthy tissue. It is not a screening test: it is used to follow a known cancer, and raised values have many harmless causes (smoking raises it slightly).',
    description_de:
      'Ein Eiweiß, das manche Krebsarten, besonders des Darms, in großen Mengen bilden, gesundes Gewebe nur in kleinen. Es ist kein Suchtest: Es dient der Verlaufskontrolle einer bekannten Krebserkrankung, und erhöhte Werte haben viele harmlose Ursachen (Rauchen erhöht es leicht).',
    indicates:
      'Follow-up of colorectal and some other cancers (rising values can signal recurrence); also mildly raised by smoking, inflammatory bowel disease, liver disease or pancreatitis. Not suitable for screening healthy people; a raised value alone is not a cancer diagnosis.',
    indicates_de:
      'Verlaufskontrolle bei Darmkrebs und einigen anderen Krebsarten (steigende Werte können ein Rezidiv anzeigen); leicht erhöht auch durch Rauchen, chronisch-entzündliche Darmerkrankungen, Lebererkrankungen oder Pankreatitis. Nicht zur Früherkennung bei Gesunden geeignet; ein erhöhter Wert allein ist keine Krebsdiagnose.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (nonsmokers ≤3.0 ng/mL; some smokers up to 5.0 ng/mL)',
      bands: [
        band('Normal', 'Normal', 'normal', null, 3),
        band('Borderline (Smoker Range)', 'Grenzwertig (Raucherbereich)', 'borderline', 3, 5),
        band('Elevated', 'Erhöht', 'elevated', 5, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1904,
    name: 'AFP (Alpha-Fetoprotein)',
    name_de: 'AFP (Alpha-Fetoprotein)',
    ...TUMOUR_MARKERS,
    unit: 'ng/mL',
    // WHO 72/225 standard: 1 IU AFP = 1.21 ng.
    units: [
      { unit: 'µg/L', factor: 1 },
      { unit: 'IU/mL', factor: 1.21 },
      { unit: 'kIU/L', factor: 1.21 },
      { unit: 'IE/ml', factor: 1.21 },
    ],
    loinc: ['1834-1', '53962-7'],
    aliases: [
      'AFP',
      'Alpha-Fetoprotein',
      'Alpha Fetoprotein',
      'Alpha-1-Fetoprotein',
      'AFP, Serum',
      'AFP Tumour Marker',
      'AFP Tumor Marker',
    ],
    description:
      'A protein made by the liver and yolk sac of an unborn baby. In adults it is normally very low; some liver and germ-cell tumours make it again. It is naturally high in pregnancy. It is not a screening test for healthy people: it is used to follow a known tumour or, in cirrhosis, for surveillance, and raised values have many harmless causes.',
    description_de:
      'Ein Eiweiß, das Leber und Dottersack des ungeborenen Kindes bilden. Bei Erwachsenen ist es normalerweise sehr niedrig; manche Leber- und Keimzelltumoren bilden es wieder. In der Schwangerschaft ist es natürlicherweise hoch. Es ist kein Suchtest für Gesunde: Es dient der Verlaufskontrolle eines bekannten Tumors oder der Überwachung bei Zirrhose, und erhöhte Werte haben viele harmlose Ursachen.',
    indicates:
      'Follow-up of liver cancer (hepatocellular carcinoma) and testicular or ovarian germ-cell tumours, surveillance in cirrhosis; also raised by hepatitis, cirrhosis and pregnancy. A raised value alone is not a cancer diagnosis.',
    indicates_de:
      'Verlaufskontrolle bei Leberkrebs (hepatozelluläres Karzinom) und Keimzelltumoren von Hoden oder Eierstock, Überwachung bei Zirrhose; auch erhöht bei Hepatitis, Zirrhose und Schwangerschaft. Ein erhöhter Wert allein ist keine Krebsdiagnose.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values, AFP tumour marker (non-pregnant adults <8.4 ng/mL)',
      bands: [
        band('Normal', 'Normal', 'normal', null, 8.4),
        band('Elevated', 'Erhöht', 'elevated', 8.4, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1905,
    name: 'CA-125',
    name_de: 'CA 125',
    ...TUMOUR_MARKERS,
    unit: 'U/mL',
    units: [{ unit: 'kU/L', factor: 1 }],
    loinc: ['10334-1', '83082-8'],
    aliases: [
      'CA125',
      'CA 125 II',
      'Cancer Antigen 125',
      'Carbohydrate Antigen 125',
      'Tumour Marker CA 125',
      'Ovarian Cancer Marker CA 125',
    ],
    description:
      'A protein released by the lining of the ovaries, abdomen and chest cavity. It is not a screening test: it is used to follow a known ovarian cancer, and raised values have many harmless causes.',
    description_de:
      'Ein Eiweiß aus der Auskleidung von Eierstöcken, Bauch- und Brusthöhle. Es ist kein Suchtest: Es dient der Verlaufskontrolle eines bekannten Eierstockkrebses, und erhöhte Werte haben viele harmlose Ursachen.',
    indicates:
      'Follow-up of ovarian cancer and assessment of a pelvic mass; also raised by menstruation, endometriosis, fibroids, pregnancy, pelvic inflammation, liver disease and fluid in the abdomen. Not a screening test.',
    indicates_de:
      'Verlaufskontrolle bei Eierstockkrebs und Beurteilung einer Raumforderung im Becken; auch erhöht bei Menstruation, Endometriose, Myomen, Schwangerschaft, Beckenentzündung, Lebererkrankungen und Bauchwasser. Kein Test zur Früherkennung.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Conventional 35 U/mL upper reference limit (Bast et al., NEJM 1983); ACOG/SGO pelvic-mass referral thresholds (>200 U/mL premenopausal, >35 U/mL postmenopausal); Mayo Clinic Laboratories (Roche ECLIA) uses <46 U/mL',
      bands: [
        band('Normal', 'Normal', 'normal', null, 35),
        band('Elevated', 'Erhöht', 'elevated', 35, 200),
        band('High', 'Hoch', 'high', 200, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1906,
    name: 'CA 19-9',
    name_de: 'CA 19-9',
    ...TUMOUR_MARKERS,
    unit: 'U/mL',
    units: [{ unit: 'kU/L', factor: 1 }],
    loinc: ['24108-3', '83084-4'],
    aliases: [
      'CA19-9',
      'CA 19.9',
      'CA199',
      'Carbohydrate Antigen 19-9',
      'Cancer Antigen 19-9',
      'GI Cancer Antigen',
    ],
    description:
      'A sugar-protein related to the Lewis blood group, made by cells of the pancreas and bile ducts; about 5–10 % of people cannot make it at all. It is not a screening test: it is used to follow a known cancer, and raised values have many harmless causes.',
    description_de:
      'Ein Zucker-Eiweiß, verwandt mit der Lewis-Blutgruppe, gebildet von Zellen der Bauchspeicheldrüse und Gallenwege; etwa 5–10 % der Menschen können es gar nicht bilden. Es ist kein Suchtest: Es dient der Verlaufskontrolle einer bekannten Krebserkrankung, und erhöhte Werte haben viele harmlose Ursachen.',
    indicates:
      'Follow-up of pancreatic and bile-duct cancer; also raised by blocked bile ducts, pancreatitis, cirrhosis and poorly controlled diabetes (usually below 1,000 U/mL in benign disease). Not a screening test; a raised value alone is not a cancer diagnosis.',
    indicates_de:
      'Verlaufskontrolle bei Bauchspeicheldrüsen- und Gallengangskrebs; auch erhöht bei Gallestau, Pankreatitis, Zirrhose und schlecht eingestelltem Diabetes (bei gutartigen Ursachen meist unter 1.000 U/mL). Kein Test zur Früherkennung; ein erhöhter Wert allein ist keine Krebsdiagnose.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (<35 U/mL; benign conditions usually <1,000 U/mL)',
      bands: [
        band('Normal', 'Normal', 'normal', null, 35),
        band('Elevated', 'Erhöht', 'elevated', 35, 1000),
        band('High', 'Hoch', 'high', 1000, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1907,
    name: 'CA 15-3',
    name_de: 'CA 15-3',
    ...TUMOUR_MARKERS,
    unit: 'U/mL',
    units: [{ unit: 'kU/L', factor: 1 }],
    loinc: ['6875-9', '83083-6'],
    aliases: ['CA15-3', 'CA 15.3', 'CA153', 'Cancer Antigen 15-3', 'Carbohydrate Antigen 15-3'],
    description:
      'A protein (MUC1) shed by breast tissue. It is not a screening test: it is used to follow breast cancer that has spread, and raised values have harmless causes too.',
    description_de:
      'Ein Eiweiß (MUC1), das Brustgewebe abgibt. Es ist kein Suchtest: Es dient der Verlaufskontrolle bei gestreutem Brustkrebs, und erhöhte Werte haben auch harmlose Ursachen.',
    indicates:
      'Follow-up and treatment response in metastatic breast cancer; also mildly raised in liver disease, benign breast disease and some other cancers. Not suitable for screening or for diagnosing early breast cancer.',
    indicates_de:
      'Verlaufskontrolle und Therapieansprechen bei metastasiertem Brustkrebs; leicht erhöht auch bei Lebererkrankungen, gutartigen Brusterkrankungen und manchen anderen Krebsarten. Nicht zur Früherkennung oder Diagnose von frühem Brustkrebs geeignet.',
    desired_result: 'Normal',
    ranges: {
      source: 'Mayo Clinic Laboratories reference values (<30 U/mL)',
      bands: [
        band('Normal', 'Normal', 'normal', null, 30),
        band('Elevated', 'Erhöht', 'elevated', 30, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1908,
    name: 'hCG',
    name_de: 'hCG',
    test_name: 'hCG blood test (pregnancy test; tumour marker)',
    test_name_de: 'hCG im Blut (Schwangerschaftstest; Tumormarker)',
    unit: 'mIU/mL',
    units: [
      { unit: 'IU/L', factor: 1 },
      { unit: 'IE/l', factor: 1 },
      { unit: 'mIE/ml', factor: 1 },
    ],
    loinc: ['19080-1', '21198-7', '83086-9'],
    aliases: [
      'Beta-hCG (Tumour Marker)',
      'Beta-hCG (Tumormarker)',
      'Beta-hCG',
      'Beta hCG',
      'B-hCG',
      'Total Beta hCG',
      'Beta-hCG, Quantitative',
      'hCG + Beta',
      'hCG+beta',
      'Total hCG',
      'hCG, Quantitative',
      'hCG quantitativ',
      'Serum hCG',
      'hCG im Serum',
      'Human Chorionic Gonadotropin',
      'Choriongonadotropin',
      'Humanes Choriongonadotropin',
    ],
    description:
      'Human chorionic gonadotropin, the pregnancy hormone made by the placenta. Measured in blood it is mainly a pregnancy test; it is used as a tumour marker only to follow known germ-cell tumours of the testis or ovary and placental (trophoblastic) disease.',
    description_de:
      'Humanes Choriongonadotropin, das Schwangerschaftshormon der Plazenta. Im Blut bestimmt ist es vor allem ein Schwangerschaftstest; als Tumormarker dient es nur der Verlaufskontrolle bekannter Keimzelltumoren von Hoden oder Eierstock und von Trophoblasterkrankungen der Plazenta.',
    indicates:
      'Pregnancy, by far the most common cause of a raised value (the bands here are for people who are not pregnant). As a tumour marker, the course of known germ-cell tumours and gestational trophoblastic disease; slightly raised values occur after menopause.',
    indicates_de:
      'Schwangerschaft, mit Abstand die häufigste Ursache eines erhöhten Werts (die Bereiche hier gelten außerhalb einer Schwangerschaft). Als Tumormarker der Verlauf bekannter Keimzelltumoren und Trophoblasterkrankungen; nach den Wechseljahren kommen leicht erhöhte Werte vor.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values, hCG quantitative (97.5th percentile: males <1.4 IU/L; non-pregnant premenopausal females <1.0 IU/L; postmenopausal <7.0 IU/L)',
      bands: [
        band('Normal', 'Normal', 'normal', null, 1.4),
        band('Borderline', 'Grenzwertig', 'borderline', 1.4, 7),
        band('Elevated', 'Erhöht', 'elevated', 7, null),
      ],
    },
    female: {
      source:
        'Mayo Clinic Laboratories reference values, hCG quantitative (non-pregnant premenopausal <1.0 IU/L; postmenopausal <7.0 IU/L)',
      bands: [
        band('Normal', 'Normal', 'normal', null, 1),
        band('Postmenopausal Range', 'Postmenopausaler Bereich', 'borderline', 1, 7),
        band('Elevated', 'Erhöht', 'elevated', 7, null),
      ],
    },
    male: {
      source: 'Mayo Clinic Laboratories reference values, hCG quantitative (males <1.4 IU/L)',
      bands: [
        band('Normal', 'Normal', 'normal', null, 1.4),
        band('Elevated', 'Erhöht', 'elevated', 1.4, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1909,
    name: 'Calcitonin',
    name_de: 'Calcitonin',
    ...TUMOUR_MARKERS,
    unit: 'pg/mL',
    // Calcitonin (3,418 g/mol): 1 pmol/L = 3.418 pg/mL.
    units: [
      { unit: 'ng/L', factor: 1 },
      { unit: 'pmol/L', factor: 3.418 },
    ],
    loinc: ['1992-7'],
    aliases: [
      'Calcitonin, Serum',
      'Serum Calcitonin',
      'hCT',
      'Human Calcitonin',
      'Thyrocalcitonin',
      'Kalzitonin',
      'Calcitonin (hCT)',
    ],
    description:
      'A hormone made by the C cells of the thyroid gland. It plays only a minor role in calcium balance but is a sensitive marker for cancer of those cells.',
    description_de:
      'Ein Hormon der C-Zellen der Schilddrüse. Für den Calciumhaushalt spielt es kaum eine Rolle, ist aber ein empfindlicher Marker für Krebs dieser Zellen.',
    indicates:
      'Medullary thyroid carcinoma (diagnosis support and follow-up), MEN 2 families; mildly raised by kidney failure, proton-pump inhibitors, smoking and C-cell hyperplasia. Values above 100 pg/mL are highly suspicious and need specialist work-up.',
    indicates_de:
      'Medulläres Schilddrüsenkarzinom (Diagnoseunterstützung und Nachsorge), Familien mit MEN 2; leicht erhöht bei Niereninsuffizienz, Protonenpumpenhemmern, Rauchen und C-Zell-Hyperplasie. Werte über 100 pg/mL sind hochverdächtig und gehören fachärztlich abgeklärt.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Mayo Clinic Laboratories reference values (adult males ≤14.3 pg/mL, females ≤7.6 pg/mL); ATA 2015 Medullary Thyroid Carcinoma Guidelines (basal calcitonin >100 pg/mL highly suspicious)',
      bands: [
        band('Normal', 'Normal', 'normal', null, 14.3),
        band('Elevated', 'Erhöht', 'elevated', 14.3, 100),
        band('High', 'Hoch', 'high', 100, null),
      ],
    },
    female: {
      source:
        'Mayo Clinic Laboratories reference values (adult females ≤7.6 pg/mL); ATA 2015 Medullary Thyroid Carcinoma Guidelines (>100 pg/mL highly suspicious)',
      bands: [
        band('Normal', 'Normal', 'normal', null, 7.6),
        band('Elevated', 'Erhöht', 'elevated', 7.6, 100),
        band('High', 'Hoch', 'high', 100, null),
      ],
    },
    male: {
      source:
        'Mayo Clinic Laboratories reference values (adult males ≤14.3 pg/mL); ATA 2015 Medullary Thyroid Carcinoma Guidelines (>100 pg/mL highly suspicious)',
      bands: [
        band('Normal', 'Normal', 'normal', null, 14.3),
        band('Elevated', 'Erhöht', 'elevated', 14.3, 100),
        band('High', 'Hoch', 'high', 100, null),
      ],
    },
    better: 'lower',
  },
  {
    id: 1910,
    name: 'Faecal Immunochemical Test (FIT)',
    name_de: 'Immunologischer Stuhltest (iFOBT)',
    test_name: 'Bowel cancer screening stool test',
    test_name_de: 'Darmkrebs-Früherkennung (Stuhltest)',
    unit: 'grade',
    units: [],
    // 2335-8 is any occult-blood test (mostly guaiac); these two are the immunochemical test.
    loinc: ['29771-3', '57905-2'],
    aliases: [
      'FIT',
      'iFOBT',
      'FOBT',
      'Fecal Immunochemical Test',
      'Faecal Occult Blood',
      'Fecal Occult Blood',
      'Occult Blood (Stool)',
      'Occult Blood, Stool',
      'Stool Occult Blood',
      'Stool for Occult Blood',
      'Immunologischer Stuhltest',
      'Okkultes Blut im Stuhl',
      'Blut im Stuhl',
      'Hämoglobin im Stuhl',
    ],
    text_values: {
      negative: 0,
      negativ: 0,
      'not detected': 0,
      'nicht nachweisbar': 0,
      absent: 0,
      positive: 1,
      positiv: 1,
      detected: 1,
      nachweisbar: 1,
      present: 1,
    },
    description:
      'A stool test that detects tiny amounts of human blood that cannot be seen. It is used to screen for bowel cancer and large polyps.',
    description_de:
      'Ein Stuhltest, der kleinste, unsichtbare Mengen menschlichen Blutes nachweist. Er dient der Früherkennung von Darmkrebs und großen Polypen.',
    indicates:
      'Bleeding in the bowel from polyps, bowel cancer, haemorrhoids or inflammation. A positive result is not a cancer diagnosis, but it should always be followed by a colonoscopy.',
    indicates_de:
      'Blutungen im Darm durch Polypen, Darmkrebs, Hämorrhoiden oder Entzündungen. Ein positives Ergebnis ist keine Krebsdiagnose, sollte aber immer durch eine Darmspiegelung abgeklärt werden.',
    desired_result: 'Negative',
    ranges: {
      source:
        'Qualitative result at the manufacturer cut-off; USPSTF 2021 Colorectal Cancer Screening recommendation and S3-Leitlinie Kolorektales Karzinom (positive test → colonoscopy)',
      bands: [
        band('Negative', 'Negativ', 'negative', null, 1),
        band('Positive', 'Positiv', 'positive', 1, null),
      ],
    },
    better: 'lower',
  },
];
