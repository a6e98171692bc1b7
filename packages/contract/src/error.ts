import Type from 'typebox';

/**
 * What failed, named once and never renamed. Clients choose their words by the code; `error`
 * carries the spec's English text for clients that do not know a code.
 */
export const ERROR_CODES = [
  // Any request
  'invalid_request',
  'invalid_text',
  'request_cut_off',
  'malformed_upload',
  'body_timeout',
  'client_source_missing',
  'origin_not_allowed',
  'not_found',
  'too_many_requests',
  'internal_error',
  'database_unavailable',
  // Sign-in
  'not_signed_in',
  'captcha_failed',
  'address_required',
  'both_addresses',
  'invalid_address',
  'code_requested_too_soon',
  'too_many_codes',
  'sign_in_locked',
  'invalid_code',
  'expired_code',
  'burned_code',
  'used_code',
  'account_not_found',
  'google_sign_in_failed',
  'apple_login_failed',
  'apple_callback_failed',
  'google_not_offered',
  'apple_not_offered',
  'provider_unavailable',
  // Results and summaries
  'unknown_biomarker',
  'unknown_unit',
  'invalid_test_entry',
  'implausible_entry',
  'future_date',
  'date_too_early',
  'date_before_birth',
  'too_many_results',
  'result_not_found',
  'biomarker_mismatch',
  'summary_not_found',
  // Documents
  'not_pdf',
  'file_too_large',
  'missing_file',
  'document_not_found',
  'too_many_documents',
  'storage_full',
  'does_not_fit',
  'too_many_uploads',
  'low_on_space',
  // CSV import
  'invalid_csv',
  'ambiguous_dates',
  'csv_too_large',
  'too_many_values',
  // FHIR import
  'not_fhir',
  'already_imported',
  'fhir_too_large',
  // Review of a document (issue 21)
  'nothing_to_correct',
  'reason_required',
  'dismissal_not_found',
  // Review: mapping a document's lines, private aliases
  'line_not_found',
  'alias_not_found',
  'unreadable_line',
  'implausible_value',
  'still_analysing',
  'too_many_reanalyses',
  // Retest reminders (issue 23)
  'reminders_need_email',
  'unsubscribe_link_invalid',
  'unsubscribe_link_expired',
  // Personal context (issue 23)
  'invalid_birth_year',
  // Sharing with a clinician (issue 23)
  'share_not_found',
  'share_expired',
  'share_revoked',
  'documents_not_shared',
] as const;

export const ErrorCode = Type.Enum(ERROR_CODES, {
  type: 'string',
  description: 'What failed, for clients that word the message themselves',
});
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The numbers a message holds, so that a client wording it in another language can say them. */
export const ErrorParams = Type.Object(
  {
    seconds: Type.Optional(Type.Integer()),
    minutes: Type.Optional(Type.Integer()),
    count: Type.Optional(Type.Integer()),
    megabytes: Type.Optional(Type.Integer()),
    date: Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD' })),
    year: Type.Optional(Type.Integer({ description: 'The earliest year a test date may be in' })),
    value: Type.Optional(Type.Number({ description: 'The value refused, as entered' })),
    unit: Type.Optional(Type.String({ description: 'The unit the value was entered in' })),
    min: Type.Optional(Type.Number({ description: 'The lowest value a lab can report, in unit' })),
    max: Type.Optional(Type.Number({ description: 'The highest value a lab can report, in unit' })),
  },
  { title: 'ErrorParams', additionalProperties: false },
);
export type ErrorParams = Type.Static<typeof ErrorParams>;

/**
 * Every failure answers with this body (ARCHITECTURE.md §4); success bodies never hold `error`.
 * Without `code`, or with one the client does not know, `error` is what the person reads.
 */
export const ErrorBody = Type.Object(
  {
    error: Type.String({ description: 'A message meant for a person, in English' }),
    code: ErrorCode,
    params: Type.Optional(ErrorParams),
  },
  { title: 'ErrorBody', additionalProperties: false },
);
export type ErrorBody = Type.Static<typeof ErrorBody>;
