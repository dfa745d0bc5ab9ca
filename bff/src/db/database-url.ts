import { fromRepoRoot } from '../paths';

/** Where the data lives: an SQLite file (or memory) or a MySQL/MariaDB database. */
export type DatabaseTarget =
  | { kind: 'sqlite'; filename: string }
  | {
      kind: 'mysql';
      host: string;
      port: number;
      user: string;
      password: string;
      database: string;
    };

export const DEFAULT_DATABASE_URL = 'sqlite:var/cutshop.sqlite';

const MYSQL_EXAMPLE = 'mysql://user:password@host:3306/cutshop';

/**
 * Reads DATABASE_URL. `sqlite:PATH` (relative paths start at the repository root),
 * `sqlite::memory:`, or `mysql://user:password@host:port/database` (`mariadb://` too).
 * Throws an Error whose message says what is wrong, without echoing a password.
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('sqlite:')) {
    const location = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (location === '')
      throw new Error('an SQLite URL needs a file, e.g. sqlite:var/cutshop.sqlite');
    return {
      kind: 'sqlite',
      filename: location === ':memory:' ? ':memory:' : fromRepoRoot(location),
    };
  }
  if (url.startsWith('mysql:') || url.startsWith('mariadb:')) return parseMysqlUrl(url);
  throw new Error(`must start with sqlite: or mysql:// (e.g. ${MYSQL_EXAMPLE})`);
}

function parseMysqlUrl(url: string): DatabaseTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`is not a valid URL; expected ${MYSQL_EXAMPLE}`);
  }
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (parsed.hostname === '') throw new Error(`names no host; expected ${MYSQL_EXAMPLE}`);
  if (database === '' || database.includes('/')) {
    throw new Error(`must name one database after the host; expected ${MYSQL_EXAMPLE}`);
  }
  return {
    kind: 'mysql',
    host: parsed.hostname,
    port: parsed.port === '' ? 3306 : Number(parsed.port),
    user: decodeURIComponent(parsed.username) || 'root',
    password: decodeURIComponent(parsed.password),
    database,
  };
}

/** The target for logs: never the password. */
export function describeDatabase(target: DatabaseTarget): string {
  return target.kind === 'sqlite'
    ? `SQLite ${target.filename}`
    : `MySQL ${target.user}@${target.host}:${target.port}/${target.database}`;
}
