import { PGlite, type ParserOptions, type QueryOptions, type Transaction, types } from "@electric-sql/pglite";

/** Types whose values the app's queries read from their text: dates, times, intervals and their arrays, numeric[]. */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1115, 1182, 1185, 1187, 1231];

const asText = (value: string) => value;

// PGlite's own bytea conversions make a JS string per byte: a large record's 160 kB blob took 56 ms to write
// (10 ms now) and 18 ms to read (4 ms), and left as many strings to collect. Node converts hex natively.
function byteaToText(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error("Invalid input for bytea type");
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
}
const byteaFromText = (text: string): Uint8Array => Buffer.from(text.slice(2), "hex");

// Not a value any type's text can take: a parser that gives it back as it is keeps every value as text.
const PROBE = "\u0000\u0001";

function keepsText(parse: (value: string, typeId?: number) => unknown): boolean {
  try {
    return parse(PROBE) === PROBE;
  } catch {
    return false;
  }
}

/**
 * PGlite whose own parsers keep the dates, times and intervals as text, as drizzle's driver asks with every
 * query, and whose bytea goes to and from its hex text natively. Given per-query parsers, PGlite merges them
 * into its 300-odd own ones first: about 100 µs of CPU a statement (a drizzle select of one row took 360–400 µs,
 * 260–270 µs without). A query whose parsers only keep text for types this instance already keeps as text goes
 * without them; any other parsers apply as given.
 */
export class LeanPGlite extends PGlite {
  /** PGlite's own parsers for TEXT_TYPES, for callers that want its readings (a Date for a timestamp). */
  readonly ownParsers: ParserOptions;

  private constructor(dataDir?: string) {
    super(dataDir);
    this.ownParsers = {};
  }

  static async open(dataDir?: string): Promise<LeanPGlite> {
    const client = new LeanPGlite(dataDir);
    // Ready means its array types' parsers are set, TEXT_TYPES' arrays among them.
    await client.waitReady;
    for (const type of TEXT_TYPES) {
      client.ownParsers[type] = client.parsers[type];
      client.parsers[type] = asText;
    }
    client.serializers[types.BYTEA] = byteaToText;
    client.parsers[types.BYTEA] = byteaFromText;
    return client;
  }

  private lean(options?: QueryOptions): QueryOptions | undefined {
    if (!options?.parsers) return options;
    for (const [type, parse] of Object.entries(options.parsers))
      if (this.parsers[type] !== asText || !keepsText(parse)) return options;
    const { parsers: _dropped, ...rest } = options;
    return rest;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return super.query<T>(query, params, this.lean(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) =>
      callback({
        query: (query, params, options) => tx.query(query, params, this.lean(options)),
        sql: tx.sql,
        exec: tx.exec,
        rollback: tx.rollback,
        listen: tx.listen,
        get closed() {
          return tx.closed;
        },
      }),
    );
  }
}
