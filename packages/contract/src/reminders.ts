import Type from 'typebox';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = Type.String({ format: 'date-time' });
const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/** One biomarker's next test, as the reminders see it. */
export const ReminderTest = Type.Object(
  {
    biomarker_id: Type.Integer(),
    biomarker_name: Type.String(),
    last_test_date: Day,
    due_date: Type.String({
      format: 'date',
      description:
        'When the roadmap’s rule says to test again (a critical value: the day it was measured); not moved to today when it has passed',
    }),
    due: Type.Boolean({ description: 'The due date is today or has passed' }),
  },
  { title: 'ReminderTest', additionalProperties: false },
);
export type ReminderTest = Type.Static<typeof ReminderTest>;

/** `GET` and `PUT /v1/user/reminders`: the person's retest reminders. */
export const RetestReminders = Type.Object(
  {
    enabled: Type.Boolean({ description: 'The person gets a digest e-mail when tests are due' }),
    email_available: Type.Boolean({
      description:
        'The person signs in with an e-mail address, the only place reminders go; without one they cannot be turned on',
    }),
    last_digest_at: Nullable(Instant),
    next_tests: Type.Array(ReminderTest, {
      description: 'The soonest next tests (at most five), those already due first',
    }),
  },
  { title: 'RetestReminders', additionalProperties: false },
);
export type RetestReminders = Type.Static<typeof RetestReminders>;

/** `PUT /v1/user/reminders`. */
export const RetestRemindersUpdate = Type.Object(
  { enabled: Type.Boolean() },
  { title: 'RetestRemindersUpdate', additionalProperties: false },
);
export type RetestRemindersUpdate = Type.Static<typeof RetestRemindersUpdate>;

/** `POST /v1/reminders/unsubscribe`: the token of a reminder e-mail's link; no session needed. */
export const UnsubscribeRequest = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 500 }) },
  { title: 'UnsubscribeRequest', additionalProperties: false },
);
export type UnsubscribeRequest = Type.Static<typeof UnsubscribeRequest>;

export const UnsubscribeResponse = Type.Object(
  { unsubscribed: Type.Literal(true) },
  { title: 'UnsubscribeResponse', additionalProperties: false },
);
export type UnsubscribeResponse = Type.Static<typeof UnsubscribeResponse>;

/** One digest the person was sent, in the account export. */
const ExportedReminderDigest = Type.Object(
  {
    created_at: Instant,
    sent_at: Nullable(Instant),
    tests: Type.Array(
      Type.Object(
        { biomarker_id: Type.Integer(), last_test_date: Day, due_date: Day },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** The reminders part of `GET /v1/user/export`. */
export const ExportedRetestReminders = Type.Object(
  {
    enabled: Type.Boolean(),
    digests: Type.Array(ExportedReminderDigest),
  },
  { additionalProperties: false },
);
export type ExportedRetestReminders = Type.Static<typeof ExportedRetestReminders>;
