import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * SQLite storage of the local content service (node:sqlite, WAL). Content is kept as JSON
 * documents per site and kind; submissions (appointments, rental reservations) have their own
 * tables, written in a transaction before the service answers, so an answered submission is
 * durable.
 */
export type DocumentKind =
  | 'menu'
  | 'page'
  | 'entity'
  | 'entityItem'
  | 'estate'
  | 'backOffice'
  | 'collection'
  | 'estatePage'
  | 'agreements'
  | 'rentalUnit'
  | 'rentalPeriods'
  | 'agendaSlots'
  | 'contactInfo';

export type StoredAppointment = {
  id: string;
  siteId: string;
  estateId: number;
  slotId: string;
  status: 'BOOKED' | 'CANCELLED';
  json: string;
};

export class Store {
  readonly db: DatabaseSync;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new DatabaseSync(path);
    this.db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA busy_timeout = 5000;
      CREATE TABLE IF NOT EXISTS sites (id TEXT PRIMARY KEY, hostname TEXT, json TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS documents (
        site_id TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL, json TEXT NOT NULL,
        PRIMARY KEY (site_id, kind, id)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS translations (locale TEXT PRIMARY KEY, json TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS appointments (
        id TEXT PRIMARY KEY, site_id TEXT NOT NULL, estate_id INTEGER NOT NULL,
        slot_id TEXT NOT NULL, status TEXT NOT NULL, json TEXT NOT NULL, created_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX IF NOT EXISTS appointments_one_booking_per_slot
        ON appointments (site_id, estate_id, slot_id) WHERE status = 'BOOKED';
      CREATE TABLE IF NOT EXISTS rental_reservations (
        id TEXT PRIMARY KEY, site_id TEXT NOT NULL, json TEXT NOT NULL, created_at TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS idempotent_answers (
        site_id TEXT NOT NULL, scope TEXT NOT NULL, key TEXT NOT NULL, status INTEGER NOT NULL,
        json TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (site_id, scope, key)
      ) WITHOUT ROWID;
    `);
  }

  close(): void {
    this.db.close();
  }

  /** Runs `work` in one transaction: all of it is stored, or none. */
  transaction<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  putSite(id: string, hostname: string, value: unknown): void {
    this.db
      .prepare('INSERT OR REPLACE INTO sites (id, hostname, json) VALUES (?, ?, ?)')
      .run(id, hostname, JSON.stringify(value));
  }

  siteJson(id: string): string | undefined {
    const row = this.db.prepare('SELECT json FROM sites WHERE id = ?').get(id);
    return row ? String(row.json) : undefined;
  }

  siteIdByHostname(hostname: string): string | undefined {
    const row = this.db.prepare('SELECT id FROM sites WHERE hostname = ?').get(hostname);
    return row ? String(row.id) : undefined;
  }

  siteIds(): string[] {
    return this.db
      .prepare('SELECT id FROM sites ORDER BY id')
      .all()
      .map((row) => String(row.id));
  }

  putDocument(siteId: string, kind: DocumentKind, id: string | number, value: unknown): void {
    this.db
      .prepare('INSERT OR REPLACE INTO documents (site_id, kind, id, json) VALUES (?, ?, ?, ?)')
      .run(siteId, kind, String(id), JSON.stringify(value));
  }

  deleteDocument(siteId: string, kind: DocumentKind, id: string | number): void {
    this.db
      .prepare('DELETE FROM documents WHERE site_id = ? AND kind = ? AND id = ?')
      .run(siteId, kind, String(id));
  }

  documentJson(siteId: string, kind: DocumentKind, id: string | number): string | undefined {
    const row = this.db
      .prepare('SELECT json FROM documents WHERE site_id = ? AND kind = ? AND id = ?')
      .get(siteId, kind, String(id));
    return row ? String(row.json) : undefined;
  }

  document<T>(siteId: string, kind: DocumentKind, id: string | number): T | undefined {
    const json = this.documentJson(siteId, kind, id);
    return json === undefined ? undefined : (JSON.parse(json) as T);
  }

  documents<T>(siteId: string, kind: DocumentKind): T[] {
    return this.db
      .prepare('SELECT json FROM documents WHERE site_id = ? AND kind = ? ORDER BY id')
      .all(siteId, kind)
      .map((row) => JSON.parse(String(row.json)) as T);
  }

  /** Removes every document of a site (before a fresh seed). */
  clearSite(siteId: string): void {
    this.db.prepare('DELETE FROM documents WHERE site_id = ?').run(siteId);
    this.db.prepare('DELETE FROM sites WHERE id = ?').run(siteId);
  }

  putTranslations(locale: string, value: Record<string, string>): void {
    this.db
      .prepare('INSERT OR REPLACE INTO translations (locale, json) VALUES (?, ?)')
      .run(locale, JSON.stringify(value));
  }

  translationsJson(locale: string): string | undefined {
    const row = this.db.prepare('SELECT json FROM translations WHERE locale = ?').get(locale);
    return row ? String(row.json) : undefined;
  }

  /** Stores a booking; false when the slot is already booked (unique index). */
  insertAppointment(appointment: StoredAppointment, createdAt: string): boolean {
    try {
      this.db
        .prepare(
          `INSERT INTO appointments (id, site_id, estate_id, slot_id, status, json, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          appointment.id,
          appointment.siteId,
          appointment.estateId,
          appointment.slotId,
          appointment.status,
          appointment.json,
          createdAt,
        );
      return true;
    } catch (error) {
      if (String(error).includes('UNIQUE')) return false;
      throw error;
    }
  }

  appointment(siteId: string, id: string): StoredAppointment | undefined {
    const row = this.db
      .prepare(
        'SELECT id, site_id, estate_id, slot_id, status, json FROM appointments WHERE site_id = ? AND id = ?',
      )
      .get(siteId, id);
    if (!row) return undefined;
    return {
      id: String(row.id),
      siteId: String(row.site_id),
      estateId: Number(row.estate_id),
      slotId: String(row.slot_id),
      status: row.status === 'CANCELLED' ? 'CANCELLED' : 'BOOKED',
      json: String(row.json),
    };
  }

  updateAppointment(siteId: string, id: string, status: 'CANCELLED', json: string): void {
    this.db
      .prepare('UPDATE appointments SET status = ?, json = ? WHERE site_id = ? AND id = ?')
      .run(status, json, siteId, id);
  }

  bookedSlotIds(siteId: string, estateId: number): Set<string> {
    return new Set(
      this.db
        .prepare(
          "SELECT slot_id FROM appointments WHERE site_id = ? AND estate_id = ? AND status = 'BOOKED'",
        )
        .all(siteId, estateId)
        .map((row) => String(row.slot_id)),
    );
  }

  /** The answer a request with this Idempotency-Key got before, if any. */
  idempotentAnswer(
    siteId: string,
    scope: string,
    key: string,
  ): { status: number; json: string } | undefined {
    const row = this.db
      .prepare(
        'SELECT status, json FROM idempotent_answers WHERE site_id = ? AND scope = ? AND key = ?',
      )
      .get(siteId, scope, key);
    return row ? { status: Number(row.status), json: String(row.json) } : undefined;
  }

  rememberIdempotentAnswer(
    siteId: string,
    scope: string,
    key: string,
    answer: { status: number; json: string },
    createdAt: string,
  ): void {
    this.db
      .prepare(
        `INSERT OR IGNORE INTO idempotent_answers (site_id, scope, key, status, json, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(siteId, scope, key, answer.status, answer.json, createdAt);
  }

  insertRentalReservation(siteId: string, id: string, json: string, createdAt: string): void {
    this.db
      .prepare(
        'INSERT INTO rental_reservations (id, site_id, json, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(id, siteId, json, createdAt);
  }

  setMeta(key: string, value: string): void {
    this.db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(key, value);
  }

  meta(key: string): string | undefined {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get(key);
    return row ? String(row.value) : undefined;
  }
}
