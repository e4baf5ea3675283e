import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { DatabaseSync } from 'node:sqlite';
import { defaultRetryPolicy, retryDelayMs, type RetryPolicy } from './backoff.ts';
import { openFormsDatabase, transaction } from './database.ts';

/*
 * The durable outbox of the site server (DESIGN "stores submissions in a durable outbox before
 * answering, and delivers e-mail over SMTP"). A request handler calls `accept`, which commits
 * the submission before the handler answers; a worker then delivers it, retrying with backoff.
 *
 * Delivery is at-least-once with duplicates bounded to one narrow window:
 * - a row is leased (lease_id, lease_until) before it is delivered, and the attempt counted;
 *   a worker that dies mid-delivery leaves the lease, which expires, and the row is delivered
 *   again by the next worker (after a restart, or another process on the same file);
 * - the send is aborted at half the lease, so a live worker never still sends once its lease
 *   has expired and another worker may have taken the row;
 * - the row is marked delivered synchronously, right after the mail server's 250 answer. Only a
 *   crash between that 250 and the commit (microseconds plus an fsync) sends the message again,
 *   with the same Message-ID (derived from the submission id), so the receiver can recognize it.
 */

export type SubmissionStatus = 'pending' | 'delivered' | 'failed';

export type Submission = {
  id: string;
  kind: string;
  idempotencyKey: string;
  payload: unknown;
  /** Kept only until the submission is delivered or given up (a token the mail must carry). */
  secret: unknown;
  status: SubmissionStatus;
  /** Attempts started, the current one included. */
  attempts: number;
  createdAt: number;
  nextAttemptAt: number;
  deliveredAt: number | null;
  lastError: string | null;
  /** Set while a worker holds the row. */
  leaseId: string | null;
  leaseUntil: number | null;
};

export type AcceptResult = { id: string; duplicate: boolean };

export type OutboxStats = {
  /** Pending, scheduled ones included. */
  pending: number;
  /** Pending and not due before a later time of their own (a viewing's reminder). */
  scheduled: number;
  /** Pending and ready to go now. */
  due: number;
  /** Pending and held by a worker right now. */
  leased: number;
  delivered: number;
  /** Given up: a permanent rejection or too many attempts. Non-zero needs a person. */
  failed: number;
  /** Age of the oldest pending submission; a growing number means mail is not going out. */
  oldestPendingAgeMs: number | null;
  lastError: string | null;
};

/** Delivers one submission; rejects to retry later. `signal` aborts at half the lease. */
export type Deliver = (
  submission: Submission,
  context: { signal: AbortSignal },
) => Promise<unknown>;

export type DeliveryOutcome = 'idle' | 'delivered' | 'retry' | 'failed' | 'withdrawn';

export type OutboxOptions = {
  /** How long a worker holds a row it delivers; a crashed worker's row waits this long. */
  leaseMs?: number;
  retry?: Partial<RetryPolicy>;
  now?: () => number;
  random?: () => number;
  /** Names this process in the lease (host:pid by default). */
  owner?: string;
  log?: (message: string) => void;
};

export type WorkerOptions = {
  /** Longest sleep between two looks at the table when nothing is due. */
  pollMs?: number;
  /** Deliveries in parallel; each leases its own row. */
  concurrency?: number;
};

/**
 * A rejection that retrying cannot cure (an unknown kind, a malformed payload). Nodemailer's
 * permanent SMTP answers (5xx, `error.permanent`) are treated the same.
 */
export class UndeliverableError extends Error {
  readonly permanent = true;

  constructor(message: string) {
    super(message);
    this.name = 'UndeliverableError';
  }
}

/**
 * Thrown by a delivery that finds its mail no longer wanted (the viewing a reminder is about was
 * cancelled): the submission is removed instead of sent or retried.
 */
export class WithdrawnError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WithdrawnError';
  }
}

type Row = Record<string, unknown>;

const nullableNumber = (value: unknown) => (value === null ? null : Number(value));
const nullableString = (value: unknown) => (value === null ? null : String(value));

function toSubmission(row: Row): Submission {
  return {
    id: String(row.id),
    kind: String(row.kind),
    idempotencyKey: String(row.idempotency_key),
    payload: JSON.parse(String(row.payload)) as unknown,
    secret: row.secret === null ? null : (JSON.parse(String(row.secret)) as unknown),
    status: String(row.status) as SubmissionStatus,
    attempts: Number(row.attempts),
    createdAt: Number(row.created_at),
    nextAttemptAt: Number(row.next_attempt_at),
    deliveredAt: nullableNumber(row.delivered_at),
    lastError: nullableString(row.last_error),
    leaseId: nullableString(row.lease_id),
    leaseUntil: nullableNumber(row.lease_until),
  };
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  const tags = [code, responseCode].filter((tag) => tag !== undefined).join(' ');
  return `${tags ? `${tags}: ` : ''}${error.message}`.slice(0, 500);
}

