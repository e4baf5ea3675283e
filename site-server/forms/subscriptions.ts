import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Locale } from '../../src/domain/locales.ts';
import { subscriptionCriteriaSchema, type SubscriptionCriteria } from '../../src/forms/schemas.ts';
import { addColumnIfMissing, transaction } from './database.ts';
import { createToken, parseToken, verifierMatches } from './tokens.ts';

/*
 * "Keep me informed" subscriptions (spec 1, 2) with double opt-in: a new subscription is
 * pending until the link in its confirmation mail is followed; only confirmed subscriptions get
 * alerts. The token of the links is stored as selector + SHA-256 of the verifier (tokens.ts).
 * Unsubscribing deletes the row and its alert history: nothing of the subscriber is kept.
 *
 * Link tokens: since only the hash of a subscription's own token is kept, a later mail (an
 * alert) cannot repeat that token. Each alert mail gets a token of its own instead, made the
 * same way (`createToken`: 96-bit selector, 192-bit verifier stored as its SHA-256, compared
 * in constant time) and kept in `subscription_link_tokens`. Such a token opens the same
 * subscription as the original one, so the unsubscribe and edit links of every alert work with
 * the existing routes, and the links of an older mail keep working until the subscriber leaves.
 * The token itself exists in clear only in the outbox row's secret, erased once the mail is sent.
 *
 * Alert history (`subscription_alerts`): one row per subscription and listing sent, with the
 * price the mail showed, so a listing is sent once as new and again only when its price goes
 * below the price last sent (see site-server/forms/alerts.ts).
 */

/** A listing as an alert sent it: its id and the price the mail showed (null: on request). */
export type AlertedListing = { estateId: string; price: number | null };

export type SubscriptionStatus = 'pending' | 'confirmed';

export type Subscription = {
  id: string;
  email: string;
  locale: Locale;
  criteria: SubscriptionCriteria;
  status: SubscriptionStatus;
  createdAt: number;
  confirmedAt: number | null;
  updatedAt: number;
};

type Row = Record<string, unknown>;

function toSubscription(row: Row): Subscription {
  return {
    id: String(row.id),
    email: String(row.email),
    locale: String(row.locale) as Locale,
    // Stored criteria are re-read through the schema, so an old row gets today's defaults.
    criteria: subscriptionCriteriaSchema.parse(JSON.parse(String(row.criteria))),
    status: row.status === 'confirmed' ? 'confirmed' : 'pending',
    createdAt: Number(row.created_at),
    confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
    updatedAt: Number(row.updated_at),
  };
}

export class SubscriptionStore {
  readonly db: DatabaseSync;
  readonly #now: () => number;

  constructor(db: DatabaseSync, options: { now?: () => number } = {}) {
    this.db = db;
    this.#now = options.now ?? Date.now;
    db.exec(`
      CREATE TABLE IF NOT EXISTS subscriptions (
        id TEXT PRIMARY KEY,
        selector TEXT NOT NULL UNIQUE,
        verifier_hash BLOB NOT NULL,
        email TEXT NOT NULL,
        locale TEXT NOT NULL,
        criteria TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
        created_at INTEGER NOT NULL,
        confirmed_at INTEGER,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS subscriptions_status ON subscriptions (status);
      CREATE TABLE IF NOT EXISTS subscription_alerts (
        subscription_id TEXT NOT NULL,
        estate_id TEXT NOT NULL,
        alerted_at INTEGER NOT NULL,
        price REAL,
        PRIMARY KEY (subscription_id, estate_id)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS subscription_link_tokens (
        selector TEXT PRIMARY KEY,
        subscription_id TEXT NOT NULL,
        verifier_hash BLOB NOT NULL,
        created_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS subscription_link_tokens_subscription
        ON subscription_link_tokens (subscription_id);
    `);
    // Files written before alerts kept the price they sent.
    addColumnIfMissing(db, 'subscription_alerts', 'price', 'REAL');
  }

