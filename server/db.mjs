// @ts-check
// The enquiries database: one SQLite file (Node's built-in node:sqlite, no native build), under
// data/ unless ENQUIRIES_DB names another. What a parent sent is stored before they are told it
// arrived, and stored durably: WAL with synchronous=FULL makes a commit reach the disk before it
// returns, so an acknowledged enquiry survives a power cut or a `kill -9` the next instant.
// The schema grows by numbered migrations (PRAGMA user_version); docs/deploy.md says how to
// back the file up (`backup`, an online VACUUM INTO) and restore it.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** How long a writer waits for another's lock before failing (the office's export, a backup). */
export const BUSY_TIMEOUT_MS = 5_000;

/**
 * The migrations, in order: migration n takes a file from user_version n-1 to n. Never edit one
 * that has shipped; add the next.
 */
export const MIGRATIONS = [
  // 1: the enquiries as parents sent them, verbatim.
  `CREATE TABLE enquiries (
     id INTEGER PRIMARY KEY,
     received_at TEXT NOT NULL,
     language TEXT NOT NULL,
     first_name TEXT NOT NULL DEFAULT '',
     last_name TEXT NOT NULL DEFAULT '',
     email TEXT NOT NULL DEFAULT '',
     phone TEXT NOT NULL DEFAULT '',
     grade TEXT NOT NULL DEFAULT '',
     message TEXT NOT NULL,
     spam INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX enquiries_received ON enquiries (received_at);`,
  // 2: the outbox (one mail per enquiry, retried until the mail server accepts it), and the
  // id a parent's browser gives each submission so a retried send is stored once.
  `CREATE TABLE outbox (
     enquiry_id INTEGER PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);
   ALTER TABLE enquiries ADD COLUMN client_id TEXT;
   CREATE UNIQUE INDEX enquiries_client_id ON enquiries (client_id) WHERE client_id IS NOT NULL;
   INSERT INTO outbox (enquiry_id, next_attempt_at)
     SELECT id, received_at FROM enquiries WHERE spam = 0;`,
  // 3: the office inbox (server/office/): when an enquiry was answered, and the staff's
  // sessions (a token's hash, never the token; its CSRF token; its expiry).
  `ALTER TABLE enquiries ADD COLUMN answered_at TEXT;
   CREATE TABLE office_sessions (
     token_hash TEXT PRIMARY KEY,
     csrf TEXT NOT NULL,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );`,
];

/**
 * @typedef {import('../src/features/contact/enquiryRules.mjs').NewEnquiry} NewEnquiry
 * @typedef {NewEnquiry & { id: number; receivedAt: string; answeredAt?: string | null }} Enquiry
 */

/** @param {Record<string, any>} row @returns {Enquiry} */
const enquiryOf = (row) => ({
  id: Number(row.id),
  receivedAt: row.received_at,
  language: row.language,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  grade: row.grade,
  message: row.message,
  spam: row.spam === 1,
  clientId: row.client_id ?? null,
  answeredAt: row.answered_at ?? null,
});

/**
 * Opens (creating if need be) the database and brings its schema up to date.
 * @param {string} file a path, or ':memory:'
 */
export function openDatabase(file) {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS });
  db.exec(`PRAGMA journal_mode = WAL;
           PRAGMA synchronous = FULL;
           PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};
           PRAGMA foreign_keys = ON;`);
  migrate(db);
  return store(db);
}

