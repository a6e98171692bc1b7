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

// In the dative: they follow 'Bei Beschwerden wie'.
const SIGNS: Record<Exclude<CriticalSigns, 'glucose'>, readonly string[]> = {
  heart: [
    'Brustschmerzen oder Druckgefühl in der Brust',
    'Atemnot',
    'Herzrasen oder unregelmäßigem Herzschlag',
  ],
  blood_pressure: [
    'Brustschmerz',
    'starken Kopfschmerzen',
    'plötzlicher Schwäche, Taubheit oder Sprachstörungen',
    'Sehstörungen',
    'Atemnot',
  ],
  electrolytes: [
    'Herzstolpern oder unregelmäßigem Herzschlag',
    'Muskelschwäche oder Krämpfen',
    'Krampfanfällen',
  ],
  blood: ['Blutungen oder blauen Flecken, die nicht aufhören', 'schwarzem Stuhl', 'Atemnot'],
  infection: ['Fieber oder Schüttelfrost', 'schneller Atmung', 'starkem Krankheitsgefühl'],
  kidney: ['sehr wenig oder keinem Urin', 'geschwollenen Beinen', 'Atemnot'],
  liver: [
    'gelber Haut oder gelben Augen',
    'Benommenheit',
    'Bluterbrechen oder schwarzem Stuhl',
    'starken Bauchschmerzen',
  ],
  muscle: [
    'dunklem, colafarbenem Urin',
    'wenig Urin',
    'starken Muskelschmerzen oder starker Muskelschwäche',
  ],
  pancreas: ['starken Bauchschmerzen', 'Erbrechen', 'Fieber'],
  thyroid: ['Herzrasen oder unregelmäßigem Herzschlag', 'Fieber', 'starker Unruhe'],
  vital_signs: ['Atemnot', 'Brustschmerz', 'bläulichen Lippen', 'Benommenheit'],
  adrenal: [
    'starker Schwäche oder Schwindel',
    'Erbrechen oder Bauchschmerzen',
    'Ohnmacht oder Verwirrtheit',
  ],
  medicine: [
    'Erbrechen oder Durchfall',
    'langsamem oder unregelmäßigem Herzschlag',
    'grobem Zittern, Gangunsicherheit oder Verwirrtheit',
  ],
};

const HIGH_GLUCOSE_SIGNS = [
  'starkem Durst',
  'häufigem Wasserlassen',
  'Erbrechen',
  'tiefer oder schneller Atmung',
  'Benommenheit',
];
const LOW_GLUCOSE_SIGNS = ['Zittern', 'Schwitzen', 'Benommenheit', 'Krampfanfällen'];

/** Every anaemia pattern's prompt sentence. */
const LOW_HEMOGLOBIN_PROMPT =
  'So niedriges Hämoglobin belastet das Herz: Lassen Sie in den nächsten ein bis zwei Tagen ärztlich die Ursache klären und über die Behandlung entscheiden.';

