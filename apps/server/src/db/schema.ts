/**
 * The tables Kysely knows about, one row type per table. Times are epoch milliseconds, stored as
 * bigint (PostgreSQL's int8 is parsed back into a number). Repositories are the only code that
 * queries them.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_codes: LoginCodesTable;
  login_code_sends: LoginCodeSendsTable;
  login_lockouts: LoginLockoutsTable;
  used_captchas: UsedCaptchasTable;
  results: ResultsTable;
  summaries: SummariesTable;
  documents: DocumentsTable;
  rate_limit_counters: RateLimitCountersTable;
  user_identities: UserIdentitiesTable;
  sign_in_states: SignInStatesTable;
  used_nonces: UsedNoncesTable;
  audit_events: AuditEventsTable;
  jobs: JobsTable;
  result_changes: ResultChangesTable;
  private_aliases: PrivateAliasesTable;
  reminder_settings: ReminderSettingsTable;
  reminder_digests: ReminderDigestsTable;
  reminder_sent_dues: ReminderSentDuesTable;
  personal_profiles: PersonalProfilesTable;
  share_links: ShareLinksTable;
  share_openings: ShareOpeningsTable;
}

export interface UsersTable {
  id: string;
  /** Lower-cased. */
  email: string | null;
  /** Normalised as spec §5 says: parentheses, spaces and hyphens removed. */
  phone: string | null;
  language: string;
  created_at: number;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface LoginCodesTable {
  /** `email:…` or `phone:…`, normalised. */
  address: string;
  /** HMAC of the network the code was asked from; that network can use it. */
  client: string;
  /** HMAC of the sign-in cookie of the browser that asked, which can use it from anywhere. */
  browser: string | null;
  /** HMAC of address and code under the server secret. */
  code_hash: string;
  attempts: number;
  /** The language the code was asked for in; a new account starts with it. */
  language: string;
  expires_at: number;
  /** Used to sign in, or burned by wrong tries; kept so a later try hears which. */
  spent: 'used' | 'burned' | null;
}

export interface LoginCodeSendsTable {
  id: string;
  address: string;
  /** HMAC of the network that asked; empty for sends from before sign-in was per network. */
  client: string;
  sent_at: number;
}

/** What sign-in remembers about one network's attempts at one address. */
export interface LoginLockoutsTable {
  address: string;
  /** HMAC of the network. */
  client: string;
  consecutive_failures: number;
  last_failure_at: number | null;
  locked_until: number | null;
  /** The last time a code from this network signed the address in. */
  signed_in_at: number | null;
  /** When nothing in the row matters any more and it may be deleted. */
  forget_at: number;
}

export interface UsedCaptchasTable {
  signature: string;
  expires_at: number;
}

export interface ResultsTable {
  id: string;
  user_id: string;
  biomarker_id: number;
  /** In the catalogue's canonical unit of the biomarker. */
  value: number;
  /** As entered or printed, for provenance. */
  original_value: number;
  original_unit: string;
  /** '<' or '>' when the value is a printed bound ('CRP <5'); null for a measurement. */
  comparator: '<' | '>' | null;
  /**
   * The word a qualitative result was printed as ('Reactive'), `value` being the catalogue's
   * number for it; null for measurements and entries by hand. Rows built outside the results
   * service (the demo's, tests' of migrations before 0014) leave it out.
   */
  value_text?: string | null;
  /** YYYY-MM-DD. */
  test_date: string;
  source: 'manual' | 'document';
  document_id: string | null;
  /** Set when the person flagged the value as inaccurate; flagged values are left out of the analysis. */
  flag_cause: string | null;
  flagged_at: number | null;
  /**
   * JSON of the contract's Provenance: where in its document the value is printed. Null for
   * values entered by hand and for values read before migration 0016; rows built outside the
   * results service (the demo's, tests' of older migrations) leave it out.
   */
  provenance?: string | null;
  created_at: number;
}

export interface SummariesTable {
  id: string;
  /** One summary per person: the latest. */
  user_id: string;
  /** 0 or 1 (portable across SQLite and PostgreSQL). */
  is_read: number;
  /** JSON: the summary written in every interface language, `{ us, de }`. */
  data: string;
  created_at: number;
}

/** Hits from one address on one route in the current window (shared by every API process). */
export interface RateLimitCountersTable {
  /** The route's scope and the client's address. */
  key: string;
  hits: number;
  window_ends_at: number;
}

export interface DocumentsTable {
  id: string;
  user_id: string;
  /** The uploaded file's name, made safe; shown to the person. */
  display_name: string;
  /** One of the spec's eight types; 'other' until the analysis knows better. */
  document_type: string;
  /** YYYY-MM-DD once the analysis has read it. */
  report_date: string | null;
  size: number;
  sha256: string;
  /** Where the bytes are in the blob store: a random id, never the person's file name. */
  blob_key: string;
  /** What the bytes are, so the worker runs the reader that understands them. */
  content_kind: 'pdf' | 'fhir';
  status: 'pending' | 'processing' | 'done' | 'failed';
  attempts: number;
  /** Why the analysis failed, by its code (`AnalysisFailureCode`); worded for the person when shown. */
  error: string | null;
  /** JSON: the report's lines the analysis could not match to a biomarker, kept for review. */
  unmatched: string | null;
  /** A worker's claim on the document ends at this time; then another may take it. */
  claimed_until: number | null;
  /**
   * When a worker last claimed it (the queue serves the person whose latest claim is oldest);
   * left out of a new document's row, which no worker has claimed yet.
   */
  claimed_at?: number | null;
  created_at: number;
  updated_at: number;
}

