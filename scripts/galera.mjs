// `npm run galera -- <command>`: a three-node MariaDB Galera cluster on this machine, for
// development and tests (docs/operations.md, "Running on a Galera cluster"). Loopback only, small
// buffers, data under var/galera/node1..3. Not a production set-up: no TLS, root without a
// password over 127.0.0.1.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const NODES = [1, 2, 3];
const PROVIDER = '/usr/lib/galera/libgalera_smm.so';
const DEFAULTS = { database: 'cutshop', dir: 'var/galera', portBase: 3400 };
/** How long a node gets to reach Synced (a state transfer included), and to stop. */
const TIMING = { syncMs: 180_000, stopMs: 60_000, pollMs: 250 };

const USAGE = `Usage: npm run galera -- <command> [options]

Commands:
  start            start the three nodes (node 1 bootstraps a new cluster when none runs), wait
                   until all are Synced, create the database, print the DATABASE_URL
  stop             stop every node (SIGTERM, SIGKILL after ${TIMING.stopMs / 1000} s); safe to run twice
  status           each node's process, state and cluster size; exit code 0 only when all three
                   are Synced
  start-node N     start node N (1-3): it joins the running nodes, or bootstraps when none runs
  stop-node N      stop node N cleanly (it leaves the cluster)
  kill-node N      kill node N with SIGKILL (a crash)
  url              print the DATABASE_URL
  config N         print node N's configuration file

Options:
  --database NAME  the product's database (default ${DEFAULTS.database})
  --dir PATH       where the nodes keep their data, sockets and logs (default ${DEFAULTS.dir})
  --port-base B    node n listens on B+n for SQL, B+1000+n for replication, B+2000+n for
                   incremental and B+3000+n for full state transfers (default ${DEFAULTS.portBase})`;

class UsageError extends Error {}

/** Reads the command line: `{ command, node, database, dir, portBase }`. Throws UsageError. */
export function parseArguments(argv) {
  const options = { ...DEFAULTS };
  const positional = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (!argument.startsWith('--')) {
      positional.push(argument);
      continue;
    }
    const [name, inline] = argument.split(/=(.*)/s);
    if (!['--database', '--dir', '--port-base'].includes(name)) {
      throw new UsageError(`unknown option ${name}`);
    }
    const value = inline ?? argv[(index += 1)];
    if (value === undefined || value === '') throw new UsageError(`${name} needs a value`);
    if (name === '--database') {
      if (!/^[A-Za-z0-9_]{1,64}$/.test(value)) {
        throw new UsageError('--database takes letters, digits and _ (at most 64)');
      }
      options.database = value;
    } else if (name === '--dir') {
      options.dir = value;
    } else {
      const base = Number(value);
      if (!Number.isInteger(base) || base < 1024 || base + 3003 > 65535) {
        throw new UsageError('--port-base takes a whole number from 1024 to 62532');
      }
      options.portBase = base;
    }
  }
  const [command, nodeText, ...rest] = positional;
  const commands = ['start', 'stop', 'status', 'url', 'start-node', 'stop-node', 'kill-node'];
  if (command === undefined) throw new UsageError('name a command');
  if (![...commands, 'config'].includes(command)) {
    throw new UsageError(`unknown command ${command}`);
  }
  const takesNode = command.endsWith('-node') || command === 'config';
  if (takesNode && !['1', '2', '3'].includes(nodeText ?? '')) {
    throw new UsageError(`${command} takes the node's number: 1, 2 or 3`);
  }
  if ((!takesNode && nodeText !== undefined) || rest.length > 0) {
    throw new UsageError(`unexpected ${[nodeText, ...rest].filter(Boolean).join(' ')}`);
  }
  return { command, node: takesNode ? Number(nodeText) : undefined, ...options };
}

