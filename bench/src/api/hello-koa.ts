/**
 * The baseline: a bare Koa app answering "hello" on 127.0.0.1 (free port, printed on stdout).
 * Every API figure is given as a share of what this reaches on the same machine.
 */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = 'hello';
});
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`Listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
