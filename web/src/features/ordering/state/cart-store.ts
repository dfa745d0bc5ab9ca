import {
  chooseItemForEdit,
  emptyDraft,
  processItem,
  removeItem,
  restoreItem,
  setColor,
  setCustomer,
  setMaterial,
  setNotes,
  setUnit,
  type Customer,
  type Item,
  type MaterialChoice,
  orderPriceSchema,
  trackingPathSchema,
  type OrderDraft,
  type StoredOrderPrice,
  type Unit,
} from '@cutshop/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { expiringStorage } from './expiring-storage';
import { newIdempotencyKey } from './idempotency-key';
import { keepInitialStateWhenUnchanged } from './initial-state';
import { readPersistedDraft } from './persisted-draft';
import { rememberCustomer } from './remembered-customer';

/**
 * The storage key, versioned (docs/product.md §9: v6); a draft saved under another version is
 * dropped.
 */
export const CART_STORAGE_KEY = 'cutshop:cart:v6';
export const CART_VERSION = 6;
/** A saved draft expires this long after its last change (docs/product.md §9: 3600 s). */
export const CART_TTL_MS = 3_600 * 1_000;

/** What is saved: the draft, its idempotency key and the order it became, once sent. */
interface CartData {
  draft: OrderDraft;
  /** Made once per draft: every send of this draft carries it, so it is stored at most once. */
  idempotencyKey: string;
  /** The uuid of the order this draft was stored as; null until it is sent. */
  sentOrderUuid: string | null;
  /** The price the server stored with that order; null without one (or before it is sent). */
  sentOrderPrice: StoredOrderPrice | null;
  /** The path of the order's tracking page (`/track/<token>`); null before it is sent. */
  sentTrackingPath: string | null;
  /**
   * The uuid of the order this draft was last sent as, before it was changed (a change makes it
   * a new draft): Send then stores a second order, which the summary says. Null otherwise.
   */
  changedAfterSending: string | null;
}

interface CartActions {
  /** Back to the empty draft, with a new idempotency key. */
  reset: () => void;
  /** Stores the customer; 'Remember my info' keeps a copy for later orders, else removes it. */
  setCustomer: (customer: Customer, remember: boolean) => void;
  setUnit: (unit: Unit) => void;
  setColor: (color: MaterialChoice) => void;
  setMaterial: (material: MaterialChoice) => void;
  setNotes: (notes: string) => void;
  /** Adds the item, or replaces the one being edited. */
  processItem: (item: Item) => void;
  removeItem: (index: number) => void;
  /** Puts a removed item back at its place (Undo of removeItem). */
  restoreItem: (index: number, item: Item) => void;
  /** Marks an item for editing (null: adding a new one). */
  chooseItemForEdit: (index: number | null) => void;
  /**
   * Records the order the draft was stored as, the price the server stored with it and the
   * path of its tracking page.
   */
  markSent: (uuid: string, price?: StoredOrderPrice | null, trackingPath?: string | null) => void;
  /** New order and the customer forgotten (Log Out). */
  logOut: () => void;
}

export type CartState = CartData & CartActions;

/** A fresh cart: the empty draft and a new key. */
export function initialCartData(): CartData {
  return {
    draft: emptyDraft(),
    idempotencyKey: newIdempotencyKey(),
    sentOrderUuid: null,
    sentOrderPrice: null,
    sentTrackingPath: null,
    changedAfterSending: null,
  };
}

let expiredOnLoad = false;

/** Whether the last rehydration found a saved draft that had expired (and dropped it). */
export function cartExpiredOnLoad(): boolean {
  return expiredOnLoad;
}

