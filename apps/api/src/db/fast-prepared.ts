import { Column, fillPlaceholders, is, SQL } from 'drizzle-orm';
import pg from 'pg';

/** What drizzle keeps of a prepared select on node-postgres (not in its public types). */
interface NodePgPrepared {
  client: unknown;
  params: unknown[];
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: unknown;
  queryConfig: {
    name?: string;
    text: string;
    types: { getTypeParser: (typeId: number, format?: string) => (value: string) => unknown };
  };
  logger: { logQuery(query: string, params: unknown[]): void };
}

type Decoder = (value: unknown) => unknown;

/**
 * A drizzle prepared select, run on PostgreSQL as drizzle runs it (the same statement name, text,
 * parameters, type parsers and decoders per column) without its per-row and per-column work: the
 * decoder of each column is found once, not with `is()` checks for every value of every row, and
 * the type parsers are looked up once per type. Only flat selections (no nested objects: a join's
 * nulls need no folding then); anything else, and PGlite, runs through drizzle's own `execute`.
 */
export function fastExecute<R>(statement: {
  execute(values?: Record<string, unknown>): Promise<R[]>;
}): (values?: Record<string, unknown>) => Promise<R[]> {
  const s = statement as unknown as NodePgPrepared;
  const plain = statement.execute.bind(statement);
  if (
    !(s.client instanceof pg.Pool) ||
    !s.fields ||
    s.customResultMapper ||
    s.fields.some((f) => f.path.length !== 1)
  ) {
    return plain;
  }
  const keys = s.fields.map((f) => f.path[0]!);
  const decoders: Decoder[] = s.fields.map(({ field }) => {
    // As drizzle's mapResultRow finds it (SQL keeps its decoder internal; an aliased field has `sql`).
    type WithDecoder = { decoder: { mapFromDriverValue(value: unknown): unknown } };
    const decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? (field as unknown as WithDecoder).decoder
        : (field as { sql: WithDecoder }).sql.decoder;
    return (value) => decoder.mapFromDriverValue(value);
  });
  const parsers = new Map<string, (value: string) => unknown>();
  const { getTypeParser } = s.queryConfig.types;
  const config = {
    name: s.queryConfig.name,
    text: s.queryConfig.text,
    rowMode: 'array' as const,
    types: {
      getTypeParser: (typeId: number, format?: string) => {
        const key = `${typeId}:${format ?? 'text'}`;
        let parser = parsers.get(key);
        if (!parser) parsers.set(key, (parser = getTypeParser(typeId, format)));
        return parser;
      },
    },
  };
  // One object literal for the statement's columns, compiled once: each row is made with all its
  // keys at once (in the selection's order, as before), which cost a fraction of growing an empty
  // object key by key. The keys are the selection's own names, quoted by JSON.stringify.
  const toRow = new Function(
    'row',
    'decode',
    `return { ${keys
      .map(
        (key, i) => `${JSON.stringify(key)}: row[${i}] === null ? null : decode[${i}](row[${i}])`,
      )
      .join(', ')} };`,
  ) as (row: unknown[], decode: Decoder[]) => R;
  const pool = s.client;
  return async (values = {}) => {
    const params = fillPlaceholders(s.params, values);
    s.logger.logQuery(config.text, params);
    const result = await pool.query<unknown[]>(config as pg.QueryArrayConfig, params);
    return result.rows.map((row) => toRow(row, decoders));
  };
}