/** @param {DatabaseSync} db */
function migrate(db) {
  const version = Number(/** @type {any} */ (db.prepare('PRAGMA user_version').get()).user_version);
  if (version > MIGRATIONS.length)
    throw new Error(
      `The enquiries database is at version ${version}, newer than this code (${MIGRATIONS.length})`,
    );
  for (let next = version + 1; next <= MIGRATIONS.length; next++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(MIGRATIONS[next - 1] ?? '');
      db.exec(`PRAGMA user_version = ${next}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

/** @param {DatabaseSync} db */
function store(db) {
  const insert = db.prepare(`INSERT INTO enquiries
    (received_at, language, first_name, last_name, email, phone, grade, message, spam, client_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const byClientId = db.prepare('SELECT * FROM enquiries WHERE client_id = ?');
  const queue = db.prepare('INSERT INTO outbox (enquiry_id, next_attempt_at) VALUES (?, ?)');
  const due =
    db.prepare(`SELECT e.*, o.attempts FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
    WHERE o.sent_at IS NULL AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at LIMIT ?`);
  const markSent = db.prepare(
    'UPDATE outbox SET sent_at = ?, last_error = NULL WHERE enquiry_id = ?',
  );
  const markFailed = db.prepare(`UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?,
    last_error = ? WHERE enquiry_id = ?`);
  const oldestUnsent = db.prepare(
    'SELECT MIN(e.received_at) AS at FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id WHERE o.sent_at IS NULL',
  );
  const expire = db.prepare('DELETE FROM enquiries WHERE received_at < ?');

  return {
    db,
    /**
     * Stores an enquiry (and, unless it is spam, its mail in the outbox) in one transaction.
     * A submission whose client id is already stored is not stored again: its first copy is
     * returned, so a parent's retry (or the offline queue's replay) never doubles it.
     * @param {NewEnquiry} enquiry
     * @param {Date} now
     * @returns {{ enquiry: Enquiry; duplicate: boolean }}
     */
    add(enquiry, now) {
      const at = now.toISOString();
      db.exec('BEGIN IMMEDIATE');
      try {
        const earlier = enquiry.clientId ? byClientId.get(enquiry.clientId) : undefined;
        if (earlier) {
          db.exec('COMMIT');
          return { enquiry: enquiryOf(earlier), duplicate: true };
        }
        const { lastInsertRowid } = insert.run(
          at,
          enquiry.language,
          enquiry.firstName,
          enquiry.lastName,
          enquiry.email,
          enquiry.phone,
          enquiry.grade,
          enquiry.message,
          enquiry.spam ? 1 : 0,
          enquiry.clientId,
        );
        if (!enquiry.spam) queue.run(lastInsertRowid, at);
        db.exec('COMMIT');
        return {
          enquiry: { ...enquiry, id: Number(lastInsertRowid), receivedAt: at },
          duplicate: false,
        };
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    /** @param {number} id */
    get(id) {
      const row = db.prepare('SELECT * FROM enquiries WHERE id = ?').get(id);
      return row ? enquiryOf(row) : null;
    },
    /** Every enquiry, oldest first (tests, the office's export). */
    all() {
      return db.prepare('SELECT * FROM enquiries ORDER BY id').all().map(enquiryOf);
    },
    /** @param {Date} now @param {number} limit */
    due(now, limit = 10) {
      return due.all(now.toISOString(), limit).map((row) => ({
        enquiry: enquiryOf(row),
        attempts: Number(row.attempts),
      }));
    },
    /** @param {number} id @param {Date} now */
    sent(id, now) {
      markSent.run(now.toISOString(), id);
    },
    /** @param {number} id @param {Date} retryAt @param {string} error */
    failed(id, retryAt, error) {
      markFailed.run(retryAt.toISOString(), error.slice(0, 500), id);
    },
    /** @param {number} id */
    outboxState(id) {
      return /** @type {{ attempts: number; sent_at: string | null; last_error: string | null; next_attempt_at: string } | undefined} */ (
        db.prepare('SELECT * FROM outbox WHERE enquiry_id = ?').get(id)
      );
    },
    /** When the oldest mail not yet accepted by the mail server was received, or null. */
    oldestUnsent() {
      const at = /** @type {any} */ (oldestUnsent.get())?.at;
      return at ? new Date(at) : null;
    },
    /**
     * Deletes enquiries received before the cut-off (and their outbox rows), as the privacy
     * notice promises. Returns how many.
     * @param {Date} before
     */
    expire(before) {
      return Number(expire.run(before.toISOString()).changes);
    },
    /**
     * The office's view: the newest first, matching `search` (in any field a parent filled),
     * only those not answered (`open`), in one `language`, older than enquiry `before` (the next
     * page), at most `limit`; with each one's mail state. And how many match in all, and how
     * many (not spam) wait for an answer.
     * @param {{ search?: string; open?: boolean; language?: string; before?: number; limit?: number }} options
     */
    inbox({ search = '', open = false, language = '', before = 0, limit = 100 } = {}) {
      /** @type {string[]} */
      const conditions = [];
      /** @type {(string | number)[]} */
      const args = [];
      if (search) {
        // In any field a parent filled; a phone number however it is spaced ("98200 12345",
        // "+919820012345").
        const digits = search.replace(/\D/g, '');
        conditions.push(
          `((e.first_name || ' ' || e.last_name || ' ' || e.email || ' ' || e.phone || ' ' ||
             e.grade || ' ' || e.message) LIKE ? ESCAPE '\\'${
               digits.length >= 4 && /^[\d\s+()-]+$/.test(search)
                 ? " OR REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(e.phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '') LIKE ?"
                 : ''
             })`,
        );
        args.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        if (digits.length >= 4 && /^[\d\s+()-]+$/.test(search))
          args.push(`%${digits.replace(/^91(?=\d{10}$)/, '')}%`);
      }
      if (open) conditions.push('e.answered_at IS NULL');
      if (language) {
        conditions.push('e.language = ?');
        args.push(language);
      }
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      const page = before ? `${where ? `${where} AND` : 'WHERE'} e.id < ?` : where;
      const pageArgs = before ? [...args, before] : args;
      const unanswered = Number(
        /** @type {any} */ (
          db
            .prepare('SELECT COUNT(*) AS n FROM enquiries WHERE answered_at IS NULL AND spam = 0')
            .get()
        ).n,
      );
      const rows = db
        .prepare(
          `SELECT e.*, o.sent_at, o.attempts, o.last_error FROM enquiries e
           LEFT JOIN outbox o ON o.enquiry_id = e.id ${page} ORDER BY e.id DESC LIMIT ?`,
        )
        .all(...pageArgs, limit);
      const total = Number(
        /** @type {any} */ (
          db.prepare(`SELECT COUNT(*) AS n FROM enquiries e ${where}`).get(...args)
        ).n,
      );
      return {
        total,
        unanswered,
        enquiries: rows.map((row) => ({
          ...enquiryOf(row),
          mail: row.spam
            ? /** @type {const} */ ({ state: 'spam' })
            : row.sent_at
              ? /** @type {const} */ ({ state: 'sent', at: String(row.sent_at) })
              : /** @type {const} */ ({
                  state: 'waiting',
                  attempts: Number(row.attempts ?? 0),
                  error: row.last_error ? String(row.last_error) : null,
                }),
        })),
      };
    },
    /**
     * The enquiries received in [from, to), oldest first, with their mail state (the export).
     * @param {Date} from @param {Date} to
     */
    between(from, to) {
      return db
        .prepare(
          `SELECT e.*, o.sent_at FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id
           WHERE e.received_at >= ? AND e.received_at < ? ORDER BY e.id`,
        )
        .all(from.toISOString(), to.toISOString())
        .map((row) => ({ ...enquiryOf(row), sentAt: row.sent_at ? String(row.sent_at) : null }));
    },
    /** @param {number} id @param {Date | null} at */
    markAnswered(id, at) {
      return Number(
        db
          .prepare('UPDATE enquiries SET answered_at = ? WHERE id = ?')
          .run(at?.toISOString() ?? null, id).changes,
      );
    },
    /** Deletes one enquiry and its mail (a parent's request). @param {number} id */
    remove(id) {
      return Number(db.prepare('DELETE FROM enquiries WHERE id = ?').run(id).changes);
    },
    sessions: {
      /** @param {string} tokenHash @param {string} csrf @param {Date} now @param {Date} expires */
      add(tokenHash, csrf, now, expires) {
        db.prepare('INSERT INTO office_sessions VALUES (?, ?, ?, ?)').run(
          tokenHash,
          csrf,
          now.toISOString(),
          expires.toISOString(),
        );
      },
      /** The live session with this token hash, or null (expired ones are deleted). */
      get(/** @type {string} */ tokenHash, /** @type {Date} */ now) {
        db.prepare('DELETE FROM office_sessions WHERE expires_at <= ?').run(now.toISOString());
        const row = /** @type {{ csrf: string; expires_at: string } | undefined} */ (
          db
            .prepare('SELECT csrf, expires_at FROM office_sessions WHERE token_hash = ?')
            .get(tokenHash)
        );
        return row ? { csrf: row.csrf, expiresAt: row.expires_at } : null;
      },
      remove(/** @type {string} */ tokenHash) {
        db.prepare('DELETE FROM office_sessions WHERE token_hash = ?').run(tokenHash);
      },
    },
    /** Fails unless the file can be written now (the health check). */
    assertWritable() {
      db.exec('BEGIN IMMEDIATE');
      try {
        db.exec('PRAGMA user_version = ' + MIGRATIONS.length);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    /** The durability settings as SQLite reports them. */
    settings() {
      const pragma = (/** @type {string} */ name) =>
        Object.values(/** @type {object} */ (db.prepare(`PRAGMA ${name}`).get()))[0];
      return {
        journalMode: pragma('journal_mode'),
        synchronous: pragma('synchronous'),
        busyTimeout: pragma('busy_timeout'),
        foreignKeys: pragma('foreign_keys'),
        userVersion: pragma('user_version'),
      };
    },
    /**
     * An online backup: a consistent copy of the whole database in one new file, taken while
     * the service runs (writers wait at most BUSY_TIMEOUT_MS). The copy is an ordinary SQLite
     * file: to restore, stop the service and put it in the database's place.
     * @param {string} file a path that does not exist yet
     */
    backup(file) {
      mkdirSync(dirname(file), { recursive: true });
      db.prepare('VACUUM INTO ?').run(file);
    },
    close() {
      db.close();
    },
  };
}

/** @typedef {ReturnType<typeof openDatabase>} Store */
