import { parentPort } from 'node:worker_threads';
import { renderReport } from './modules/clinician-report/render-report';
import type {
  ReportThreadReply,
  ReportThreadRequest,
} from './modules/clinician-report/render-in-thread';

/**
 * The report thread (built into dist/report-thread.js): makes clinician reports for the main
 * thread one after another, off the event loop that answers requests.
 */
const port = parentPort;
if (port === null) throw new Error('report-thread runs as a worker thread only');

port.on('message', (request: ReportThreadRequest) => {
  renderReport(request.input).then(
    (pdf) => {
      port.postMessage({ id: request.id, pdf } satisfies ReportThreadReply);
    },
    (error: unknown) => {
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies ReportThreadReply);
    },
  );
});
