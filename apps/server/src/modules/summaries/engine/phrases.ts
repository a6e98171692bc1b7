import type { Language } from '@labtrail/contract/auth';
import { withUnit } from '@labtrail/contract/display-unit';
import { tidyNumber } from '../../biomarkers/assess-value';
import { localise } from '../../biomarkers/localise';
import type { PatternKind } from './find-patterns';
import type { Reading } from './read-profile';

export interface PatternText {
  title: string;
  /** Markdown; `{evidence}` and `{context}` are filled with the readings' descriptions. */
  text: string;
  recommendations: readonly string[];
}

/** Everything the writer says, in one language. */
export interface Phrases {
  language: Language;
  formatNumber: (value: number) => string;
  formatDate: (isoDate: string) => string;
  /** 'LDL Cholesterol 162 mg/dL (Borderline High)' */
  reading: (reading: Reading) => string;
  /** ', up from 148 mg/dL on Jan 3, 2025' or '' without an earlier result. */
  change: (reading: Reading) => string;
  desired: (reading: Reading) => string;
  list: (items: readonly string[]) => string;
  countLine: (withData: number, total: number, inRange: number, outOfRange: number) => string;
  categoryCount: (category: string, withData: number, inRange: number) => string;
  allInRange: string;
  outOfRangeHeading: string;
  inRangeHeading: string;
  improving: string;
  worsening: string;
  noConnections: string;
  /** Introduces the readings that support a pattern without defining it. */
  alsoRelevant: (items: string) => string;
  patterns: Record<PatternKind, PatternText>;
  followUp: (reading: Reading) => string;
  impression: Record<'clear' | 'mild' | 'notable' | 'urgent', string>;
  disclaimer: string;
}

function describeBand(reading: Reading, language: Language): string {
  const band = reading.assessment.band;
  return band === undefined ? '' : ` (${localise(language).bandName(band)})`;
}

function desiredBounds(reading: Reading, format: (value: number) => string): string {
  const desired = reading.biomarker.ranges.bands.find(
    (band) => band.name === reading.biomarker.desired_result,
  );
  if (desired === undefined) return '';
  const unit = reading.biomarker.unit;
  if (desired.min === null && desired.max !== null)
    return withUnit(`<${format(desired.max)}`, unit);
  if (desired.max === null && desired.min !== null)
    return withUnit(`≥${format(desired.min)}`, unit);
  if (desired.min !== null && desired.max !== null)
    return withUnit(`${format(desired.min)}–${format(desired.max)}`, unit);
  return '';
}

function numberFormat(locale: string): (value: number) => string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (value) => format.format(tidyNumber(value));
}

function dateFormat(locale: string): (isoDate: string) => string {
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (isoDate) => format.format(new Date(`${isoDate}T00:00:00Z`));
}

