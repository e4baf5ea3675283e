import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  criteriaMatcher,
  diffListings,
  listedPrice,
  type ListingChanges,
} from '../../src/domain/listing-changes.ts';
import { toListingCard } from '../../src/domain/listing-card.ts';
import { locales, type Locale } from '../../src/domain/locales.ts';
import { buildPath } from '../../src/domain/routes.ts';
import type { SubscriptionCriteria } from '../../src/forms/schemas.ts';
import { estateSummarySchema } from '../../src/schemas/estate-summary.ts';
import { searchFactFields } from '../../src/domain/search-facts.ts';
import type { ListingManifest, ListingManifestEntry } from '../../src/domain/listing-manifest.ts';
import { sitePath, type AlertListing, type AlertPayload } from '../mail/payloads.ts';
import { openFormsDatabase, transaction } from './database.ts';
import { Outbox } from './outbox.ts';
import type { FormsConfig } from './config.ts';
import { SubscriptionStore, type AlertedListing, type Subscription } from './subscriptions.ts';

/*
 * Listing alerts: after each published rebuild, every confirmed subscriber gets one mail with the
 * new listings and price drops that match their criteria, in their language, with the unsubscribe
 * link. The mail goes through the outbox like every form mail, so the site server's worker delivers
 * it with retries, even when a separate publisher process queued it.
 *
 * "Never the same listing twice", as implemented: every listing an alert carries is recorded
 * per subscriber with the price it showed (`subscription_alerts`), in the transaction that
 * queues the mail. A listing is then sent once as new; it comes back only as a price drop, when
 * its price is lower than the price last sent to that subscriber. A price drop of a listing the
 * subscriber never got (it was published before they subscribed, or matches only now that it
 * is cheaper) is sent once as a drop. A listing whose price went up, stayed, or went back to a
 * price already sent is not sent again.
 *
 * A subscription on one listing's price (`criteria.estateId`, "alert me when the price drops")
 * goes the same way and hears of that listing's price drops only.
 *
 * One mail per subscriber per publish: its idempotency key is the subscription id and the
 * build's `builtAt`, so queuing the same publish again (a retried publisher, a second run)
 * queues nothing new.
 */

/** The outbox kind of an alert mail. */
export const alertKind = 'alert';

/**
 * Listings shown in one mail; more matches are counted and linked to the listing search, so a
 * large import does not become a mail of hundreds of properties. All of them count as sent.
 */
export const alertListingLimit = 20;

/**
 * Subscribers queued per transaction: a commit (an fsync) per few dozen mails rather than per
 * mail, while the write lock that the site server's forms wait for stays short.
 */
const alertBatchSize = 50;

const locale = z.enum(locales);

/** The manifest file a build writes (src/domain/listing-manifest.ts), read back and checked. */
export const listingManifestSchema = z.object({
  builtAt: z.string().min(1),
  hiddenStatus: z.array(z.number().int()).optional(),
  estates: z.array(
    z.object({
      id: z.string().min(1),
      summary: estateSummarySchema,
      // The search facts of its full record; a manifest of an older build has none.
      facts: z
        .partialRecord(z.enum(searchFactFields), z.array(z.union([z.string(), z.number()])))
        .optional(),
      paths: z.partialRecord(locale, z.string()),
    }),
  ),
}) satisfies z.ZodType<ListingManifest>;

export type QueueAlertsInput = {
  /** The outbox and the subscriptions on one database, so a mail and its record commit together. */
  outbox: Outbox;
  subscriptions: SubscriptionStore;
  /** The manifest of the publish before this one; null for the very first (nothing is new). */
  previous: ListingManifest | null;
  next: ListingManifest;
  /** The site's hiddenStatus (spec 2): listings with such a status are not announced. */
  hiddenStatus?: readonly number[];
  /** The clock of the `subscription_alerts` records. */
  now?: () => number;
};

export type QueueAlertsResult = {
  /** Confirmed subscriptions looked at. */
  subscribers: number;
  /** Alert mails put into the outbox by this call. */
  queued: number;
};

/** A listing of this publish that a subscriber's criteria select, with what changed. */
type Candidate = {
  entry: ListingManifestEntry;
  change: AlertListing['change'];
  price: number | null;
  previousPrice: number | null;
};

/**
 * The idempotency key of a subscriber's alert for one publish.
 * @example alertIdempotencyKey('3f2a…', '2026-05-04T06:00:00.000Z') // '3f2a…:2026-05-04T06:00:00.000Z'
 */
