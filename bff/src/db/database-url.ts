import { fromRepoRoot } from '../paths';

/** Where the data lives: an SQLite file (or memory) or a MySQL/MariaDB database. */
export type DatabaseTarget =
  | { kind: 'sqlite'; filename: string }
  | {
      kind: 'mysql';
      /**
       * Where the server is, or the nodes of a cluster (Galera) in the order they are preferred:
       * the process uses the first usable one (host-selector.ts). One entry for a single server.
       */
      hosts: readonly DatabaseHost[];
      user: string;
      password: string;
      database: string;
    };

/** A MySQL/MariaDB target. */
export type MysqlTarget = Extract<DatabaseTarget, { kind: 'mysql' }>;

/** One MySQL/MariaDB server (or cluster node) by its address. */
export interface DatabaseHost {
  host: string;
  port: number;
}

export const DEFAULT_DATABASE_URL = 'sqlite:var/cutshop.sqlite';

const MYSQL_EXAMPLE = 'mysql://user:password@host:3306/cutshop';
const MYSQL_CLUSTER_EXAMPLE = 'mysql://user:password@db1:3306,db2:3306,db3:3306/cutshop';

/**
 * Reads DATABASE_URL. `sqlite:PATH` (relative paths start at the repository root),
 * `sqlite::memory:`, or `mysql://user:password@host:port/database` (`mariadb://` too), where
 * `host:port` may be a comma-separated list of a cluster's nodes
 * (`mysql://user:password@db1:3306,db2:3306,db3:3306/cutshop`).
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

/**
 * `scheme://[userinfo@]` + host list + the rest (path, query): the WHATWG URL parser refuses a
 * comma-separated host list, so the authority is split here and each host is read by that
 * parser on its own. Null when the URL has no authority to split (the parser then says why).
 */
function splitHostList(url: string): { before: string; hosts: string[]; after: string } | null {
  const match = /^([a-z]+:\/\/)([^/?#]*)(.*)$/is.exec(url);
  if (!match) return null;
  const [, scheme = '', authority = '', after = ''] = match;
  const at = authority.lastIndexOf('@');
  const userinfo = at === -1 ? '' : authority.slice(0, at + 1);
  return { before: scheme + userinfo, hosts: authority.slice(at + 1).split(','), after };
}

function parseMysqlUrl(url: string): MysqlTarget {
  const split = splitHostList(url);
  if (split === null || split.hosts.length === 1) return parseOneHostUrl(url);
  if (split.hosts.some((host) => host.trim() === '')) {
    throw new Error(`has an empty entry in its list of hosts; expected ${MYSQL_CLUSTER_EXAMPLE}`);
  }
  const targets = split.hosts.map((host) => parseOneHostUrl(split.before + host + split.after));
  const hosts = targets.flatMap((target) => target.hosts);
  const seen = new Set<string>();
  for (const { host, port } of hosts) {
    const address = `${host}:${port}`;
    if (seen.has(address)) throw new Error(`names the host ${address} twice`);
    seen.add(address);
  }
  return { ...(targets[0] as MysqlTarget), hosts };
}

function parseOneHostUrl(url: string): MysqlTarget {
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
    hosts: [{ host: parsed.hostname, port: parsed.port === '' ? 3306 : Number(parsed.port) }],
    user: decodeURIComponent(parsed.username) || 'root',
    password: decodeURIComponent(parsed.password),
    database,
  };
}

/** The target for logs: never the password. */
export function describeDatabase(target: DatabaseTarget): string {
  return target.kind === 'sqlite'
    ? `SQLite ${target.filename}`
    : `MySQL ${target.user}@${describeHosts(target.hosts)}/${target.database}`;
}

/** `db1:3306,db2:3306`: the hosts as DATABASE_URL names them. */
export function describeHosts(hosts: readonly DatabaseHost[]): string {
  return hosts.map(({ host, port }) => `${host}:${port}`).join(',');
}
