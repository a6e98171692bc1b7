import type { CatalogueNextStep } from '../../biomarkers/catalogue/catalogue-types';
import type { CriticalSigns } from '../../biomarkers/catalogue/critical-limits';
import { localise } from '../../biomarkers/localise';
import {
  bandLabel,
  comparableMeasurements,
  listOr,
  phraseTools,
  signsOf,
  toldAsBand,
} from './phrase-helpers';
import { measuredOnce, nextStepOf } from './next-step';
import type { Phrases } from './phrases';
import type { Reading } from './read-profile';

const SIGNS: Record<Exclude<CriticalSigns, 'glucose'>, readonly string[]> = {
  heart: ['chest pain or pressure', 'shortness of breath', 'a racing or irregular heartbeat'],
  blood_pressure: [
    'chest pain',
    'a severe headache',
    'sudden weakness, numbness or trouble speaking',
    'blurred vision',
    'shortness of breath',
  ],
  electrolytes: ['palpitations or an irregular heartbeat', 'muscle weakness or cramps', 'seizures'],
  blood: ['bleeding or bruising that does not stop', 'black stools', 'shortness of breath'],
  infection: ['fever or chills', 'fast breathing', 'feeling very unwell'],
  kidney: ['passing little or no urine', 'swollen legs', 'shortness of breath'],
  liver: [
    'yellow skin or eyes',
    'drowsiness',
    'vomiting blood or black stools',
    'severe belly pain',
  ],
  muscle: ['dark, cola-colored urine', 'passing little urine', 'severe muscle pain or weakness'],
  pancreas: ['severe belly pain', 'vomiting', 'fever'],
  thyroid: ['a racing or irregular heartbeat', 'fever', 'agitation'],
  vital_signs: ['shortness of breath', 'chest pain', 'bluish lips', 'drowsiness'],
  adrenal: ['severe weakness or dizziness', 'vomiting or belly pain', 'fainting or confusion'],
  medicine: [
    'vomiting or diarrhea',
    'a slow or irregular heartbeat',
    'a coarse tremor, unsteadiness or confusion',
  ],
};

const HIGH_GLUCOSE_SIGNS = [
  'great thirst',
  'passing a lot of urine',
  'vomiting',
  'deep or fast breathing',
  'drowsiness',
];
const LOW_GLUCOSE_SIGNS = ['shakiness', 'sweating', 'drowsiness', 'seizures'];

/** Every anaemia pattern's prompt sentence. */
const LOW_HEMOGLOBIN_PROMPT =
  'Hemoglobin this low strains the heart: see a doctor within a day or two to find the cause and decide on treatment.';

