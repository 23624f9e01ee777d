import Driver from 'libsql';

type Value = string | number | bigint | null;
type Statement = Driver.Statement;

/** SQLite's answer when the disk or the folder refuses a write: the change is refused, the server goes on. */
const STORAGE_CODES = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|PERM|BUSY|LOCKED|PROTOCOL)/;
/** The file is not a database, or its pages do not hold together. */
const DAMAGE_CODES = /^SQLITE_(CORRUPT|NOTADB)/;

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
      if (statement.reader) statement.raw(true);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  run(sql: string, params: Value[] = []): { changes: number; lastInsertRowid: number } {
    const result = this.statement(sql).run(params);
    return { changes: result.changes, lastInsertRowid: Number(result.lastInsertRowid) };
  }

  /** The first row's columns, or undefined. */
  get(sql: string, params: Value[] = []): Value[] | undefined {
    return this.statement(sql).get(params) as Value[] | undefined;
  }

  /** The first column of the first row, or undefined. */
  value(sql: string, params: Value[] = []): Value | undefined {
    return this.get(sql, params)?.[0];
  }

  all(sql: string, params: Value[] = []): Value[][] {
    return [...this.iterate(sql, params)];
  }

  iterate(sql: string, params: Value[] = []): IterableIterator<Value[]> {
    return this.statement(sql).iterate(params) as IterableIterator<Value[]>;
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