export function alertIdempotencyKey(subscriptionId: string, builtAt: string): string {
  return `${subscriptionId}:${builtAt}`;
}

const newestFirst = (a: Candidate, b: Candidate) =>
  (Date.parse(b.entry.summary.publicationDate) || 0) -
    (Date.parse(a.entry.summary.publicationDate) || 0) || a.entry.id.localeCompare(b.entry.id);

/** The news of a publish, priced once: new listings first, each group newest first. */
function newsOf(changes: ListingChanges): Candidate[] {
  const added = changes.added.map((entry): Candidate => ({
    entry,
    change: 'new',
    price: listedPrice(entry.summary),
    previousPrice: null,
  }));
  const drops = changes.priceDrops.map(({ entry, previousPrice }): Candidate => ({
    entry,
    change: 'priceDrop',
    price: listedPrice(entry.summary),
    previousPrice,
  }));
  return [...added.sort(newestFirst), ...drops.sort(newestFirst)];
}

/**
 * The news that match a subscriber's criteria, in the order of the mail; a subscription on one
 * listing's price hears of its price drops only (its coming back on offer is no drop).
 */
function candidatesFor(criteria: SubscriptionCriteria, news: readonly Candidate[]): Candidate[] {
  const matches = criteriaMatcher(criteria);
  const dropsOnly = criteria.estateId !== undefined;
  return news.filter(
    (candidate) => (!dropsOnly || candidate.change === 'priceDrop') && matches(candidate.entry),
  );
}

/**
 * The candidates this subscriber has not been told about (see the file comment): never sent,
 * or sent at a higher price than now, which makes it a price drop from the price they saw.
 */
function unsent(candidates: Candidate[], sent: Map<string, number | null>): Candidate[] {
  return candidates.flatMap((candidate): Candidate[] => {
    if (!sent.has(candidate.entry.id)) return [candidate];
    const last = sent.get(candidate.entry.id) ?? null;
    if (candidate.price === null || last === null || candidate.price >= last) return [];
    return [
      {
        ...candidate,
        change: 'priceDrop',
        previousPrice: candidate.change === 'priceDrop' ? candidate.previousPrice : last,
      },
    ];
  });
}

/** A listing as the subscriber's mail shows it: card title, place and price in their language. */
function alertListing(candidate: Candidate, language: Locale): AlertListing {
  const { entry } = candidate;
  const card = toListingCard(entry.summary, { locale: language, site: { hiddenStatus: [] } });
  const place = [card.zip, card.city].filter((part) => part !== null).join(' ');
  const path = entry.paths[language];
  return {
    id: entry.id,
    change: candidate.change,
    title: card.title || `#${entry.id}`,
    place: place === '' ? null : place,
    price: candidate.price,
    priceFrom: card.priceFrom,
    previousPrice: candidate.previousPrice,
    // A manifest without this language's page: the short detail route still finds it.
    path:
      path && sitePath.test(path)
        ? path
        : buildPath('estateDetailShort', language, { estateId: entry.id }),
  };
}

function alertPayload(
  subscription: Subscription,
  news: Candidate[],
  builtAt: string,
): AlertPayload {
  return {
    locale: subscription.locale,
    subscriptionId: subscription.id,
    email: subscription.email,
    criteria: subscription.criteria,
    builtAt,
    counts: {
      new: news.filter((candidate) => candidate.change === 'new').length,
      priceDrops: news.filter((candidate) => candidate.change === 'priceDrop').length,
    },
    listings: news
      .slice(0, alertListingLimit)
      .map((candidate) => alertListing(candidate, subscription.locale)),
  };
}

/**
 * Queues the alert of one subscriber, all or nothing: under the write lock it checks that this
 * publish was not queued yet and that the subscription is still confirmed (it may have left a
 * moment ago), leaves out what was already sent, then stores a link token, the mail and the
 * record of what it carries in one transaction.
 */
