import type { PersonalProfile } from '@labtrail/contract/profile';
import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import type { Kysely } from 'kysely';
import type { Database, PersonalProfilesTable } from '../../db/schema';

/** What applies to a person with this stored row: their choices, or nothing given without one. */
export function profileOfRow(row: PersonalProfilesTable | undefined): PersonalProfile {
  if (row === undefined) return PROFILE_NOT_GIVEN;
  return { sex: row.sex, birth_year: row.birth_year, unit_system: row.unit_system };
}

/** A person's personal context; every query is scoped to the person. */
export function createProfileRepository(db: Kysely<Database>) {
  return {
    /** What applies to the person: their choices, or nothing given. */
    async findProfile(userId: string): Promise<PersonalProfile> {
      return profileOfRow(
        await db
          .selectFrom('personal_profiles')
          .selectAll()
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      );
    },

    async saveProfile(userId: string, profile: PersonalProfile, now: number): Promise<void> {
      const values = {
        sex: profile.sex,
        birth_year: profile.birth_year,
        unit_system: profile.unit_system,
        updated_at: now,
      };
      await db
        .insertInto('personal_profiles')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}
