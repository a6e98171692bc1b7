import type { Language } from '@labtrail/contract/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { LlmConfig } from '../../../config';

/**
 * Rewrites a rules-written text more readably, or answers undefined (the rules' text stays).
 * Throws `ProseWriterUnavailable` when the endpoint could not answer.
 */
export interface ProseWriter {
  rewrite(text: string, language: Language): Promise<string | undefined>;
}

const TIMEOUT_MS = 30_000;
const NUMBERS = /\d+(?:[.,]\d+)*/g;

const INSTRUCTIONS: Record<Language, string> = {
  us: 'You are a careful physician writing to a patient about their own lab results. Rewrite the text you are given so it reads as a calm, clear note in plain English. Keep every number, unit, date and biomarker name exactly as written, keep the markdown (a list stays a list, its items in their order), add no new facts, no diagnosis and no medication advice. Answer with the rewritten text only.',
  de: 'Sie sind eine sorgfältige Ärztin und schreiben einer Patientin über ihre eigenen Laborwerte. Formulieren Sie den Text ruhig und verständlich auf Deutsch um. Behalten Sie jede Zahl, Einheit, jedes Datum und jeden Biomarkernamen genau bei, behalten Sie das Markdown (eine Liste bleibt eine Liste, ihre Punkte in ihrer Reihenfolge), fügen Sie keine neuen Fakten, keine Diagnose und keine Medikamentenempfehlung hinzu. Antworten Sie nur mit dem umformulierten Text.',
};

/** Every number of the rules' text must survive: the model writes the prose, never the facts. */
export function keepsTheFacts(original: string, rewritten: string): boolean {
  const kept = new Set(rewritten.match(NUMBERS) ?? []);
  return (original.match(NUMBERS) ?? []).every((number) => kept.has(number));
}

function contentOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('choices' in body)) return undefined;
  const choices = body.choices;
  if (!Array.isArray(choices)) return undefined;
  const first: unknown = choices[0];
  if (typeof first !== 'object' || first === null || !('message' in first)) return undefined;
  const message = first.message;
  if (typeof message !== 'object' || message === null || !('content' in message)) return undefined;
  return typeof message.content === 'string' ? message.content.trim() : undefined;
}

/** The endpoint could not answer now (unreachable, overloaded, failing): worth a later try. */
export class ProseWriterUnavailable extends Error {
  override name = 'ProseWriterUnavailable';
}

/** Overloaded or failing for now; any other refusal will not change on a retry. */
function mayPassSoon(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * A client of an OpenAI-compatible `/chat/completions` endpoint. An answer that cannot be used
 * is logged and dropped; an endpoint that could not answer throws, so the job tries again later.
 */
export function createProseWriter(config: LlmConfig, log: FastifyBaseLogger): ProseWriter {
  const endpoint = new URL(
    'chat/completions',
    config.baseUrl.href.endsWith('/') ? config.baseUrl : `${config.baseUrl.href}/`,
  );
  return {
    async rewrite(text, language) {
      if (text.trim() === '') return undefined;
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey === undefined ? {} : { authorization: `Bearer ${config.apiKey}` }),
        },
        body: JSON.stringify({
          model: config.model,
          temperature: 0.2,
          messages: [
            { role: 'system', content: INSTRUCTIONS[language] },
            { role: 'user', content: text },
          ],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw new ProseWriterUnavailable('LLM could not be reached', { cause: error });
      });
      if (mayPassSoon(response.status))
        throw new ProseWriterUnavailable(`LLM answered ${String(response.status)}`);
      if (!response.ok) {
        log.warn({ status: response.status }, 'LLM refused to rewrite the summary');
        return undefined;
      }
      const rewritten = contentOf(await response.json().catch(() => undefined));
      if (rewritten === undefined || rewritten === '' || !keepsTheFacts(text, rewritten)) {
        log.warn('LLM answer dropped: empty, malformed or missing facts of the rules');
        return undefined;
      }
      return rewritten;
    },
  };
}
