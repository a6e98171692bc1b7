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

// In the dative: they follow 'Bei Beschwerden wie'.
const SIGNS: Record<Exclude<CriticalSigns, 'glucose'>, readonly string[]> = {
  heart: [
    'Schmerzen oder Druck in der Brust',
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
};

const HIGH_GLUCOSE_SIGNS = [
  'starkem Durst',
  'häufigem Wasserlassen',
  'Erbrechen',
  'tiefer oder schneller Atmung',
  'Benommenheit',
];
const LOW_GLUCOSE_SIGNS = ['Zittern', 'Schwitzen', 'Benommenheit', 'Krampfanfällen'];

export function germanPhrases(): Phrases {
  const { formatNumber, formatDate, name, value, bounds, limit, list } = phraseTools('de', 'de-DE');
  const band = (reading: Reading) =>
    bandLabel(
      reading,
      localise('de').bandName,
      (female, male) => `${female} bei Frauen, ${male} bei Männern`,
    );

  const range = (reading: Reading): string => {
    const own = bounds(reading);
    if (reading.treatmentTarget)
      return `Zielwert hängt von der Behandlung ab: ${own} ohne Gerinnungshemmer, meist 2–3 unter Phenprocoumon (Marcumar), Warfarin oder ähnlichen Mitteln, höher bei manchen mechanischen Herzklappen`;
    const sexSets = reading.sexSets;
    if (reading.bySex !== undefined && sexSets !== undefined)
      return `Referenzbereich ${bounds(reading, sexSets.female)} bei Frauen, ${bounds(reading, sexSets.male)} bei Männern`;
    return own === '' ? '' : `Referenzbereich ${own}`;
  };
  const reference = (reading: Reading): string => {
    const text = range(reading);
    // A population the test is not judged for (one band: PSA in a woman) has no range to age.
    if (reading.biomarker.age_dependent !== true || reading.ranges.bands.length === 1) return text;
    return text === ''
      ? 'Referenzbereich altersabhängig'
      : `${text} (Referenzbereich altersabhängig)`;
  };

  return {
    language: 'de',
    formatDate,
    reading: (reading) => `${name(reading)} ${value(reading)}${band(reading)}`,
    change: (reading) => {
      const previous = reading.previous;
      if (previous === undefined) return '';
      const before = `${measurementText(previous, reading.unit, formatNumber)} am ${formatDate(previous.date)}`;
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
        text: '{evidence} {plural:liegt|liegen} in dem Bereich, mit dem ein **Diabetes** festgestellt wird (HbA1c ab 6,5 %, Nüchternglukose ab 126 mg/dl oder Glukose ab 200 mg/dl zwei Stunden nach einer Zuckerbelastung oder zu beliebiger Tageszeit). {context}Die Diagnose muss ärztlich bestätigt werden, meist durch einen zweiten auffälligen Test – außer wenn typische Beschwerden wie starker Durst, häufiges Wasserlassen oder Gewichtsverlust mit einem Blutzucker ab 200 mg/dl zusammenkommen.',
        routine: 'Eine früh begonnene Behandlung schützt Augen, Nieren, Nerven und Herz.',
        critical:
          'Bei so hohen Werten beginnt die Behandlung meist sofort, oft mit Insulin, weil sehr hoher Blutzucker innerhalb von Tagen gefährlich werden kann.',
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
        recommendations: [
          'Fragen Sie Ihre Ärztin oder Ihren Arzt, ob ein Nüchterninsulin oder ein oraler Glukosetoleranztest Ihren Zuckerstoffwechsel klären würde.',
          'Verzichten Sie auf zuckerhaltige Getränke und raffinierte Kohlenhydrate und gehen Sie nach den Hauptmahlzeiten 10–15 Minuten spazieren.',
        ],
      },
      atherogenic_lipids: {
        title: 'Erhöhte atherogene Blutfette',
        text: '{evidence} {plural:liegt|liegen} über dem Referenzbereich. Diese Partikel tragen Cholesterin in die Gefäßwände; über Jahre erhöhen höhere Werte das Risiko für Herzinfarkt und Schlaganfall. {context}',
        routine:
          'Wie viel Behandlung nötig ist, hängt von Ihrem Gesamtrisiko ab (Alter, Blutdruck, Rauchen, Diabetes, Familiengeschichte).',
        critical:
          'Einer dieser Werte liegt im kritischen Bereich: Lassen Sie ihn heute noch ärztlich beurteilen.',
        recommendations: [
          'Besprechen Sie Ihr gesamtes Herz-Kreislauf-Risiko mit Ihrer Ärztin oder Ihrem Arzt, die diese Werte mit Alter, Blutdruck und Familiengeschichte abwägen können.',
          'Ersetzen Sie gesättigte Fette (fettes Fleisch, Butter, Vollfettmilchprodukte) durch Olivenöl, Nüsse und Fisch und ergänzen Sie lösliche Ballaststoffe wie Hafer und Hülsenfrüchte.',
        ],
      },
      iron_deficiency: {
        title: 'Niedrige Eisenspeicher',
        text: '{evidence} {plural:weist|weisen} auf **geleerte Eisenspeicher** hin. {context}Niedrige Speicher gehen einer Blutarmut oft voraus und können bereits Müdigkeit, Haarausfall oder unruhige Beine verursachen.',
        routine: '',
        critical:
          'Einer dieser Werte liegt im kritischen Bereich: Lassen Sie ihn heute noch ärztlich beurteilen.',
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
        recommendations: [
          'Fragen Sie nach einem Ausgleich von Vitamin B12 und Folsäure und ob die Aufnahme (etwa unter Metformin oder Säureblockern) eine Rolle spielt.',
        ],
      },
      anaemia_unexplained: {
        title: 'Niedriges Hämoglobin',
        text: '{evidence} liegt unter dem Referenzbereich. {context}Eisenwerte, Vitamin B12 und Folsäure würden helfen, die Ursache zu klären.',
        routine: '',
        critical:
          'So niedriges Hämoglobin belastet das Herz und kann noch am selben Tag eine Behandlung brauchen, etwa eine Transfusion, während die Ursache gesucht wird.',
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
        recommendations: [
          'Lassen Sie Kreatinin/eGFR und das Albumin-Kreatinin-Verhältnis im Urin innerhalb von 3 Monaten erneut bestimmen und besprechen Sie nierenbelastende Medikamente (etwa regelmäßig Ibuprofen).',
          'Blutdruck und Blutzucker im Referenzbereich schützen die Nierenfunktion am besten.',
        ],
      },
      liver_strain: {
        title: 'Leberwerte über dem Referenzbereich',
        text: '{evidence} {plural:ist|sind} erhöht – ein Zeichen, dass Leberzellen belastet sind. {context}',
        routine:
          'Häufige Ursachen sind Fettleber, Alkohol, manche Medikamente und Nahrungsergänzungen sowie harter Sport in den Tagen vor dem Test.',
        critical:
          'So hohe Werte sprechen für eine akute Leberschädigung (etwa durch ein Virus, ein Medikament wie Paracetamol oder mangelnde Durchblutung) und müssen heute noch ärztlich beurteilt werden.',
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
        recommendations: [
          'Lassen Sie den Wert 2–4 Wochen nach Abklingen eines Infekts erneut bestimmen; bleibt er erhöht, besprechen Sie mögliche Ursachen ärztlich.',
        ],
      },
      vitamin_d_low: {
        title: 'Niedriges Vitamin D',
        text: '{evidence} liegt unter dem Referenzbereich. {context}Vitamin D hilft, Calcium aufzunehmen und Knochen und Muskeln stark zu halten.',
        routine: '',
        critical:
          'Dieser Wert liegt im kritischen Bereich: Lassen Sie ihn heute noch ärztlich beurteilen.',
        recommendations: [
          'Besprechen Sie eine Vitamin-D-Ergänzung und lassen Sie den Spiegel nach 8–12 Wochen erneut bestimmen.',
        ],
      },
      blood_pressure: {
        title: 'Erhöhter Blutdruck',
        text: '{evidence} {plural:liegt|liegen} über dem Referenzbereich. Der Blutdruck ist der stärkste beeinflussbare Risikofaktor für Schlaganfall und Herzerkrankungen.',
        routine: 'Die Bestätigung durch Heimmessungen an mehreren Tagen ist der erste Schritt.',
        critical:
          'Ein Blutdruck über 180/120 mmHg ist eine hypertensive Krise: Mit Brustschmerz, Atemnot, starken Kopfschmerzen, Sehstörungen oder Schwäche ist sie ein Notfall, und auch ohne diese Beschwerden muss heute noch eine Ärztin oder ein Arzt sie beurteilen.',
        recommendations: [
          'Messen Sie an 7 Tagen zu Hause, je zweimal morgens und abends, im Sitzen nach 5 Minuten Ruhe, und teilen Sie den Mittelwert Ihrer Ärztin oder Ihrem Arzt mit.',
          'Weniger Salz, wenig Alkohol und Bewegung senken den Blutdruck jeweils um mehrere mmHg.',
        ],
      },
    },
    followUp: (reading) => {
      if (reading.treatmentTarget)
        return `Ihr Wert „${name(reading)}“ von ${value(reading)}: Nehmen Sie einen Gerinnungshemmer wie Marcumar oder Warfarin, teilen Sie ihn der Stelle mit, die Ihre Behandlung steuert; nehmen Sie keinen, lassen Sie den erhöhten Wert bald ärztlich klären.`;
      return reading.severity >= 2
        ? `Besprechen Sie Ihren Wert „${name(reading)}“ von ${value(reading)} bald – in den nächsten Wochen – mit Ihrer Ärztin oder Ihrem Arzt.`
        : `Lassen Sie ${name(reading)} erneut bestimmen und besprechen Sie das Ergebnis von ${value(reading)} ärztlich.`;
    },
    urgent: {
      instruction: (values) =>
        `**Lassen Sie sich heute noch ärztlich untersuchen:** ${list(values)} ${values.length === 1 ? 'liegt' : 'liegen'} in einem kritischen Bereich, den eine Ärztin oder ein Arzt noch heute beurteilen sollte – auch wenn Sie sich wohlfühlen.`,
      item: (reading) =>
        `- **${name(reading)} ${value(reading)}** (${formatDate(reading.latest.date)}): Alarmgrenze ${limit(reading)}`,
      signs: signsOf(SIGNS, { low: LOW_GLUCOSE_SIGNS, high: HIGH_GLUCOSE_SIGNS }),
      generalSigns: [
        'Brustschmerz',
        'Atemnot',
        'Verwirrtheit',
        'Ohnmacht',
        'starker Schwäche',
        'Blutungen',
      ],
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
    impression: {
      clear:
        'Ihre Ergebnisse sind beruhigend: Jeder Biomarker mit Ergebnis liegt im Referenzbereich. Behalten Sie Ihre Gewohnheiten bei und testen Sie in einem Jahr erneut, um den Verlauf im Blick zu behalten.',
      mild: 'Ihre Ergebnisse liegen größtenteils im Referenzbereich. Einige Werte liegen eine Stufe außerhalb ihres Referenzbereichs; besprechen Sie sie beim nächsten Arzttermin, und eine erneute Bestimmung zeigt, ob sie bestehen bleiben.',
      notable:
        'Einige Ihrer Werte brauchen Aufmerksamkeit: Besprechen Sie sie bald mit Ihrer Ärztin oder Ihrem Arzt, die sie im Zusammenhang Ihrer Vorgeschichte und einer Behandlung einordnen und über weitere Tests entscheiden können.',
    },
    disclaimer:
      '*Diese Zusammenfassung wird nach festen Regeln aus Ihren Ergebnissen erstellt. Sie ist keine Diagnose und keine medizinische Beratung; bitte besprechen Sie Ihre Ergebnisse mit einer Ärztin oder einem Arzt.*',
  };
}