/** Where node n listens and keeps its files. */
export function nodeLayout(options, n) {
  const folder = join(resolve(ROOT, options.dir), `node${n}`);
  return {
    n,
    folder,
    dataDir: join(folder, 'data'),
    configFile: join(folder, 'my.cnf'),
    socket: join(folder, 'mariadbd.sock'),
    pidFile: join(folder, 'mariadbd.pid'),
    errorLog: join(folder, 'error.log'),
    sqlPort: options.portBase + n,
    replicationPort: options.portBase + 1000 + n,
    istPort: options.portBase + 2000 + n,
    sstPort: options.portBase + 3000 + n,
  };
}

/** Node n's configuration file: what the product expects of a Galera node, on loopback. */
export function nodeConfig(options, n) {
  const node = nodeLayout(options, n);
  const members = NODES.map((m) => `127.0.0.1:${nodeLayout(options, m).replicationPort}`);
  const provider = [
    `gmcast.listen_addr=tcp://127.0.0.1:${node.replicationPort}`,
    `ist.recv_addr=127.0.0.1:${node.istPort}`,
    'gcache.size=128M',
  ].join(';');
  return `# Written by npm run galera: node ${n} of a development cluster. Rewritten at each start.
[mariadbd]
datadir=${node.dataDir}
socket=${node.socket}
pid-file=${node.pidFile}
log-error=${node.errorLog}
bind-address=127.0.0.1
port=${node.sqlPort}
max_connections=200
performance_schema=OFF
innodb_buffer_pool_size=64M
innodb_log_file_size=32M
innodb_flush_log_at_trx_commit=2
default_storage_engine=InnoDB
binlog_format=ROW
innodb_autoinc_lock_mode=2
wsrep_on=ON
wsrep_provider=${PROVIDER}
wsrep_provider_options="${provider}"
wsrep_cluster_name=cutshop-dev
wsrep_cluster_address=gcomm://${members.join(',')}
wsrep_node_name=node${n}
wsrep_node_address=127.0.0.1:${node.replicationPort}
wsrep_node_incoming_address=127.0.0.1:${node.sqlPort}
wsrep_sst_method=rsync
wsrep_sst_receive_address=127.0.0.1:${node.sstPort}

[client]
socket=${node.socket}
`;
}

/** The DATABASE_URL listing the three nodes, node 1 first (the order is the preference). */
export function databaseUrl(options, order = NODES) {
  const hosts = order.map((n) => `127.0.0.1:${nodeLayout(options, n).sqlPort}`);
  return `mysql://root@${hosts.join(',')}/${options.database}`;
}

// ---- processes -------------------------------------------------------------------------------

function say(text) {
  console.log(`galera: ${text}`);
}