function queueAlert(
  input: QueueAlertsInput,
  news: readonly Candidate[],
  subscriptionId: string,
  now: () => number,
): boolean {
  const { outbox, subscriptions, next } = input;
  return transaction(outbox.db, () => {
    const key = alertIdempotencyKey(subscriptionId, next.builtAt);
    if (outbox.find(alertKind, key)) return false;
    const subscription = subscriptions.get(subscriptionId);
    if (subscription?.status !== 'confirmed') return false;
    const candidates = candidatesFor(subscription.criteria, news);
    const sent = subscriptions.alertedPrices(
      subscription.id,
      candidates.map((candidate) => candidate.entry.id),
    );
    const fresh = unsent(candidates, sent);
    if (fresh.length === 0) return false;
    const token = subscriptions.issueLinkToken(subscription.id);
    outbox.accept(alertKind, alertPayload(subscription, fresh, next.builtAt), key, {
      secret: { token },
    });
    const record: AlertedListing[] = fresh.map((candidate) => ({
      estateId: candidate.entry.id,
      price: candidate.price,
    }));
    subscriptions.recordAlerted(subscription.id, record, now());
    return true;
  });
}

/**
 * Puts one alert mail per confirmed subscriber into the outbox for a publish: the listings of
 * `diffListings(previous, next)` that match the subscriber's criteria and were not sent to them
 * before. A subscriber with nothing new gets no mail. Running it again for the same publish
 * queues nothing (see the file comment).
 *
 * @example queueListingAlerts({ outbox, subscriptions, previous, next }) // { subscribers: 40, queued: 3 }
 */
export function queueListingAlerts(input: QueueAlertsInput): QueueAlertsResult {
  const { outbox, subscriptions } = input;
  if (outbox.db !== subscriptions.db) {
    throw new Error('The subscriptions and the outbox must share one database');
  }
  const changes = diffListings(input.previous, input.next, {
    ...(input.hiddenStatus ? { hiddenStatus: input.hiddenStatus } : {}),
  });
  const confirmed = subscriptions.confirmed();
  if (changes.added.length === 0 && changes.priceDrops.length === 0) {
    return { subscribers: confirmed.length, queued: 0 };
  }
  const now = input.now ?? Date.now;
  const news = newsOf(changes);
  // Most subscribers match nothing: found without taking the write lock.
  const due = confirmed.filter(
    (subscription) => candidatesFor(subscription.criteria, news).length > 0,
  );
  let queued = 0;
  for (let start = 0; start < due.length; start += alertBatchSize) {
    const batch = due.slice(start, start + alertBatchSize);
    queued += transaction(
      outbox.db,
      () => batch.filter((subscription) => queueAlert(input, news, subscription.id, now)).length,
    );
  }
  return { subscribers: confirmed.length, queued };
}

/** Reads a manifest file; a previous manifest that does not exist means no previous publish. */
async function readManifest(
  path: string,
  missing: 'null' | 'throw',
): Promise<ListingManifest | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (missing === 'null' && (error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`Unreadable listing manifest ${path}: ${String(error)}`, { cause: error });
  }
  const parsed = listingManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`Unreadable listing manifest ${path}: ${parsed.error.message}`);
  }
  return parsed.data;
}

/**
 * What the publisher calls after a publish: reads the previous and the new build's
 * `listings-manifest.json`, opens the forms database (DATA_DIR/forms.sqlite, WAL, so the running
 * site server keeps serving and its outbox worker delivers what is queued here), queues the
 * alerts and closes the database. No previous manifest (null, or a build from before manifests
 * existed) alerts no one: nothing is "new" on a first publish.
 *
 * @example await alertsAfterPublish(formsConfig(), 'builds/a/listings-manifest.json', 'builds/b/listings-manifest.json')
 */
export async function alertsAfterPublish(
  config: FormsConfig,
  previousManifestPath: string | null,
  nextManifestPath: string,
  options: Pick<QueueAlertsInput, 'hiddenStatus' | 'now'> = {},
): Promise<QueueAlertsResult> {
  const [previous, next] = await Promise.all([
    previousManifestPath === null ? null : readManifest(previousManifestPath, 'null'),
    readManifest(nextManifestPath, 'throw'),
  ]);
  if (!next) throw new Error(`No listing manifest at ${nextManifestPath}`);
  const db = openFormsDatabase(config.databasePath);
  try {
    const outbox = new Outbox(db);
    const subscriptions = new SubscriptionStore(db);
    // The site's hidden statuses as the build recorded them, unless the caller says otherwise.
    const hiddenStatus = options.hiddenStatus ?? next.hiddenStatus;
    return queueListingAlerts({
      outbox,
      subscriptions,
      previous,
      next,
      ...options,
      ...(hiddenStatus ? { hiddenStatus } : {}),
    });
  } finally {
    db.close();
  }
}