/** A person's account at an OpenID provider; (issuer, subject) names it for good. */
export interface UserIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: number;
}

/** A provider sign-in under way: its state is used once, within its lifetime. */
export interface SignInStatesTable {
  /** SHA-256 of the state handed to the provider. */
  state_hash: string;
  /** The nonce the provider must put into the id_token. */
  nonce: string;
  expires_at: number;
}

/** Nonces of id_tokens already accepted, kept until the tokens could no longer be used anyway. */
export interface UsedNoncesTable {
  nonce_hash: string;
  expires_at: number;
}

/** One read or removal of a person's data (ARCHITECTURE.md §3; security issue, group 14). */
export interface AuditEventsTable {
  id: string;
  user_id: string;
  action:
    | 'document_read'
    | 'document_deleted'
    | 'data_exported'
    | 'fhir_exported'
    | 'fhir_imported'
    | 'clinician_report_exported'
    | 'csv_exported'
    | 'csv_imported'
    | 'account_deleted'
    | 'share_opened'
    | 'share_document_read';
  /** The document (or, for `share_opened`, the share link) concerned, when there is one. */
  subject_id: string | null;
  /** Ties the event to the request's log lines. */
  request_id: string;
  at: number;
}

export interface JobsTable {
  id: string;
  /** Which handler runs it (`JobKind`). */
  kind: string;
  user_id: string;
  /** JSON, as the kind's handler expects it. */
  payload: string;
  /** `pending` until a worker claims it, `running` while one holds it, `failed` once given up. */
  status: string;
  attempts: number;
  /** When it may be claimed: its due time while pending, the end of the claim while running. */
  available_at: number;
  /** Why the latest try failed. */
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

/** One change a person made to what a document gave (append-only: the audit trail). */
export interface ResultChangesTable {
  id: string;
  user_id: string;
  document_id: string;
  /**
   * The row of the document the change is about, as every analysis of the same file names it
   * again; null for a value read before provenance was kept (its change is not applied again).
   */
  row_key: string | null;
  kind: 'corrected' | 'dismissed' | 'restored' | 'mapped';
  biomarker_id: number;
  printed_name: string | null;
  /** JSON: the value before the change; null when there was none (a mapped line). */
  before: string | null;
  /** JSON: the value after it; null for a dismissal. */
  after: string | null;
  reason: string | null;
  created_at: number;
}

/** A printed name one person mapped to a biomarker, read in each of their later analyses. */
export interface PrivateAliasesTable {
  id: string;
  user_id: string;
  /** The printed name normalised as the reader compares names; unique per person. */
  name_key: string;
  printed_name: string;
  biomarker_id: number;
  created_at: number;
}

/** A person's choice about retest reminders (issue 23); no row means never chosen (off). */
export interface ReminderSettingsTable {
  user_id: string;
  /** 0 or 1. */
  enabled: number;
  /** The one scheduled check allowed to act; null while reminders are off. */
  check_id: string | null;
  updated_at: number;
}

/** One digest of due tests: decided, then sent (the record of what went out). */
export interface ReminderDigestsTable {
  id: string;
  user_id: string;
  /** JSON: `{ biomarker_id, last_test_date, due_date }[]`, named in the person's language when sent. */
  tests: string;
  created_at: number;
  /** A worker sending it holds it until then; another may try once it has passed. */
  sending_until: number | null;
  sent_at: number | null;
}

/** A biomarker's due date a digest carried: mailed once, never again. */
export interface ReminderSentDuesTable {
  user_id: string;
  biomarker_id: number;
  /** YYYY-MM-DD, as the retest rule gives it. */
  due_date: string;
  digest_id: string;
}

/** Issue 23: sex, year of birth and unit system a person chose to give; one row at most. */
export interface PersonalProfilesTable {
  user_id: string;
  sex: 'female' | 'male' | null;
  birth_year: number | null;
  unit_system: 'conventional' | 'si';
  updated_at: number;
}

/** A read-only link a person gave someone (issue 23): kept by its token's hash only. */
export interface ShareLinksTable {
  id: string;
  user_id: string;
  /** SHA-256 of the token, hex; the token itself is shown once and never stored. */
  token_hash: string;
  label: string | null;
  /** 1 when the link shows the document list and files, 0 when not. */
  include_documents: number;
  /** 1 when the link shows why the owner flagged a value, 0 when only that it is flagged. */
  include_flag_reasons: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** One opening of a link: one per link and half hour. */
export interface ShareOpeningsTable {
  id: string;
  share_id: string;
  user_id: string;
  /** The start of the half hour the opening falls in; unique per link. */
  window_start: number;
  opened_at: number;
}