function missingPackages() {
  const onPath = (program) =>
    spawnSync('sh', ['-c', `command -v ${program}`], {
      stdio: 'ignore',
      env: { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin` },
    }).status === 0;
  const missing = [];
  if (!existsSync(PROVIDER)) missing.push(`${PROVIDER} (package galera-4)`);
  for (const [program, pkg] of [
    ['mariadbd', 'mariadb-server'],
    ['mariadb-install-db', 'mariadb-server'],
    ['mariadb', 'mariadb-client'],
    ['rsync', 'rsync'],
  ]) {
    if (!onPath(program)) missing.push(`${program} (package ${pkg})`);
  }
  return missing;
}

function programPath(program) {
  for (const folder of ['/usr/sbin', '/usr/bin', '/sbin', '/bin']) {
    if (existsSync(join(folder, program))) return join(folder, program);
  }
  return program;
}

const runAsRoot = process.getuid?.() === 0;

/** As root the nodes run as `mysql`: rsync state transfers fail as root ("Permission denied"). */
function mysqlOwner() {
  if (!runAsRoot) return undefined;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('mysql:'));
  if (!entry) throw new Error('running as root needs a `mysql` user to run the nodes as');
  const [, , uid, gid] = entry.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function chownTree(path, owner) {
  chownSync(path, owner.uid, owner.gid);
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) chownTree(join(path, entry), owner);
  }
}

/** The node's PID when its process is alive (not a zombie), otherwise undefined. */
function runningPid(node) {
  if (!existsSync(node.pidFile)) return undefined;
  const pid = Number(readFileSync(node.pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return state !== 'Z' && command.includes('mariadbd') ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** `SHOW STATUS LIKE 'wsrep_%'` of a node over TCP, or undefined when it does not answer. */
function wsrepStatus(node) {
  const result = spawnSync(
    'mariadb',
    [
      '--no-defaults',
      '--protocol=tcp',
      '-h127.0.0.1',
      `-P${node.sqlPort}`,
      '-uroot',
      '--connect-timeout=2',
      '-N',
      '-B',
      '-e',
      "SHOW GLOBAL STATUS LIKE 'wsrep_%'",
    ],
    { encoding: 'utf8', timeout: 5_000 },
  );
  if (result.status !== 0) return undefined;
  return Object.fromEntries(
    result.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t')),
  );
}

function sql(node, statement) {
  execFileSync(
    'mariadb',
    [
      '--no-defaults',
      '--protocol=tcp',
      '-h127.0.0.1',
      `-P${node.sqlPort}`,
      '-uroot',
      '-e',
      statement,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The end of a log, without the retry notes that would hide why a node did not start. */
function tail(file, lines = 25) {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .filter((line) => !line.includes('Failed to establish connection'))
    .slice(-lines)
    .join('\n');
}

/** As root, the `mysql` user must be able to reach the node's folder through every parent. */
function checkReachable(folder, owner) {
  for (let path = dirname(folder); path !== dirname(path); path = dirname(path)) {
    const stats = statSync(path);
    if (stats.uid !== owner.uid && (stats.mode & 0o001) === 0) {
      throw new Error(
        `the nodes run as the mysql user, which cannot enter ${path}: ` +
          `choose another --dir, or allow it with chmod o+x ${path}`,
      );
    }
  }
}

/** Writes the configuration, and creates the system tables when the data folder is new. */
function prepareNode(options, node) {
  const owner = mysqlOwner();
  mkdirSync(node.folder, { recursive: true });
  if (owner) checkReachable(node.folder, owner);
  writeFileSync(node.configFile, nodeConfig(options, node.n));
  if (!existsSync(join(node.dataDir, 'mysql'))) {
    say(`node ${node.n}: creating its data folder`);
    rmSync(node.dataDir, { recursive: true, force: true });
    mkdirSync(node.dataDir, { recursive: true });
    if (owner) chownTree(node.folder, owner);
    const install = spawnSync(
      programPath('mariadb-install-db'),
      [
        `--defaults-file=${node.configFile}`,
        `--datadir=${node.dataDir}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        ...(owner ? ['--user=mysql'] : []),
      ],
      { encoding: 'utf8' },
    );
    if (install.status !== 0) {
      throw new Error(
        `mariadb-install-db failed for node ${node.n}:\n${install.stdout}${install.stderr}`,
      );
    }
  }
  if (owner) chownTree(node.folder, owner);
}

/** The node's saved replication position (grastate.dat), when it has one. */
function savedState(node) {
  const file = join(node.dataDir, 'grastate.dat');
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const seqno = Number(/^seqno:\s*(-?\d+)/m.exec(text)?.[1] ?? -1);
  const safe = /^safe_to_bootstrap:\s*1/m.test(text);
  return { file, text, seqno, safe };
}

/**
 * Which node may bootstrap after a full stop: the one Galera marked safe (the last to leave
 * cleanly); after a crash of all, the one whose recovered position is the most advanced, marked
 * safe so that Galera accepts it.
 */
