/**
 * The server data every feature shares, by key prefix: a full refresh (spec §4) reloads these
 * four. Keys continue with the interface language, since the server answers in it.
 */
export const QUERY_KEYS = {
  biomarkers: 'biomarkers',
  history: 'biomarkers-history',
  summary: 'biomarkers-summary',
  documents: 'documents',
} as const;
