import Type from 'typebox';
import { Comparator, ValueText } from './biomarkers';
import { ExportedRetestReminders } from './reminders';
import { Sex, UnitSystem } from './profile';
import { Provenance, ResultChangeKind } from './review';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = Type.String({ format: 'date-time' });

/** Which way the person signs in through a provider. */
const ExportedIdentity = Type.Object(
  { issuer: Type.String(), subject: Type.String(), linked_at: Instant },
  { additionalProperties: false },
);

const ExportedResult = Type.Object(
  {
    id: Type.String(),
    biomarker_id: Type.Integer(),
    biomarker_name: Type.String(),
    value: Type.Number({ description: 'In `unit`, the catalogue’s unit' }),
    unit: Type.String(),
    original_value: Type.Number({ description: 'As entered or printed' }),
    original_unit: Type.String(),
    comparator: Comparator,
    value_text: ValueText,
    test_date: Type.String({ format: 'date' }),
    source: Type.Union([Type.Literal('manual'), Type.Literal('document')]),
    document_id: Nullable(Type.String()),
    flag_cause: Nullable(Type.String()),
    flagged_at: Nullable(Instant),
    provenance: Nullable(Provenance),
    created_at: Instant,
  },
  { additionalProperties: false },
);

const ExportedDocument = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    type: Type.String(),
    report_date: Nullable(Type.String({ format: 'date' })),
    size: Type.Integer(),
    sha256: Type.String(),
    status: Type.String(),
    error: Nullable(Type.String()),
    created_at: Instant,
    download_path: Type.String({ description: 'Where the PDF itself can be fetched' }),
  },
  { additionalProperties: false },
);

const ExportedAuditEvent = Type.Object(
  {
    action: Type.String(),
    subject_id: Nullable(Type.String()),
    at: Instant,
  },
  { additionalProperties: false },
);

/** A change the person made to what a document gave (issue 21): the review's audit trail. */
const ExportedResultChange = Type.Object(
  {
    id: Type.String(),
    document_id: Type.String(),
    kind: ResultChangeKind,
    biomarker_id: Type.Integer(),
    printed_name: Nullable(Type.String()),
    before: Type.Unknown({ description: 'The value before the change; null when there was none' }),
    after: Type.Unknown({ description: 'The value after it; null for a dismissal' }),
    reason: Nullable(Type.String()),
    at: Instant,
  },
  { additionalProperties: false },
);

/** A printed name the person mapped to a biomarker. */
const ExportedPrivateAlias = Type.Object(
  {
    printed_name: Type.String(),
    biomarker_id: Type.Integer(),
    created_at: Instant,
  },
  { additionalProperties: false },
);

/** A read-only link the person gave someone (issue 23); its token is kept by no one. */
const ExportedShareLink = Type.Object(
  {
    share_id: Type.String(),
    label: Nullable(Type.String()),
    include_documents: Type.Boolean(),
    include_flag_reasons: Type.Boolean(),
    created_at: Instant,
    expires_at: Instant,
    revoked_at: Nullable(Instant),
    opened_at: Type.Array(Instant, { description: 'When it was opened, oldest first' }),
  },
  { additionalProperties: false },
);

/** `GET /v1/user/export`: everything Labtrail holds about the person, as one JSON file. */
export const AccountExport = Type.Object(
  {
    format: Type.Literal('labtrail-export/1'),
    exported_at: Instant,
    account: Type.Object(
      {
        user_id: Type.String(),
        email: Nullable(Type.String()),
        phone: Nullable(Type.String()),
        language: Type.String(),
        created_at: Instant,
        sign_in_providers: Type.Array(ExportedIdentity),
      },
      { additionalProperties: false },
    ),
    results: Type.Array(ExportedResult),
    summary: Nullable(
      Type.Object(
        {
          id: Type.String(),
          is_read: Type.Boolean(),
          created_at: Instant,
          data: Type.Unknown({ description: 'The analysis in every interface language' }),
        },
        { additionalProperties: false },
      ),
    ),
    documents: Type.Array(ExportedDocument),
    result_changes: Type.Array(ExportedResultChange),
    private_aliases: Type.Array(ExportedPrivateAlias),
    retest_reminders: ExportedRetestReminders,
    personal_profile: Nullable(
      Type.Object(
        {
          sex: Sex,
          birth_year: Nullable(Type.Integer()),
          unit_system: UnitSystem,
          updated_at: Instant,
        },
        {
          additionalProperties: false,
          description: 'Sex, year of birth and units you gave (issue 23); null when never given',
        },
      ),
    ),
    share_links: Type.Array(ExportedShareLink),
    audit_log: Type.Array(ExportedAuditEvent),
  },
  { title: 'AccountExport', additionalProperties: false },
);
export type AccountExport = Type.Static<typeof AccountExport>;
