import type { Language } from '@labtrail/contract/auth';
import { MARKER_IDS } from './marker-keys';
import type { MarkerKey } from './marker-keys';
import type { Reading } from './read-profile';

interface CategoryNote {
  /** What the category tells about the body. */
  intro: string;
  /** How quickly its markers follow changes, so a retest is timed sensibly. */
  responsiveness: string;
  /** The habits that move these markers most, as one recommendation. */
  habit: string;
}

type Notes = Record<Language, CategoryNote>;

/** Fixed texts per category id (see the catalogue's categories); a category without one gets the fallback. */
const NOTES: Record<number, Notes> = {
  1: {
    us: {
      intro:
        'Heart Health looks at the blood fats and markers that shape the long-term risk of heart attack and stroke.',
      responsiveness:
        'Cholesterol and triglycerides respond within 4–12 weeks to changes in diet, activity, weight or medication; lipoprotein(a) is largely inherited and barely moves.',
      habit:
        'Favor fiber, vegetables, legumes, nuts and unsaturated fats over saturated fat and refined sugar, and aim for about 150 minutes of moderate activity a week.',
    },
    de: {
      intro:
        'Herzgesundheit betrachtet die Blutfette und Marker, die das langfristige Risiko für Herzinfarkt und Schlaganfall prägen.',
      responsiveness:
        'Cholesterin und Triglyceride reagieren innerhalb von 4–12 Wochen auf Änderungen von Ernährung, Bewegung, Gewicht oder Medikamenten; Lipoprotein(a) ist weitgehend erblich und ändert sich kaum.',
      habit:
        'Bevorzugen Sie Ballaststoffe, Gemüse, Hülsenfrüchte, Nüsse und ungesättigte Fette statt gesättigter Fette und Zucker, und bewegen Sie sich etwa 150 Minuten pro Woche moderat.',
    },
  },
  2: {
    us: {
      intro: 'Insulin Sensitivity shows how well your body keeps blood sugar steady.',
      responsiveness:
        'Fasting glucose reacts within days; HbA1c reflects the average of the past 2–3 months, so it is best rechecked after about 3 months.',
      habit:
        'Regular movement (even short walks after meals), enough sleep and fewer refined carbohydrates improve insulin sensitivity measurably within weeks.',
    },
    de: {
      intro: 'Insulinsensitivität zeigt, wie gut Ihr Körper den Blutzucker stabil hält.',
      responsiveness:
        'Der Nüchternblutzucker reagiert innerhalb von Tagen; HbA1c spiegelt den Durchschnitt der letzten 2–3 Monate und wird am besten nach etwa 3 Monaten erneut gemessen.',
      habit:
        'Regelmäßige Bewegung (schon kurze Spaziergänge nach dem Essen), ausreichend Schlaf und weniger raffinierte Kohlenhydrate verbessern die Insulinsensitivität innerhalb weniger Wochen messbar.',
    },
  },
  3: {
    us: {
      intro:
        'Inflammatory markers show whether the immune system is currently active, from a passing infection to low-grade, long-standing inflammation.',
      responsiveness:
        'CRP rises within hours and falls within days to weeks; a single high value after a cold or injury is common, so a repeat 2–4 weeks later when well is more telling.',
      habit:
        'Not smoking, regular activity, a healthy weight, good sleep and a Mediterranean-style diet lower chronic low-grade inflammation.',
    },
    de: {
      intro:
        'Entzündungsmarker zeigen, ob das Immunsystem gerade aktiv ist – von einem vorübergehenden Infekt bis zu einer unterschwelligen, lang anhaltenden Entzündung.',
      responsiveness:
        'CRP steigt innerhalb von Stunden und fällt innerhalb von Tagen bis Wochen; ein einzelner hoher Wert nach Erkältung oder Verletzung ist häufig, eine Wiederholung 2–4 Wochen später bei Wohlbefinden ist aussagekräftiger.',
      habit:
        'Nichtrauchen, regelmäßige Bewegung, ein gesundes Gewicht, guter Schlaf und eine mediterrane Ernährung senken chronische, unterschwellige Entzündungen.',
    },
  },
  4: {
    us: {
      intro:
        'Kidney Function shows how well your kidneys filter waste from the blood and hold back protein.',
      responsiveness:
        'Creatinine and eGFR vary a little with hydration, meat intake and exercise; a trend over several tests matters more than one value. Kidney function changes slowly, over months to years.',
      habit:
        'Keep blood pressure and blood sugar in range, drink enough, and ask before taking pain relievers such as ibuprofen regularly.',
    },
    de: {
      intro:
        'Nierenfunktion zeigt, wie gut Ihre Nieren Abfallstoffe aus dem Blut filtern und Eiweiß zurückhalten.',
      responsiveness:
        'Kreatinin und eGFR schwanken etwas mit Flüssigkeit, Fleischkonsum und Sport; der Verlauf über mehrere Tests zählt mehr als ein Einzelwert. Die Nierenfunktion ändert sich langsam, über Monate bis Jahre.',
      habit:
        'Halten Sie Blutdruck und Blutzucker im Zielbereich, trinken Sie ausreichend und fragen Sie nach, bevor Sie regelmäßig Schmerzmittel wie Ibuprofen nehmen.',
    },
  },
  5: {
    us: {
      intro:
        'Liver Function shows whether liver cells are under strain and how well the liver makes proteins and clears bilirubin.',
      responsiveness:
        'Liver enzymes can fall within 2–6 weeks once a cause (alcohol, some medicines, strenuous exercise, fatty liver) is addressed.',
      habit:
        'Limit alcohol, keep a healthy weight and review medicines and supplements with your doctor; weight loss of 5–10% markedly improves fatty liver.',
    },
    de: {
      intro:
        'Leberfunktion zeigt, ob Leberzellen belastet sind und wie gut die Leber Eiweiße bildet und Bilirubin abbaut.',
      responsiveness:
        'Leberwerte können innerhalb von 2–6 Wochen sinken, sobald eine Ursache (Alkohol, manche Medikamente, intensiver Sport, Fettleber) behoben ist.',
      habit:
        'Begrenzen Sie Alkohol, halten Sie ein gesundes Gewicht und besprechen Sie Medikamente und Nahrungsergänzungen mit Ihrer Ärztin oder Ihrem Arzt; 5–10 % Gewichtsverlust verbessern eine Fettleber deutlich.',
    },
  },
  6: {
    us: {
      intro:
        'Hormone Levels cover the messengers behind energy, reproduction, stress response and growth.',
      responsiveness:
        'Many hormones vary by time of day, cycle phase and age; compare results taken at the same time of day (and cycle day) before drawing conclusions.',
      habit:
        'Sleep, stress, body weight and training load influence most hormones; note medicines and cycle day when you test.',
    },
    de: {
      intro:
        'Hormonspiegel umfassen die Botenstoffe für Energie, Fortpflanzung, Stressreaktion und Wachstum.',
      responsiveness:
        'Viele Hormone schwanken mit Tageszeit, Zyklusphase und Alter; vergleichen Sie Werte, die zur gleichen Tageszeit (und am gleichen Zyklustag) gemessen wurden.',
      habit:
        'Schlaf, Stress, Körpergewicht und Trainingsbelastung beeinflussen die meisten Hormone; notieren Sie Medikamente und Zyklustag beim Test.',
    },
  },
  7: {
    us: {
      intro:
        'Bone Health looks at vitamin D and the hormones and markers that build and break down bone.',
      responsiveness:
        'Vitamin D reaches a new steady level 8–12 weeks after a change in sun exposure or supplement dose.',
      habit:
        'Weight-bearing exercise, enough calcium and protein, and vitamin D in line with your level keep bones strong.',
    },
    de: {
      intro:
        'Knochengesundheit betrachtet Vitamin D sowie die Hormone und Marker des Knochenauf- und -abbaus.',
      responsiveness:
        'Vitamin D erreicht 8–12 Wochen nach einer Änderung von Sonnenlicht oder Dosis ein neues Gleichgewicht.',
      habit:
        'Belastende Bewegung, ausreichend Calcium und Eiweiß sowie Vitamin D passend zu Ihrem Spiegel halten die Knochen stark.',
    },
  },
  8: {
    us: {
      intro:
        'Iron Metabolism shows how much iron your body has stored and how much is available for making blood.',
      responsiveness:
        'Ferritin rises over 2–3 months of iron replacement and also rises temporarily with inflammation, so it is read together with CRP.',
      habit:
        'Iron-rich foods (meat, legumes, leafy greens) taken with vitamin C and away from tea and coffee are absorbed best.',
    },
    de: {
      intro:
        'Eisenstoffwechsel zeigt, wie viel Eisen Ihr Körper gespeichert hat und wie viel für die Blutbildung bereitsteht.',
      responsiveness:
        'Ferritin steigt über 2–3 Monate einer Eisengabe und steigt bei Entzündungen vorübergehend an; es wird deshalb zusammen mit CRP gelesen.',
      habit:
        'Eisenreiche Lebensmittel (Fleisch, Hülsenfrüchte, Blattgemüse) werden mit Vitamin C und getrennt von Tee und Kaffee am besten aufgenommen.',
    },
  },
  9: {
    us: {
      intro:
        'Electrolyte Balance covers the salts that steer fluid balance, nerves, muscles and heart rhythm.',
      responsiveness:
        'Electrolytes shift within hours to days with fluids, diet, vomiting or diarrhea and with medicines such as diuretics.',
      habit:
        'Drink according to thirst and activity and tell your doctor about diuretics or other medicines that affect salts.',
    },
    de: {
      intro:
        'Elektrolythaushalt umfasst die Salze, die Flüssigkeitshaushalt, Nerven, Muskeln und Herzrhythmus steuern.',
      responsiveness:
        'Elektrolyte verschieben sich innerhalb von Stunden bis Tagen durch Trinkmenge, Ernährung, Erbrechen oder Durchfall und durch Medikamente wie Entwässerungstabletten.',
      habit:
        'Trinken Sie nach Durst und Aktivität und informieren Sie Ihre Ärztin oder Ihren Arzt über Entwässerungstabletten oder andere Medikamente, die Salze beeinflussen.',
    },
  },
  10: {
    us: {
      intro:
        'Blood Health is your blood count: red cells that carry oxygen, white cells that fight infection, and platelets that stop bleeding.',
      responsiveness:
        'Red cells live about 120 days, so hemoglobin takes 4–8 weeks to recover; white cells change within days, for example during an infection.',
      habit:
        'Enough iron, vitamin B12 and folate support red cell production; a repeat count after an infection has passed shows your usual values.',
    },
    de: {
      intro:
        'Blutbild umfasst die roten Blutkörperchen für den Sauerstofftransport, die weißen für die Infektabwehr und die Blutplättchen für die Blutstillung.',
      responsiveness:
        'Rote Blutkörperchen leben etwa 120 Tage, Hämoglobin erholt sich deshalb in 4–8 Wochen; weiße Blutkörperchen ändern sich innerhalb von Tagen, etwa bei einem Infekt.',
      habit:
        'Ausreichend Eisen, Vitamin B12 und Folsäure unterstützen die Blutbildung; ein erneutes Blutbild nach einem überstandenen Infekt zeigt Ihre üblichen Werte.',
    },
  },
  11: {
    us: {
      intro:
        'Thyroid markers show how actively your thyroid drives metabolism, energy and temperature.',
      responsiveness:
        'TSH needs 6–8 weeks to settle after a change in thyroid medication or an illness; biotin supplements can distort results, so pause them 2 days before testing.',
      habit:
        'Test at a similar time of day, mention biotin and thyroid medicines, and recheck borderline values rather than acting on one.',
    },
    de: {
      intro:
        'Schilddrüsenwerte zeigen, wie stark Ihre Schilddrüse Stoffwechsel, Energie und Körpertemperatur antreibt.',
      responsiveness:
        'TSH braucht 6–8 Wochen, um sich nach einer Änderung der Schilddrüsenmedikation oder einer Erkrankung einzupendeln; Biotin kann Ergebnisse verfälschen und sollte 2 Tage vor dem Test pausiert werden.',
      habit:
        'Testen Sie zu ähnlicher Tageszeit, nennen Sie Biotin und Schilddrüsenmedikamente und lassen Sie grenzwertige Befunde erneut bestimmen, statt auf einen Einzelwert zu reagieren.',
    },
  },
  12: {
    us: {
      intro:
        'Vitamins and Minerals show whether your diet and absorption cover what your body needs.',
      responsiveness:
        'Most vitamin levels change over 1–3 months of a different diet or supplement; vitamin B12 stores last years, so low values develop slowly.',
      habit:
        'A varied diet covers most needs; supplements are best targeted at a measured shortfall and rechecked after about 3 months.',
    },
    de: {
      intro:
        'Vitamine und Mineralstoffe zeigen, ob Ernährung und Aufnahme den Bedarf Ihres Körpers decken.',
      responsiveness:
        'Die meisten Vitaminspiegel ändern sich über 1–3 Monate veränderter Ernährung oder Ergänzung; Vitamin-B12-Speicher reichen Jahre, niedrige Werte entwickeln sich daher langsam.',
      habit:
        'Eine abwechslungsreiche Ernährung deckt den meisten Bedarf; Ergänzungsmittel gezielt bei gemessenem Mangel einsetzen und den Wert nach etwa 3 Monaten erneut bestimmen lassen.',
    },
  },
  13: {
    us: {
      intro:
        'Vitals are the measurements of your body itself: blood pressure, heart rate, weight and more.',
      responsiveness:
        'Blood pressure varies from minute to minute; the average of several readings taken at rest, on different days, is what counts.',
      habit:
        'Less salt, regular activity, moderate alcohol and a healthy weight each lower blood pressure by several mmHg.',
    },
    de: {
      intro: 'Vitalwerte sind Messungen am Körper selbst: Blutdruck, Puls, Gewicht und mehr.',
      responsiveness:
        'Der Blutdruck schwankt von Minute zu Minute; entscheidend ist der Mittelwert mehrerer Messungen in Ruhe an verschiedenen Tagen.',
      habit:
        'Weniger Salz, regelmäßige Bewegung, wenig Alkohol und ein gesundes Gewicht senken den Blutdruck jeweils um mehrere mmHg.',
    },
  },
  14: {
    us: {
      intro:
        'Blood Clotting markers show how quickly and how well your blood forms a clot, which matters for bleeding, for clots in the veins and for treatment with blood thinners.',
      responsiveness:
        'Clotting times change within days with blood thinners, liver function and vitamin K; D-dimer rises after surgery, injury, infection and in pregnancy, so it is read together with symptoms.',
      habit:
        'Tell whoever takes your blood about blood thinners, aspirin and supplements such as fish oil or ginkgo, as they change these results.',
    },
    de: {
      intro:
        'Die Gerinnungswerte zeigen, wie schnell und wie gut Ihr Blut ein Gerinnsel bildet – wichtig bei Blutungen, bei Gerinnseln in den Venen und für die Behandlung mit Gerinnungshemmern.',
      responsiveness:
        'Gerinnungszeiten ändern sich innerhalb von Tagen durch Gerinnungshemmer, Leberfunktion und Vitamin K; das D-Dimer steigt nach Operationen, Verletzungen, Infektionen und in der Schwangerschaft und wird deshalb zusammen mit den Beschwerden beurteilt.',
      habit:
        'Nennen Sie bei der Blutabnahme Gerinnungshemmer, Acetylsalicylsäure (ASS) und Nahrungsergänzungsmittel wie Fischöl oder Ginkgo, denn sie verändern diese Werte.',
    },
  },
  18: {
    us: {
      intro:
        'Infection and Immunity markers show whether you carry or have had an infection such as hepatitis, HIV or syphilis, and whether a vaccination protects you. A reactive screening test is not a diagnosis: a second, different test confirms or rules it out.',
      responsiveness:
        'Antibodies appear only weeks to months after an infection (the window period), and some stay for life after recovery or vaccination; viral loads show the course under treatment.',
      habit:
        'Vaccination against hepatitis A and B, condoms and never sharing needles or razors protect against these infections.',
    },
    de: {
      intro:
        'Die Infektions- und Immunwerte zeigen, ob Sie eine Infektion wie Hepatitis, HIV oder Syphilis tragen oder hatten und ob eine Impfung Sie schützt. Ein reaktiver Suchtest ist keine Diagnose: Ein zweiter, andersartiger Test bestätigt oder widerlegt ihn.',
      responsiveness:
        'Antikörper treten erst Wochen bis Monate nach einer Ansteckung auf (diagnostisches Fenster), und manche bleiben nach Ausheilung oder Impfung lebenslang nachweisbar; die Viruslast zeigt den Verlauf unter Behandlung.',
      habit:
        'Impfungen gegen Hepatitis A und B, Kondome und keine gemeinsam benutzten Nadeln oder Rasierer schützen vor diesen Infektionen.',
    },
  },
  19: {
    us: {
      intro:
        'These markers are for monitoring a known disease, such as checking the response to treatment or watching for its return; they are not screening tests for healthy people (PSA after a shared decision and the stool test are the exceptions). Many harmless things raise them: smoking raises CEA, menstruation, pregnancy and endometriosis raise CA-125, and hCG is above all a pregnancy test.',
      responsiveness:
        'Results from different labs or methods cannot be compared; a change is judged in the same lab, over several measurements, against the level after treatment.',
      habit:
        'Have these markers measured in the same lab with the same method each time, and discuss a change with the doctor treating you rather than acting on a single value.',
    },
    de: {
      intro:
        'Tumormarker dienen der Verlaufskontrolle einer bekannten Erkrankung, etwa um das Ansprechen auf eine Behandlung zu prüfen oder eine Rückkehr früh zu erkennen; zur Früherkennung bei Gesunden sind sie nicht geeignet (Ausnahmen sind der PSA-Test nach gemeinsamer Entscheidung und der Stuhltest). Viele harmlose Ursachen erhöhen sie: Rauchen erhöht das CEA, Menstruation, Schwangerschaft und Endometriose erhöhen das CA-125, und hCG ist vor allem ein Schwangerschaftstest.',
      responsiveness:
        'Ergebnisse verschiedener Labore oder Messmethoden sind nicht vergleichbar; eine Änderung wird im selben Labor, über mehrere Messungen und im Vergleich zum Wert nach der Behandlung beurteilt.',
      habit:
        'Lassen Sie Tumormarker jedes Mal im selben Labor mit derselben Methode bestimmen, und besprechen Sie eine Änderung mit der behandelnden Ärztin oder dem behandelnden Arzt, statt auf einen Einzelwert zu reagieren.',
    },
  },
};

