import type { CriticalSigns } from '../../biomarkers/catalogue/critical-limits';
import { localise } from '../../biomarkers/localise';
import {
  bandLabel,
  comparableMeasurements,
  listOr,
  measurementText,
  phraseTools,
  signsOf,
} from './phrase-helpers';
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
  muscle: ['dark, cola-coloured urine', 'passing little urine', 'severe muscle pain or weakness'],
  pancreas: ['severe belly pain', 'vomiting', 'fever'],
  thyroid: ['a racing or irregular heartbeat', 'fever', 'agitation'],
  vital_signs: ['shortness of breath', 'chest pain', 'bluish lips', 'drowsiness'],
};

const HIGH_GLUCOSE_SIGNS = [
  'great thirst',
  'passing a lot of urine',
  'vomiting',
  'deep or fast breathing',
  'drowsiness',
];
const LOW_GLUCOSE_SIGNS = ['shakiness', 'sweating', 'drowsiness', 'seizures'];

export function englishPhrases(): Phrases {
  const { formatNumber, formatDate, name, value, bounds, limit, list } = phraseTools('us', 'en-US');

  const range = (reading: Reading): string => {
    const own = bounds(reading);
    if (reading.treatmentTarget)
      return `the target depends on treatment: ${own} without anticoagulants, usually 2–3 on warfarin or a similar medicine, higher with some mechanical heart valves`;
    const sexSets = reading.sexSets;
    if (reading.bySex !== undefined && sexSets !== undefined)
      return `desired range ${bounds(reading, sexSets.female)} for women, ${bounds(reading, sexSets.male)} for men`;
    return own === '' ? '' : `desired range ${own}`;
  };
  const reference = (reading: Reading): string => {
    const text = range(reading);
    // A population the test is not judged for (one band: PSA in a woman) has no range to age.
    if (reading.biomarker.age_dependent !== true || reading.ranges.bands.length === 1) return text;
    return text === '' ? 'range depends on age' : `${text} (range depends on age)`;
  };

  return {
    language: 'us',
    formatDate,
    reading: (reading) =>
      `${name(reading)} ${value(reading)}${bandLabel(reading, localise('us').bandName, (female, male) => `${female} for women, ${male} for men`)}`,
    change: (reading) => {
      const previous = reading.previous;
      if (previous === undefined) return '';
      const before = `${measurementText(previous, reading.unit, formatNumber)} on ${formatDate(previous.date)}`;
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
        recommendations: [
          'See your doctor soon, within days to a few weeks, to confirm the result and discuss treatment.',
        ],
      },
      insulin_resistance: {
        title: 'Signs of reduced insulin sensitivity',
        text: '{evidence} together form the pattern typical of **insulin resistance**: when cells respond less to insulin, the liver releases more triglycerides, HDL falls and blood sugar creeps up. {context}',
        routine: 'This pattern responds well to lifestyle changes and is worth addressing early.',
        critical: 'One of these values is at a critical level: have it assessed by a doctor today.',
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
        recommendations: [
          'Discuss your overall cardiovascular risk with your doctor, who can weigh these values against your age, blood pressure and family history.',
          'Replace saturated fat (fatty meat, butter, full-fat dairy) with olive oil, nuts and fish, and add soluble fibre such as oats and legumes.',
        ],
      },
      iron_deficiency: {
        title: 'Low iron stores',
        text: '{evidence} point{plural:s|} to **depleted iron stores**. {context}Low stores often come before anaemia and can already cause tiredness, hair loss or restless legs.',
        routine: '',
        critical: 'One of these values is at a critical level: have it assessed by a doctor today.',
        recommendations: [
          'Talk to your doctor about the cause of low iron (diet, blood loss such as heavy periods, or absorption) and whether a supplement is right for you.',
        ],
      },
      iron_deficiency_anaemia: {
        title: 'Pattern of iron-deficiency anaemia',
        text: '{evidence} together suggest **anaemia from a lack of iron**: without enough iron the body cannot make enough haemoglobin. {context}',
        routine: 'The cause deserves attention as much as the numbers.',
        critical:
          'Haemoglobin this low strains the heart and may need treatment the same day, such as a transfusion or iron into a vein, while the cause of the iron loss is looked for.',
        recommendations: [
          'See your doctor to find the cause of the iron deficiency (diet, blood loss, absorption) and to discuss iron replacement.',
          'Have haemoglobin and ferritin measured again 8–12 weeks after starting treatment.',
        ],
      },
      b12_folate_anaemia: {
        title: 'Low vitamin B12 or folate affecting the blood',
        text: '{evidence} fit a shortage of **vitamin B12 or folate**, which the body needs to build red blood cells; red cells then become larger and fewer.',
        routine: '',
        critical:
          'Haemoglobin this low strains the heart and may need treatment the same day while the shortage is corrected.',
        recommendations: [
          'Ask your doctor about vitamin B12 and folate replacement and whether absorption (for example with metformin or acid-reducing medicines) plays a role.',
        ],
      },
      anaemia_unexplained: {
        title: 'Low haemoglobin',
        text: '{evidence} is below the desired range. {context}Iron, vitamin B12 and folate results would help explain why.',
        routine: '',
        critical:
          'Haemoglobin this low strains the heart and may need treatment the same day, such as a transfusion, while the cause is looked for.',
        recommendations: [
          'Ask your doctor whether iron studies, vitamin B12 and folate should be tested to find the cause of the low haemoglobin.',
        ],
      },
      kidney_function: {
        title: 'Kidney function needs a closer look',
        text: '{evidence} suggest{plural:s|} the kidneys are filtering less well or letting protein through. {context}',
        routine:
          'A single result can be influenced by hydration or a recent workout; a repeat test within 3 months shows whether the change persists.',
        critical:
          'Kidney function this low needs a doctor to assess it today, together with potassium and the acid balance of the blood, which can become dangerous.',
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
        recommendations: [
          'Repeat the test 2–4 weeks after any infection has cleared; if it stays high, discuss possible causes with your doctor.',
        ],
      },
      vitamin_d_low: {
        title: 'Low vitamin D',
        text: '{evidence} is below the desired range. {context}Vitamin D helps absorb calcium and keep bones and muscles strong.',
        routine: '',
        critical: 'This value is at a critical level: have it assessed by a doctor today.',
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
        recommendations: [
          'Measure at home on 7 days, twice in the morning and twice in the evening, seated after 5 minutes of rest, and share the average with your doctor.',
          'Reduce salt, limit alcohol and stay active; each lowers blood pressure by several mmHg.',
        ],
      },
    },
    followUp: (reading) => {
      if (reading.treatmentTarget)
        return `Your ${name(reading)} of ${value(reading)}: if you take an anticoagulant such as warfarin, share it with whoever manages your treatment; if you do not, see your doctor soon, as a raised value without one needs explaining.`;
      return reading.severity >= 2
        ? `Discuss your ${name(reading)} of ${value(reading)} with your doctor soon, within the next few weeks.`
        : `Have ${name(reading)} measured again and discuss the result of ${value(reading)} with your doctor.`;
    },
    urgent: {
      instruction: (values) =>
        `**Seek medical care today:** ${list(values)} ${values.length === 1 ? 'is' : 'are'} at a critical level that a doctor should assess today, even if you feel well.`,
      item: (reading) =>
        `- **${name(reading)} ${value(reading)}** (${formatDate(reading.latest.date)}): alert limit ${limit(reading)}`,
      signs: signsOf(SIGNS, { low: LOW_GLUCOSE_SIGNS, high: HIGH_GLUCOSE_SIGNS }),
      generalSigns: [
        'chest pain',
        'shortness of breath',
        'confusion',
        'fainting',
        'severe weakness',
        'bleeding',
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
    impression: {
      clear:
        'Your results are reassuring: every biomarker with a result is in its desired range. Keep your current habits and retest in a year to keep the trend in view.',
      mild: 'Your results are largely in range. A few values are one step outside their desired range; discuss them at your next appointment, and a repeat test will show whether they persist.',
      notable:
        'Some of your values need attention: they are important to discuss with your doctor soon, who can place them in the context of your history and any treatment and decide whether further tests are needed.',
    },
    disclaimer:
      '*This summary is generated from your results by fixed rules. It is not a diagnosis and not medical advice; please discuss your results with a doctor.*',
  };
}
