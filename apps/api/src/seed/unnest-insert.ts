// Thousands of rows in one INSERT: each column travels as one text[] parameter and is cast back in
// SQL (INSERT ... SELECT ... FROM unnest(...)). A parameter per value would hit PostgreSQL's limit
// of 65,535 parameters at about 1,600 listings; this keeps a batch to one parameter per column.
import { getTableColumns, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../platform/database.ts';

/** A PostgreSQL array literal of text, e.g. {"ABS","Side & Curtain Airbags"}. */
export function pgTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return pgTextArray(value.map(String));
  return String(value);
}

/** Inserts `rows` (Drizzle insert objects; every row has the keys of the first) in one statement. */
export async function insertUnnest<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(rows[0]!).filter((k) => k in columns);
  const names: SQLChunk[] = [];
  const params: SQL[] = [];
  const casts: SQL[] = [];
  keys.forEach((key, i) => {
    const col = columns[key]!;
    names.push(sql.identifier(col.name));
    params.push(sql`${sql.param(rows.map((r) => toText((r as Record<string, unknown>)[key])))}::text[]`);
    casts.push(sql.raw(`c${i}::${col.getSQLType()}`));
  });
  const aliases = sql.raw(keys.map((_, i) => `c${i}`).join(', '));
  await db.execute(sql`
    insert into ${table} (${sql.join(names, sql`, `)})
    select ${sql.join(casts, sql`, `)} from unnest(${sql.join(params, sql`, `)}) as x(${aliases})`);
}