function chooseBootstrapNode(options) {
  const states = NODES.map((n) => ({ node: nodeLayout(options, n), state: undefined }));
  for (const entry of states) entry.state = savedState(entry.node);
  const safe = states.find((entry) => entry.state?.safe);
  if (safe) return safe.node;
  const known = states.filter((entry) => entry.state !== undefined);
  if (known.length === 0) return states[0].node;
  for (const entry of known) {
    if (entry.state.seqno < 0) entry.state.seqno = recoverPosition(entry.node);
  }
  known.sort((a, b) => b.state.seqno - a.state.seqno || a.node.n - b.node.n);
  const chosen = known[0];
  say(`no node left cleanly: node ${chosen.node.n} (position ${chosen.state.seqno}) bootstraps`);
  writeFileSync(
    chosen.state.file,
    chosen.state.text.replace(/^safe_to_bootstrap:.*$/m, 'safe_to_bootstrap: 1'),
  );
  return chosen.node;
}

/** The last committed position in a crashed node's InnoDB (`mariadbd --wsrep-recover`). */
function recoverPosition(node) {
  const log = join(node.folder, 'recover.log');
  rmSync(log, { force: true });
  spawnSync(
    programPath('mariadbd'),
    [
      `--defaults-file=${node.configFile}`,
      '--wsrep-recover',
      `--log-error=${log}`,
      ...(runAsRoot ? ['--user=mysql'] : []),
    ],
    { stdio: 'ignore', timeout: 120_000 },
  );
  const found = /Recovered position: [0-9a-f-]+:(-?\d+)/.exec(
    existsSync(log) ? readFileSync(log, 'utf8') : '',
  );
  return found ? Number(found[1]) : -1;
}

/** Starts node n's process in the background and waits until it reports Synced. */
async function startNode(options, n, { bootstrap }) {
  const node = nodeLayout(options, n);
  if (runningPid(node) !== undefined) {
    say(`node ${n} is already running (pid ${runningPid(node)})`);
    return waitForSynced(node);
  }
  prepareNode(options, node);
  say(`node ${n}: starting on 127.0.0.1:${node.sqlPort}${bootstrap ? ' (new cluster)' : ''}`);
  const child = spawn(
    programPath('mariadbd'),
    [
      `--defaults-file=${node.configFile}`,
      ...(runAsRoot ? ['--user=mysql'] : []),
      ...(bootstrap ? ['--wsrep-new-cluster'] : []),
    ],
    { detached: true, stdio: 'ignore' },
  );
  let exited = false;
  child.on('exit', () => (exited = true));
  child.unref();
  return waitForSynced(node, () => exited);
}

async function waitForSynced(node, hasExited = () => false) {
  const deadline = Date.now() + TIMING.syncMs;
  for (;;) {
    const status = wsrepStatus(node);
    if (status?.wsrep_local_state_comment === 'Synced' && status.wsrep_ready === 'ON') {
      say(`node ${node.n}: Synced, cluster size ${status.wsrep_cluster_size}`);
      return;
    }
    if (hasExited() || Date.now() > deadline) {
      throw new Error(
        `node ${node.n} ${hasExited() ? 'stopped' : 'did not reach Synced'} while starting; ` +
          `the end of ${node.errorLog}:\n${tail(node.errorLog)}`,
      );
    }
    await sleep(TIMING.pollMs);
  }
}

async function stopNode(options, n, signal) {
  const node = nodeLayout(options, n);
  const pid = runningPid(node);
  if (pid === undefined) {
    say(`node ${n} is not running`);
    rmSync(node.pidFile, { force: true });
    return;
  }
  process.kill(pid, signal);
  const deadline = Date.now() + (signal === 'SIGKILL' ? 10_000 : TIMING.stopMs);
  while (runningPid(node) !== undefined) {
    if (Date.now() > deadline) {
      if (signal === 'SIGKILL') throw new Error(`node ${n} (pid ${pid}) did not exit`);
      say(`node ${n} did not stop within ${TIMING.stopMs / 1000} s: SIGKILL`);
      process.kill(pid, 'SIGKILL');
      signal = 'SIGKILL';
    }
    await sleep(TIMING.pollMs);
  }
  rmSync(node.pidFile, { force: true });
  say(`node ${n} ${signal === 'SIGKILL' ? 'killed' : 'stopped'} (pid ${pid})`);
}

