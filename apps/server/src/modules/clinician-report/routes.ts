import {
  ClinicianReportPdf,
  ClinicianReportQuery,
  clinicianReportFileName,
} from '@labtrail/contract/clinician-report';
import { ErrorBody } from '@labtrail/contract/error';
import type { Language } from '@labtrail/contract/auth';
import type { SummaryData } from '@labtrail/contract/summaries';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/create-database';
import { requestLanguage } from '../../http/request-language';
import type { TypedApp } from '../../http/typed-app';
import { profileOfRow } from '../profile/profile-repository';
import type { AuditLog } from '../account/audit-log-repository';
import { notSignedIn } from '../auth/require-user';
import type { Authentication } from '../auth/require-user';
import { readReportHistory } from './read-report-history';
import { testDateWindowOn } from '../biomarkers/test-date-rule';
import { dayOf } from '../../clock';
import { createReportRepository } from './report-repository';
import type { RenderReport } from './render-report';
import { EXPORT_RATE_LIMIT } from '../../http/export-rate-limit';

export interface ClinicianReportRouteDependencies {
  database: DatabaseHandle;
  clock: Clock;
  authentication: Authentication;
  audit: AuditLog;
  /** Makes the PDF off the main thread (see createReportRenderer). */
  renderReport: RenderReport;
}

/** `GET /v1/user/export/clinician-report`: the person's results as a PDF to hand a clinician. */
export function registerClinicianReportRoutes(
  app: TypedApp,
  deps: ClinicianReportRouteDependencies,
): void {
  const reports = createReportRepository(deps.database.db);

  app.get(
    '/v1/user/export/clinician-report',
    {
      config: { rateLimit: EXPORT_RATE_LIMIT },
      onRequest: deps.authentication.requireUser,
      schema: {
        summary: 'A printable report of your results for your clinician, as a PDF',
        tags: ['account'],
        querystring: ClinicianReportQuery,
        produces: ['application/pdf'],
        response: {
          200: ClinicianReportPdf,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const userId = deps.authentication.userIdOf(request);
      const language: Language = request.query.language ?? requestLanguage(request);
      await deps.audit.record({
        userId,
        action: 'clinician_report_exported',
        requestId: request.id,
      });
      const { user, summary, documents, profile } = await reports.subjectOf(userId);
      if (user === undefined) throw notSignedIn();
      const now = deps.clock.now();
      const person = profileOfRow(profile);
      const history = await readReportHistory(
        deps.database.db,
        userId,
        testDateWindowOn(dayOf(now), person.birth_year),
      );
      const summaries =
        summary === undefined
          ? undefined
          : (JSON.parse(summary.data) as Partial<Record<Language, SummaryData>>);
      const pdf = await deps.renderReport({
        language,
        address: user.email ?? user.phone ?? '',
        now,
        history,
        documents,
        summary: summaries?.[language],
        person,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${clinicianReportFileName(new Date(now).toISOString().slice(0, 10))}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
