import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LlmStandIn {
  url: string;
  requests: { authorization: string | undefined; body: Record<string, unknown> }[];
  close: () => Promise<void>;
}

/**
 * A local stand-in for an OpenAI-compatible endpoint, answering with `reply(userText,
 * instruction)`: the instruction is the system message, which says the language to write in.
 */
export async function startLlmStandIn(
  reply: (text: string, instruction: string) => { status: number; content?: string },
): Promise<LlmStandIn> {
  const requests: LlmStandIn['requests'] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as { messages: { content: string }[] };
      requests.push({ authorization: request.headers.authorization, body });
      const answer = reply(body.messages.at(-1)?.content ?? '', body.messages[0]?.content ?? '');
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer.content } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
