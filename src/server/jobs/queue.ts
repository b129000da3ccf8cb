import { sql, type Kysely } from 'kysely';
import { addSeconds } from '../clock.js';
import type { DB, JobRow } from '../db/schema.js';

/**
 * The durable job queue: rows in `jobs`, claimed with FOR UPDATE SKIP LOCKED so each job goes
 * to one worker across every process sharing the database. A claim is a lease that the worker
 * renews (heartbeat); a job whose lease ran out — its process died — is claimed again.
 */
export const MAX_ATTEMPTS = 3;

export async function claimJob(db: Kysely<DB>, workerId: string, leaseSeconds: number, now: Date, kinds: string[]): Promise<JobRow | null> {
  const lease = addSeconds(now, leaseSeconds);
  const result = await sql<JobRow>`
    UPDATE jobs SET status = 'running', locked_by = ${workerId}, lease_until = ${lease},
      attempts = attempts + 1, updated_at = ${now}
    WHERE id = (
      SELECT id FROM jobs
      WHERE kind IN (${sql.join(kinds)})
        AND (status = 'pending' OR (status = 'running' AND lease_until < ${now}))
      ORDER BY created_at
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING *`.execute(db);
  return result.rows[0] ?? null;
}

/** Renews the lease; false when the job is no longer this worker's (taken over or finished). */
export async function heartbeat(db: Kysely<DB>, job: Pick<JobRow, 'id'>, workerId: string, leaseSeconds: number, now: Date, progress?: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lease_until: addSeconds(now, leaseSeconds), updated_at: now, ...(progress !== undefined ? { progress } : {}) })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a job failed for good, or back to pending for another attempt. */
export async function failJob(db: Kysely<DB>, job: JobRow, workerId: string, reason: string, now: Date, retry: boolean): Promise<void> {
  const final = !retry || job.attempts >= MAX_ATTEMPTS;
  await db
    .updateTable('jobs')
    .set(final ? { status: 'failed', error: reason, finished_at: now, updated_at: now, lease_until: null } : { status: 'pending', error: reason, updated_at: now, lease_until: null, locked_by: null })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .execute();
}