function anyOtherRunning(options, n) {
  return NODES.some((m) => m !== n && runningPid(nodeLayout(options, m)) !== undefined);
}

async function waitForClusterSize(options, size) {
  const deadline = Date.now() + TIMING.syncMs;
  for (;;) {
    const sizes = NODES.map((n) => wsrepStatus(nodeLayout(options, n))?.wsrep_cluster_size);
    if (sizes.every((s) => s === String(size))) return;
    if (Date.now() > deadline) throw new Error(`the cluster sizes are ${sizes.join(', ')}`);
    await sleep(TIMING.pollMs);
  }
}

async function start(options) {
  const running = NODES.filter((n) => runningPid(nodeLayout(options, n)) !== undefined);
  let joiners = NODES;
  if (running.length === 0) {
    for (const n of NODES) prepareNode(options, nodeLayout(options, n));
    const first = chooseBootstrapNode(options).n;
    await startNode(options, first, { bootstrap: true });
    joiners = NODES.filter((n) => n !== first);
  }
  // One after the other: each joiner gets its state from a Synced member.
  for (const n of joiners) await startNode(options, n, { bootstrap: false });
  await waitForClusterSize(options, NODES.length);
  sql(
    nodeLayout(options, 1),
    `CREATE DATABASE IF NOT EXISTS \`${options.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  say('all three nodes are Synced');
  console.log(`DATABASE_URL=${databaseUrl(options)}`);
}

function status(options) {
  let synced = 0;
  for (const n of NODES) {
    const node = nodeLayout(options, n);
    const pid = runningPid(node);
    const wsrep = pid === undefined ? undefined : wsrepStatus(node);
    const state = wsrep?.wsrep_local_state_comment ?? (pid === undefined ? '-' : 'not answering');
    if (state === 'Synced') synced += 1;
    console.log(
      `node ${n}  127.0.0.1:${node.sqlPort}  ${pid === undefined ? 'stopped' : `running (pid ${pid})`}` +
        `  state ${state}  cluster size ${wsrep?.wsrep_cluster_size ?? '-'}`,
    );
  }
  return synced === NODES.length ? 0 : 1;
}

async function main() {
  let options;
  try {
    options = parseArguments(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`galera: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.command === 'config') {
    process.stdout.write(nodeConfig(options, options.node));
    return 0;
  }
  if (options.command === 'url') {
    console.log(databaseUrl(options));
    return 0;
  }
  const missing = missingPackages();
  if (missing.length > 0) {
    console.error(
      `galera: missing ${missing.join(', ')}.\n` +
        '  Install them with: sudo apt-get install -y mariadb-server galera-4 rsync',
    );
    return 1;
  }
  switch (options.command) {
    case 'start':
      await start(options);
      return 0;
    case 'stop':
      // One after the other, node 1 last: it is then marked safe to bootstrap the next start.
      for (const n of [...NODES].reverse()) await stopNode(options, n, 'SIGTERM');
      return 0;
    case 'status':
      return status(options);
    case 'start-node':
      await startNode(options, options.node, {
        bootstrap: !anyOtherRunning(options, options.node) && bootstrapAlone(options, options.node),
      });
      return 0;
    case 'stop-node':
      await stopNode(options, options.node, 'SIGTERM');
      return 0;
    case 'kill-node':
      await stopNode(options, options.node, 'SIGKILL');
      return 0;
  }
  return 2;
}

/** start-node N with no other node running: N starts a new cluster from its own data. */
function bootstrapAlone(options, n) {
  const node = nodeLayout(options, n);
  prepareNode(options, node);
  const state = savedState(node);
  if (state && !state.safe) {
    say(`node ${n}: no other node runs, so it bootstraps from its own data`);
    writeFileSync(
      state.file,
      state.text.replace(/^safe_to_bootstrap:.*$/m, 'safe_to_bootstrap: 1'),
    );
  }
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => (process.exitCode = code),
    (error) => {
      console.error(`galera: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
