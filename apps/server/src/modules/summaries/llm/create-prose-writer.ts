import type { Language } from '@labtrail/contract/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { LlmConfig } from '../../../config';
import { additionTo } from './added-to-the-rules';
import { lostMeaning } from './keeps-the-meaning';

/**
 * Rewrites a rules-written text more readably, keeping each phrase of `verbatim` word for word,
 * or answers undefined (the rules' text stays). Throws `ProseWriterUnavailable` when the
 * endpoint could not answer.
 */
export interface ProseWriter {
  rewrite(
    text: string,
    language: Language,
    verbatim: readonly string[],
  ): Promise<string | undefined>;
}

const TIMEOUT_MS = 30_000;

const INSTRUCTIONS: Record<Language, string> = {
  us: 'You are a careful physician writing to a patient about their own lab results. Rewrite the text you are given so it reads as a calm, clear note in plain English. Keep every number, unit, date and biomarker name exactly as written, keep each value with its label in brackets, the first paragraph when it says what to do, and the closing note in italics word for word, keep the markdown (a list stays a list, its items in their order), add no new facts, no sentence of your own, no reassurance, no diagnosis, no medication advice and no links, images or HTML. Answer with the rewritten text only.',
  de: 'Sie sind eine sorgfältige Ärztin und schreiben einer Patientin über ihre eigenen Laborwerte. Formulieren Sie den Text ruhig und verständlich auf Deutsch um. Behalten Sie jede Zahl, Einheit, jedes Datum und jeden Biomarkernamen genau bei, übernehmen Sie jeden Wert mit seiner Einordnung in Klammern, den ersten Absatz, wenn er sagt, was zu tun ist, und den kursiven Hinweis am Ende wörtlich, behalten Sie das Markdown (eine Liste bleibt eine Liste, ihre Punkte in ihrer Reihenfolge), fügen Sie keine neuen Fakten, keinen eigenen Satz, keine Beruhigung, keine Diagnose, keine Medikamentenempfehlung und keine Links, Bilder oder HTML hinzu. Antworten Sie nur mit dem umformulierten Text.',
};

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
    async rewrite(text, language, verbatim) {
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
      if (rewritten === undefined || rewritten === '') {
        log.warn('LLM answer dropped: empty or malformed');
        return undefined;
      }
      // The model writes the prose, never the facts: what it lost is logged, never the text.
      const lost = lostMeaning(text, rewritten, language, verbatim);
      if (lost !== undefined) {
        log.warn({ lost, language }, 'LLM answer dropped: it lost what the rules said');
        return undefined;
      }
      // Nor anything the rules did not say: no link, image, HTML, medication advice or new sentence.
      const added = additionTo(text, rewritten, language);
      if (added !== undefined) {
        log.warn({ added, language }, 'LLM answer dropped: it added what the rules did not say');
        return undefined;
      }
      return rewritten;
    },
  };
}
