import pg from "pg";

/**
 * Databases on a PostgreSQL test server (TEST_DATABASE_URL): the database and multi-process suites each create a
 * template per run, copy it per test file, and drop everything with the run's prefix at the end.
 */

/** Runs one statement on the server, through a connection to the URL's own (maintenance) database. */
export async function adminQuery(serverUrl: string, statement: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** Creates `name`, empty or as a copy of `template`; returns its URL on the same server. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  return databaseUrl(serverUrl, name);
}

/** The URL of database `name` on the server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops every database whose name starts with `prefix`, closing its connections. */
export async function dropDatabases(serverUrl: string, prefix: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${prefix}%`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