function isPermanent(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { permanent?: unknown }).permanent === true
  );
}

/** The outbox on a SQLite database (see the file comment for the delivery guarantees). */
export class Outbox {
  readonly db: DatabaseSync;
  readonly #ownsDb: boolean;
  readonly #leaseMs: number;
  readonly #retry: RetryPolicy;
  readonly #now: () => number;
  readonly #random: () => number;
  readonly #owner: string;
  readonly #log: (message: string) => void;
  readonly #workers = new Set<OutboxWorker>();

  /** Opens the outbox file under DATA_DIR (created when missing), WAL and fsync on commit. */
  static open(path: string, options: OutboxOptions = {}): Outbox {
    return new Outbox(openFormsDatabase(path), options, true);
  }

  constructor(db: DatabaseSync, options: OutboxOptions = {}, ownsDb = false) {
    this.db = db;
    this.#ownsDb = ownsDb;
    this.#leaseMs = options.leaseMs ?? 120_000;
    this.#retry = { ...defaultRetryPolicy, ...options.retry };
    this.#now = options.now ?? Date.now;
    this.#random = options.random ?? Math.random;
    this.#owner = options.owner ?? `${hostname()}:${process.pid}`;
    this.#log = options.log ?? ((message) => console.warn(message));
    db.exec(`
      CREATE TABLE IF NOT EXISTS outbox (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        idempotency_key TEXT NOT NULL,
        payload TEXT NOT NULL,
        secret TEXT,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        next_attempt_at INTEGER NOT NULL,
        lease_id TEXT,
        lease_until INTEGER,
        delivered_at INTEGER,
        last_error TEXT,
        UNIQUE (kind, idempotency_key)
      );
      CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (status, next_attempt_at);
    `);
  }

