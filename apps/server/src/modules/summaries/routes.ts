import { ErrorBody } from '@labtrail/contract/error';
import {
  HealthSummary,
  MarkReadResponse,
  SummaryIdParams,
  SummaryResponse,
} from '@labtrail/contract/summaries';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import { DomainError } from '../../domain-error';
import { requestLanguage } from '../../http/request-language';
import type { TypedApp } from '../../http/typed-app';
import type { Authentication } from '../auth/require-user';
import { buildHealthSummary } from './build-health-summary';
import type { AnalysedResult } from './engine/analysed-result';
import { createProfileRepository } from '../profile/profile-repository';
import { SUMMARY_MESSAGES } from './messages';
import { createSummariesRepository } from './summaries-repository';

export interface SummaryRouteDependencies {
  database: DatabaseHandle;
  clock: Clock;
  authentication: Authentication;
  /** The person's results, oldest first: the roadmap is built from them. */
  listResults: (userId: string) => Promise<readonly AnalysedResult[]>;
}

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The analysis summary, marking it read, and the health roadmap. */
export function registerSummaryRoutes(app: TypedApp, deps: SummaryRouteDependencies): void {
  const { authentication } = deps;
  const summaries = createSummariesRepository(deps.database.db);
  const profiles = createProfileRepository(deps.database.db);
  // onRequest: a person without a session hears 401 before anything about the body.
  const guarded = { onRequest: authentication.requireUser };

  app.get(
    '/v1/health/biomarker/summary',
    {
      ...guarded,
      schema: {
        summary: 'Your latest analysis summary (null before your first result)',
        tags: ['summaries'],
        response: { 200: SummaryResponse, ...errors },
      },
    },
    async (request) => {
      const summary = await summaries.findSummary(authentication.userIdOf(request));
      if (summary === undefined) return null;
      return {
        id: summary.id,
        is_read: summary.isRead,
        data: summary.data[requestLanguage(request)],
      };
    },
  );

  app.put(
    '/v1/health/biomarker/summary/:id/read',
    {
      ...guarded,
      schema: {
        summary: 'Mark your summary as read',
        tags: ['summaries'],
        params: SummaryIdParams,
        response: { 200: MarkReadResponse, ...errors },
      },
    },
    async (request) => {
      const marked = await summaries.markRead(authentication.userIdOf(request), request.params.id);
      if (!marked) throw new DomainError('summary_not_found', SUMMARY_MESSAGES.summaryNotFound);
      return { success: true as const, id: request.params.id, is_read: true as const };
    },
  );

  app.get(
    '/v1/roadmap/health-summary',
    {
      ...guarded,
      schema: {
        summary: 'Your health roadmap: counts, next test date and the biomarkers to focus on',
        tags: ['summaries'],
        response: { 200: HealthSummary, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      return buildHealthSummary(
        await deps.listResults(userId),
        deps.clock.now(),
        requestLanguage(request),
        await profiles.findProfile(userId),
      );
    },
  );
}