export function englishPhrases(): Phrases {
  const { formatDate, name, value, earlier, bounds, limit, promptLimit, list } = phraseTools(
    'us',
    'en-US',
  );

  /** Why a prompt value should not wait, after its name and value. */
  const promptReason = (reading: Reading): string => {
    const own = promptLimit(reading, 'own');
    switch (reading.prompt?.concern) {
      case undefined:
      case 'near_alert':
        return `close to the alert limit ${promptLimit(reading, 'alert')}, from which care is needed the same day`;
      case 'severe_band':
        return 'in the range its reference calls severe';
      case 'liver_injury':
        return `more than 10 times the upper reference limit (${own}), a sign of acute liver injury whose cause needs finding quickly`;
      case 'kidney_new':
        return `the first result this low (${own}): it may be a sudden loss of kidney function, which a repeat test within days shows`;
      case 'pancreatitis':
        return `from this level (${own}) the risk of acute pancreatitis rises, so treatment to lower triglycerides should start soon`;
      case 'statin':
        return `from this level (${own}) guidelines advise a cholesterol-lowering medicine (a high-intensity statin) without waiting for a risk calculation`;
      case 'thyroid':
        return `far above the desired range (${own}), which points to an underactive thyroid that usually needs treatment`;
      case 'infection':
        return `above this level (${own}) a bacterial infection or serious inflammation is likely`;
      case 'insulin':
        return `above ${own}, where guidelines advise starting treatment (often insulin) early rather than waiting for the next check-up`;
      case 'heart_injury':
        return `above the upper reference limit of healthy people (${own}), a sign of strain on the heart muscle; a repeat test within hours to days tells a new change from a long-standing one`;
      case 'next_step':
        return 'a result that needs a further test now, not a repeat of the same test in months';
    }
  };
  const bandWord = (reading: Reading) => {
    const band = reading.assessment.band;
    return band === undefined ? value(reading) : localise('us').bandName(band).toLowerCase();
  };

  // Said instead of a retest where repeating the same test would be the wrong step.
  const NEXT_STEPS: Record<CatalogueNextStep, (reading: Reading) => string> = {
    confirmatory_test: (reading) =>
      `Your ${name(reading)} is ${bandWord(reading)}: a screening test can react without an infection, so this is not yet a diagnosis, but it needs a confirmatory test now. Contact your doctor within the next day or two to arrange it; repeating the same screen in a few months is not the next step.`,
    colonoscopy: (reading) =>
      `Your ${name(reading)} is ${bandWord(reading)}: a positive stool test is followed by a colonoscopy, not by a repeat stool test. Ask your doctor to arrange one within the next few weeks; a positive result is not a diagnosis, but only a colonoscopy can find or rule out the cause.`,
    pregnancy_test: () =>
      'In a woman, by far the most common cause of a raised hCG is a pregnancy, so a pregnancy test comes first (a urine test, or your doctor repeats the blood hCG after 2 days); discuss the result with your doctor, and with belly pain or vaginal bleeding seek medical care today. hCG is used to follow a tumor only when one is already known.',
    testicular_evaluation: () =>
      'In a man, a raised hCG can come from a testicular (germ-cell) tumor: contact your doctor within the next day or two for an examination of the testicles, usually with an ultrasound scan.',
  };
  const nextStep = (reading: Reading): string | undefined => {
    const step = nextStepOf(reading);
    if (step === undefined) return undefined;
    const texts = step.actions.map((action) => NEXT_STEPS[action](reading));
    return step.actions.includes('confirmatory_test') || step.actions.includes('colonoscopy')
      ? texts.join(' ')
      : [`Your ${name(reading)} of ${value(reading)} is raised.`, ...texts].join(' ');
  };

  const range = (reading: Reading): string => {
    const own = bounds(reading);
    if (reading.treatmentTarget)
      return `the target depends on treatment: ${own} without anticoagulants, usually 2–3 on warfarin or a similar medicine, higher with some mechanical heart valves`;
    const sexSets = reading.sexSets;
    if (reading.bySex !== undefined && sexSets !== undefined)
      return `desired range ${bounds(reading, sexSets.female)} for women, ${bounds(reading, sexSets.male)} for men`;
    return own === '' ? '' : `desired range ${own}`;
  };
  // A pregnancy raises hCG far beyond the range, so it is no desired range for a woman.
  const outsidePregnancy = (reading: Reading): string => {
    const sexSets = reading.sexSets;
    if (reading.bySex !== undefined && sexSets !== undefined)
      return `range outside pregnancy ${bounds(reading, sexSets.female)} for women, desired range ${bounds(reading, sexSets.male)} for men`;
    return `range outside pregnancy ${bounds(reading)}`;
  };
  const reference = (reading: Reading): string => {
    const text = nextStepOf(reading)?.actions.includes('pregnancy_test')
      ? outsidePregnancy(reading)
      : range(reading);
    // A population the test is not judged for (one band: PSA in a woman) has no range to age.
    if (reading.biomarker.age_dependent !== true || reading.ranges.bands.length === 1) return text;
    return text === '' ? 'range depends on age' : `${text} (range depends on age)`;
  };

  return {
    language: 'us',
    formatDate,
    reading: (reading) =>
      `${name(reading)} ${value(reading)}${toldAsBand(reading.latest) ? '' : bandLabel(reading, localise('us').bandName, (female, male) => `${female} for women, ${male} for men`)}`,
    change: (reading) => {
      const previous = reading.previous;
      if (previous === undefined) return '';
      const before = `${earlier(reading, previous)} on ${formatDate(previous.date)}`;
      if (!comparableMeasurements(reading.latest, previous)) return `, previously ${before}`;
      if (reading.latest.value > previous.value) return `, up from ${before}`;
      if (reading.latest.value < previous.value) return `, down from ${before}`;
      return `, unchanged since ${formatDate(previous.date)}`;
    },
    reference,
    list,
    countLine: (withData, total, inRange, outOfRange) =>
      `You have results for **${String(withData)} of ${String(total)}** biomarkers: **${String(inRange)}** in their desired range and **${String(outOfRange)}** outside it.`,
    categoryCount: (category, withData, inRange) =>
      `You have results for ${String(withData)} ${category} ${withData === 1 ? 'marker' : 'markers'}; ${String(inRange)} ${inRange === 1 ? 'is' : 'are'} in the desired range.`,
    allInRange: 'All of them are in their desired range.',
    criticalHeading: 'At a critical level:',
    outOfRangeHeading: 'Outside the desired range:',
    treatmentHeading: 'Judged against your treatment:',
    inRangeHeading: 'In range:',
    improving: 'Moving the right way since the previous test:',
    worsening: 'Moving the wrong way since the previous test:',
    notComparable: 'Not called a trend, because the two results were not measured alike:',
    comparabilityBreak: (reason) =>
      ({
        lab: ' (the lab changed in between)',
        method: ' (the method changed in between)',
        range: " (the lab's reference range changed in between)",
      })[reason],
    alsoRelevant: (items) => `Also relevant: ${items}. `,
    noConnections:
      'Your markers in this area do not form a pattern that needs attention together; each is discussed on its own above.',
    patterns: {
      diabetes: {
        title: 'Values in the diabetes range',
        text: '{evidence} {plural:is|are} in the range used to diagnose **diabetes** (HbA1c 6.5 % or more, fasting glucose 126 mg/dL or more, or glucose 200 mg/dL or more two hours into a glucose tolerance test or at any time of day). {context}A diagnosis needs a doctor to confirm it, usually with a second abnormal test, unless classic symptoms such as great thirst, frequent urination or weight loss come with a glucose of 200 mg/dL or more.',
        routine: 'Treatment started early protects the eyes, kidneys, nerves and heart.',
        critical:
          'At this level treatment usually starts at once, often with insulin, because very high blood sugar can become dangerous within days.',
        prompt:
          'At this level treatment often needs to start soon: see your doctor within a day or two.',
        recommendations: [
          'See your doctor soon, within days to a few weeks, to confirm the result and discuss treatment.',
        ],
      },
      insulin_resistance: {
        title: 'Signs of reduced insulin sensitivity',
        text: '{evidence} together form the pattern typical of **insulin resistance**: when cells respond less to insulin, the liver releases more triglycerides, HDL falls and blood sugar creeps up. {context}',
        routine: 'This pattern responds well to lifestyle changes and is worth addressing early.',
        critical: 'One of these values is at a critical level: have it assessed by a doctor today.',
        prompt: 'One of these values needs a doctor within a day or two.',
        recommendations: [
          'Ask your doctor whether a fasting insulin or an oral glucose tolerance test would clarify your glucose metabolism.',
          'Cut down on sugary drinks and refined carbohydrates, and take a 10–15 minute walk after your main meals.',
        ],
      },
      atherogenic_lipids: {
        title: 'Raised atherogenic lipids',
        text: '{evidence} {plural:is|are} above the desired range. These particles carry cholesterol into artery walls; over years, higher levels raise the risk of heart attack and stroke. {context}',
        routine:
          'How much treatment is needed depends on your overall risk (age, blood pressure, smoking, diabetes, family history).',
        critical: 'One of these values is at a critical level: have it assessed by a doctor today.',
        prompt:
          'At this level guidelines advise cholesterol-lowering treatment whatever your other risk factors: discuss it with your doctor within a day or two.',
        recommendations: [
          'Discuss your overall cardiovascular risk with your doctor, who can weigh these values against your age, blood pressure and family history.',
          'Replace saturated fat (fatty meat, butter, full-fat dairy) with olive oil, nuts and fish, and add soluble fiber such as oats and legumes.',
        ],
      },
      iron_deficiency: {
        title: 'Low iron stores',
        text: '{evidence} point{plural:s|} to **depleted iron stores**. {context}Low stores often come before anemia and can already cause tiredness, hair loss or restless legs.',
        routine: '',
        critical: 'One of these values is at a critical level: have it assessed by a doctor today.',
        prompt: 'One of these values needs a doctor within a day or two.',
        recommendations: [
          'Talk to your doctor about the cause of low iron (diet, blood loss such as heavy periods, or absorption) and whether a supplement is right for you.',
        ],
      },
      iron_deficiency_anaemia: {
        title: 'Pattern of iron-deficiency anemia',
        text: '{evidence} together suggest **anemia from a lack of iron**: without enough iron the body cannot make enough hemoglobin. {context}',
        routine: 'The cause deserves attention as much as the numbers.',
        critical:
          'Hemoglobin this low strains the heart and may need treatment the same day, such as a transfusion or iron into a vein, while the cause of the iron loss is looked for.',
        prompt: LOW_HEMOGLOBIN_PROMPT,
        recommendations: [
          'See your doctor to find the cause of the iron deficiency (diet, blood loss, absorption) and to discuss iron replacement.',
          'Have hemoglobin and ferritin measured again 8–12 weeks after starting treatment.',
        ],
      },
      b12_folate_anaemia: {
        title: 'Low vitamin B12 or folate affecting the blood',
        text: '{evidence} fit a shortage of **vitamin B12 or folate**, which the body needs to build red blood cells; red cells then become larger and fewer.',
        routine: '',
        critical:
          'Hemoglobin this low strains the heart and may need treatment the same day while the shortage is corrected.',
        prompt: LOW_HEMOGLOBIN_PROMPT,
        recommendations: [
          'Ask your doctor about vitamin B12 and folate replacement and whether absorption (for example with metformin or acid-reducing medicines) plays a role.',
        ],
      },
      microcytic_anaemia: {
        title: 'Low hemoglobin with small red cells',
        text: '{evidence} point to anemia with small red cells. This is most often caused by a lack of iron, less often by an inherited trait such as thalassemia or by long-standing inflammation; a shortage of vitamin B12 or folate makes red cells larger, so it does not explain small ones. {context}',
        routine: '',
        critical:
          'Hemoglobin this low strains the heart and may need treatment the same day, such as a transfusion, while the cause is looked for.',
        prompt: LOW_HEMOGLOBIN_PROMPT,
        recommendations: [
          'Ask your doctor whether iron studies (ferritin, transferrin saturation) and, if they are normal, a test for thalassemia should follow to find the cause of the small red cells; a low vitamin B12 or folate needs attention of its own.',
        ],
      },
      anaemia_unexplained: {
        title: 'Low hemoglobin',
        text: '{evidence} is below the desired range. {context}Iron, vitamin B12 and folate results would help explain why.',
        routine: '',
        critical:
          'Hemoglobin this low strains the heart and may need treatment the same day, such as a transfusion, while the cause is looked for.',
        prompt: LOW_HEMOGLOBIN_PROMPT,
        recommendations: [
          'Ask your doctor whether iron studies, vitamin B12 and folate should be tested to find the cause of the low hemoglobin.',
        ],
      },
      kidney_function: {
        title: 'Kidney function needs a closer look',
        text: '{evidence} suggest{plural:s|} the kidneys are filtering less well or letting protein through. {context}',
        routine:
          'A single result can be influenced by hydration or a recent workout; a repeat test within 3 months shows whether the change persists.',
        critical:
          'Kidney function this low needs a doctor to assess it today, together with potassium and the acid balance of the blood, which can become dangerous.',
        prompt:
          'Kidney function this low needs a doctor within a day or two: a first result this low may be a sudden loss, which a repeat test within days shows, and some medicines may need to be stopped or adjusted.',
        recommendations: [
          'Have creatinine/eGFR and a urine albumin-to-creatinine ratio measured again within 3 months, and review medicines that strain the kidneys (such as regular ibuprofen) with your doctor.',
          'Keeping blood pressure and blood sugar in range protects kidney function best.',
        ],
      },
      liver_strain: {
        title: 'Liver enzymes above range',
        text: '{evidence} {plural:is|are} raised, a sign that liver cells are under strain. {context}',
        routine:
          'Common causes are fatty liver, alcohol, some medicines and supplements, and hard exercise in the days before the test.',
        critical:
          'Values this high point to acute liver injury (for example from a virus, a medicine such as paracetamol, or poor blood flow) and need a doctor to assess them today.',
        prompt:
          'Values this high point to acute liver injury (for example from a virus, a medicine such as paracetamol, or a blocked bile duct), whose cause needs finding within a day or two.',
        recommendations: [
          'Avoid alcohol and strenuous exercise for a few days before a repeat test in 4–6 weeks.',
          'Review your medicines and supplements with your doctor; if the values stay high, an ultrasound of the liver can check for fatty liver.',
        ],
      },
      thyroid_underactive: {
        title: 'Pattern of an underactive thyroid',
        text: '{evidence} together fit an **underactive thyroid** (hypothyroidism): the pituitary gland pushes harder (high TSH) because the thyroid makes too little hormone.',
        routine: '',
        critical: 'One of these values is at a critical level: have it assessed by a doctor today.',
        prompt:
          'TSH this high points to an underactive thyroid that usually needs treatment: see your doctor within a day or two.',
        recommendations: [
          'See your doctor soon to confirm the finding and discuss treatment; thyroid antibodies (anti-TPO) can show the cause.',
        ],
      },
      thyroid_subclinical: {
        title: 'Raised TSH',
        text: '{evidence} is above the desired range{context:, with free T4 still in range}.',
        routine:
          'This can be an early (subclinical) underactive thyroid or a passing change after an illness.',
        critical: 'This value is at a critical level: have it assessed by a doctor today.',
        prompt:
          'TSH this high points to an underactive thyroid that usually needs treatment: see your doctor within a day or two.',
        recommendations: [
          'Repeat TSH with free T4 in 6–8 weeks before drawing conclusions; anti-TPO antibodies help judge the likely course.',
        ],
      },
      thyroid_overactive: {
        title: 'Signs of an overactive thyroid',
        text: '{evidence} {plural:points|point} towards an **overactive thyroid** (or too high a dose of thyroid medication).',
        routine: '',
        critical:
          'Thyroid hormone this high can strain the heart and needs a doctor to assess it today.',
        prompt:
          'Thyroid hormone this high can strain the heart: see your doctor within a day or two.',
        recommendations: [
          'Discuss these values with your doctor, especially if you notice palpitations, weight loss or restlessness.',
        ],
      },
      inflammation: {
        title: 'Raised inflammation marker',
        text: '{evidence} show{plural:s|} active inflammation.',
        routine:
          'A passing infection or injury is the most common cause; persistently raised values add to cardiovascular risk.',
        critical:
          'A value this high usually means a serious infection or inflammation that needs a doctor to assess it today.',
        prompt:
          'A value this high usually means a bacterial infection or serious inflammation that needs a doctor within a day or two.',
        recommendations: [
          'Repeat the test 2–4 weeks after any infection has cleared; if it stays high, discuss possible causes with your doctor.',
        ],
      },
      vitamin_d_low: {
        title: 'Low vitamin D',
        text: '{evidence} is below the desired range. {context}Vitamin D helps absorb calcium and keep bones and muscles strong.',
        routine: '',
        critical: 'This value is at a critical level: have it assessed by a doctor today.',
        prompt: 'This value needs a doctor within a day or two.',
        recommendations: [
          'Discuss a vitamin D supplement with your doctor and have the level measured again after 8–12 weeks.',
        ],
      },
      blood_pressure: {
        title: 'Raised blood pressure',
        text: '{evidence} {plural:is|are} above the desired range. Blood pressure is the strongest modifiable risk factor for stroke and heart disease.',
        routine: 'Confirming it with home readings on several days is the first step.',
        critical:
          'Blood pressure above 180/120 mmHg is a hypertensive crisis: with chest pain, shortness of breath, a severe headache, vision changes or weakness it is an emergency, and without them it still needs a doctor today.',
        prompt:
          'Blood pressure this high (grade 3) needs a doctor within a day or two; with chest pain, shortness of breath, a severe headache, vision changes or weakness it is an emergency.',
        recommendations: [
          'Measure at home on 7 days, twice in the morning and twice in the evening, seated after 5 minutes of rest, and share the average with your doctor.',
          'Reduce salt, limit alcohol and stay active; each lowers blood pressure by several mmHg.',
        ],
      },
    },
    followUp: (reading) => {
      const step = nextStep(reading);
      if (step !== undefined) return step;
      if (measuredOnce(reading))
        return `Discuss your ${name(reading)} of ${value(reading)} with your doctor as part of your overall cardiovascular risk. Lipoprotein(a) is largely inherited and barely changes, so one measurement is enough; it does not need to be measured again.`;
      if (reading.treatmentTarget)
        return `Your ${name(reading)} of ${value(reading)}: if you take an anticoagulant such as warfarin, share it with whoever manages your treatment; if you do not, see your doctor soon, as a raised value without one needs explaining.`;
      return reading.severity >= 2
        ? `Discuss your ${name(reading)} of ${value(reading)} with your doctor soon, within the next few weeks.`
        : `Have ${name(reading)} measured again and discuss the result of ${value(reading)} with your doctor.`;
    },
    urgent: {
      instruction: (values) =>
        `**Seek medical care today:** ${list(values)} ${values.length === 1 ? 'is' : 'are'} at a critical level that a doctor should assess today, even if you feel well.`,
      reading: (reading) =>
        `${name(reading)} ${value(reading)} (${reading.critical?.side === 'low' ? 'Critically Low' : 'Critically High'})`,
      item: (reading) =>
        `- **${name(reading)} ${value(reading)}** (${formatDate(reading.latest.date)}): alert limit ${limit(reading)}`,
      signs: signsOf(SIGNS, { low: LOW_GLUCOSE_SIGNS, high: HIGH_GLUCOSE_SIGNS }),
      generalSigns: [
        'chest pain',
        'shortness of breath',
        'confusion',
        'fainting',
        'severe weakness',
      ],
      emergency: (signs) =>
        `If you have symptoms such as ${listOr('en-US', signs)}, call emergency services (911 in the US, 112 in Europe).`,
      lowGlucose: 'If you can, eat or drink something sugary now.',
      dated: (date) =>
        `These results are from ${date} or earlier. If a doctor has assessed them since, follow that advice; if not, do not wait for your next check-up.`,
      impression:
        'The rest of this analysis explains your other results; it does not replace that assessment.',
      followUp: (reading) =>
        `Seek medical care today about your ${name(reading)} of ${value(reading)}: it is at a critical level (alert limit ${limit(reading)}). Do not wait for a repeat test.`,
      note: (reading) => `**critical level** (alert limit ${limit(reading)})`,
    },
    prompt: {
      instruction: (values, nearAlertOnly) => {
        const one = values.length === 1;
        return nearAlertOnly
          ? `**Contact your doctor within the next day or two:** ${list(values)} ${one ? 'is' : 'are'} close to a level that needs care the same day.`
          : `**Contact your doctor within the next day or two:** ${list(values)} ${one ? 'needs' : 'need'} a doctor's assessment within a day or two, not at your next check-up.`;
      },
      item: (reading) =>
        `- **${name(reading)} ${value(reading)}** (${formatDate(reading.latest.date)}): ${promptReason(reading)}`,
      symptoms: (signs) =>
        `If you notice symptoms such as ${listOr('en-US', signs)} before then, seek medical care today; if they are severe, call emergency services (911 in the US, 112 in Europe).`,
      impression:
        'The rest of this analysis explains your other results; it does not replace that appointment.',
      followUp: (reading) =>
        nextStep(reading) ??
        `Contact your doctor within the next day or two about your ${name(reading)} of ${value(reading)}; do not wait for a repeat test or your next check-up.`,
      note: (reading) => {
        const alert = promptLimit(reading, 'alert');
        return alert === ''
          ? '**see a doctor within 1–2 days**'
          : `**see a doctor within 1–2 days** (alert limit ${alert})`;
      },
    },
    impression: {
      clear:
        'Your results are reassuring: every biomarker with a result is in its desired range. Keep your current habits and retest in a year to keep the trend in view.',
      mild: 'A few values are one step outside their desired range; discuss them at your next appointment, and a repeat test will show whether they persist.',
      notable:
        'Some of your values need attention: they are important to discuss with your doctor soon, who can place them in the context of your history and any treatment and decide whether further tests are needed.',
    },
    largelyInRange: 'Your results are largely in range.',
    disclaimer:
      '*This summary is generated from your results by fixed rules. It is not a diagnosis and not medical advice; please discuss your results with a doctor.*',
  };
}