  /**
   * Stores a submission, committed before this returns, so the caller may answer the visitor.
   * The same idempotency key (per kind) gives the first submission back, with no second row:
   * a double click or a retried post is delivered once. `secret` (a token the mail must carry)
   * is kept apart and erased once the mail has gone. `notBefore` schedules it for later: it is
   * stored now, so a restart in between does not lose it, and dated then (its mail's Date).
   */
  accept(
    kind: string,
    payload: unknown,
    idempotencyKey: string,
    options: { secret?: unknown; notBefore?: number } = {},
  ): AcceptResult {
    const result = transaction(this.db, () => {
      const existing = this.db
        .prepare('SELECT id FROM outbox WHERE kind = ? AND idempotency_key = ?')
        .get(kind, idempotencyKey);
      if (existing) return { id: String(existing.id), duplicate: true };
      const id = randomUUID();
      const now = Math.max(this.#now(), options.notBefore ?? 0);
      this.db
        .prepare(
          `INSERT INTO outbox (id, kind, idempotency_key, payload, secret, status, created_at, next_attempt_at)
           VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
        )
        .run(
          id,
          kind,
          idempotencyKey,
          JSON.stringify(payload),
          options.secret === undefined ? null : JSON.stringify(options.secret),
          now,
          now,
        );
      return { id, duplicate: false };
    });
    if (!result.duplicate) for (const worker of this.#workers) worker.wake();
    return result;
  }

  /** The submission stored under an idempotency key, if any. */
  find(kind: string, idempotencyKey: string): Submission | undefined {
    const row = this.db
      .prepare('SELECT * FROM outbox WHERE kind = ? AND idempotency_key = ?')
      .get(kind, idempotencyKey);
    return row ? toSubmission(row) : undefined;
  }

  /**
   * Removes a submission not yet delivered (a reminder of a viewing cancelled on the site). True
   * when one was removed; a delivery in progress at that moment still completes.
   */
  withdraw(kind: string, idempotencyKey: string): boolean {
    const result = this.db
      .prepare(`DELETE FROM outbox WHERE kind = ? AND idempotency_key = ? AND status = 'pending'`)
      .run(kind, idempotencyKey);
    return Number(result.changes) === 1;
  }

  get(id: string): Submission | undefined {
    const row = this.db.prepare('SELECT * FROM outbox WHERE id = ?').get(id);
    return row ? toSubmission(row) : undefined;
  }

  /**
   * Takes the next due submission for this worker: pending, due, and not held by a live lease.
   * The attempt is counted now, so a message that kills its worker every time is still given up
   * after `maxAttempts`.
   */
  lease(): Submission | undefined {
    return transaction(this.db, () => {
      const now = this.#now();
      this.db
        .prepare(
          `UPDATE outbox SET status = 'failed', secret = NULL, lease_id = NULL, lease_until = NULL,
             last_error = 'gave up after ' || attempts || ' attempts: ' || COALESCE(last_error, 'the worker stopped during delivery')
           WHERE status = 'pending' AND attempts >= ? AND (lease_until IS NULL OR lease_until <= ?)`,
        )
        .run(this.#retry.maxAttempts, now);
      const row = this.db
        .prepare(
          `UPDATE outbox SET lease_id = ?, lease_until = ?, attempts = attempts + 1
           WHERE id = (
             SELECT id FROM outbox
             WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
             ORDER BY next_attempt_at, created_at LIMIT 1
           )
           RETURNING *`,
        )
        .get(`${this.#owner}:${randomUUID()}`, now + this.#leaseMs, now, now);
      return row ? toSubmission(row) : undefined;
    });
  }

  /** Marks a submission delivered and erases its secret; whichever worker sent it, it is sent. */
  complete(id: string): void {
    this.db
      .prepare(
        `UPDATE outbox SET status = 'delivered', delivered_at = ?, secret = NULL,
           lease_id = NULL, lease_until = NULL, last_error = NULL
         WHERE id = ? AND status = 'pending'`,
      )
      .run(this.#now(), id);
  }

  /**
   * Records a failed attempt of a leased submission: retried after the backoff, or given up when
   * the error is permanent or the attempts are spent. A worker whose lease was taken over in the
   * meantime changes nothing.
   */
  fail(submission: Submission, error: unknown): 'retry' | 'failed' {
    const giveUp = isPermanent(error) || submission.attempts >= this.#retry.maxAttempts;
    const message = describeError(error);
    const now = this.#now();
    if (giveUp) {
      this.db
        .prepare(
          `UPDATE outbox SET status = 'failed', secret = NULL, lease_id = NULL, lease_until = NULL, last_error = ?
           WHERE id = ? AND lease_id = ? AND status = 'pending'`,
        )
        .run(message, submission.id, submission.leaseId);
    } else {
      const delay = retryDelayMs(submission.attempts, this.#retry, this.#random);
      this.db
        .prepare(
          `UPDATE outbox SET next_attempt_at = ?, lease_id = NULL, lease_until = NULL, last_error = ?
           WHERE id = ? AND lease_id = ? AND status = 'pending'`,
        )
        .run(now + delay, message, submission.id, submission.leaseId);
    }
    this.#log(
      `outbox: ${submission.kind} ${submission.id} attempt ${submission.attempts} failed` +
        `${giveUp ? ', given up' : ''}: ${message}`,
    );
    return giveUp ? 'failed' : 'retry';
  }

  /** Leases, delivers and records one due submission. */
  async deliverNext(deliver: Deliver): Promise<DeliveryOutcome> {
    const submission = this.lease();
    if (!submission) return 'idle';
    try {
      await deliver(submission, { signal: AbortSignal.timeout(Math.floor(this.#leaseMs / 2)) });
    } catch (error) {
      if (!(error instanceof WithdrawnError)) return this.fail(submission, error);
      this.db
        .prepare(`DELETE FROM outbox WHERE id = ? AND lease_id = ? AND status = 'pending'`)
        .run(submission.id, submission.leaseId);
      this.#log(`outbox: ${submission.kind} ${submission.id} withdrawn: ${error.message}`);
      return 'withdrawn';
    }
    // No await between the send's success and this commit: the duplicate window stays tiny.
    this.complete(submission.id);
    return 'delivered';
  }

  /** Delivers everything due now, one after the other; counts the outcomes. */
  async deliverDue(deliver: Deliver): Promise<Record<Exclude<DeliveryOutcome, 'idle'>, number>> {
    const counts = { delivered: 0, retry: 0, failed: 0, withdrawn: 0 };
    for (;;) {
      const outcome = await this.deliverNext(deliver);
      if (outcome === 'idle') return counts;
      counts[outcome] += 1;
    }
  }

  /** When the next pending submission can be leased (null when none is pending). */
  nextDueAt(): number | null {
    const row = this.db
      .prepare(
        `SELECT MIN(MAX(next_attempt_at, COALESCE(lease_until, 0))) AS at
         FROM outbox WHERE status = 'pending'`,
      )
      .get();
    return row && row.at !== null ? Number(row.at) : null;
  }

  /** Counts for a health endpoint. */
  stats(): OutboxStats {
    const now = this.#now();
    const row = this.db
      .prepare(
        `SELECT
           COALESCE(SUM(status = 'pending'), 0) AS pending,
           COALESCE(SUM(status = 'pending' AND attempts = 0 AND created_at > ?), 0) AS scheduled,
           COALESCE(SUM(status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)), 0) AS due,
           COALESCE(SUM(status = 'pending' AND lease_until > ?), 0) AS leased,
           COALESCE(SUM(status = 'delivered'), 0) AS delivered,
           COALESCE(SUM(status = 'failed'), 0) AS failed,
           MIN(CASE WHEN status = 'pending' AND created_at <= ? THEN created_at END) AS oldest
         FROM outbox`,
      )
      .get(now, now, now, now, now) as Row;
    const last = this.db
      .prepare(
        `SELECT last_error FROM outbox WHERE last_error IS NOT NULL
         ORDER BY next_attempt_at DESC LIMIT 1`,
      )
      .get();
    return {
      pending: Number(row.pending),
      scheduled: Number(row.scheduled),
      due: Number(row.due),
      leased: Number(row.leased),
      delivered: Number(row.delivered),
      failed: Number(row.failed),
      oldestPendingAgeMs: row.oldest === null ? null : Math.max(0, now - Number(row.oldest)),
      lastError: last ? nullableString(last.last_error) : null,
    };
  }

  /** Deletes delivered submissions older than `olderThanMs` (the visitor's data is not kept). */
  pruneDelivered(olderThanMs: number): number {
    const result = this.db
      .prepare(`DELETE FROM outbox WHERE status = 'delivered' AND delivered_at < ?`)
      .run(this.#now() - olderThanMs);
    return Number(result.changes);
  }

  /**
   * Starts delivering in the background: everything due at once (what a crash left behind too),
   * then whatever `accept` adds, each new submission right away.
   */
  startWorker(deliver: Deliver, options: WorkerOptions = {}): OutboxWorker {
    const worker = new OutboxWorker(this, deliver, options, this.#now, this.#log);
    this.#workers.add(worker);
    worker.onStop(() => this.#workers.delete(worker));
    return worker;
  }

  /** Stops the workers (waiting for their current delivery), then closes the database it opened. */
  async close(): Promise<void> {
    await Promise.all([...this.#workers].map((worker) => worker.stop()));
    if (this.#ownsDb) this.db.close();
  }
}

/** A background delivery loop of an outbox; see `Outbox.startWorker`. */
export class OutboxWorker {
  readonly #outbox: Outbox;
  readonly #deliver: Deliver;
  readonly #pollMs: number;
  readonly #now: () => number;
  readonly #log: (message: string) => void;
  readonly #loops: Promise<void>[];
  readonly #sleepers = new Set<() => void>();
  readonly #onStop: (() => void)[] = [];
  #stopped = false;

  constructor(
    outbox: Outbox,
    deliver: Deliver,
    options: WorkerOptions,
    now: () => number,
    log: (message: string) => void,
  ) {
    this.#outbox = outbox;
    this.#deliver = deliver;
    this.#pollMs = options.pollMs ?? 5_000;
    this.#now = now;
    this.#log = log;
    this.#loops = Array.from({ length: Math.max(1, options.concurrency ?? 1) }, () => this.#loop());
  }

  /** Ends the current waits: something new may be due. */
  wake(): void {
    for (const wake of this.#sleepers) wake();
  }

  onStop(listener: () => void): void {
    this.#onStop.push(listener);
  }

  /** Stops after the deliveries in progress have been recorded. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.wake();
    await Promise.all(this.#loops);
    for (const listener of this.#onStop.splice(0)) listener();
  }

  async #loop(): Promise<void> {
    // Let the constructor return before the first lease.
    await Promise.resolve();
    while (!this.#stopped) {
      let wait: number;
      try {
        if ((await this.#outbox.deliverNext(this.#deliver)) !== 'idle') continue;
        const next = this.#outbox.nextDueAt();
        wait = next === null ? this.#pollMs : Math.max(0, next - this.#now());
      } catch (error) {
        // The database itself failed (disk full, locked too long): wait, then try again.
        this.#log(`outbox worker: ${describeError(error)}`);
        wait = this.#pollMs;
      }
      if (!this.#stopped) await this.#sleep(Math.min(wait, this.#pollMs));
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.#sleepers.add(done);
    });
  }
}
