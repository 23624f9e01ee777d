import Driver from 'libsql';

type Value = string | number | bigint | null;
type Statement = Driver.Statement;

/** SQLite's answer when the disk or the folder refuses a write: the change is refused, the server goes on. */
const STORAGE_CODES = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|PERM|BUSY|LOCKED|PROTOCOL)/;
/** The file is not a database, or its pages do not hold together. */
const DAMAGE_CODES = /^SQLITE_(CORRUPT|NOTADB)/;

/**
 * Text read back from the file. The driver aborts the whole process on a text value that is not
 * valid UTF-8 (one changed byte in the file is enough), so text columns are selected as BLOBs
 * (`CAST(x AS BLOB)`, see `text()`) and decoded here, strictly: bytes that are not UTF-8 throw
 * UnreadableTextError, which the reader turns into a refusal naming the row.
 */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A value stored as text whose bytes are not UTF-8; `row` holds the row's values as read (text left as bytes). */
export class UnreadableTextError extends Error {
  constructor(readonly row: unknown[]) {
    super('text that is not valid UTF-8');
  }
}

/** The column `name` as its bytes, for `Sql` to decode (and refuse) rather than the driver to abort on. */
export const text = (name: string) => `CAST(${name} AS BLOB)`;

/** Bytes as UTF-8 text, or lenient (U+FFFD for what is not) to name a row whose text is damaged. */
export const lenient = (value: unknown) => (value instanceof Uint8Array ? new TextDecoder().decode(value) : String(value));

function decodeRow(row: unknown[]): Value[] | UnreadableTextError {
  for (let i = 0; i < row.length; i += 1) {
    const value = row[i];
    if (value instanceof Uint8Array) {
      try {
        row[i] = utf8.decode(value);
      } catch {
        return new UnreadableTextError(row);
      }
    }
  }
  return row as Value[];
}

function orThrow(row: Value[] | UnreadableTextError): Value[] {
  if (row instanceof UnreadableTextError) throw row;
  return row;
}

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');
export const isStorageError = (error: unknown) => STORAGE_CODES.test(codeOf(error));
export const isDamageError = (error: unknown) => DAMAGE_CODES.test(codeOf(error));

/**
 * One SQLite connection with its statements prepared once. Rows come back as arrays of column
 * values (the driver's row objects carry an extra `_metadata` key), and parameters are always
 * bound as one array, so a single `null` is never taken for named parameters.
 */
export class Sql {
  private readonly statements = new Map<string, Statement>();

  constructor(readonly connection: Driver.Database) {}

  static open(path: string): Sql {
    return new Sql(new Driver(path));
  }

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.connection.prepare(sql);
      if (statement.reader) {
        statement.raw(true);
        // A declared TEXT column would reach the driver's decoding, which aborts on a damaged byte.
        const textColumn = statement.columns().find((column) => column.type?.toUpperCase() === 'TEXT');
        if (textColumn) throw new Error(`Read text columns through text(): ${textColumn.name} in ${sql}`);
      }
      this.statements.set(sql, statement);
    }
    return statement;
  }

  run(sql: string, params: Value[] = []): { changes: number; lastInsertRowid: number } {
    const result = this.statement(sql).run(params);
    return { changes: result.changes, lastInsertRowid: Number(result.lastInsertRowid) };
  }

  /** The first row's columns, or undefined. Text comes back as text only when selected through `text()`. */
  get(sql: string, params: Value[] = []): Value[] | undefined {
    const row = this.statement(sql).get(params) as unknown[] | undefined;
    return row && orThrow(decodeRow(row));
  }

  /** The first column of the first row, or undefined. */
  value(sql: string, params: Value[] = []): Value | undefined {
    return this.get(sql, params)?.[0];
  }

  all(sql: string, params: Value[] = []): Value[][] {
    return [...this.iterate(sql, params)];
  }

  /** Rows one at a time; a row with damaged text throws UnreadableTextError (and ends the loop). */
  *iterate(sql: string, params: Value[] = []): IterableIterator<Value[]> {
    for (const row of this.scan(sql, params)) yield orThrow(row);
  }

  /** Rows one at a time, a row with damaged text as its UnreadableTextError: a reader that names and skips it goes on. */
  *scan(sql: string, params: Value[] = []): IterableIterator<Value[] | UnreadableTextError> {
    for (const row of this.statement(sql).iterate(params) as IterableIterator<unknown[]>) yield decodeRow(row);
  }

  exec(sql: string): void {
    this.connection.exec(sql);
  }

  get inTransaction(): boolean {
    return this.connection.inTransaction;
  }

  close(): void {
    this.statements.clear();
    if (this.connection.open) this.connection.close();
  }
}
