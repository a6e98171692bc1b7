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
} as const;
