import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AuditEventsTable, Database } from '../../db/schema';

export type AuditAction = AuditEventsTable['action'];

export interface AuditLog {
  /** Writes the event before the answer goes out: a read that is not on record does not happen. */
  record(event: {
    userId: string;
    action: AuditAction;
    subjectId?: string;
    requestId: string;
  }): Promise<void>;
  eventsOf(userId: string): Promise<AuditEventsTable[]>;
}

export function createAuditLog(db: Kysely<Database>, clock: Clock): AuditLog {
  return {
    async record(event) {
      await db
        .insertInto('audit_events')
        .values({
          id: crypto.randomUUID(),
          user_id: event.userId,
          action: event.action,
          subject_id: event.subjectId ?? null,
          request_id: event.requestId,
          at: clock.now(),
        })
        .execute();
    },
    eventsOf(userId) {
      return db
        .selectFrom('audit_events')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('at', 'asc')
        .execute();
    },
  };
}
