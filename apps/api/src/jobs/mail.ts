import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { AppContext } from '../lib/context';
import type { Mail } from '../lib/mailer';
import { hasMark, markJob } from '../db/job-marks';
import type { Job } from './queue';

/** Every mail a request causes goes out through this job, sent by a worker with retries. */
export const MAIL_JOB = 'mail.send';

/** The mark a job's payload gets once its mail is accepted by SMTP. */
const MAILED = 'mailedAt';

const mailed = (payload: unknown): boolean => hasMark(payload, MAILED);

/** How a job that sends one mail through mailOnce is safe to run again, for docs/jobs.md. */
export const MAIL_ONCE =
  'the job is marked once SMTP accepts its mail and a run that finds the mark sends nothing; a crash between the two sends it twice';

/**
 * Sends a job's one mail unless an earlier run of the same job sent it: right after SMTP accepts
 * it, the job's row is marked, and a run after a crash (or a lost lease) before the job completed
 * finds the mark and sends nothing. What remains is the moment between SMTP's acceptance and the
 * mark: a crash there sends the mail twice.
 */
export async function mailOnce(ctx: AppContext, job: Job<unknown>, mail: Mail): Promise<void> {
  if (mailed(job.payload)) return;
  await ctx.mailer.send(mail);
  await markJob(ctx.database.db, job.id, MAILED, ctx.now());
}

/**
 * Queues a rendered mail. Pass the transaction of the change that causes it (`db: tx`), so the
 * mail exists exactly when the change does; a worker sends it, retrying while SMTP fails.
 */
export function queueMail(
  ctx: AppContext,
  mail: Mail,
  options: { db?: Db } = {},
): Promise<number | null> {
  return ctx.jobs.send(MAIL_JOB, mail, options);
}

/**
 * The database work `queueMail` does for `mail`, undone in the same transaction `tx`: for answers
 * that must take as long whether or not a mail goes out (forgot password for an unknown address).
 * The write still reaches the log and is flushed at commit, as the real one is.
 */
export async function queueNoMail(tx: Db, mail: Mail): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into jobs (name, payload, max_attempts, run_at, created_at, updated_at)
        values (${MAIL_JOB}, ${JSON.stringify(mail)}::jsonb, 1, now(), now(), now())
        returning id::int as "id"`,
  );
  await tx.execute(sql`delete from jobs where id = ${rows[0]!.id}`);
}

/** What the admin jobs list shows of a mail: never its body, which may carry a code. */
export function mailSummary(payload: unknown): { to?: unknown; subject?: unknown } {
  if (typeof payload !== 'object' || payload === null) return {};
  const { to, subject } = payload as Record<string, unknown>;
  return { to, subject };
}

export function registerMailJob(ctx: AppContext): void {
  ctx.jobs.register<Mail>(
    MAIL_JOB,
    async (job) => {
      if (mailed(job.payload)) return;
      const { to, subject } = job.payload;
      await ctx.mailer.send(job.payload);
      // The body (a code, perhaps) leaves the table once sent; the mark stops a second send.
      const sent = { to, subject, [MAILED]: ctx.now().toISOString() };
      await ctx.database.db.execute(
        sql`update jobs set payload = ${JSON.stringify(sent)}::jsonb where id = ${job.id}`,
      );
    },
    {
      description:
        'a rendered mail (verification and reset codes, contact and report copies), queued with the change that causes it; SMTP failures retry with backoff (30 s, 1, 2, 4 min), then the job is dead',
      idempotent:
        'once SMTP accepts it the payload is replaced by a mark (recipient and subject only) and a run that finds the mark sends nothing; a crash between the two sends it twice',
      maxAttempts: 5,
      leaseMs: 60_000,
      backoffMs: 30_000,
    },
  );
}