const english = (): Phrases => {
  const formatNumber = numberFormat('en-US');
  const formatDate = dateFormat('en-US');
  const name = (reading: Reading) => localise('us').biomarkerName(reading.biomarker);
  return {
    language: 'us',
    formatNumber,
    formatDate,
    reading: (reading) =>
      `${name(reading)} ${withUnit(formatNumber(reading.latest.value), reading.biomarker.unit)}${describeBand(reading, 'us')}`,
    change: (reading) => {
      const previous = reading.previous;
      if (previous === undefined) return '';
      const direction =
        reading.latest.value > previous.value
          ? 'up'
          : reading.latest.value < previous.value
            ? 'down'
            : 'unchanged';
      const from = `${withUnit(formatNumber(previous.value), reading.biomarker.unit)} on ${formatDate(previous.date)}`;
      return direction === 'unchanged'
        ? `, unchanged since ${formatDate(previous.date)}`
        : `, ${direction} from ${from}`;
    },
    desired: (reading) => {
      const bounds = desiredBounds(reading, formatNumber);
      return bounds === '' ? '' : `desired range ${bounds}`;
    },
    list: (items) => new Intl.ListFormat('en-US', { type: 'conjunction' }).format(items),
    countLine: (withData, total, inRange, outOfRange) =>
      `You have results for **${String(withData)} of ${String(total)}** biomarkers: **${String(inRange)}** in their desired range and **${String(outOfRange)}** outside it.`,
    categoryCount: (category, withData, inRange) =>
      `You have results for ${String(withData)} ${category} ${withData === 1 ? 'marker' : 'markers'}; ${String(inRange)} ${inRange === 1 ? 'is' : 'are'} in the desired range.`,
    allInRange: 'All of them are in their desired range.',
    outOfRangeHeading: 'Outside the desired range:',
    inRangeHeading: 'In range:',
    improving: 'Moving the right way since the previous test:',
    worsening: 'Moving the wrong way since the previous test:',
    alsoRelevant: (items) => `Also relevant: ${items}. `,
    noConnections:
      'Your markers in this area do not form a pattern that needs attention together; each is discussed on its own above.',
    patterns: {
      insulin_resistance: {
        title: 'Signs of reduced insulin sensitivity',
        text: '{evidence} together form the pattern typical of **insulin resistance**: when cells respond less to insulin, the liver releases more triglycerides, HDL falls and blood sugar creeps up. {context}This pattern responds well to lifestyle changes and is worth addressing early.',
        recommendations: [
          'Ask your doctor whether a fasting insulin or an oral glucose tolerance test would clarify your glucose metabolism.',
          'Cut down on sugary drinks and refined carbohydrates, and take a 10–15 minute walk after your main meals.',
        ],
      },
      atherogenic_lipids: {
        title: 'Raised atherogenic lipids',
        text: '{evidence} {plural:is|are} above the desired range. These particles carry cholesterol into artery walls; over years, higher levels raise the risk of heart attack and stroke. {context}How much treatment is needed depends on your overall risk (age, blood pressure, smoking, diabetes, family history).',
        recommendations: [
          'Discuss your overall cardiovascular risk with your doctor, who can weigh these values against your age, blood pressure and family history.',
          'Replace saturated fat (fatty meat, butter, full-fat dairy) with olive oil, nuts and fish, and add soluble fibre such as oats and legumes.',
        ],
      },
      iron_deficiency: {
        title: 'Low iron stores',
        text: '{evidence} point{plural:s|} to **depleted iron stores**. {context}Low stores often come before anaemia and can already cause tiredness, hair loss or restless legs.',
        recommendations: [
          'Talk to your doctor about the cause of low iron (diet, blood loss such as heavy periods, or absorption) and whether a supplement is right for you.',
        ],
      },
      iron_deficiency_anaemia: {
        title: 'Pattern of iron-deficiency anaemia',
        text: '{evidence} together suggest **anaemia from a lack of iron**: without enough iron the body cannot make enough haemoglobin. {context}The cause deserves attention as much as the numbers.',
        recommendations: [
          'See your doctor to find the cause of the iron deficiency (diet, blood loss, absorption) and to discuss iron replacement.',
          'Recheck haemoglobin and ferritin 8–12 weeks after starting treatment.',
        ],
      },
      b12_folate_anaemia: {
        title: 'Low vitamin B12 or folate affecting the blood',
        text: '{evidence} fit a shortage of **vitamin B12 or folate**, which the body needs to build red blood cells; red cells then become larger and fewer.',
        recommendations: [
          'Ask your doctor about vitamin B12 and folate replacement and whether absorption (for example with metformin or acid-reducing medicines) plays a role.',
        ],
      },
      anaemia_unexplained: {
        title: 'Low haemoglobin',
        text: '{evidence} is below the desired range. {context}Iron, vitamin B12 and folate results would help explain why.',
        recommendations: [
          'Ask your doctor whether iron studies, vitamin B12 and folate should be tested to find the cause of the low haemoglobin.',
        ],
      },
      kidney_function: {
        title: 'Kidney function needs a closer look',
        text: '{evidence} suggest{plural:s|} the kidneys are filtering less well or letting protein through. {context}A single result can be influenced by hydration or a recent workout; a repeat test within 3 months shows whether the change persists.',
        recommendations: [
          'Repeat creatinine/eGFR and a urine albumin-to-creatinine ratio within 3 months, and review medicines that strain the kidneys (such as regular ibuprofen) with your doctor.',
          'Keeping blood pressure and blood sugar in range protects kidney function best.',
        ],
      },
      liver_strain: {
        title: 'Liver enzymes above range',
        text: '{evidence} {plural:is|are} raised, a sign that liver cells are under strain. {context}Common causes are fatty liver, alcohol, some medicines and supplements, and hard exercise in the days before the test.',
        recommendations: [
          'Avoid alcohol and strenuous exercise for a few days before a repeat test in 4–6 weeks.',
          'Review your medicines and supplements with your doctor; if the values stay high, an ultrasound of the liver can check for fatty liver.',
        ],
      },
      thyroid_underactive: {
        title: 'Pattern of an underactive thyroid',
        text: '{evidence} together fit an **underactive thyroid** (hypothyroidism): the pituitary gland pushes harder (high TSH) because the thyroid makes too little hormone.',
        recommendations: [
          'See your doctor soon to confirm the finding and discuss treatment; thyroid antibodies (anti-TPO) can show the cause.',
        ],
      },
      thyroid_subclinical: {
        title: 'Raised TSH',
        text: '{evidence} is above the desired range{context:, with free T4 still in range}. This can be a mildly underactive thyroid or a passing change after an illness.',
        recommendations: [
          'Repeat TSH with free T4 in 6–8 weeks before drawing conclusions; anti-TPO antibodies help judge the likely course.',
        ],
      },
      thyroid_overactive: {
        title: 'Signs of an overactive thyroid',
        text: '{evidence} {plural:points|point} towards an **overactive thyroid** (or too high a dose of thyroid medication).',
        recommendations: [
          'Discuss these values with your doctor, especially if you notice palpitations, weight loss or restlessness.',
        ],
      },
      inflammation: {
        title: 'Raised inflammation marker',
        text: '{evidence} show{plural:s|} active inflammation. A passing infection or injury is the most common cause; persistently raised values add to cardiovascular risk.',
        recommendations: [
          'Repeat the test 2–4 weeks after any infection has cleared; if it stays high, discuss possible causes with your doctor.',
        ],
      },
      vitamin_d_low: {
        title: 'Low vitamin D',
        text: '{evidence} is below the desired range. {context}Vitamin D helps absorb calcium and keep bones and muscles strong.',
        recommendations: [
          'Discuss a vitamin D supplement with your doctor and recheck the level after 8–12 weeks.',
        ],
      },
      blood_pressure: {
        title: 'Raised blood pressure',
        text: '{evidence} {plural:is|are} above the desired range. Blood pressure is the strongest modifiable risk factor for stroke and heart disease, and confirming it with home readings on several days is the first step.',
        recommendations: [
          'Measure at home on 7 days, twice in the morning and twice in the evening, seated after 5 minutes of rest, and share the average with your doctor.',
          'Reduce salt, limit alcohol and stay active; each lowers blood pressure by several mmHg.',
        ],
      },
    },
    followUp: (reading) =>
      reading.severity === 3
        ? `Contact your doctor promptly about your ${name(reading)} of ${withUnit(formatNumber(reading.latest.value), reading.biomarker.unit)}, which is far outside the desired range.`
        : `Recheck ${name(reading)} and discuss the result of ${withUnit(formatNumber(reading.latest.value), reading.biomarker.unit)} with your doctor.`,
    impression: {
      clear:
        'Your results are reassuring: every biomarker with a result is in its desired range. Keep your current habits and retest in a year to keep the trend in view.',
      mild: 'Your results are largely in range. A few values sit just outside their desired range; none of them is alarming on its own, and most respond well to lifestyle changes. A repeat test will show whether they persist.',
      notable:
        'Several of your values are clearly outside their desired range. They are worth discussing with your doctor, who can place them in the context of your history and decide whether further tests are needed.',
      urgent:
        'At least one value is far outside its desired range. Please contact your doctor promptly to discuss it, and bring this summary with you.',
    },
    disclaimer:
      '*This summary is generated from your results by fixed rules. It is not a diagnosis and not medical advice; please discuss your results with a doctor.*',
  };
};

