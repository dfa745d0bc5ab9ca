import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { E2E_ADMIN } from './bff-server';
import { ROOT } from './paths';

/** The valid sample order the BFF's own tests send (bff/test/support/fixtures/). */
const SAMPLE_ORDER = join(ROOT, 'bff/test/support/fixtures/valid-order.json');

/** What the server answers for a created order (the fields the tests use). */
export interface CreatedOrder {
  uuid: string;
  status: string;
  name: string;
}

interface SampleOrder {
  name: string;
  customer: { fullName: string; orderName: string };
}

/** The sample order for customer number `n`, so each seeded order is told apart in the list. */
export function sampleOrder(n: number): SampleOrder {
  const order = JSON.parse(readFileSync(SAMPLE_ORDER, 'utf8')) as SampleOrder;
  const label = String(n).padStart(2, '0');
  order.name = `Kitchen ${label}`;
  order.customer.orderName = `Kitchen ${label}`;
  order.customer.fullName = `Customer ${label}`;
  return order;
}

/**
 * Sends `count` orders through the real API (`POST /api/orders/`, one Idempotency-Key each),
 * one after another so their update times are distinct, and returns them oldest first.
 */
export async function seedOrders(origin: string, count: number): Promise<CreatedOrder[]> {
  const created: CreatedOrder[] = [];
  for (let n = 1; n <= count; n += 1) {
    const response = await fetch(`${origin}/api/orders/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `e2e-seed-${n}` },
      body: JSON.stringify(sampleOrder(n)),
    });
    if (response.status !== 201 && response.status !== 200) {
      throw new Error(`seeding order ${n}: ${response.status} ${await response.text()}`);
    }
    created.push((await response.json()) as CreatedOrder);
  }
  return created;
}

/**
 * Signs the admin in through the API with the browser context's own cookie jar
 * (`page.request` shares it), so the next page load is signed in.
 */
export async function signInThroughApi(request: APIRequestContext, origin: string): Promise<void> {
  const response = await request.post(`${origin}/api/users/login`, {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password, remember: true },
  });
  if (!response.ok()) throw new Error(`signing in: ${response.status()} ${await response.text()}`);
}

/**
 * Moves an order to `to` through the API as the signed-in admin of `request` (used to give the
 * README's screenshots a mix of statuses). The order's current version guards the change.
 */
export async function changeStatusThroughApi(
  request: APIRequestContext,
  origin: string,
  uuid: string,
  to: string,
  message = '',
): Promise<void> {
  const current = await request.get(`${origin}/api/orders/${uuid}`);
  const { version } = (await current.json()) as { version: number };
  const response = await request.put(`${origin}/api/orders/${uuid}`, {
    data: { status: to, message, version },
  });
  if (!response.ok()) throw new Error(`${uuid} -> ${to}: ${response.status()}`);
}

/**
 * Undoes quoted-printable (soft line breaks, =XX bytes, read as UTF-8) so links and amounts
 * read as sent.
 */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let at = 0; at < joined.length; at += 1) {
    const hex = /^=([0-9A-F]{2})/.exec(joined.slice(at, at + 3));
    if (hex?.[1]) {
      bytes.push(parseInt(hex[1], 16));
      at += 2;
    } else {
      bytes.push(...Buffer.from(joined[at] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every e-mail the server wrote to its outbox so far, as readable text. */
export function outboxMessages(outboxDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(outboxDir, file), 'utf8');
    const quoted = /Content-Transfer-Encoding: quoted-printable/i.test(raw);
    return quoted ? decodeQuotedPrintable(raw) : raw;
  });
}

/** The reset tokens (`tkn=`) of every password-reset e-mail in the outbox so far. */
export function resetTokensInOutbox(outboxDir: string): string[] {
  return outboxMessages(outboxDir).flatMap((text) => {
    const link = /change-password\?tkn=([A-Za-z0-9_-]+)/.exec(text);
    return link?.[1] ? [link[1]] : [];
  });
}

/** Waits (up to 20 s) for the server to write a password-reset e-mail, and returns its token. */
export async function waitForResetToken(outboxDir: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const [token] = resetTokensInOutbox(outboxDir);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no password-reset e-mail in ${outboxDir} after 20 s`);
}