export function germanPhrases(): Phrases {
  const { formatDate, name, value, earlier, bounds, limit, promptLimit, list } = phraseTools(
    'de',
    'de-DE',
  );

  /** Why a prompt value should not wait, after its name and value. */
  const promptReason = (reading: Reading): string => {
    const own = promptLimit(reading, 'own');
    switch (reading.prompt?.concern) {
      case undefined:
      case 'near_alert':
        return `nahe an der Alarmgrenze ${promptLimit(reading, 'alert')}, ab der noch am selben Tag eine ärztliche Behandlung nötig ist`;
      case 'severe_band':
        return 'in dem Bereich, den die Referenz als schwer einstuft';
      case 'liver_injury':
        return `mehr als das 10-Fache der oberen Referenzgrenze (${own}), ein Zeichen einer akuten Leberschädigung, deren Ursache rasch geklärt werden sollte`;
      case 'kidney_new':
        return `erstmals so niedrig (${own}): Das kann ein plötzlicher Verlust der Nierenfunktion sein, den eine Kontrolle innerhalb weniger Tage zeigt`;
      case 'pancreatitis':
        return `ab diesem Wert (${own}) steigt das Risiko einer akuten Bauchspeicheldrüsenentzündung (Pankreatitis), daher sollte die Senkung der Triglyceride bald beginnen`;
      case 'statin':
        return `ab diesem Wert (${own}) empfehlen die Leitlinien ein cholesterinsenkendes Medikament (ein hochwirksames Statin), ohne erst das Gesamtrisiko zu berechnen`;
      case 'thyroid':
        return `weit über dem Referenzbereich (${own}), was auf eine Schilddrüsenunterfunktion hinweist, die meist behandelt werden muss`;
      case 'infection':
        return `über diesem Wert (${own}) ist eine bakterielle Infektion oder eine schwere Entzündung wahrscheinlich`;
      case 'insulin':
        return `über ${own}, ab wo die Leitlinien raten, die Behandlung (oft mit Insulin) früh zu beginnen, statt bis zur nächsten Kontrolle zu warten`;
      case 'heart_injury':
        return `über der oberen Referenzgrenze Gesunder (${own}), ein Zeichen einer Belastung des Herzmuskels; eine Kontrolle innerhalb von Stunden bis Tagen zeigt, ob die Veränderung neu ist oder schon länger besteht`;
      case 'next_step':
        return 'ein Befund, der jetzt eine weitere Abklärung braucht, keine Wiederholung desselben Tests in Monaten';
    }
  };
  const bandWord = (reading: Reading) => {
    const found = reading.assessment.band;
    return found === undefined ? value(reading) : localise('de').bandName(found).toLowerCase();
  };

  // Said instead of a retest where repeating the same test would be the wrong step.
  const NEXT_STEPS: Record<CatalogueNextStep, (reading: Reading) => string> = {
    confirmatory_test: (reading) =>
      `Ihr Befund „${name(reading)}“ ist ${bandWord(reading)}: Ein Suchtest kann auch ohne Infektion anschlagen, deshalb ist das noch keine Diagnose, muss aber jetzt mit einem Bestätigungstest abgeklärt werden. Wenden Sie sich in den nächsten ein bis zwei Tagen an Ihre Ärztin oder Ihren Arzt, um ihn zu veranlassen; eine Wiederholung desselben Suchtests in einigen Monaten ist nicht der nächste Schritt.`,
    colonoscopy: (reading) =>
      `Ihr Befund „${name(reading)}“ ist ${bandWord(reading)}: Auf einen positiven Stuhltest folgt eine Darmspiegelung (Koloskopie), keine Wiederholung des Stuhltests. Lassen Sie sie in den nächsten Wochen ärztlich veranlassen; ein positives Ergebnis ist keine Diagnose, aber nur die Darmspiegelung kann die Ursache finden oder ausschließen.`,
    pregnancy_test: () =>
      'Bei einer Frau ist eine Schwangerschaft mit Abstand die häufigste Ursache eines erhöhten hCG, deshalb steht ein Schwangerschaftstest an erster Stelle (ein Urintest, oder Ihre Ärztin oder Ihr Arzt bestimmt das hCG im Blut nach 2 Tagen erneut); besprechen Sie das Ergebnis ärztlich, und lassen Sie sich bei Bauchschmerzen oder Blutungen aus der Scheide heute noch ärztlich untersuchen. Als Tumormarker dient hCG nur der Verlaufskontrolle eines bekannten Tumors.',
    testicular_evaluation: () =>
      'Bei einem Mann kann ein erhöhtes hCG von einem Hodentumor (Keimzelltumor) stammen: Wenden Sie sich in den nächsten ein bis zwei Tagen an Ihre Ärztin oder Ihren Arzt, um die Hoden untersuchen zu lassen, meist mit Ultraschall.',
  };
  const nextStep = (reading: Reading): string | undefined => {
    const step = nextStepOf(reading);
    if (step === undefined) return undefined;
    const texts = step.actions.map((action) => NEXT_STEPS[action](reading));
    return step.actions.includes('confirmatory_test') || step.actions.includes('colonoscopy')
      ? texts.join(' ')
      : [`Ihr Wert „${name(reading)}“ von ${value(reading)} ist erhöht.`, ...texts].join(' ');
  };
  const band = (reading: Reading) =>
    bandLabel(
      reading,
      localise('de').bandName,
      (female, male) => `${female} bei Frauen, ${male} bei Männern`,
    );

  // A lab's reference interval is a Referenzbereich; a guideline's target (LDL, HbA1c, blood
  // pressure) is a Zielwert when it is one bound ('<100 mg/dL'), else a Zielbereich.
  const rangeWord = (reading: Reading, shown: string): string => {
    if (reading.biomarker.desired_is_target !== true) return 'Referenzbereich';
    return shown.includes('–') ? 'Zielbereich' : 'Zielwert';
  };

  const range = (reading: Reading): string => {
    const own = bounds(reading);
    if (reading.treatmentTarget)
      return `Zielwert hängt von der Behandlung ab: ${own} ohne Gerinnungshemmer, meist 2–3 unter Phenprocoumon (Marcumar), Warfarin oder ähnlichen Mitteln, höher bei manchen mechanischen Herzklappen`;
    const sexSets = reading.sexSets;
    if (reading.bySex !== undefined && sexSets !== undefined) {
      const female = bounds(reading, sexSets.female);
      return `${rangeWord(reading, female)} ${female} bei Frauen, ${bounds(reading, sexSets.male)} bei Männern`;
    }
    return own === '' ? '' : `${rangeWord(reading, own)} ${own}`;
  };
  // A pregnancy raises hCG far beyond the range, so it is no desired range for a woman.
  const outsidePregnancy = (reading: Reading): string => {
    const sexSets = reading.sexSets;
    if (reading.bySex !== undefined && sexSets !== undefined)
      return `Bereich außerhalb einer Schwangerschaft ${bounds(reading, sexSets.female)} bei Frauen, Referenzbereich ${bounds(reading, sexSets.male)} bei Männern`;
    return `Bereich außerhalb einer Schwangerschaft ${bounds(reading)}`;
  };
  const reference = (reading: Reading): string => {
    const text = nextStepOf(reading)?.actions.includes('pregnancy_test')
      ? outsidePregnancy(reading)
      : range(reading);
    // A population the test is not judged for (one band: PSA in a woman) has no range to age.
    if (reading.biomarker.age_dependent !== true || reading.ranges.bands.length === 1) return text;
    return text === ''
      ? 'Referenzbereich altersabhängig'
      : `${text} (Referenzbereich altersabhängig)`;
  };

  return {
    language: 'de',
    formatDate,
    reading: (reading) =>
      `${name(reading)} ${value(reading)}${toldAsBand(reading.latest) ? '' : band(reading)}`,
    change: (reading) => {
      const previous = reading.previous;
      if (previous === undefined) return '';
      const before = `${earlier(reading, previous)} am ${formatDate(previous.date)}`;
      if (!comparableMeasurements(reading.latest, previous)) return `, zuvor ${before}`;
      if (reading.latest.value > previous.value) return `, gestiegen von ${before}`;
      if (reading.latest.value < previous.value) return `, gesunken von ${before}`;
      return `, unverändert seit ${formatDate(previous.date)}`;
    },
    reference,
    list,
    countLine: (withData, total, inRange, outOfRange) =>
      `Sie haben Ergebnisse für **${String(withData)} von ${String(total)}** Biomarkern: **${String(inRange)}** im Referenzbereich und **${String(outOfRange)}** außerhalb.`,
    categoryCount: (category, withData, inRange) =>
      `Sie haben Ergebnisse für ${String(withData)} Marker im Bereich ${category}; ${String(inRange)} ${inRange === 1 ? 'liegt' : 'liegen'} im Referenzbereich.`,
    allInRange: 'Alle liegen im Referenzbereich.',
    criticalHeading: 'Im kritischen Bereich:',
    outOfRangeHeading: 'Außerhalb des Referenzbereichs:',
    treatmentHeading: 'Nach Ihrer Behandlung zu beurteilen:',
    inRangeHeading: 'Im Referenzbereich:',
    improving: 'Seit dem vorigen Test in die richtige Richtung:',
    worsening: 'Seit dem vorigen Test in die falsche Richtung:',
    notComparable:
      'Nicht als Trend gewertet, weil die beiden Ergebnisse nicht gleich gemessen wurden:',
    comparabilityBreak: (reason) =>
      ({
        lab: ' (dazwischen hat das Labor gewechselt)',
        method: ' (dazwischen hat die Messmethode gewechselt)',
        range: ' (dazwischen hat sich der Referenzbereich des Labors geändert)',
      })[reason],
    alsoRelevant: (items) => `Ebenfalls relevant: ${items}. `,
    noConnections:
      'Ihre Marker in diesem Bereich bilden kein Muster, das gemeinsam Aufmerksamkeit braucht; jeder ist oben einzeln beschrieben.',
    patterns: {
      diabetes: {
        title: 'Werte im Diabetesbereich',
        text: '{evidence} {plural:liegt|liegen} in dem Bereich, mit dem ein **Diabetes** festgestellt wird (HbA1c ab 6,5 %, Nüchternglukose ab 126 mg/dL oder Glukose ab 200 mg/dL zwei Stunden nach einer Zuckerbelastung oder zu beliebiger Tageszeit). {context}Die Diagnose muss ärztlich bestätigt werden, meist durch einen zweiten auffälligen Test – außer wenn typische Beschwerden wie starker Durst, häufiges Wasserlassen oder Gewichtsverlust mit einem Blutzucker ab 200 mg/dL zusammenkommen.',
        routine: 'Eine früh begonnene Behandlung schützt Augen, Nieren, Nerven und Herz.',
        critical:
          'Bei so hohen Werten beginnt die Behandlung meist sofort, oft mit Insulin, weil sehr hoher Blutzucker innerhalb von Tagen gefährlich werden kann.',
        prompt:
          'Bei diesen Werten muss eine Behandlung oft bald beginnen: Suchen Sie in den nächsten ein bis zwei Tagen Ihre Ärztin oder Ihren Arzt auf.',
        recommendations: [
          'Gehen Sie bald – innerhalb von Tagen bis wenigen Wochen – zu Ihrer Ärztin oder Ihrem Arzt, um den Befund bestätigen zu lassen und eine Behandlung zu besprechen.',
        ],
      },
      insulin_resistance: {
        title: 'Hinweise auf verminderte Insulinempfindlichkeit',
        text: '{evidence} bilden zusammen das typische Muster einer **Insulinresistenz**: Reagieren die Zellen schwächer auf Insulin, gibt die Leber mehr Triglyceride ab, HDL sinkt und der Blutzucker steigt langsam. {context}',
        routine:
          'Dieses Muster spricht gut auf Lebensstiländerungen an und sollte früh angegangen werden.',
        critical:
          'Einer dieser Werte liegt im kritischen Bereich: Lassen Sie ihn heute noch ärztlich beurteilen.',
        prompt:
          'Einer dieser Werte sollte in den nächsten ein bis zwei Tagen ärztlich beurteilt werden.',
        recommendations: [
          'Fragen Sie Ihre Ärztin oder Ihren Arzt, ob ein Nüchterninsulin oder ein oraler Glukosetoleranztest Ihren Zuckerstoffwechsel klären würde.',
          'Verzichten Sie auf zuckerhaltige Getränke und raffinierte Kohlenhydrate und gehen Sie nach den Hauptmahlzeiten 10–15 Minuten spazieren.',
        ],
      },
      atherogenic_lipids: {
        title: 'Erhöhte atherogene Blutfette',
        text: '{evidence} {plural:liegt|liegen} über dem empfohlenen Bereich. Diese Partikel tragen Cholesterin in die Gefäßwände; über Jahre erhöhen höhere Werte das Risiko für Herzinfarkt und Schlaganfall. {context}',
        routine:
          'Wie viel Behandlung nötig ist, hängt von Ihrem Gesamtrisiko ab (Alter, Blutdruck, Rauchen, Diabetes, Familiengeschichte).',
        critical:
          'Einer dieser Werte liegt im kritischen Bereich: Lassen Sie ihn heute noch ärztlich beurteilen.',
        prompt:
          'Bei diesem Wert empfehlen die Leitlinien unabhängig von weiteren Risikofaktoren eine cholesterinsenkende Behandlung: Besprechen Sie sie in den nächsten ein bis zwei Tagen mit Ihrer Ärztin oder Ihrem Arzt.',
        recommendations: [
          'Besprechen Sie Ihr gesamtes Herz-Kreislauf-Risiko mit Ihrer Ärztin oder Ihrem Arzt, die diese Werte mit Alter, Blutdruck und Familiengeschichte abwägen können.',
          'Ersetzen Sie gesättigte Fette (fettes Fleisch, Butter, Vollfettmilchprodukte) durch Olivenöl, Nüsse und Fisch und ergänzen Sie lösliche Ballaststoffe wie Hafer und Hülsenfrüchte.',
        ],
      },
      iron_deficiency: {
        title: 'Niedrige Eisenspeicher',
        text: '{evidence} {plural:weist|weisen} auf **entleerte Eisenspeicher** hin. {context}Niedrige Speicher gehen einer Blutarmut oft voraus und können bereits Müdigkeit, Haarausfall oder unruhige Beine verursachen.',
        routine: '',
        critical:
          'Einer dieser Werte liegt im kritischen Bereich: Lassen Sie ihn heute noch ärztlich beurteilen.',
        prompt:
          'Einer dieser Werte sollte in den nächsten ein bis zwei Tagen ärztlich beurteilt werden.',
        recommendations: [
          'Sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt über die Ursache des Eisenmangels (Ernährung, Blutverlust etwa durch starke Periode, Aufnahme) und ob ein Präparat für Sie sinnvoll ist.',
        ],
      },
      iron_deficiency_anaemia: {
        title: 'Muster einer Eisenmangelanämie',
        text: '{evidence} sprechen zusammen für eine **Blutarmut durch Eisenmangel**: Ohne genug Eisen kann der Körper nicht genug Hämoglobin bilden. {context}',
        routine: 'Die Ursache verdient ebenso Aufmerksamkeit wie die Werte.',
        critical:
          'So niedriges Hämoglobin belastet das Herz und kann noch am selben Tag eine Behandlung brauchen, etwa eine Transfusion oder Eisen über die Vene, während die Ursache des Eisenverlusts gesucht wird.',
        prompt: LOW_HEMOGLOBIN_PROMPT,
        recommendations: [
          'Lassen Sie ärztlich die Ursache des Eisenmangels klären (Ernährung, Blutverlust, Aufnahme) und besprechen Sie eine Eisengabe.',
          'Lassen Sie Hämoglobin und Ferritin 8–12 Wochen nach Beginn der Behandlung erneut bestimmen.',
        ],
      },
      b12_folate_anaemia: {
        title: 'Niedriges Vitamin B12 oder Folsäure mit Auswirkung aufs Blut',
        text: '{evidence} passen zu einem Mangel an **Vitamin B12 oder Folsäure**, die der Körper zur Bildung roter Blutkörperchen braucht; diese werden dann größer und weniger.',
        routine: '',
        critical:
          'So niedriges Hämoglobin belastet das Herz und kann noch am selben Tag eine Behandlung brauchen, während der Mangel ausgeglichen wird.',
        prompt: LOW_HEMOGLOBIN_PROMPT,
        recommendations: [
          'Fragen Sie nach einem Ausgleich von Vitamin B12 und Folsäure und ob die Aufnahme (etwa unter Metformin oder Säureblockern) eine Rolle spielt.',
        ],
      },
      microcytic_anaemia: {
        title: 'Niedriges Hämoglobin mit kleinen roten Blutkörperchen',
        text: '{evidence} sprechen für eine Blutarmut mit kleinen roten Blutkörperchen. Die häufigste Ursache ist Eisenmangel, seltener eine erbliche Anlage wie eine Thalassämie oder eine lang anhaltende Entzündung; ein Mangel an Vitamin B12 oder Folsäure macht die roten Blutkörperchen größer und erklärt kleine daher nicht. {context}',
        routine: '',
        critical:
          'So niedriges Hämoglobin belastet das Herz und kann noch am selben Tag eine Behandlung brauchen, etwa eine Transfusion, während die Ursache gesucht wird.',
        prompt: LOW_HEMOGLOBIN_PROMPT,
        recommendations: [
          'Fragen Sie, ob der Eisenstatus (Ferritin, Transferrinsättigung) und, wenn er normal ist, eine Untersuchung auf Thalassämie folgen sollten, um die Ursache der kleinen roten Blutkörperchen zu finden; ein niedriges Vitamin B12 oder eine niedrige Folsäure braucht eine eigene Abklärung.',
        ],
      },
      anaemia_unexplained: {
        title: 'Niedriges Hämoglobin',
        text: '{evidence} liegt unter dem Referenzbereich. {context}Eisenwerte, Vitamin B12 und Folsäure würden helfen, die Ursache zu klären.',
        routine: '',
        critical:
          'So niedriges Hämoglobin belastet das Herz und kann noch am selben Tag eine Behandlung brauchen, etwa eine Transfusion, während die Ursache gesucht wird.',
        prompt: LOW_HEMOGLOBIN_PROMPT,
        recommendations: [
          'Fragen Sie, ob Eisenstatus, Vitamin B12 und Folsäure bestimmt werden sollten, um die Ursache des niedrigen Hämoglobins zu finden.',
        ],
      },
      kidney_function: {
        title: 'Die Nierenfunktion sollte genauer betrachtet werden',
        text: '{evidence} {plural:deutet|deuten} darauf hin, dass die Nieren weniger gut filtern oder Eiweiß durchlassen. {context}',
        routine:
          'Ein Einzelwert kann durch Trinkmenge oder Training beeinflusst sein; ein weiterer Test innerhalb von 3 Monaten zeigt, ob die Veränderung bleibt.',
        critical:
          'Eine so niedrige Nierenfunktion muss heute noch ärztlich beurteilt werden, zusammen mit Kalium und dem Säure-Basen-Haushalt, die gefährlich entgleisen können.',
        prompt:
          'Eine so niedrige Nierenfunktion sollte in den nächsten ein bis zwei Tagen ärztlich beurteilt werden: Ein erstmals so niedriger Wert kann ein plötzlicher Funktionsverlust sein, den eine Kontrolle innerhalb weniger Tage zeigt, und manche Medikamente müssen dann abgesetzt oder angepasst werden.',
        recommendations: [
          'Lassen Sie Kreatinin/eGFR und den Albumin-Kreatinin-Quotienten im Urin innerhalb von 3 Monaten erneut bestimmen und besprechen Sie nierenbelastende Medikamente (etwa regelmäßig Ibuprofen).',
          'Blutdruck und Blutzucker im Zielbereich schützen die Nierenfunktion am besten.',
        ],
      },
      liver_strain: {
        title: 'Leberwerte über dem Referenzbereich',
        text: '{evidence} {plural:ist|sind} erhöht – ein Zeichen, dass Leberzellen belastet sind. {context}',
        routine:
          'Häufige Ursachen sind Fettleber, Alkohol, manche Medikamente und Nahrungsergänzungen sowie harter Sport in den Tagen vor dem Test.',
        critical:
          'So hohe Werte sprechen für eine akute Leberschädigung (etwa durch ein Virus, ein Medikament wie Paracetamol oder mangelnde Durchblutung) und müssen heute noch ärztlich beurteilt werden.',
        prompt:
          'So hohe Werte weisen auf eine akute Leberschädigung hin (etwa durch ein Virus, ein Medikament wie Paracetamol oder einen Gallenstau), deren Ursache in den nächsten ein bis zwei Tagen geklärt werden sollte.',
        recommendations: [
          'Verzichten Sie einige Tage vor einer erneuten Bestimmung in 4–6 Wochen auf Alkohol und intensiven Sport.',
          'Besprechen Sie Medikamente und Nahrungsergänzungen; bleiben die Werte hoch, kann ein Ultraschall der Leber eine Fettleber prüfen.',
        ],
      },
      thyroid_underactive: {
        title: 'Muster einer Schilddrüsenunterfunktion',
        text: '{evidence} passen zusammen zu einer **Schilddrüsenunterfunktion** (Hypothyreose): Die Hirnanhangdrüse treibt stärker an (hohes TSH), weil die Schilddrüse zu wenig Hormon bildet.',
        routine: '',
        critical:
          'Einer dieser Werte liegt im kritischen Bereich: Lassen Sie ihn heute noch ärztlich beurteilen.',
        prompt:
          'Ein so hoher TSH-Wert spricht für eine Schilddrüsenunterfunktion, die meist behandelt werden muss: Suchen Sie in den nächsten ein bis zwei Tagen Ihre Ärztin oder Ihren Arzt auf.',
        recommendations: [
          'Lassen Sie den Befund bald ärztlich bestätigen und besprechen Sie eine Behandlung; Schilddrüsenantikörper (Anti-TPO) können die Ursache zeigen.',
        ],
      },
      thyroid_subclinical: {
        title: 'Erhöhtes TSH',
        text: '{evidence} liegt über dem Referenzbereich{context:, freies T4 noch im Referenzbereich}.',
        routine:
          'Das kann eine beginnende (subklinische) Unterfunktion oder eine vorübergehende Veränderung nach einer Erkrankung sein.',
        critical:
          'Dieser Wert liegt im kritischen Bereich: Lassen Sie ihn heute noch ärztlich beurteilen.',
        prompt:
          'Ein so hoher TSH-Wert spricht für eine Schilddrüsenunterfunktion, die meist behandelt werden muss: Suchen Sie in den nächsten ein bis zwei Tagen Ihre Ärztin oder Ihren Arzt auf.',
        recommendations: [
          'Lassen Sie TSH mit freiem T4 in 6–8 Wochen erneut bestimmen, bevor Sie Schlüsse ziehen; Anti-TPO-Antikörper helfen, den Verlauf einzuschätzen.',
        ],
      },
      thyroid_overactive: {
        title: 'Hinweise auf eine Schilddrüsenüberfunktion',
        text: '{evidence} {plural:deutet|deuten} auf eine **Schilddrüsenüberfunktion** hin (oder eine zu hohe Dosis von Schilddrüsenmedikamenten).',
        routine: '',
        critical:
          'So viel Schilddrüsenhormon kann das Herz gefährlich belasten und muss heute noch ärztlich beurteilt werden.',
        prompt:
          'So viel Schilddrüsenhormon kann das Herz belasten: Suchen Sie in den nächsten ein bis zwei Tagen Ihre Ärztin oder Ihren Arzt auf.',
        recommendations: [
          'Besprechen Sie diese Werte ärztlich, besonders wenn Sie Herzklopfen, Gewichtsverlust oder Unruhe bemerken.',
        ],
      },
      inflammation: {
        title: 'Erhöhter Entzündungsmarker',
        text: '{evidence} {plural:zeigt|zeigen} eine aktive Entzündung.',
        routine:
          'Ein vorübergehender Infekt oder eine Verletzung ist die häufigste Ursache; dauerhaft erhöhte Werte steigern das Herz-Kreislauf-Risiko.',
        critical:
          'Ein so hoher Wert spricht meist für eine schwere Infektion oder Entzündung, die heute noch ärztlich beurteilt werden muss.',
        prompt:
          'Ein so hoher Wert bedeutet meist eine bakterielle Infektion oder eine schwere Entzündung, die in den nächsten ein bis zwei Tagen ärztlich beurteilt werden sollte.',
        recommendations: [
          'Lassen Sie den Wert 2–4 Wochen nach Abklingen eines Infekts erneut bestimmen; bleibt er erhöht, besprechen Sie mögliche Ursachen ärztlich.',
        ],
      },
      vitamin_d_low: {
        title: 'Niedriges Vitamin D',
        text: '{evidence} liegt unter dem Zielbereich. {context}Vitamin D hilft, Calcium aufzunehmen und Knochen und Muskeln stark zu halten.',
        routine: '',
        critical:
          'Dieser Wert liegt im kritischen Bereich: Lassen Sie ihn heute noch ärztlich beurteilen.',
        prompt: 'Dieser Wert sollte in den nächsten ein bis zwei Tagen ärztlich beurteilt werden.',
        recommendations: [
          'Besprechen Sie eine Vitamin-D-Ergänzung und lassen Sie den Spiegel nach 8–12 Wochen erneut bestimmen.',
        ],
      },
      blood_pressure: {
        title: 'Erhöhter Blutdruck',
        text: '{evidence} {plural:liegt|liegen} über dem Zielbereich. Der Blutdruck ist der stärkste beeinflussbare Risikofaktor für Schlaganfall und Herzerkrankungen.',
        routine: 'Die Bestätigung durch Heimmessungen an mehreren Tagen ist der erste Schritt.',
        critical:
          'Ein Blutdruck über 180/120 mmHg ist eine hypertensive Krise: Mit Brustschmerz, Atemnot, starken Kopfschmerzen, Sehstörungen oder Schwäche ist sie ein Notfall, und auch ohne diese Beschwerden muss heute noch eine Ärztin oder ein Arzt sie beurteilen.',
        prompt:
          'Ein so hoher Blutdruck (Grad 3) sollte in den nächsten ein bis zwei Tagen ärztlich beurteilt werden; mit Brustschmerz, Atemnot, starken Kopfschmerzen, Sehstörungen oder Schwäche ist er ein Notfall.',
        recommendations: [
          'Messen Sie an 7 Tagen zu Hause, je zweimal morgens und abends, im Sitzen nach 5 Minuten Ruhe, und teilen Sie den Mittelwert Ihrer Ärztin oder Ihrem Arzt mit.',
          'Weniger Salz, wenig Alkohol und Bewegung senken den Blutdruck jeweils um mehrere mmHg.',
        ],
      },
    },
    followUp: (reading) => {
      const step = nextStep(reading);
      if (step !== undefined) return step;
      if (measuredOnce(reading))
        return `Besprechen Sie Ihren Wert „${name(reading)}“ von ${value(reading)} ärztlich im Zusammenhang Ihres gesamten Herz-Kreislauf-Risikos. Lipoprotein(a) ist weitgehend erblich und ändert sich kaum; eine Messung genügt, eine erneute Bestimmung ist nicht nötig.`;
      if (reading.treatmentTarget)
        return `Ihr Wert „${name(reading)}“ von ${value(reading)}: Nehmen Sie einen Gerinnungshemmer wie Marcumar oder Warfarin, teilen Sie ihn der Stelle mit, die Ihre Behandlung steuert; nehmen Sie keinen, lassen Sie den erhöhten Wert bald ärztlich klären.`;
      return reading.severity >= 2
        ? `Besprechen Sie Ihren Wert „${name(reading)}“ von ${value(reading)} bald – in den nächsten Wochen – mit Ihrer Ärztin oder Ihrem Arzt.`
        : `Lassen Sie den Wert „${name(reading)}“ erneut bestimmen und besprechen Sie das Ergebnis (${value(reading)}) ärztlich.`;
    },
    urgent: {
      instruction: (values) =>
        `**Lassen Sie sich heute noch ärztlich untersuchen:** ${list(values)} ${values.length === 1 ? 'liegt' : 'liegen'} in einem kritischen Bereich, den eine Ärztin oder ein Arzt noch heute beurteilen sollte – auch wenn Sie sich wohlfühlen.`,
      reading: (reading) =>
        `${name(reading)} ${value(reading)} (${reading.critical?.side === 'low' ? 'Kritisch niedrig' : 'Kritisch hoch'})`,
      item: (reading) =>
        `- **${name(reading)} ${value(reading)}** (${formatDate(reading.latest.date)}): Alarmgrenze ${limit(reading)}`,
      signs: signsOf(SIGNS, { low: LOW_GLUCOSE_SIGNS, high: HIGH_GLUCOSE_SIGNS }),
      generalSigns: ['Brustschmerz', 'Atemnot', 'Verwirrtheit', 'Ohnmacht', 'starker Schwäche'],
      emergency: (signs) =>
        `Bei Beschwerden wie ${listOr('de-DE', signs)} rufen Sie den Notruf 112.`,
      lowGlucose: 'Essen oder trinken Sie, wenn möglich, jetzt etwas Zuckerhaltiges.',
      dated: (date) =>
        `Diese Ergebnisse stammen vom ${date} oder früher. Wurden sie seitdem ärztlich beurteilt, folgen Sie diesem Rat; wenn nicht, warten Sie nicht bis zur nächsten Untersuchung.`,
      impression:
        'Der Rest dieser Auswertung erklärt Ihre übrigen Ergebnisse; er ersetzt diese Untersuchung nicht.',
      followUp: (reading) =>
        `Lassen Sie Ihren Wert „${name(reading)}“ von ${value(reading)} heute noch ärztlich beurteilen: Er liegt im kritischen Bereich (Alarmgrenze ${limit(reading)}). Warten Sie nicht auf eine erneute Bestimmung.`,
      note: (reading) => `**kritischer Wert** (Alarmgrenze ${limit(reading)})`,
    },
    prompt: {
      instruction: (values, nearAlertOnly) => {
        const one = values.length === 1;
        return nearAlertOnly
          ? `**Wenden Sie sich in den nächsten ein bis zwei Tagen an Ihre Ärztin oder Ihren Arzt:** ${list(values)} ${one ? 'liegt' : 'liegen'} nahe an einem Bereich, in dem noch am selben Tag eine ärztliche Behandlung nötig ist.`
          : `**Wenden Sie sich in den nächsten ein bis zwei Tagen an Ihre Ärztin oder Ihren Arzt:** ${list(values)} ${one ? 'sollte' : 'sollten'} innerhalb von ein bis zwei Tagen ärztlich beurteilt werden, nicht erst bei der nächsten Routineuntersuchung.`;
      },
      item: (reading) =>
        `- **${name(reading)} ${value(reading)}** (${formatDate(reading.latest.date)}): ${promptReason(reading)}`,
      symptoms: (signs) =>
        `Bei Beschwerden wie ${listOr('de-DE', signs)} warten Sie nicht bis zum Termin: Lassen Sie sich noch heute ärztlich untersuchen, bei starken Beschwerden rufen Sie den Notruf 112.`,
      impression:
        'Der Rest dieser Auswertung erklärt Ihre übrigen Ergebnisse; er ersetzt diesen Arzttermin nicht.',
      followUp: (reading) =>
        nextStep(reading) ??
        `Wenden Sie sich wegen Ihres Werts „${name(reading)}“ von ${value(reading)} in den nächsten ein bis zwei Tagen an Ihre Ärztin oder Ihren Arzt; warten Sie nicht auf eine erneute Bestimmung oder die nächste Routineuntersuchung.`,
      note: (reading) => {
        const alert = promptLimit(reading, 'alert');
        return alert === ''
          ? '**innerhalb von 1–2 Tagen ärztlich abklären lassen**'
          : `**innerhalb von 1–2 Tagen ärztlich abklären lassen** (Alarmgrenze ${alert})`;
      },
    },
    impression: {
      clear:
        'Ihre Ergebnisse sind beruhigend: Jeder Biomarker mit Ergebnis liegt im Referenzbereich. Behalten Sie Ihre Gewohnheiten bei und testen Sie in einem Jahr erneut, um den Verlauf im Blick zu behalten.',
      mild: 'Einige Werte liegen eine Stufe außerhalb ihres Referenzbereichs; besprechen Sie sie beim nächsten Arzttermin, und eine erneute Bestimmung zeigt, ob sie bestehen bleiben.',
      notable:
        'Einige Ihrer Werte brauchen Aufmerksamkeit: Besprechen Sie sie bald mit Ihrer Ärztin oder Ihrem Arzt, die sie im Zusammenhang Ihrer Vorgeschichte und einer Behandlung einordnen und über weitere Tests entscheiden können.',
    },
    largelyInRange: 'Ihre Ergebnisse liegen größtenteils im Referenzbereich.',
    disclaimer:
      '*Diese Zusammenfassung wird nach festen Regeln aus Ihren Ergebnissen erstellt. Sie ist keine Diagnose und keine medizinische Beratung; bitte besprechen Sie Ihre Ergebnisse mit einer Ärztin oder einem Arzt.*',
  };
}
