// Checks what `npm test` needs that npm cannot install, and says exactly how to get it.
// As root on Debian it installs Chromium itself; it never changes a database server.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const problems = [];

function canInstallWithApt() {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

if (!existsSync(CHROMIUM)) {
  if (canInstallWithApt()) {
    console.log('Chromium is missing: installing it from Debian (apt-get install chromium)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    problems.push(
      `Chromium is missing at ${CHROMIUM}: the story tests and the end-to-end test run in it.\n` +
        '  Install it with: sudo apt-get install -y chromium',
    );
  }
}

const mysqlUrl = process.env.TEST_MYSQL_URL;
if (!mysqlUrl) {
  if (process.env.CI === 'true') {
    problems.push(
      'TEST_MYSQL_URL is not set, but CI must run the MySQL suite.\n' +
        '  Example: TEST_MYSQL_URL=mysql://root@127.0.0.1:3306/test (see .ci/run, which sets it)',
    );
  } else {
    console.log(
      'TEST_MYSQL_URL is not set: the BFF suite runs on SQLite only (set it to add MySQL/MariaDB).',
    );
  }
} else {
  try {
    const mysql = await import('mysql2/promise');
    const connection = await mysql.createConnection({ uri: mysqlUrl, connectTimeout: 5000 });
    await connection.query('SELECT 1');
    await connection.end();
  } catch (error) {
    problems.push(
      `TEST_MYSQL_URL=${mysqlUrl} cannot be reached (${error.code ?? error.message}).\n` +
        '  Start MariaDB, e.g.: sudo start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd -- --user=mysql\n' +
        '  or install it: sudo apt-get install -y mariadb-server; or unset TEST_MYSQL_URL to test on SQLite only.',
    );
  }
}

if (problems.length > 0) {
  console.error(`npm test cannot run yet:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
