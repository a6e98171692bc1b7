import type { CatalogueBiomarker, CatalogueUnit } from '../catalogue-types';

/** Clotting times, canonical in seconds, as labs spell them. */
const SECONDS: readonly CatalogueUnit[] = [
  { unit: 'sec', factor: 1 },
  { unit: 'sec.', factor: 1 },
  { unit: 'secs', factor: 1 },
  { unit: 'seconds', factor: 1 },
  { unit: 'sek', factor: 1 },
  { unit: 'Sek.', factor: 1 },
  { unit: 'Sekunden', factor: 1 },
];

/** Factor and inhibitor activities: % of normal plasma equals IU/dL numerically. */
const ACTIVITY: readonly CatalogueUnit[] = [
  { unit: 'IU/dL', factor: 1 },
  { unit: 'U/dL', factor: 1 },
  { unit: 'IU/mL', factor: 100 },
  { unit: 'U/mL', factor: 100 },
  { unit: '% der Norm', factor: 1 },
];

/** Category 14: ids 1401–1499. */
export const BLOOD_CLOTTING: readonly CatalogueBiomarker[] = [
  {
    id: 1401,
    name: 'Prothrombin Time (PT)',
    name_de: 'Prothrombinzeit (PT)',
    test_name: 'Coagulation panel',
    test_name_de: 'Gerinnungsstatus',
    unit: 's',
    units: SECONDS,
    loinc: ['5902-2', '5964-2'],
    aliases: [
      'PT',
      'Prothrombin Time',
      'Pro Time',
      'Protime',
      'PT (Test)',
      'PT Patient',
      'Prothrombin Time, Patient',
      'PT Test Value',
      'Prothrombinzeit',
      'Thromboplastinzeit',
      'TPZ',
      'Thromboplastinzeit (TPZ)',
    ],
    description:
      'The prothrombin time is how many seconds a plasma sample takes to clot after tissue factor is added. It checks the clotting factors made in the liver that need vitamin K.',
    description_de:
      'Die Prothrombinzeit gibt an, wie viele Sekunden eine Plasmaprobe nach Zugabe von Gewebefaktor bis zur Gerinnung braucht. Sie prüft die in der Leber gebildeten, Vitamin-K-abhängigen Gerinnungsfaktoren.',
    indicates:
      'Extrinsic clotting pathway: prolonged with warfarin or other vitamin K antagonists, vitamin K deficiency, liver disease and consumption of clotting factors (DIC). Seconds depend on the reagent, so the INR is used for comparisons.',
    indicates_de:
      'Extrinsisches Gerinnungssystem: verlängert unter Vitamin-K-Antagonisten (z. B. Marcumar), bei Vitamin-K-Mangel, Lebererkrankung und Faktorenverbrauch (DIC). Die Sekunden hängen vom Reagenz ab, für Vergleiche dient die INR.',
    desired_result: 'Normal',
    ranges: {
      source: 'MedlinePlus Medical Encyclopedia: Prothrombin time (PT), typical range 11–13.5 s',
      bands: [
        { name: 'Short', name_de: 'Verkürzt', class_range: 'below_normal', min: null, max: 11 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 11, max: 13.5 },
        { name: 'Prolonged', name_de: 'Verlängert', class_range: 'elevated', min: 13.5, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1402,
    name: 'INR (International Normalized Ratio)',
    name_de: 'INR (International Normalized Ratio)',
    test_name: 'Coagulation panel',
    test_name_de: 'Gerinnungsstatus',
    unit: 'ratio',
    units: [{ unit: 'INR', factor: 1 }],
    loinc: ['6301-6', '34714-6', '38875-1'],
    aliases: [
      'INR',
      'PT INR',
      'PT/INR',
      'INR-Wert',
      'International Normalised Ratio',
      'International Normalized Ratio',
      'Prothrombin Time INR',
      'PT (INR)',
      'Quick (INR)',
    ],
    description:
      'The INR converts the prothrombin time into a standard ratio that is comparable between laboratories: 1.0 is average clotting, 2.0 means blood takes about twice as long to clot.',
    description_de:
      'Die INR rechnet die Prothrombinzeit in ein laborübergreifend vergleichbares Verhältnis um: 1,0 entspricht normaler Gerinnung, 2,0 bedeutet etwa doppelt so lange Gerinnungszeit.',
    indicates:
      'Clotting ability and control of vitamin K antagonist therapy (usual target 2.0–3.0); raised without such therapy in liver disease, vitamin K deficiency or factor deficiency. Above 5 the bleeding risk is considerable.',
    indicates_de:
      'Gerinnungsfähigkeit und Kontrolle einer Therapie mit Vitamin-K-Antagonisten (üblicher Zielbereich 2,0–3,0); ohne solche Therapie erhöht bei Lebererkrankung, Vitamin-K-Mangel oder Faktorenmangel. Über 5 besteht ein erhebliches Blutungsrisiko.',
    desired_result: 'Normal',
    ranges: {
      source:
        'MedlinePlus: Prothrombin time (PT) test (INR 0.8–1.1 without anticoagulants, 2.0–3.0 target on warfarin); INR >5 considerable bleeding risk (Labor Dr. Gärtner, Quick/INR reference)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'below_normal', min: null, max: 0.8 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 0.8, max: 1.1 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 1.1, max: 2 },
        {
          name: 'Anticoagulation Target Range',
          name_de: 'Therapeutischer Zielbereich',
          class_range: 'moderate',
          min: 2,
          max: 3,
        },
        { name: 'High', name_de: 'Hoch', class_range: 'high', min: 3, max: 5 },
        {
          name: 'Critically High',
          name_de: 'Kritisch hoch',
          class_range: 'critical_high',
          min: 5,
          max: null,
        },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1403,
    name: 'Quick Value (Prothrombin Activity)',
    name_de: 'Quick-Wert',
    test_name: 'Coagulation panel',
    test_name_de: 'Gerinnungsstatus',
    unit: '%',
    units: [],
    loinc: ['5894-1'],
    aliases: [
      'Quick',
      'Quick %',
      'Quick-Test',
      'Quickwert',
      'Quick (TPZ)',
      'Normotest',
      'Thrombotest',
      'Thromboplastinzeit',
      'Thromboplastinzeit nach Quick',
      'TPZ',
      'Prothrombinzeit',
      'Prothrombin Activity',
      'Prothrombin Index',
      'Prothrombin Time %',
      'PT %',
      'PT',
    ],
    description:
      'The Quick value is the prothrombin time expressed as a percentage of normal plasma: 100 % is average clotting, lower values mean slower clotting. German and Austrian labs (also as "Normotest") report it alongside the INR.',
    description_de:
      'Der Quick-Wert ist die Thromboplastinzeit in Prozent der Norm: 100 % entsprechen normaler Gerinnung, niedrigere Werte bedeuten langsamere Gerinnung. Labore in Deutschland und Österreich (auch als „Normotest“) geben ihn neben der INR an.',
    indicates:
      'Vitamin K-dependent clotting factors and liver synthesis: low with vitamin K antagonists (therapy often 15–40 %), vitamin K deficiency, liver disease and factor deficiency.',
    indicates_de:
      'Vitamin-K-abhängige Gerinnungsfaktoren und Syntheseleistung der Leber: niedrig unter Vitamin-K-Antagonisten (therapeutisch oft 15–40 %), bei Vitamin-K-Mangel, Lebererkrankung und Faktorenmangel.',
    desired_result: 'Normal',
    ranges: {
      source: 'Labor Dr. Gärtner Leistungsverzeichnis: Quick-Wert 70–130 %',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 70 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 70, max: 130 },
        { name: 'High', name_de: 'Hoch', class_range: 'above_normal', min: 130, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1404,
    name: 'Activated Partial Thromboplastin Time (aPTT)',
    name_de: 'Aktivierte partielle Thromboplastinzeit (aPTT)',
    test_name: 'Coagulation panel',
    test_name_de: 'Gerinnungsstatus',
    unit: 's',
    units: SECONDS,
    loinc: ['3173-2', '14979-9'],
    aliases: [
      'aPTT',
      'APTT',
      'PTT',
      'aPTT (Patient)',
      'APTT Test',
      'Activated Partial Thromboplastin Time',
      'Partial Thromboplastin Time',
      'Partial Thromboplastin Time, Activated',
      'Aktivierte partielle Thromboplastinzeit',
      'Partielle Thromboplastinzeit',
      'Kephalinzeit',
    ],
    description:
      'The aPTT is how many seconds plasma takes to clot after activation of the contact system. It checks the intrinsic and common clotting factors.',
    description_de:
      'Die aPTT gibt an, wie viele Sekunden Plasma nach Aktivierung des Kontaktsystems bis zur Gerinnung braucht. Sie prüft die Faktoren des intrinsischen und gemeinsamen Gerinnungswegs.',
    indicates:
      'Intrinsic clotting pathway: prolonged with heparin, haemophilia A or B, von Willebrand disease, lupus anticoagulant, liver disease and DIC; shortened in acute-phase reactions.',
    indicates_de:
      'Intrinsisches Gerinnungssystem: verlängert unter Heparin, bei Hämophilie A oder B, Von-Willebrand-Syndrom, Lupus-Antikoagulans, Lebererkrankung und DIC; verkürzt bei Akute-Phase-Reaktion.',
    desired_result: 'Normal',
    ranges: {
      source: 'ÖGK LabAna Parameterdatenbank (Österreich): aPTT 25.0–38.0 s',
      bands: [
        { name: 'Short', name_de: 'Verkürzt', class_range: 'below_normal', min: null, max: 25 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 25, max: 38 },
        { name: 'Prolonged', name_de: 'Verlängert', class_range: 'elevated', min: 38, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1405,
    name: 'Thrombin Time (TT)',
    name_de: 'Thrombinzeit (TZ)',
    test_name: 'Coagulation panel',
    test_name_de: 'Gerinnungsstatus',
    unit: 's',
    units: SECONDS,
    loinc: ['3243-3'],
    aliases: [
      'Thrombin Time',
      'TT',
      'TCT',
      'Thrombin Clotting Time',
      'Thrombinzeit',
      'TZ',
      'PTZ',
      'Plasmathrombinzeit',
    ],
    description:
      'The thrombin time measures how quickly fibrinogen in the plasma turns into a fibrin clot once thrombin is added, the very last step of clotting.',
    description_de:
      'Die Thrombinzeit misst, wie schnell das Fibrinogen im Plasma nach Zugabe von Thrombin zu einem Fibringerinnsel wird – den letzten Schritt der Gerinnung.',
    indicates:
      'Fibrin formation: prolonged with heparin or direct thrombin inhibitors (dabigatran), low or abnormal fibrinogen and fibrin breakdown products.',
    indicates_de:
      'Fibrinbildung: verlängert unter Heparin oder direkten Thrombininhibitoren (Dabigatran), bei niedrigem oder fehlerhaftem Fibrinogen und Fibrinspaltprodukten.',
    desired_result: 'Normal',
    ranges: {
      source: 'ÖGK LabAna Parameterdatenbank (Österreich): Thrombinzeit 16–22 s',
      bands: [
        { name: 'Short', name_de: 'Verkürzt', class_range: 'below_normal', min: null, max: 16 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 16, max: 22 },
        { name: 'Prolonged', name_de: 'Verlängert', class_range: 'elevated', min: 22, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1406,
    name: 'Fibrinogen',
    name_de: 'Fibrinogen',
    test_name: 'Coagulation panel',
    test_name_de: 'Gerinnungsstatus',
    unit: 'mg/dL',
    units: [
      { unit: 'g/L', factor: 100 },
      { unit: 'mg/L', factor: 0.1 },
      // Fibrinogen ≈ 340 kDa: 1 µmol/L = 34 mg/dL.
      { unit: 'µmol/L', factor: 34 },
    ],
    loinc: ['3255-7'],
    aliases: [
      'Fibrinogen (Clauss)',
      'Fibrinogen, Functional',
      'Fibrinogen Activity',
      'Plasma Fibrinogen',
      'Factor I',
      'Fibrinogen nach Clauss',
      'Faktor I',
    ],
    description:
      'Fibrinogen is the protein from the liver that thrombin turns into fibrin, the mesh that holds a blood clot together. It also rises as part of the body’s inflammation response.',
    description_de:
      'Fibrinogen ist das Eiweiß aus der Leber, das Thrombin zu Fibrin umwandelt, dem Netz, das ein Blutgerinnsel zusammenhält. Es steigt außerdem als Teil der Entzündungsreaktion an.',
    indicates:
      'Clotting substrate and inflammation: low in consumption (DIC), severe liver disease, major bleeding and fibrinolytic therapy; high in inflammation, pregnancy, smoking and as a cardiovascular risk marker.',
    indicates_de:
      'Gerinnungssubstrat und Entzündung: niedrig bei Verbrauch (DIC), schwerer Lebererkrankung, großem Blutverlust und Lysetherapie; hoch bei Entzündung, Schwangerschaft, Rauchen und als kardiovaskulärer Risikomarker.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Labor Becker & Kollegen (München) Leistungsverzeichnis: Fibrinogen 1.8–3.5 g/L, alarm limit <1.0 g/L',
      bands: [
        {
          name: 'Critically Low',
          name_de: 'Kritisch niedrig',
          class_range: 'critical_low',
          min: null,
          max: 100,
        },
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: 100, max: 180 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 180, max: 350 },
        { name: 'High', name_de: 'Hoch', class_range: 'elevated', min: 350, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    // D-dimer in FEU (fibrinogen-equivalent units) and in DDU (D-dimer units) are different
    // calibrations, FEU about twice DDU, with their own cut-offs: two biomarkers, no conversion
    // between them. A printed unit saying FEU or DDU decides; plain mass units are FEU, which about
    // 70 % of labs report.
    id: 1407,
    name: 'D-Dimer (FEU)',
    name_de: 'D-Dimere (FEU)',
    test_name: 'D-dimer test',
    test_name_de: 'D-Dimer-Test',
    unit: 'mg/L FEU',
    units: [
      { unit: 'µg/mL FEU', factor: 1 },
      { unit: 'mcg/mL FEU', factor: 1 },
      { unit: 'mg FEU/L', factor: 1 },
      { unit: 'µg FEU/mL', factor: 1 },
      { unit: 'mg/L', factor: 1 },
      { unit: 'µg/mL', factor: 1 },
      { unit: 'ng/mL FEU', factor: 0.001 },
      { unit: 'ng FEU/mL', factor: 0.001 },
      { unit: 'µg/L FEU', factor: 0.001 },
      { unit: 'µg FEU/L', factor: 0.001 },
      { unit: 'ng/mL', factor: 0.001 },
      { unit: 'µg/L', factor: 0.001 },
    ],
    loinc: ['48065-7'],
    aliases: [
      'D-Dimer',
      'D Dimer',
      'D-Dimere',
      'D-Dimer, Quantitative',
      'D-Dimer quantitativ',
      'Fibrin D-Dimer',
      'DDIM',
    ],
    description:
      'D-dimers are fragments released when a blood clot is broken down. A normal value makes a fresh thrombosis or pulmonary embolism very unlikely; a raised value needs interpreting with the clinical picture. This is the result in fibrinogen-equivalent units (FEU), the way most labs report it; its cut-off depends on age, as D-dimer rises with age.',
    description_de:
      'D-Dimere sind Bruchstücke, die beim Abbau eines Blutgerinnsels entstehen. Ein normaler Wert macht eine frische Thrombose oder Lungenembolie sehr unwahrscheinlich; ein erhöhter Wert muss im klinischen Zusammenhang beurteilt werden. Dies ist das Ergebnis in Fibrinogen-Äquivalent-Einheiten (FEU), wie es die meisten Labore angeben; sein Grenzwert hängt vom Alter ab, da D-Dimere mit dem Alter steigen.',
    indicates:
      'Clot formation and breakdown: deep vein thrombosis, pulmonary embolism, DIC; also raised after surgery, in pregnancy, infection, cancer and with age (from 50 the cut-off is often age × 0.01 mg/L FEU).',
    indicates_de:
      'Gerinnselbildung und -abbau: tiefe Beinvenenthrombose, Lungenembolie, DIC; auch erhöht nach Operationen, in der Schwangerschaft, bei Infektion, Krebs und im Alter (ab 50 Jahren oft altersangepasster Grenzwert Alter × 0,01 mg/l FEU).',
    desired_result: 'Normal',
    ranges: {
      source:
        '2019 ESC Guidelines for acute pulmonary embolism (cut-off 0.5 mg/L FEU; age-adjusted age × 0.01 mg/L FEU above 50 years)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 0.5 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 0.5, max: null },
      ],
    },
    age_dependent: true,
    better: 'lower',
  },
  {
    id: 1408,
    name: 'Antithrombin Activity',
    name_de: 'Antithrombin-Aktivität',
    test_name: 'Thrombophilia screen',
    test_name_de: 'Thrombophilie-Diagnostik',
    unit: '%',
    units: ACTIVITY,
    loinc: ['27811-9'],
    aliases: [
      'Antithrombin',
      'Antithrombin III',
      'Antithrombin III Activity',
      'AT III',
      'AT-III',
      'ATIII',
      'AT3',
      'Antithrombin III Aktivität',
      'AT III Aktivität',
    ],
    description:
      'Antithrombin is the body’s main natural brake on clotting: it switches off thrombin and factor Xa, and heparin works by boosting it.',
    description_de:
      'Antithrombin ist die wichtigste körpereigene Bremse der Gerinnung: Es hemmt Thrombin und Faktor Xa, und Heparin wirkt, indem es Antithrombin verstärkt.',
    indicates:
      'Thrombosis risk: inherited or acquired deficiency (liver disease, DIC, nephrotic syndrome, heparin therapy, sepsis) raises the risk of clots and weakens heparin.',
    indicates_de:
      'Thromboserisiko: ein angeborener oder erworbener Mangel (Lebererkrankung, DIC, nephrotisches Syndrom, Heparintherapie, Sepsis) erhöht das Thromboserisiko und schwächt die Heparinwirkung.',
    desired_result: 'Normal',
    ranges: {
      source: 'Fenner Labor (Hamburg) Leistungsverzeichnis: Antithrombin-Aktivität 83–128 %',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 83 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 83, max: 128 },
        { name: 'High', name_de: 'Hoch', class_range: 'above_normal', min: 128, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1409,
    name: 'Protein C Activity',
    name_de: 'Protein-C-Aktivität',
    test_name: 'Thrombophilia screen',
    test_name_de: 'Thrombophilie-Diagnostik',
    unit: '%',
    units: ACTIVITY,
    loinc: ['27818-4', '27819-2'],
    aliases: ['Protein C', 'Protein C, Functional', 'Protein C Aktivität', 'PROTC', 'PC Aktivität'],
    description:
      'Protein C is a vitamin K-dependent natural anticoagulant that, once activated, switches off clotting factors V and VIII.',
    description_de:
      'Protein C ist ein Vitamin-K-abhängiger körpereigener Gerinnungshemmer, der aktiviert die Gerinnungsfaktoren V und VIII abschaltet.',
    indicates:
      'Thrombosis risk: inherited deficiency predisposes to venous clots; acquired low values with vitamin K antagonists, vitamin K deficiency, liver disease, DIC and sepsis.',
    indicates_de:
      'Thromboserisiko: ein angeborener Mangel begünstigt venöse Thrombosen; erworben niedrig unter Vitamin-K-Antagonisten, bei Vitamin-K-Mangel, Lebererkrankung, DIC und Sepsis.',
    desired_result: 'Normal',
    ranges: {
      source: 'Südharz Klinikum Nordhausen Leistungsverzeichnis: Protein C 70–140 % (adults)',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 70 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 70, max: 140 },
        { name: 'High', name_de: 'Hoch', class_range: 'above_normal', min: 140, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1410,
    name: 'Protein S Activity',
    name_de: 'Protein-S-Aktivität',
    test_name: 'Thrombophilia screen',
    test_name_de: 'Thrombophilie-Diagnostik',
    unit: '%',
    units: ACTIVITY,
    loinc: ['27822-6'],
    aliases: [
      'Protein S',
      'Protein S, Functional',
      'Free Protein S',
      'Protein S, Free',
      'Protein S Aktivität',
      'Freies Protein S',
      'Protein S frei',
    ],
    description:
      'Protein S is a vitamin K-dependent helper of protein C; only its free form is active in keeping clotting in check.',
    description_de:
      'Protein S ist ein Vitamin-K-abhängiger Helfer von Protein C; nur seine freie Form hemmt die Gerinnung.',
    indicates:
      'Thrombosis risk: inherited deficiency predisposes to venous clots; acquired low values in pregnancy, with the pill or oestrogens, vitamin K antagonists, liver disease and inflammation.',
    indicates_de:
      'Thromboserisiko: ein angeborener Mangel begünstigt venöse Thrombosen; erworben niedrig in der Schwangerschaft, unter Pille oder Östrogenen, Vitamin-K-Antagonisten, bei Lebererkrankung und Entzündung.',
    desired_result: 'Normal',
    ranges: {
      source: 'Medizin-Zentrum Dortmund Analysenverzeichnis: Protein S-Aktivität, adults 60–130 %',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 60 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 60, max: 130 },
        { name: 'High', name_de: 'Hoch', class_range: 'above_normal', min: 130, max: null },
      ],
    },
    female: {
      source:
        'Medizin-Zentrum Dortmund Analysenverzeichnis: Protein S-Aktivität, women without combined oral contraception 59–118 %',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 59 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 59, max: 118 },
        { name: 'High', name_de: 'Hoch', class_range: 'above_normal', min: 118, max: null },
      ],
    },
    male: {
      source: 'Medizin-Zentrum Dortmund Analysenverzeichnis: Protein S-Aktivität, men 75–130 %',
      bands: [
        { name: 'Low', name_de: 'Niedrig', class_range: 'low', min: null, max: 75 },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 75, max: 130 },
        { name: 'High', name_de: 'Hoch', class_range: 'above_normal', min: 130, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1411,
    name: 'Factor VIII Activity',
    name_de: 'Faktor-VIII-Aktivität',
    test_name: 'Coagulation factor assay',
    test_name_de: 'Gerinnungsfaktor-Einzelbestimmung',
    unit: '%',
    units: ACTIVITY,
    loinc: ['3209-4'],
    aliases: [
      'Factor VIII',
      'Factor 8',
      'FVIII',
      'F VIII',
      'F8',
      'Factor VIII:C',
      'Antihemophilic Factor',
      'Faktor VIII',
      'Faktor 8',
      'Faktor VIII:C',
      'Antihämophiler Faktor A',
    ],
    description:
      'Factor VIII is a clotting factor of the intrinsic pathway; its lack causes haemophilia A. It is carried in the blood by von Willebrand factor.',
    description_de:
      'Faktor VIII ist ein Gerinnungsfaktor des intrinsischen Systems; sein Fehlen verursacht die Hämophilie A. Er wird im Blut vom Von-Willebrand-Faktor getragen.',
    indicates:
      'Bleeding tendency: low in haemophilia A (and carriers), von Willebrand disease and acquired inhibitors; persistently high levels (also in inflammation, pregnancy, blood group non-O) raise thrombosis risk.',
    indicates_de:
      'Blutungsneigung: niedrig bei Hämophilie A (und Konduktorinnen), Von-Willebrand-Syndrom und erworbenen Hemmkörpern; dauerhaft hohe Spiegel (auch bei Entzündung, Schwangerschaft, Blutgruppe Nicht-0) erhöhen das Thromboserisiko.',
    desired_result: 'Normal',
    ranges: {
      source:
        'ISTH SSC 2014 haemophilia severity definitions (Blanchette et al.: <1 %, 1–5 %, 5–40 %); reference 50–150 % per Südharz Klinikum Nordhausen Leistungsverzeichnis',
      bands: [
        {
          name: 'Severe Deficiency',
          name_de: 'Schwerer Mangel',
          class_range: 'critical_low',
          min: null,
          max: 1,
        },
        {
          name: 'Moderate Deficiency',
          name_de: 'Mittelschwerer Mangel',
          class_range: 'very_low',
          min: 1,
          max: 5,
        },
        { name: 'Mild Deficiency', name_de: 'Leichter Mangel', class_range: 'low', min: 5, max: 40 },
        {
          name: 'Below Normal',
          name_de: 'Unter der Norm',
          class_range: 'below_normal',
          min: 40,
          max: 50,
        },
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: 50, max: 150 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 150, max: null },
      ],
    },
    better: 'in_range',
  },
  {
    id: 1412,
    name: 'D-Dimer (DDU)',
    name_de: 'D-Dimere (DDU)',
    test_name: 'D-dimer test',
    test_name_de: 'D-Dimer-Test',
    unit: 'ng/mL DDU',
    units: [
      { unit: 'ng DDU/mL', factor: 1 },
      { unit: 'µg/L DDU', factor: 1 },
      { unit: 'µg DDU/L', factor: 1 },
      { unit: 'mg/L DDU', factor: 1000 },
      { unit: 'mg DDU/L', factor: 1000 },
      { unit: 'µg/mL DDU', factor: 1000 },
      { unit: 'µg DDU/mL', factor: 1000 },
    ],
    loinc: ['48066-5'],
    aliases: [
      'D-Dimer',
      'D Dimer',
      'D-Dimere',
      'D-Dimer, Quantitative',
      'D-Dimer quantitativ',
      'Fibrin D-Dimer',
      'DDIM',
    ],
    description:
      'D-dimers are fragments released when a blood clot is broken down. A normal value makes a fresh thrombosis or pulmonary embolism very unlikely; a raised value needs interpreting with the clinical picture. This is the result in D-dimer units (DDU), which some assays report: about half the value in fibrinogen-equivalent units, so it has its own, lower cut-off.',
    description_de:
      'D-Dimere sind Bruchstücke, die beim Abbau eines Blutgerinnsels entstehen. Ein normaler Wert macht eine frische Thrombose oder Lungenembolie sehr unwahrscheinlich; ein erhöhter Wert muss im klinischen Zusammenhang beurteilt werden. Dies ist das Ergebnis in D-Dimer-Einheiten (DDU), die manche Tests angeben: etwa die Hälfte des Werts in Fibrinogen-Äquivalent-Einheiten, daher mit eigenem, niedrigerem Grenzwert.',
    indicates:
      'Clot formation and breakdown: deep vein thrombosis, pulmonary embolism, DIC; also raised after surgery, in pregnancy, infection, cancer and with age.',
    indicates_de:
      'Gerinnselbildung und -abbau: tiefe Beinvenenthrombose, Lungenembolie, DIC; auch erhöht nach Operationen, in der Schwangerschaft, bei Infektion, Krebs und im Alter.',
    desired_result: 'Normal',
    ranges: {
      source:
        'Half the 500 ng/mL FEU cut-off of the 2019 ESC Guidelines for acute pulmonary embolism (1 DDU ≈ 2 FEU); DDU assay cut-offs are typically 230–250 ng/mL (Fritsma GA, Fritsma Factor: D-dimer reference range)',
      bands: [
        { name: 'Normal', name_de: 'Normal', class_range: 'normal', min: null, max: 250 },
        { name: 'Elevated', name_de: 'Erhöht', class_range: 'elevated', min: 250, max: null },
      ],
    },
    better: 'lower',
  },
];
