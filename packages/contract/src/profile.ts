import Type from 'typebox';

// Null first: the validator coerces a value into the first branch that takes it, and an integer
// branch first would turn null into 0.
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** The sex whose reference ranges fit the person; null while they have not said. */
export const Sex = Nullable(Type.Union([Type.Literal('female'), Type.Literal('male')]));
export type Sex = Type.Static<typeof Sex>;

/** Conventional (US) units such as mg/dL, or SI units such as mmol/L. */
export const UnitSystem = Type.Union([Type.Literal('conventional'), Type.Literal('si')]);
export type UnitSystem = Type.Static<typeof UnitSystem>;

/** The earliest year of birth accepted. */
export const EARLIEST_BIRTH_YEAR = 1900;

export const PROFILE_MESSAGES = {
  birthYearRange: (latest: number) =>
    `Year of birth must be a whole year between ${String(EARLIEST_BIRTH_YEAR)} and ${String(latest)}`,
} as const;

/** The message for an unusable year of birth, or undefined; null (not given) is always fine. */
export function birthYearProblem(year: number | null, currentYear: number): string | undefined {
  if (year === null) return undefined;
  if (!Number.isInteger(year) || year < EARLIEST_BIRTH_YEAR || year > currentYear)
    return PROFILE_MESSAGES.birthYearRange(currentYear);
  return undefined;
}

/**
 * `GET` and `PUT /v1/user/profile`: what the person chose to tell so that ranges and units fit
 * them. Every field is optional in spirit: null sex and year mean "not given", and the general
 * ranges apply.
 */
export const PersonalProfile = Type.Object(
  {
    sex: Sex,
    birth_year: Nullable(
      Type.Integer({ description: `Year of birth, ${String(EARLIEST_BIRTH_YEAR)} to this year` }),
    ),
    unit_system: UnitSystem,
  },
  { title: 'PersonalProfile', additionalProperties: false },
);
export type PersonalProfile = Type.Static<typeof PersonalProfile>;

/** What applies while the person has given nothing. */
export const PROFILE_NOT_GIVEN: PersonalProfile = {
  sex: null,
  birth_year: null,
  unit_system: 'conventional',
};
