// Defaults of the environment that the configuration exports for other code. This file imports
// nothing, so a module can take a default from it without loading the configuration's schema.

export const DEFAULT_APP_DOWNLOAD_URL = 'https://labtrail.app/download';
export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const APPLE_ISSUER = 'https://appleid.apple.com';
export const DEFAULT_DATABASE_POOL_MAX = 10;
export const DEFAULT_S3_REGION = 'us-east-1';
/** How long a worker's claim on a document lasts unrenewed (ANALYSIS_CLAIM_SECONDS). */
export const DEFAULT_ANALYSIS_CLAIM_SECONDS = 180;
export const DEFAULT_ANALYSIS_MEMORY_MB = 512;
export const DEFAULT_DOCUMENT_QUOTA_MB = 500;
export const DEFAULT_DOCUMENT_QUOTA_COUNT = 1000;
export const DEFAULT_MIN_FREE_DISK_MB = 256;
/** Values one CSV or FHIR import may add (MAX_VALUES_PER_IMPORT). */
export const DEFAULT_MAX_VALUES_PER_IMPORT = 5000;
/** Results one person may keep (MAX_RESULTS_PER_PERSON). */
export const DEFAULT_MAX_RESULTS_PER_PERSON = 100_000;
