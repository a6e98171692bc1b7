import crypto from 'node:crypto';
import { SuccessResponse } from '@labtrail/contract/biomarkers';
import { ErrorBody } from '@labtrail/contract/error';
import {
  CreatedShare,
  CreateShareRequest,
  ShareIdParams,
  ShareLinksResponse,
  SHARED_VIEW_PATH,
  SHARING_MESSAGES,
} from '@labtrail/contract/sharing';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import { DomainError } from '../../domain-error';
import type { TypedApp } from '../../http/typed-app';
import type { Authentication } from '../auth/require-user';
import { presentShareLink } from './present-share-links';
import { createShareLinksRepository } from './share-links-repository';
import { createShareToken, hashShareToken } from './share-token';

export interface ShareOwnerRouteDependencies {
  database: DatabaseHandle;
  clock: Clock;
  authentication: Authentication;
  /** Where the web app is reached: the link's address starts with it. */
  publicUrl: URL;
}

const HOUR_MS = 60 * 60_000;

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The person's own share links: create one, list them with their openings, revoke one. */
export function registerShareOwnerRoutes(app: TypedApp, deps: ShareOwnerRouteDependencies): void {
  const { authentication, clock } = deps;
  const links = createShareLinksRepository(deps.database.db);
  const guarded = { onRequest: authentication.requireUser };

  app.post(
    '/v1/user/shares',
    {
      ...guarded,
      schema: {
        summary: 'Create a read-only link to your overview and detail pages',
        description:
          'The answer holds the link’s token, shown this once: Labtrail keeps only its SHA-256. Whoever has the link reads your values (and, when included, your documents and why you flagged a value) until it expires or you revoke it.',
        tags: ['sharing'],
        body: CreateShareRequest,
        response: { 200: CreatedShare, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      const now = clock.now();
      const token = createShareToken();
      const label = request.body.label?.trim() ?? '';
      const link = {
        id: crypto.randomUUID(),
        user_id: userId,
        token_hash: hashShareToken(token),
        label: label === '' ? null : label,
        include_documents: request.body.include_documents ? 1 : 0,
        include_flag_reasons: request.body.include_flag_reasons === true ? 1 : 0,
        created_at: now,
        expires_at: now + request.body.expires_in_hours * HOUR_MS,
        revoked_at: null,
      };
      await links.createShare(link);
      return {
        share: presentShareLink({ link, openedAt: [] }, now),
        token,
        url: new URL(`${SHARED_VIEW_PATH}#${token}`, deps.publicUrl).toString(),
      };
    },
  );

  app.get(
    '/v1/user/shares',
    {
      ...guarded,
      schema: {
        summary: 'Your share links, newest first, with when each was opened',
        tags: ['sharing'],
        response: { 200: ShareLinksResponse, ...errors },
      },
    },
    async (request) => {
      const now = clock.now();
      const shares = await links.listShares(authentication.userIdOf(request));
      return shares.map((share) => presentShareLink(share, now));
    },
  );

  app.delete(
    '/v1/user/shares/:id',
    {
      ...guarded,
      schema: {
        summary: 'Revoke one of your share links',
        description: 'The link stops opening at once; it stays in your list with its openings.',
        tags: ['sharing'],
        params: ShareIdParams,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      // Another person's link answers exactly like one that does not exist.
      if (!(await links.revokeShare(userId, request.params.id, clock.now())))
        throw new DomainError('share_not_found', SHARING_MESSAGES.linkNotFound);
      return { success: true as const };
    },
  );
}
