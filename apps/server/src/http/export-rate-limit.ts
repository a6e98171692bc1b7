const MINUTE = 60_000;

/**
 * How often one client network may ask for a whole-history export (the clinician PDF, the account,
 * FHIR and CSV exports): each reads every result of the person, so a loop of them would keep the
 * one report thread and the database busy for everyone (issue 35). A person downloads a few at a
 * time; 20 in 10 minutes is far above that.
 */
export const EXPORT_RATE_LIMIT = { max: 20, timeWindow: 10 * MINUTE } as const;
