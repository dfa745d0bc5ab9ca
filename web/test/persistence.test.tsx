import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDraft } from '@cutshop/domain';
import {
  cartExpiredOnLoad,
  CART_STORAGE_KEY,
  CART_TTL_MS,
  CART_VERSION,
  rehydrateCart,
  useCart,
} from '../src/features/ordering/state/cart-store';
import { completeDraft, materialsDone, sampleCustomer } from './support/fixtures';
import { findHeading, renderApp, findShownText } from './support/render-app';

/** What an earlier visit left in localStorage. */
function savedCart(draft: object, expiresAt: number, version = CART_VERSION) {
  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({
      state: { draft, idempotencyKey: 'key-from-earlier', sentOrderUuid: null },
      version,
      expiresAt,
    }),
  );
}

const savedDraft = {
  name: 'Kitchen',
  additionalNotes: 'Label every part',
  cabinetEditIndex: null,
  cabinets: [],
  ...materialsDone,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the saved draft', () => {
  it('is saved under the versioned key with its expiry, on every change', async () => {
    await renderApp('/home');
    const before = Date.now();
    useCart.getState().setNotes('Deliver after 5 pm');
    const saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as {
      state: { draft: { additionalNotes: string }; idempotencyKey: string };
      version: number;
      expiresAt: number;
    };
    expect(CART_STORAGE_KEY).toBe('cutshop:cart:v6');
    expect(saved.version).toBe(6);
    expect(saved.state.draft.additionalNotes).toBe('Deliver after 5 pm');
    expect(saved.state.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.expiresAt).toBeGreaterThanOrEqual(before + CART_TTL_MS);
    expect(saved.expiresAt).toBeLessThanOrEqual(Date.now() + CART_TTL_MS);
  });

  it('is read back with its idempotency key, so a reload continues the same order', async () => {
    useCart.getState().reset();
    savedCart(savedDraft, Date.now() + 60_000);
    await rehydrateCart();
    expect(useCart.getState().draft.customer).toEqual(sampleCustomer);
    expect(useCart.getState().idempotencyKey).toBe('key-from-earlier');
  });

  it('expires 3600 s after its last change, and starts over from the empty draft', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    await renderApp('/home', { draft: completeDraft() });

    vi.setSystemTime(new Date('2030-01-01T10:59:59Z'));
    await rehydrateCart();
    expect(cartExpiredOnLoad()).toBe(false);
    expect(useCart.getState().draft.cabinets).toHaveLength(2);

    vi.setSystemTime(new Date('2030-01-01T11:00:01Z'));
    await rehydrateCart();
    expect(cartExpiredOnLoad()).toBe(true);
    expect(useCart.getState().draft).toEqual(emptyDraft());
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toContain('Label every part');
  });

  it('sends a visit with an expired draft to step 1 and says why', async () => {
    savedCart(savedDraft, Date.now() - 1);
    await renderApp('/step3', { keepSavedCart: true });
    await findHeading('Enter your info');
    await findShownText(/more than an hour old/);
  });

  it('drops a draft saved by another version, or one that breaks the schemas', async () => {
    savedCart(savedDraft, Date.now() + 60_000, 5);
    await rehydrateCart();
    expect(useCart.getState().draft.customer).toBeNull();

    savedCart(
      { ...savedDraft, customer: { ...sampleCustomer, email: 'not an e-mail' } },
      Date.now() + 60_000,
    );
    await rehydrateCart();
    expect(useCart.getState().draft.customer).toBeNull();

    localStorage.setItem(CART_STORAGE_KEY, '{ not json');
    await rehydrateCart();
    expect(useCart.getState().draft.unit).toBeNull();
  });
});
