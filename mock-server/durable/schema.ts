/** The database's format; a file of another version is refused rather than misread. */
export const FORMAT_VERSION = 2;

/** The format before every table carried checksums (migrate.ts adds them). */
export const FORMAT_WITHOUT_SUMS = 1;

/** The file inside the data folder. */
export const DATABASE_FILE = 'mock.db';

/**
 * Rows of every entity (`data` as saved by durable/rows.ts), each table's id counter, and what
 * lives beside the tables: one row per history entry, per trash entry, per entry of the small
 * parts (sessions, saved views, staff settings) and per uploaded file. Every row but the counters
 * and `meta` carries `sum`, the CRC-32 of its key and value (checked.ts), so that a changed byte
 * inside a value is noticed. Tables keep their rowid, so a damaged file can be salvaged a row at
 * a time (recover.ts).
 */
export const TABLES: Record<string, string> = {
  meta: 'CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
  rows: 'CREATE TABLE IF NOT EXISTS rows (type TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL, sum INTEGER NOT NULL, PRIMARY KEY (type, id))',
  seqs: 'CREATE TABLE IF NOT EXISTS seqs (type TEXT PRIMARY KEY, seq INTEGER NOT NULL)',
  history: 'CREATE TABLE IF NOT EXISTS history (id INTEGER PRIMARY KEY AUTOINCREMENT, subject TEXT NOT NULL, record_id TEXT NOT NULL, data TEXT NOT NULL, sum INTEGER NOT NULL)',
  trash: 'CREATE TABLE IF NOT EXISTS trash (subject TEXT NOT NULL, id TEXT NOT NULL, deleted_at TEXT NOT NULL, data TEXT NOT NULL, sum INTEGER NOT NULL, PRIMARY KEY (subject, id))',
  parts: 'CREATE TABLE IF NOT EXISTS parts (part TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, sum INTEGER NOT NULL, PRIMARY KEY (part, key))',
  uploads: 'CREATE TABLE IF NOT EXISTS uploads (id TEXT PRIMARY KEY, uploaded_by TEXT NOT NULL, size INTEGER NOT NULL, data TEXT NOT NULL, sum INTEGER NOT NULL)',
};

/**
 * Per table, an index that holds every row's rowid and key: when the table's own pages are
 * damaged, it still says which rows there were, so a salvage can name what it lost.
 */
export const KEY_INDEXES: Record<string, { index: string; key: string }> = {
  meta: { index: 'sqlite_autoindex_meta_1', key: 'key' },
  rows: { index: 'sqlite_autoindex_rows_1', key: "type || ' ' || id" },
  seqs: { index: 'sqlite_autoindex_seqs_1', key: 'type' },
  history: { index: 'history_record', key: "subject || ' ' || record_id" },
  trash: { index: 'sqlite_autoindex_trash_1', key: "subject || ' ' || id" },
  parts: { index: 'sqlite_autoindex_parts_1', key: "part || ' ' || key" },
  uploads: { index: 'sqlite_autoindex_uploads_1', key: 'id' },
};

const INDEXES = [
  'CREATE INDEX IF NOT EXISTS history_record ON history (subject, record_id, id)',
  'CREATE INDEX IF NOT EXISTS trash_subject ON trash (subject, deleted_at)',
  'CREATE INDEX IF NOT EXISTS uploads_by ON uploads (uploaded_by)',
];

export const SCHEMA_SQL = [...Object.values(TABLES), ...INDEXES].join(';\n');
