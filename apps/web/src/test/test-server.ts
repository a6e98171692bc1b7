import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestServer {
  /** Origin of the server, e.g. `http://127.0.0.1:53124`. */
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

type Handler = (request: RecordedRequest, response: ServerResponse) => void;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A real HTTP server on a free local port: tests talk to it exactly as the app talks to the API. */
export async function startTestServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    readBody(request).then(
      (body) => {
        const recorded: RecordedRequest = {
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body,
        };
        requests.push(recorded);
        handler(recorded, response);
      },
      // The client gave up before sending the whole request (a test of its timeout): no answer.
      () => undefined,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

/** Answers with a JSON body. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}
