import { ErrorBody } from '@labtrail/contract/error';
import { HealthResponse } from '@labtrail/contract/health';
import type { DatabaseHandle } from '../../db/create-database';
import type { TypedApp } from '../../http/typed-app';
import { createHealthRepository } from './health-repository';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not answering';

/** Liveness and readiness in one: 200 only while the database answers a query. */
export function registerHealthRoutes(
  app: TypedApp,
  { database }: { database: DatabaseHandle },
): void {
  const health = createHealthRepository(database.db);
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Whether the server and its database answer',
        tags: ['meta'],
        response: { 200: HealthResponse, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      try {
        await health.ping();
        return { status: 'ok' as const, database: database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply
          .status(503)
          .send({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' as const });
      }
    },
  );
}