const german = (): Phrases => {
  const formatNumber = numberFormat('de-DE');
  const formatDate = dateFormat('de-DE');
  const name = (reading: Reading) => localise('de').biomarkerName(reading.biomarker);
  return {
    language: 'de',
    formatNumber,
    formatDate,
    reading: (reading) =>
      `${name(reading)} ${withUnit(formatNumber(reading.latest.value), reading.biomarker.unit)}${describeBand(reading, 'de')}`,
    change: (reading) => {
      const previous = reading.previous;
      if (previous === undefined) return '';
      const from = `${withUnit(formatNumber(previous.value), reading.biomarker.unit)} am ${formatDate(previous.date)}`;
      if (reading.latest.value > previous.value) return `, gestiegen von ${from}`;
      if (reading.latest.value < previous.value) return `, gesunken von ${from}`;
      return `, unverändert seit ${formatDate(previous.date)}`;
    },
    desired: (reading) => {
      const bounds = desiredBounds(reading, formatNumber);
      return bounds === '' ? '' : `Zielbereich ${bounds}`;
    },
    list: (items) => new Intl.ListFormat('de-DE', { type: 'conjunction' }).format(items),
    countLine: (withData, total, inRange, outOfRange) =>
      `Sie haben Ergebnisse für **${String(withData)} von ${String(total)}** Biomarkern: **${String(inRange)}** im Zielbereich und **${String(outOfRange)}** außerhalb.`,
    categoryCount: (category, withData, inRange) =>
      `Sie haben Ergebnisse für ${String(withData)} ${withData === 1 ? 'Marker' : 'Marker'} im Bereich ${category}; ${String(inRange)} ${inRange === 1 ? 'liegt' : 'liegen'} im Zielbereich.`,
    allInRange: 'Alle liegen im Zielbereich.',
    outOfRangeHeading: 'Außerhalb des Zielbereichs:',
    inRangeHeading: 'Im Zielbereich:',
    improving: 'Seit dem vorigen Test in die richtige Richtung:',
    worsening: 'Seit dem vorigen Test in die falsche Richtung:',
    alsoRelevant: (items) => `Ebenfalls relevant: ${items}. `,
    noConnections:
      'Ihre Marker in diesem Bereich bilden kein Muster, das gemeinsam Aufmerksamkeit braucht; jeder ist oben einzeln beschrieben.',
    patterns: {
      insulin_resistance: {
        title: 'Hinweise auf verminderte Insulinempfindlichkeit',
        text: '{evidence} bilden zusammen das typische Muster einer **Insulinresistenz**: Reagieren die Zellen schwächer auf Insulin, gibt die Leber mehr Triglyzeride ab, HDL sinkt und der Blutzucker steigt langsam. {context}Dieses Muster spricht gut auf Lebensstiländerungen an und sollte früh angegangen werden.',
        recommendations: [
          'Fragen Sie Ihre Ärztin oder Ihren Arzt, ob ein Nüchterninsulin oder ein oraler Glukosetoleranztest Ihren Zuckerstoffwechsel klären würde.',
          'Verzichten Sie auf zuckerhaltige Getränke und raffinierte Kohlenhydrate und gehen Sie nach den Hauptmahlzeiten 10–15 Minuten spazieren.',
        ],
      },
      atherogenic_lipids: {
        title: 'Erhöhte atherogene Blutfette',
        text: '{evidence} {plural:liegt|liegen} über dem Zielbereich. Diese Partikel tragen Cholesterin in die Gefäßwände; über Jahre erhöhen höhere Werte das Risiko für Herzinfarkt und Schlaganfall. {context}Wie viel Behandlung nötig ist, hängt von Ihrem Gesamtrisiko ab (Alter, Blutdruck, Rauchen, Diabetes, Familiengeschichte).',
        recommendations: [
          'Besprechen Sie Ihr gesamtes Herz-Kreislauf-Risiko mit Ihrer Ärztin oder Ihrem Arzt, die diese Werte mit Alter, Blutdruck und Familiengeschichte abwägen können.',
          'Ersetzen Sie gesättigte Fette (fettes Fleisch, Butter, Vollfettmilchprodukte) durch Olivenöl, Nüsse und Fisch und ergänzen Sie lösliche Ballaststoffe wie Hafer und Hülsenfrüchte.',
        ],
      },
      iron_deficiency: {
        title: 'Niedrige Eisenspeicher',
        text: '{evidence} {plural:weist|weisen} auf **geleerte Eisenspeicher** hin. {context}Niedrige Speicher gehen einer Blutarmut oft voraus und können bereits Müdigkeit, Haarausfall oder unruhige Beine verursachen.',
        recommendations: [
          'Sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt über die Ursache des Eisenmangels (Ernährung, Blutverlust etwa durch starke Periode, Aufnahme) und ob ein Präparat für Sie sinnvoll ist.',
        ],
      },
      iron_deficiency_anaemia: {
        title: 'Muster einer Eisenmangelanämie',
        text: '{evidence} sprechen zusammen für eine **Blutarmut durch Eisenmangel**: Ohne genug Eisen kann der Körper nicht genug Hämoglobin bilden. {context}Die Ursache verdient ebenso Aufmerksamkeit wie die Werte.',
        recommendations: [
          'Lassen Sie ärztlich die Ursache des Eisenmangels klären (Ernährung, Blutverlust, Aufnahme) und besprechen Sie eine Eisengabe.',
          'Kontrollieren Sie Hämoglobin und Ferritin 8–12 Wochen nach Beginn der Behandlung.',
        ],
      },
      b12_folate_anaemia: {
        title: 'Niedriges Vitamin B12 oder Folsäure mit Auswirkung aufs Blut',
        text: '{evidence} passen zu einem Mangel an **Vitamin B12 oder Folsäure**, die der Körper zur Bildung roter Blutkörperchen braucht; diese werden dann größer und weniger.',
        recommendations: [
          'Fragen Sie nach einem Ausgleich von Vitamin B12 und Folsäure und ob die Aufnahme (etwa unter Metformin oder Säureblockern) eine Rolle spielt.',
        ],
      },
      anaemia_unexplained: {
        title: 'Niedriges Hämoglobin',
        text: '{evidence} liegt unter dem Zielbereich. {context}Eisenwerte, Vitamin B12 und Folsäure würden helfen, die Ursache zu klären.',
        recommendations: [
          'Fragen Sie, ob Eisenstatus, Vitamin B12 und Folsäure bestimmt werden sollten, um die Ursache des niedrigen Hämoglobins zu finden.',
        ],
      },
      kidney_function: {
        title: 'Die Nierenfunktion sollte genauer betrachtet werden',
        text: '{evidence} {plural:deutet|deuten} darauf hin, dass die Nieren weniger gut filtern oder Eiweiß durchlassen. {context}Ein Einzelwert kann durch Trinkmenge oder Training beeinflusst sein; ein Kontrolltest innerhalb von 3 Monaten zeigt, ob die Veränderung bleibt.',
        recommendations: [
          'Wiederholen Sie Kreatinin/eGFR und das Albumin-Kreatinin-Verhältnis im Urin innerhalb von 3 Monaten und besprechen Sie nierenbelastende Medikamente (etwa regelmäßig Ibuprofen).',
          'Blutdruck und Blutzucker im Zielbereich schützen die Nierenfunktion am besten.',
        ],
      },
      liver_strain: {
        title: 'Leberwerte über dem Zielbereich',
        text: '{evidence} {plural:ist|sind} erhöht – ein Zeichen, dass Leberzellen belastet sind. {context}Häufige Ursachen sind Fettleber, Alkohol, manche Medikamente und Nahrungsergänzungen sowie harter Sport in den Tagen vor dem Test.',
        recommendations: [
          'Verzichten Sie einige Tage vor einem Kontrolltest in 4–6 Wochen auf Alkohol und intensiven Sport.',
          'Besprechen Sie Medikamente und Nahrungsergänzungen; bleiben die Werte hoch, kann ein Ultraschall der Leber eine Fettleber prüfen.',
        ],
      },
      thyroid_underactive: {
        title: 'Muster einer Schilddrüsenunterfunktion',
        text: '{evidence} passen zusammen zu einer **Schilddrüsenunterfunktion** (Hypothyreose): Die Hirnanhangdrüse treibt stärker an (hohes TSH), weil die Schilddrüse zu wenig Hormon bildet.',
        recommendations: [
          'Lassen Sie den Befund bald ärztlich bestätigen und besprechen Sie eine Behandlung; Schilddrüsenantikörper (Anti-TPO) können die Ursache zeigen.',
        ],
      },
      thyroid_subclinical: {
        title: 'Erhöhtes TSH',
        text: '{evidence} liegt über dem Zielbereich{context:, freies T4 noch im Zielbereich}. Das kann eine leichte Unterfunktion oder eine vorübergehende Veränderung nach einer Erkrankung sein.',
        recommendations: [
          'Wiederholen Sie TSH mit freiem T4 in 6–8 Wochen, bevor Sie Schlüsse ziehen; Anti-TPO-Antikörper helfen, den Verlauf einzuschätzen.',
        ],
      },
      thyroid_overactive: {
        title: 'Hinweise auf eine Schilddrüsenüberfunktion',
        text: '{evidence} {plural:deutet|deuten} auf eine **Schilddrüsenüberfunktion** hin (oder eine zu hohe Dosis von Schilddrüsenmedikamenten).',
        recommendations: [
          'Besprechen Sie diese Werte ärztlich, besonders wenn Sie Herzklopfen, Gewichtsverlust oder Unruhe bemerken.',
        ],
      },
      inflammation: {
        title: 'Erhöhter Entzündungsmarker',
        text: '{evidence} {plural:zeigt|zeigen} eine aktive Entzündung. Ein vorübergehender Infekt oder eine Verletzung ist die häufigste Ursache; dauerhaft erhöhte Werte steigern das Herz-Kreislauf-Risiko.',
        recommendations: [
          'Wiederholen Sie den Test 2–4 Wochen nach Abklingen eines Infekts; bleibt er erhöht, besprechen Sie mögliche Ursachen ärztlich.',
        ],
      },
      vitamin_d_low: {
        title: 'Niedriges Vitamin D',
        text: '{evidence} liegt unter dem Zielbereich. {context}Vitamin D hilft, Calcium aufzunehmen und Knochen und Muskeln stark zu halten.',
        recommendations: [
          'Besprechen Sie eine Vitamin-D-Ergänzung und kontrollieren Sie den Spiegel nach 8–12 Wochen.',
        ],
      },
      blood_pressure: {
        title: 'Erhöhter Blutdruck',
        text: '{evidence} {plural:liegt|liegen} über dem Zielbereich. Der Blutdruck ist der stärkste beeinflussbare Risikofaktor für Schlaganfall und Herzerkrankungen; die Bestätigung durch Heimmessungen an mehreren Tagen ist der erste Schritt.',
        recommendations: [
          'Messen Sie an 7 Tagen zu Hause, je zweimal morgens und abends, im Sitzen nach 5 Minuten Ruhe, und teilen Sie den Mittelwert Ihrer Ärztin oder Ihrem Arzt mit.',
          'Weniger Salz, wenig Alkohol und Bewegung senken den Blutdruck jeweils um mehrere mmHg.',
        ],
      },
    },
    followUp: (reading) =>
      reading.severity === 3
        ? `Wenden Sie sich zeitnah an Ihre Ärztin oder Ihren Arzt wegen Ihres Werts für ${name(reading)} von ${withUnit(formatNumber(reading.latest.value), reading.biomarker.unit)}, der weit außerhalb des Zielbereichs liegt.`
        : `Kontrollieren Sie ${name(reading)} und besprechen Sie das Ergebnis von ${withUnit(formatNumber(reading.latest.value), reading.biomarker.unit)} ärztlich.`,
    impression: {
      clear:
        'Ihre Ergebnisse sind beruhigend: Jeder Biomarker mit Ergebnis liegt im Zielbereich. Behalten Sie Ihre Gewohnheiten bei und testen Sie in einem Jahr erneut, um den Verlauf im Blick zu behalten.',
      mild: 'Ihre Ergebnisse liegen größtenteils im Zielbereich. Einige Werte liegen knapp außerhalb; keiner ist für sich genommen alarmierend, und die meisten sprechen gut auf Lebensstiländerungen an. Ein Kontrolltest zeigt, ob sie bestehen bleiben.',
      notable:
        'Mehrere Ihrer Werte liegen deutlich außerhalb ihres Zielbereichs. Sie sollten sie mit Ihrer Ärztin oder Ihrem Arzt besprechen, die sie im Zusammenhang Ihrer Vorgeschichte einordnen und über weitere Tests entscheiden können.',
      urgent:
        'Mindestens ein Wert liegt weit außerhalb seines Zielbereichs. Bitte wenden Sie sich zeitnah an Ihre Ärztin oder Ihren Arzt und nehmen Sie diese Zusammenfassung mit.',
    },
    disclaimer:
      '*Diese Zusammenfassung wird nach festen Regeln aus Ihren Ergebnissen erstellt. Sie ist keine Diagnose und keine medizinische Beratung; bitte besprechen Sie Ihre Ergebnisse mit einer Ärztin oder einem Arzt.*',
  };
};

export const PHRASES: Record<Language, Phrases> = { us: english(), de: german() };
