import type { ErrorCode, ErrorParams } from '@labtrail/contract/error';
import type { ParseKeys } from 'i18next';
import { formatNumber } from './format-number';
import { i18n, toLanguage } from './i18n/i18n';

/** A text with a singular and a plural form, and the number of the answer that chooses between them. */
interface PluralWording {
  key: ParseKeys;
  pluralBy: keyof ErrorParams;
}

/**
 * The interface's words for every code the server answers with. `null` where the server's text
 * names a detail only it knows (which field, which rule): that text is shown as it came.
 */
const WORDING: Record<ErrorCode, ParseKeys | PluralWording | null> = {
  invalid_request: null,
  invalid_text: 'serverErrors.invalidText',
  request_cut_off: 'serverErrors.requestCutOff',
  malformed_upload: 'serverErrors.malformedUpload',
  body_timeout: 'serverErrors.bodyTimeout',
  client_source_missing: 'serverErrors.clientSourceMissing',
  origin_not_allowed: 'serverErrors.originNotAllowed',
  not_found: 'serverErrors.notFound',
  too_many_requests: 'serverErrors.tooManyRequests',
  internal_error: 'serverErrors.internalError',
  database_unavailable: 'serverErrors.databaseUnavailable',

  not_signed_in: 'serverErrors.notSignedIn',
  captcha_failed: 'serverErrors.captchaFailed',
  address_required: 'serverErrors.addressRequired',
  both_addresses: 'serverErrors.bothAddresses',
  invalid_address: null,
  code_requested_too_soon: 'serverErrors.codeRequestedTooSoon',
  too_many_codes: 'serverErrors.tooManyCodes',
  sign_in_locked: 'serverErrors.signInLocked',
  invalid_code: 'serverErrors.invalidCode',
  expired_code: 'serverErrors.expiredCode',
  burned_code: 'serverErrors.burnedCode',
  used_code: 'serverErrors.usedCode',
  account_not_found: 'serverErrors.accountNotFound',
  google_sign_in_failed: 'errors.ssoAuthenticationFailed',
  apple_login_failed: 'errors.appleLoginFailed',
  apple_callback_failed: 'errors.appleCallbackFailed',
  google_not_offered: 'serverErrors.googleNotOffered',
  apple_not_offered: 'serverErrors.appleNotOffered',
  provider_unavailable: 'serverErrors.providerUnavailable',

  unknown_biomarker: 'serverErrors.unknownBiomarker',
  unknown_unit: 'serverErrors.unknownUnit',
  invalid_test_entry: null,
  implausible_entry: 'serverErrors.implausibleEntry',
  future_date: 'serverErrors.futureDate',
  date_too_early: 'serverErrors.dateTooEarly',
  date_before_birth: 'serverErrors.dateBeforeBirth',
  too_many_results: 'serverErrors.tooManyResults',
  result_not_found: 'serverErrors.resultNotFound',
  biomarker_mismatch: 'serverErrors.biomarkerMismatch',
  summary_not_found: 'serverErrors.summaryNotFound',

  not_pdf: 'upload.notPdf',
  file_too_large: 'upload.tooLarge',
  missing_file: 'serverErrors.missingFile',
  document_not_found: 'serverErrors.documentNotFound',
  too_many_documents: { key: 'serverErrors.tooManyDocuments', pluralBy: 'count' },
  storage_full: 'serverErrors.storageFull',
  does_not_fit: 'serverErrors.doesNotFit',
  too_many_uploads: { key: 'serverErrors.tooManyUploads', pluralBy: 'minutes' },
  low_on_space: 'serverErrors.lowOnSpace',

  invalid_csv: null,
  ambiguous_dates: 'serverErrors.ambiguousDates',
  csv_too_large: 'serverErrors.csvTooLarge',
  too_many_values: 'serverErrors.tooManyValues',
  not_fhir: 'serverErrors.notFhir',
  already_imported: 'serverErrors.alreadyImported',
  fhir_too_large: 'serverErrors.fhirTooLarge',

  nothing_to_correct: 'serverErrors.nothingToCorrect',
  reason_required: 'serverErrors.reasonRequired',
  dismissal_not_found: 'serverErrors.dismissalNotFound',
  line_not_found: 'serverErrors.lineNotFound',
  alias_not_found: 'serverErrors.aliasNotFound',
  unreadable_line: 'serverErrors.unreadableLine',
  implausible_value: 'serverErrors.implausibleValue',
  still_analysing: 'serverErrors.stillAnalysing',
  too_many_reanalyses: { key: 'serverErrors.tooManyReanalyses', pluralBy: 'minutes' },

  reminders_need_email: 'reminders.needEmail',
  unsubscribe_link_invalid: 'reminders.unsubscribe.invalid',
  unsubscribe_link_expired: 'reminders.unsubscribe.expired',
  invalid_birth_year: 'serverErrors.invalidBirthYear',
  share_not_found: 'serverErrors.shareNotFound',
  share_expired: 'serverErrors.shareExpired',
  share_revoked: 'serverErrors.shareRevoked',
  documents_not_shared: 'serverErrors.documentsNotShared',
};

function isKnownCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(WORDING, code);
}

/** The numbers, the date and the unit of an answer's `params`; anything else in it is ignored. */
function paramsOf(body: object): ErrorParams {
  if (!('params' in body) || typeof body.params !== 'object' || body.params === null) return {};
  return Object.fromEntries(
    Object.entries(body.params).filter(
      ([name, value]) =>
        typeof value === 'number' ||
        (name === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/u.test(value)) ||
        (name === 'unit' && typeof value === 'string'),
    ),
  );
}

/**
 * Numbers as the interface language writes them ('8,5' in German); a year as it is written
 * everywhere ('1980', never '1.980'); other params unchanged.
 */
function localisedNumbers(params: ErrorParams): Partial<Record<keyof ErrorParams, string>> {
  const language = toLanguage(i18n.language);
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'number' && name !== 'year' ? formatNumber(value, language) : String(value),
    ]),
  );
}

/**
 * The message of a failure's body (`{ error, code, params }`) in the interface language: the words
 * for its code, or the server's `error` text when the code is missing or unknown here. Undefined
 * when the body holds no `error` text.
 */
export function serverErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'string' || error === '') return undefined;
  const code = 'code' in body ? body.code : undefined;
  const wording = isKnownCode(code) ? WORDING[code] : null;
  if (wording === null) return error;
  const params = paramsOf(body);
  return typeof wording === 'string'
    ? i18n.t(wording, localisedNumbers(params))
    : i18n.t(wording.key, { ...params, count: params[wording.pluralBy] });
}
