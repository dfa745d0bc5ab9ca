import { createConnection, type RowDataPacket } from 'mysql2/promise';
import type { DatabaseHost } from './database-url';
import type { HostProbe } from './host-selector';

/** How long a probe waits for a node to accept a connection. */
export const PROBE_CONNECT_TIMEOUT_MS = 2_000;

/** The state a Galera node reports when it is a full member of the cluster and takes queries. */
const SYNCED = 'Synced';

/**
 * Whether a node may take queries: it accepts a connection with the shop's credentials to its
 * database and, when it is a Galera node (it reports `wsrep_local_state_comment`), it is
 * `Synced` with `wsrep_ready` ON. A plain MariaDB/MySQL server is usable when it answers.
 * Rejects with the reason when the node is not usable (shown when no node is).
 */
export function galeraProbe(credentials: {
  user?: string;
  password?: string;
  database?: string;
}): HostProbe {
  return async (target: DatabaseHost) => {
    const connection = await createConnection({
      user: credentials.user,
      password: credentials.password,
      database: credentials.database,
      host: target.host,
      port: target.port,
      connectTimeout: PROBE_CONNECT_TIMEOUT_MS,
    });
    try {
      const [rows] = await connection.query<RowDataPacket[]>(
        "SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_state_comment', 'wsrep_ready')",
      );
      const status = new Map(rows.map((row) => [String(row.Variable_name), String(row.Value)]));
      const state = status.get('wsrep_local_state_comment') ?? '';
      if (state === '') return true;
      if (state !== SYNCED || status.get('wsrep_ready') !== 'ON') {
        throw new Error(
          `${target.host}:${target.port} is a Galera node in state ${state}, not ${SYNCED}`,
        );
      }
      return true;
    } finally {
      connection.destroy();
    }
  };
}
