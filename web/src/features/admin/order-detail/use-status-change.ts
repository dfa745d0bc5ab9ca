import {
  shortOrderId,
  type OrderStatus,
  type PriceAdjustmentInput,
  type StoredOrder,
} from '@cutshop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { useNotification } from '../../../lib/notifications/notification-store';
import { isSessionExpired } from '../api/admin-client';
import { changeOrderStatus } from '../api/change-status';
import { keepChangedOrder } from '../orders/changed-order';

/** What the screen does with the outcome of a change. */
interface StatusChangeHandlers {
  /** The server took the change (the order it answered is already kept everywhere). */
  onChanged: (order: StoredOrder) => void;
  /** Someone else changed the order first (409): read it again. */
  onConflict: () => void;
  /** The order is gone (404). */
  onNotFound: () => void;
}

/**
 * How a change ended: done, refused as stale (the order was reloaded), refused because the
 * cutting plan leaves parts unplaced (To Cut then needs a reason), or failed (try again).
 */
export type ChangeOutcome = 'done' | 'conflict' | 'unplaced' | 'failed';

/**
 * Moves the shown order to another status through PUT /api/orders/:uuid (an approval with the
 * shop's price adjustment, when given: docs/production/prices.md), one change at a time:
 * `running` names the status being sent so its button can be disabled. On success the order is
 * kept as answered (its detail, its list entry in place, fresh counts) and a notification says so (the domain's `statusChanged` message,
 * translated); a 409 reloads the order and says someone else changed it first.
 */
export function useStatusChange(order: StoredOrder | null, handlers: StatusChangeHandlers) {
  const { t } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const notify = useNotification((state) => state.notify);
  const client = useQueryClient();
  const [running, setRunning] = useState<OrderStatus | null>(null);
  // A ref as well as state: two clicks in the same frame both see the first change in flight.
  const inFlight = useRef(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  const change = useCallback(
    async (
      to: OrderStatus,
      message?: string,
      adjustment?: PriceAdjustmentInput,
    ): Promise<ChangeOutcome> => {
      if (order === null || inFlight.current) return 'failed';
      inFlight.current = true;
      setRunning(to);
      try {
        const changed = await changeOrderStatus(order, to, message, adjustment);
        keepChangedOrder(client, changed);
        latest.current.onChanged(changed);
        const text = translateMessage(tShared, 'statusChanged', {
          shortId: shortOrderId(changed.uuid),
          status: t(`detail.statuses.${changed.status}`),
        });
        notify(text ?? '', 'success');
        return 'done';
      } catch (error) {
        if (isSessionExpired(error)) return 'failed';
        if (error instanceof ApiError && error.code === 'parts_unplaced') {
          // docs/production/plans-and-labels.md, "Unplaced parts": the order did not change.
          return 'unplaced';
        }
        if (error instanceof ApiError && error.status === 409) {
          latest.current.onConflict();
          notify(t('detail.conflict'), 'error');
          return 'conflict';
        }
        if (error instanceof ApiError && error.status === 404) {
          latest.current.onNotFound();
          return 'failed';
        }
        notify(t('detail.changeFailed'), 'error');
        return 'failed';
      } finally {
        inFlight.current = false;
        setRunning(null);
      }
    },
    [order, notify, t, tShared, client],
  );

  return { running, change };
}