  /**
   * Stores a pending subscription and gives its token, the one time it exists in clear: the
   * caller puts it into the confirmation mail (through the outbox, in the same transaction).
   */
  create(input: { email: string; locale: Locale; criteria: SubscriptionCriteria }): {
    subscription: Subscription;
    token: string;
  } {
    const { token, selector, verifierHash } = createToken();
    const now = this.#now();
    const id = randomUUID();
    this.db
      .prepare(
        `INSERT INTO subscriptions
           (id, selector, verifier_hash, email, locale, criteria, status, created_at, confirmed_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, NULL, ?)`,
      )
      .run(
        id,
        selector,
        verifierHash,
        input.email,
        input.locale,
        JSON.stringify(input.criteria),
        now,
        now,
      );
    return {
      subscription: {
        id,
        email: input.email,
        locale: input.locale,
        criteria: input.criteria,
        status: 'pending',
        createdAt: now,
        confirmedAt: null,
        updatedAt: now,
      },
      token,
    };
  }

  /**
   * The row a token opens: found by its selector, proven by its verifier in constant time. The
   * subscription's own token, or a link token of one of its alert mails.
   */
  #rowByToken(token: string): Row | undefined {
    const parsed = parseToken(token);
    if (!parsed) return undefined;
    const proven = (row: Row | undefined) =>
      row !== undefined &&
      row.verifier_hash instanceof Uint8Array &&
      verifierMatches(row.verifier_hash, parsed.verifierHash);
    const own = this.db
      .prepare('SELECT * FROM subscriptions WHERE selector = ?')
      .get(parsed.selector);
    if (own) return proven(own) ? own : undefined;
    const link = this.db
      .prepare(
        'SELECT subscription_id, verifier_hash FROM subscription_link_tokens WHERE selector = ?',
      )
      .get(parsed.selector);
    if (!link || !proven(link)) return undefined;
    return this.db
      .prepare('SELECT * FROM subscriptions WHERE id = ?')
      .get(String(link.subscription_id));
  }

  /**
   * A new token for the links of one mail to a subscriber (an alert): it unsubscribes and edits
   * like the subscription's own token. Returned in clear this one time; only its hash is kept.
   * Call it in the transaction that puts the mail into the outbox.
   */
  issueLinkToken(subscriptionId: string): string {
    const { token, selector, verifierHash } = createToken();
    this.db
      .prepare(
        `INSERT INTO subscription_link_tokens (selector, subscription_id, verifier_hash, created_at)
         VALUES (?, ?, ?, ?)`,
      )
      .run(selector, subscriptionId, verifierHash, this.#now());
    return token;
  }

  /** The subscription of a {token} link (the edit page shows its criteria). */
  findByToken(token: string): Subscription | undefined {
    const row = this.#rowByToken(token);
    return row ? toSubscription(row) : undefined;
  }

  /** Double opt-in: the link in the confirmation mail confirms; confirming again changes nothing. */
  confirm(token: string): Subscription | undefined {
    return transaction(this.db, () => {
      const row = this.#rowByToken(token);
      if (!row) return undefined;
      if (row.status !== 'confirmed') {
        const now = this.#now();
        this.db
          .prepare(
            `UPDATE subscriptions SET status = 'confirmed', confirmed_at = ?, updated_at = ? WHERE id = ?`,
          )
          .run(now, now, String(row.id));
      }
      return this.#byId(String(row.id));
    });
  }

  /**
   * Edits criteria and language by token (spec 2 "Edit subscriptions"). Following a link from
   * the mailbox also proves the address, so an edit confirms a pending subscription.
   */
  update(
    token: string,
    change: { locale: Locale; criteria: SubscriptionCriteria },
  ): Subscription | undefined {
    return transaction(this.db, () => {
      const row = this.#rowByToken(token);
      if (!row) return undefined;
      const now = this.#now();
      this.db
        .prepare(
          `UPDATE subscriptions SET locale = ?, criteria = ?, status = 'confirmed',
             confirmed_at = COALESCE(confirmed_at, ?), updated_at = ? WHERE id = ?`,
        )
        .run(change.locale, JSON.stringify(change.criteria), now, now, String(row.id));
      return this.#byId(String(row.id));
    });
  }

  /**
   * Unsubscribes in one step (spec 2 unsubscribe/{token}): the subscription and its alert
   * history are deleted. False when the token opens nothing (already unsubscribed, or wrong).
   */
  unsubscribe(token: string): boolean {
    return transaction(this.db, () => {
      const row = this.#rowByToken(token);
      if (!row) return false;
      const id = String(row.id);
      this.db.prepare('DELETE FROM subscription_alerts WHERE subscription_id = ?').run(id);
      this.db.prepare('DELETE FROM subscription_link_tokens WHERE subscription_id = ?').run(id);
      this.db.prepare('DELETE FROM subscriptions WHERE id = ?').run(id);
      return true;
    });
  }

  /** Every confirmed subscription, for the alerts sent after a publish (DESIGN "Rebuild"). */
  confirmed(): Subscription[] {
    return this.db
      .prepare(`SELECT * FROM subscriptions WHERE status = 'confirmed' ORDER BY created_at`)
      .all()
      .map(toSubscription);
  }

  /**
   * Records that a listing was sent to a subscriber; true the first time only. Call it in the
   * transaction that accepts the alert mail into the outbox, so "sent" and "recorded" cannot
   * part: a listing is never sent twice to the same subscription.
   */
  markAlerted(subscriptionId: string, estateId: number | string): boolean {
    const result = this.db
      .prepare(
        `INSERT OR IGNORE INTO subscription_alerts (subscription_id, estate_id, alerted_at)
         VALUES (?, ?, ?)`,
      )
      .run(subscriptionId, String(estateId), this.#now());
    return Number(result.changes) === 1;
  }

  /**
   * The price each of these listings was last sent at to a subscriber (null: sent without a
   * price); a listing never sent is absent from the map.
   */
  alertedPrices(subscriptionId: string, estateIds: readonly string[]): Map<string, number | null> {
    const rows = this.db
      .prepare(
        `SELECT estate_id, price FROM subscription_alerts
         WHERE subscription_id = ? AND estate_id IN (SELECT value FROM json_each(?))`,
      )
      .all(subscriptionId, JSON.stringify(estateIds));
    return new Map(
      rows.map((row) => [String(row.estate_id), row.price === null ? null : Number(row.price)]),
    );
  }

  /**
   * Records the listings of an alert with the price it showed, replacing what an earlier alert
   * recorded. Call it in the transaction that accepts the alert into the outbox.
   */
  recordAlerted(
    subscriptionId: string,
    listings: readonly AlertedListing[],
    at: number = this.#now(),
  ): void {
    const upsert = this.db.prepare(
      `INSERT INTO subscription_alerts (subscription_id, estate_id, alerted_at, price)
       VALUES (?, ?, ?, ?)
       ON CONFLICT (subscription_id, estate_id)
       DO UPDATE SET alerted_at = excluded.alerted_at, price = excluded.price`,
    );
    transaction(this.db, () => {
      for (const { estateId, price } of listings) upsert.run(subscriptionId, estateId, at, price);
    });
  }

  /** Whether a listing was already sent to a subscriber. */
  alreadyAlerted(subscriptionId: string, estateId: number | string): boolean {
    return (
      this.db
        .prepare(
          'SELECT 1 AS hit FROM subscription_alerts WHERE subscription_id = ? AND estate_id = ?',
        )
        .get(subscriptionId, String(estateId)) !== undefined
    );
  }

  /** Deletes subscriptions never confirmed within `olderThanMs` (someone typed a wrong address). */
  purgeUnconfirmed(olderThanMs: number): number {
    return transaction(this.db, () => {
      const result = this.db
        .prepare(`DELETE FROM subscriptions WHERE status = 'pending' AND created_at < ?`)
        .run(this.#now() - olderThanMs);
      this.db
        .prepare(
          `DELETE FROM subscription_link_tokens
           WHERE subscription_id NOT IN (SELECT id FROM subscriptions)`,
        )
        .run();
      return Number(result.changes);
    });
  }

  /** A subscription by its id, as it is now (the alerts read it again under the write lock). */
  get(id: string): Subscription | undefined {
    return this.#byId(id);
  }

  #byId(id: string): Subscription | undefined {
    const row = this.db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(id);
    return row ? toSubscription(row) : undefined;
  }
}
