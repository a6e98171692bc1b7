import {
  AddHistoryRequest,
  AddHistoryResponse,
  BiomarkersResponse,
  FlagRequest,
  HistoryResponse,
  ResultIdParams,
  SuccessResponse,
} from '@labtrail/contract/biomarkers';
import { ErrorBody } from '@labtrail/contract/error';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import { requestLanguage } from '../../http/request-language';
import type { TypedApp } from '../../http/typed-app';
import type { Authentication } from '../auth/require-user';
import { createAnswerCache } from '../../http/answer-cache';
import { readBiomarkers, readHistory } from './read-person-results';
import type { ResultsService } from './record-results';
import { createResultsRepository } from './results-repository';
import { sendPersonAnswer } from '../../http/send-person-answer';

export interface BiomarkerRouteDependencies {
  database: DatabaseHandle;
  clock: Clock;
  authentication: Authentication;
  service: ResultsService;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The catalogue with the person's results, their history, and entering, deleting and flagging values. */
export function registerBiomarkerRoutes(app: TypedApp, deps: BiomarkerRouteDependencies): void {
  const { authentication } = deps;
  const results = createResultsRepository(deps.database.db);
  // The two reads the web app repeats most, kept per person and language while results stand.
  const answers = createAnswerCache();
  const { service } = deps;
  // onRequest: a person without a session hears 401 before anything about the body.
  const guarded = { onRequest: authentication.requireUser };

  app.get(
    '/v1/health/biomarkers',
    {
      ...guarded,
      schema: {
        summary: 'Every biomarker of the catalogue with your latest value, by category',
        tags: ['biomarkers'],
        response: { 200: BiomarkersResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = authentication.userIdOf(request);
      const language = requestLanguage(request);
      return sendPersonAnswer(request, reply, {
        cache: answers,
        key: `biomarkers:${userId}:${language}`,
        version: await results.findResultsVersion(userId),
        build: () => readBiomarkers(deps.database.db, userId, language, deps.clock.now()),
      });
    },
  );

  app.post(
    '/v1/health/biomarkers',
    {
      ...guarded,
      schema: {
        summary: 'Record values entered by hand (all or none)',
        description:
          'Refused whole (413) when they would take your history past the results one person may keep.',
        tags: ['biomarkers'],
        body: AddHistoryRequest,
        response: { 200: AddHistoryResponse, 413: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      const ids = await service.addEntries(userId, request.body);
      return { success: true as const, ids };
    },
  );

  app.get(
    '/v1/health/biomarkers/history',
    {
      ...guarded,
      schema: {
        summary: 'Every result you have, by biomarker id, oldest first',
        tags: ['biomarkers'],
        response: { 200: HistoryResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = authentication.userIdOf(request);
      const language = requestLanguage(request);
      return sendPersonAnswer(request, reply, {
        cache: answers,
        key: `history:${userId}:${language}`,
        version: await results.findResultsVersion(userId),
        build: () => readHistory(deps.database.db, userId, language),
      });
    },
  );

  app.delete(
    '/v1/health/user/biomarker/:id',
    {
      ...guarded,
      schema: {
        summary: 'Delete one of your results',
        tags: ['biomarkers'],
        params: ResultIdParams,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      await service.deleteResult(userId, request.params.id);
      return { success: true as const };
    },
  );

  app.put(
    '/v1/health/user/biomarker/flag',
    {
      ...guarded,
      schema: {
        summary: 'Flag one of your results as inaccurate',
        description:
          'The flagged value stays in your history, marked, and is left out of the analysis.',
        tags: ['biomarkers'],
        body: FlagRequest,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      const userId = authentication.userIdOf(request);
      await service.flagResult(userId, {
        resultId: request.body.user_biomarker_id,
        biomarkerId: request.body.bioamarker_id ?? request.body.biomarker_id,
        cause: request.body.cause,
      });
      return { success: true as const };
    },
  );
}