export const useCart = create<CartState>()(
  persist(
    (set) => {
      /**
       * Applies a draft change. Changing a draft that was already sent makes it a new draft:
       * it gets a new key, so the changed order is stored rather than answered with the old one.
       */
      const change = (update: (draft: OrderDraft) => OrderDraft) =>
        set((state) => ({
          draft: update(state.draft),
          ...(state.sentOrderUuid === null
            ? {}
            : {
                sentOrderUuid: null,
                sentOrderPrice: null,
                sentTrackingPath: null,
                changedAfterSending: state.sentOrderUuid,
                idempotencyKey: newIdempotencyKey(),
              }),
        }));

      return {
        ...initialCartData(),
        reset: () => set(initialCartData()),
        setCustomer: (customer, remember) => {
          rememberCustomer(remember ? customer : null);
          change((draft) => setCustomer(draft, customer));
        },
        setUnit: (unit) => change((draft) => setUnit(draft, unit)),
        setColor: (color) => change((draft) => setColor(draft, color)),
        setMaterial: (material) => change((draft) => setMaterial(draft, material)),
        setNotes: (notes) => change((draft) => setNotes(draft, notes)),
        processItem: (item) => change((draft) => processItem(draft, item)),
        removeItem: (index) => change((draft) => removeItem(draft, index)),
        restoreItem: (index, item) => change((draft) => restoreItem(draft, index, item)),
        chooseItemForEdit: (index) =>
          set((state) => ({ draft: chooseItemForEdit(state.draft, index) })),
        markSent: (uuid, price = null, trackingPath = null) =>
          set({
            sentOrderUuid: uuid,
            sentOrderPrice: price,
            sentTrackingPath: trackingPath,
            changedAfterSending: null,
          }),
        logOut: () => {
          rememberCustomer(null);
          set(initialCartData());
        },
      };
    },
    {
      name: CART_STORAGE_KEY,
      version: CART_VERSION,
      storage: expiringStorage<CartData>({
        ttlMs: CART_TTL_MS,
        storage: () => localStorage,
        onExpired: () => {
          expiredOnLoad = true;
        },
      }),
      partialize: ({
        draft,
        idempotencyKey,
        sentOrderUuid,
        sentOrderPrice,
        sentTrackingPath,
        changedAfterSending,
      }): CartData => ({
        draft,
        idempotencyKey,
        sentOrderUuid,
        sentOrderPrice,
        sentTrackingPath,
        changedAfterSending,
      }),
      // Another version's draft is not read: starting over beats misreading it.
      migrate: () => initialCartData(),
      merge: (saved, current) => ({ ...current, ...readCartData(saved) }),
      // main.tsx rehydrates before the first render (and tests do it per case).
      skipHydration: true,
    },
  ),
);

function readCartData(saved: unknown): CartData {
  if (typeof saved !== 'object' || saved === null) return initialCartData();
  const {
    draft,
    idempotencyKey,
    sentOrderUuid,
    sentOrderPrice,
    sentTrackingPath,
    changedAfterSending,
  } = saved as Record<string, unknown>;
  const sentUuid = typeof sentOrderUuid === 'string' ? sentOrderUuid : null;
  return {
    draft: readPersistedDraft(draft),
    idempotencyKey:
      typeof idempotencyKey === 'string' && idempotencyKey !== ''
        ? idempotencyKey
        : newIdempotencyKey(),
    sentOrderUuid: sentUuid,
    sentOrderPrice:
      sentUuid === null
        ? null
        : (orderPriceSchema.nullable().safeParse(sentOrderPrice).data ?? null),
    sentTrackingPath:
      sentUuid === null ? null : (trackingPathSchema.safeParse(sentTrackingPath).data ?? null),
    changedAfterSending:
      sentUuid === null && typeof changedAfterSending === 'string' ? changedAfterSending : null,
  };
}

/**
 * Loads the saved cart; an expired one is dropped and the cart starts over from the empty
 * draft (also when the page had a draft in memory).
 */
export async function rehydrateCart(): Promise<void> {
  expiredOnLoad = false;
  await useCart.persist.rehydrate();
  if (expiredOnLoad) useCart.setState(initialCartData());
  keepInitialStateWhenUnchanged(useCart);
}
