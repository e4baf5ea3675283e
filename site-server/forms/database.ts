import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * Opens (and creates) the site server's SQLite file for form submissions and subscriptions.
 * WAL lets the worker read while a request writes; `synchronous = FULL` makes a commit survive
 * a power cut, not only a killed process, because an answered submission must never be lost
 * (submissions are few, an fsync each is cheap). `busy_timeout` covers a second process (a
 * worker of its own, a CLI) on the same file.
 */
export function openFormsDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA busy_timeout = 5000;
  `);
  return db;
}

/**
 * Runs `work` in one write transaction: all of it is stored, or none. Inside a transaction
 * already open it joins that one, so stores can be combined (a subscription and its
 * confirmation mail commit together). `BEGIN IMMEDIATE` takes the write lock up front, so two
 * processes cannot both read "no such key" and then both insert.
 */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Adds a column that a table created by an earlier version lacks (a migration run when a store
 * opens the file). Checked again under the write lock, so the site server and a publisher
 * opening the same file at once do not both add it. True when the column was added.
 * @example addColumnIfMissing(db, 'subscription_alerts', 'price', 'REAL')
 */
export function addColumnIfMissing(
  db: DatabaseSync,
  table: string,
  column: string,
  definition: string,
): boolean {
  if (!identifier.test(table) || !identifier.test(column)) {
    throw new Error(`Not a plain SQL name: ${table}.${column}`);
  }
  const exists = () =>
    db.prepare(`SELECT 1 AS hit FROM pragma_table_info(?) WHERE name = ?`).get(table, column) !==
    undefined;
  if (exists()) return false;
  return transaction(db, () => {
    if (exists()) return false;
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
    return true;
  });
}
