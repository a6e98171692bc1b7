import { ErrorBody } from '@labtrail/contract/error';
import { PersonalProfile } from '@labtrail/contract/profile';
import type { TypedApp } from '../../http/typed-app';
import type { Authentication } from '../auth/require-user';
import { createProfileRepository } from '../profile/profile-repository';
import { updateProfile } from './update-profile';
import type { UpdateProfileDeps } from './update-profile';

export interface ProfileRouteDependencies extends UpdateProfileDeps {
  authentication: Authentication;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The person's sex, year of birth and unit system (issue 23): only ever their own. */
export function registerProfileRoutes(app: TypedApp, deps: ProfileRouteDependencies): void {
  const { authentication } = deps;
  const profiles = createProfileRepository(deps.db);
  const guarded = { onRequest: authentication.requireUser };

  app.get(
    '/v1/user/profile',
    {
      ...guarded,
      schema: {
        summary: 'Your sex, year of birth and unit system',
        description: 'Null sex and year of birth mean not given: the general ranges apply.',
        tags: ['account'],
        response: { 200: PersonalProfile, ...errors },
      },
    },
    async (request) => profiles.findProfile(authentication.userIdOf(request)),
  );

  app.put(
    '/v1/user/profile',
    {
      ...guarded,
      schema: {
        summary: 'Set your sex, year of birth and unit system',
        description:
          'Ranges, values and your analysis follow at once; null removes what you gave. Stored values are never changed: units are converted when read.',
        tags: ['account'],
        body: PersonalProfile,
        response: { 200: PersonalProfile, ...errors },
      },
    },
    async (request) => updateProfile(deps, authentication.userIdOf(request), request.body),
  );
}