/**
 * Which values out of range a category's habit line speaks to: iron-rich food helps low iron
 * stores, not a ferritin of 1,500; less salt lowers blood pressure, not a fast breathing rate.
 * Categories not named here give general advice that fits any value.
 */
interface HabitFit {
  side?: 'low' | 'high';
  markers?: readonly MarkerKey[];
}

const HABIT_FITS: Record<number, HabitFit> = {
  2: { side: 'high' },
  3: { side: 'high' },
  5: { side: 'high' },
  8: { side: 'low' },
  10: { side: 'low' },
  13: { side: 'high', markers: ['systolic', 'diastolic'] },
};

function fitsHabit(fit: HabitFit | undefined, reading: Reading): boolean {
  if (fit === undefined) return true;
  const sides =
    reading.bySex === undefined
      ? [reading.assessment.side]
      : [reading.bySex.female.side, reading.bySex.male.side];
  if (fit.side !== undefined && !sides.every((side) => side === fit.side || side === 'in'))
    return false;
  return (
    fit.markers === undefined ||
    fit.markers.some((key) => MARKER_IDS.get(key) === reading.biomarker.id)
  );
}

const FALLBACK: Notes = {
  us: {
    intro: 'These markers give a further view of your health.',
    responsiveness:
      'How fast these markers change depends on the cause; a repeat test confirms whether a value persists.',
    habit:
      'Discuss values outside their range with your doctor, who can place them in the context of your history.',
  },
  de: {
    intro: 'Diese Marker geben einen weiteren Einblick in Ihre Gesundheit.',
    responsiveness:
      'Wie schnell sich diese Marker ändern, hängt von der Ursache ab; eine erneute Bestimmung zeigt, ob ein Wert bestehen bleibt.',
    habit:
      'Besprechen Sie Werte außerhalb ihres Bereichs mit Ihrer Ärztin oder Ihrem Arzt, die sie im Zusammenhang Ihrer Vorgeschichte einordnen können.',
  },
};

export function categoryNote(
  categoryId: number,
  language: Language,
): CategoryNote & {
  /** Whether the habit line fits every one of these values out of range. */
  fits: (outside: readonly Reading[]) => boolean;
} {
  const fit = HABIT_FITS[categoryId];
  return {
    ...(NOTES[categoryId] ?? FALLBACK)[language],
    fits: (outside) => outside.every((reading) => fitsHabit(fit, reading)),
  };
}
