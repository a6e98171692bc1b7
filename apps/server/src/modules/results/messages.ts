const count = (value: number) => value.toLocaleString('en-US');

/** Messages of the results API that a person may read. */
export const RESULT_MESSAGES = {
  unknownBiomarker: 'Unknown biomarker',
  unknownUnit: 'Unknown unit for this biomarker',
  futureDate: 'Date cannot be in the future',
  dateTooEarly: (year: number) => `The test date is before ${String(year)}.`,
  dateBeforeBirth: (year: number) =>
    `The test date is before your year of birth (${String(year)}).`,
  resultNotFound: 'Result not found',
  biomarkerMismatch: 'The result does not belong to this biomarker',
  tooManyValues: (limit: number) =>
    `The file holds more than ${count(limit)} values, the most one import may add. ` +
    'Please split it into smaller files and import them one after another.',
  tooManyResults: (limit: number) =>
    `This would take your history past ${count(limit)} results, the most Labtrail keeps for one person. ` +
    'Please delete documents or results you no longer need, then try again.',
} as const;
