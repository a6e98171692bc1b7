import crypto from 'node:crypto';
import type { Clock } from '../../clock';
import type { AuthRepository } from './repository';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS, SESSION_TOUCH_INTERVAL_MS } from './rules';

function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface SessionDependencies {
  repository: AuthRepository;
  clock: Clock;
}

/** A new session for the person; the returned token goes into the cookie and nowhere else. */
export async function startSession(deps: SessionDependencies, userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.repository.insertSession({
    token_hash: hashToken(token),
    user_id: userId,
    created_at: now,
    last_seen_at: now,
    expires_at: now + SESSION_LIFETIME_MS,
  });
  return token;
}

/**
 * The person a session token belongs to, or undefined when the session is unknown, past its 30
 * days, or idle for 7 days (such a session is deleted on sight).
 */
export async function resolveSession(
  deps: SessionDependencies,
  token: string,
): Promise<string | undefined> {
  const tokenHash = hashToken(token);
  const session = await deps.repository.findSession(tokenHash);
  if (session === undefined) return undefined;
  const now = deps.clock.now();
  if (now >= session.expires_at || now - session.last_seen_at >= SESSION_IDLE_MS) {
    await deps.repository.deleteSession(tokenHash);
    return undefined;
  }
  if (now - session.last_seen_at >= SESSION_TOUCH_INTERVAL_MS) {
    await deps.repository.touchSession(tokenHash, now);
  }
  return session.user_id;
}

export async function endSession(deps: SessionDependencies, token: string): Promise<void> {
  await deps.repository.deleteSession(hashToken(token));
}
