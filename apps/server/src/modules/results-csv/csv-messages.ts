import type { Language } from '@labtrail/contract/auth';

/** Why a line of an imported CSV cannot become a result, and refusals of the whole file. */
interface CsvMessages {
  unknownBiomarker: (name: string) => string;
  notANumber: (value: string) => string;
  noValue: string;
  unconvertibleUnit: (unit: string, catalogueUnit: string) => string;
  unqualifiedUnit: (unit: string, qualifiers: readonly string[]) => string;
  notADate: (date: string) => string;
  unclosedQuote: (line: number) => string;
  empty: string;
  missingColumns: (columns: string) => string;
  /** The columns a file needs, named as the person would name them. */
  columnNames: Readonly<Record<'date' | 'biomarker' | 'value', string>>;
  ambiguousDates: string;
  tooLarge: (megabytes: number) => string;
  enteredByYou: string;
}

const US: CsvMessages = {
  unknownBiomarker: (name) => `'${name}' is not a biomarker Labtrail knows`,
  notANumber: (value) => `'${value}' is not a number`,
  noValue: 'there is no value',
  unconvertibleUnit: (unit, catalogueUnit) =>
    `unit '${unit}' cannot be converted to ${catalogueUnit}`,
  unqualifiedUnit: (unit, qualifiers) =>
    `unit '${unit}' does not say ${qualifiers.join(' or ')}, each with its own cut-off; write the unit as the report prints it ('${unit} ${qualifiers[0] ?? ''}')`,
  notADate: (date) => `'${date}' is not a date`,
  unclosedQuote: (line) =>
    `The file cannot be read: the quote opened on line ${String(line)} is never closed.`,
  empty: 'The file holds no results.',
  missingColumns: (columns) =>
    `The file cannot be read: its first line must name the columns, and there is none for ${columns}.`,
  columnNames: { date: 'date', biomarker: 'biomarker', value: 'value' },
  ambiguousDates:
    'The dates can be read day first and month first (05/04/2024). Please write them as YYYY-MM-DD and import the file again.',
  tooLarge: (megabytes) => `The file is larger than ${String(megabytes)} MB.`,
  enteredByYou: 'entered by you',
};

const DE: CsvMessages = {
  unknownBiomarker: (name) => `„${name}“ ist kein Biomarker, den Labtrail kennt`,
  notANumber: (value) => `„${value}“ ist keine Zahl`,
  noValue: 'es fehlt der Wert',
  unconvertibleUnit: (unit, catalogueUnit) =>
    `die Einheit „${unit}“ lässt sich nicht in ${catalogueUnit} umrechnen`,
  unqualifiedUnit: (unit, qualifiers) =>
    `die Einheit „${unit}“ sagt nicht, ob ${qualifiers.join(' oder ')} gemeint ist, die jeweils eigene Grenzwerte haben; schreiben Sie die Einheit so, wie sie auf dem Befund steht („${unit} ${qualifiers[0] ?? ''}“)`,
  notADate: (date) => `„${date}“ ist kein Datum`,
  unclosedQuote: (line) =>
    `Die Datei kann nicht gelesen werden: Das in Zeile ${String(line)} geöffnete Anführungszeichen wird nie geschlossen.`,
  empty: 'Die Datei enthält keine Werte.',
  missingColumns: (columns) =>
    `Die Datei kann nicht gelesen werden: Ihre erste Zeile muss die Spalten benennen, und es fehlt eine für ${columns}.`,
  columnNames: { date: 'Datum', biomarker: 'Parameter', value: 'Wert' },
  ambiguousDates:
    'Die Daten lassen sich mit dem Tag oder dem Monat zuerst lesen (05/04/2024). Bitte schreiben Sie sie als JJJJ-MM-TT und importieren Sie die Datei erneut.',
  tooLarge: (megabytes) => `Die Datei ist größer als ${String(megabytes)} MB.`,
  enteredByYou: 'von Ihnen eingegeben',
};

export function csvMessages(language: Language): CsvMessages {
  return language === 'de' ? DE : US;
}
