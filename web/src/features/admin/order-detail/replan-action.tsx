import { Box, Button } from '@chakra-ui/react';
import { PRINT_HIDDEN } from '@cutshop/design-system';
import { shortOrderId, type StoredOrder } from '@cutshop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useNotification } from '../../../lib/notifications/notification-store';
import { isSessionExpired } from '../api/admin-client';
import { ConfirmDialog } from '../catalogue/confirm-dialog';
import { forgetReplannedOrder, replanOrder } from '../offcuts/offcuts-api';

/**
 * "Re-plan with current stock" of an order at To Cut (docs/production/nesting.md, "Offcuts from
 * stock"): after a question, POST .../cutting-plan/replan with the order's version gives back the
 * offcuts its fixed plan took, withdraws those it left that are still in stock and fixes a new
 * plan; the plan, the order and the stock are then read again. A 409 (the order moved on or
 * changed) reads the order again and says so; `onConflict` lets the detail do that.
 */
export function ReplanAction({
  order,
  onConflict,
}: {
  order: StoredOrder;
  onConflict: () => void;
}) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const notify = useNotification((state) => state.notify);
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const inFlight = useRef(false);
  const shortId = shortOrderId(order.uuid);

  async function replan() {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    try {
      await replanOrder(order.uuid, order.version);
      setAsking(false);
      await forgetReplannedOrder(client, order.uuid);
      notify(t('production.cuttingPlan.replan.done', { shortId }), 'success');
    } catch (error) {
      setAsking(false);
      if (isSessionExpired(error)) return;
      if (error instanceof ApiError && error.status === 409) {
        onConflict();
        notify(t('production.cuttingPlan.replan.conflict', { shortId }), 'error');
      } else notify(t('production.cuttingPlan.replan.failed'), 'error');
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  }

  return (
    <Box {...PRINT_HIDDEN}>
      <Button size="sm" variant="outline" loading={running} onClick={() => setAsking(true)}>
        {t('production.cuttingPlan.replan.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('production.cuttingPlan.replan.title', { shortId })}
        body={t('production.cuttingPlan.replan.body')}
        confirm={t('production.cuttingPlan.replan.confirm')}
        cancel={t('production.cuttingPlan.replan.cancel')}
        busy={running}
        onConfirm={() => void replan()}
      />
    </Box>
  );
}
