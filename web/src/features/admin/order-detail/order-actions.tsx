import { Button, Flex, Group } from '@chakra-ui/react';
import { ConfirmWithMessageDialog, PRINT_HIDDEN } from '@cutshop/design-system';
import {
  nextStatuses,
  shortOrderId,
  TEXT_LIMITS,
  type OrderStatus,
  type PriceAdjustmentInput,
  type StoredOrder,
} from '@cutshop/domain';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceOf } from '../api/get-order';
import type { ProductionDownload } from '../api/get-production';
import { ApproveDialog } from './approve-dialog';
import type { ChangeOutcome } from './use-status-change';

/** The two production downloads, in the order their buttons come. */
const DOWNLOADS: readonly ProductionDownload[] = ['productionFile', 'export'];

interface OrderActionsProps {
  order: StoredOrder;
  /** The status being sent, if any: every action waits for it. */
  running: OrderStatus | null;
  /** Sends a change; the rejection carries its message, an approval its price adjustment. */
  onChange: (
    to: OrderStatus,
    message?: string,
    adjustment?: PriceAdjustmentInput,
  ) => Promise<ChangeOutcome>;
  /** The download under way, if any: both download buttons wait for it. */
  downloading: ProductionDownload | null;
  /** Fetches and saves the production file or the export archive. */
  onDownload: (kind: ProductionDownload) => void;
}

/**
 * The detail's action buttons, straight from the domain's status machine (Pending: Approve and
 * Reject; Approved: To Cut; To Cut: To Deliver; final statuses: none) plus Print on every
 * status; beside them, in their own group, the downloads: Production file and Export
 * (docs/product.md §1). Reject asks for the message first
 * (docs/product.md §4); an order with a price can also be approved with one adjustment, a
 * discount or a surcharge with its reason (docs/production/prices.md), from a dialog of its own;
 * Approve alone stays one click. Cancel leaves the order as it was.
 */
export function OrderActions({
  order,
  running,
  onChange,
  downloading,
  onDownload,
}: OrderActionsProps) {
  const { t } = useTranslation('admin');
  const [rejecting, setRejecting] = useState(false);
  const [rejectError, setRejectError] = useState<string | undefined>();
  const [approving, setApproving] = useState(false);
  const [approveError, setApproveError] = useState<string | undefined>();
  const price = priceOf(order);
  // Nothing ever moves back to Pending, so each move has its own button text.
  const moves = nextStatuses(order.status).filter(
    (to): to is Exclude<OrderStatus, 'Pending'> => to !== 'Pending',
  );

  const reject = async (message: string) => {
    setRejectError(undefined);
    const outcome = await onChange('Rejected', message);
    if (outcome === 'failed') setRejectError(t('detail.changeFailed'));
    else setRejecting(false);
  };

  const approve = async (adjustment: PriceAdjustmentInput | undefined) => {
    setApproveError(undefined);
    const outcome = await onChange('Approved', undefined, adjustment);
    if (outcome === 'failed') setApproveError(t('detail.changeFailed'));
    else setApproving(false);
  };

  return (
    <Flex wrap="wrap" gap="2" columnGap="6" {...PRINT_HIDDEN}>
      <Group role="group" aria-label={t('detail.actions.label')} flexWrap="wrap" gap="2">
        {moves.map((to) => (
          <Fragment key={to}>
            <Button
              colorPalette={to === 'Rejected' ? 'red' : 'brand'}
              variant={to === 'Rejected' ? 'outline' : 'solid'}
              disabled={running !== null}
              loading={running === to && to !== 'Rejected' && !approving}
              loadingText={t(`detail.actions.${to}`)}
              onClick={() => {
                if (to === 'Rejected') {
                  setRejectError(undefined);
                  setRejecting(true);
                } else {
                  void onChange(to);
                }
              }}
            >
              {t(`detail.actions.${to}`)}
            </Button>
            {to === 'Approved' && price && (
              <Button
                colorPalette="brand"
                variant="outline"
                disabled={running !== null}
                onClick={() => {
                  setApproveError(undefined);
                  setApproving(true);
                }}
              >
                {t('prices.approve.open')}
              </Button>
            )}
          </Fragment>
        ))}
        <Button variant="outline" colorPalette="gray" onClick={() => window.print()}>
          {t('detail.actions.print')}
        </Button>
      </Group>
      <Group role="group" aria-label={t('production.downloads.label')} flexWrap="wrap" gap="2">
        {DOWNLOADS.map((kind) => (
          <Button
            key={kind}
            variant="outline"
            colorPalette="gray"
            disabled={downloading !== null}
            loading={downloading === kind}
            loadingText={t('production.downloads.preparing')}
            onClick={() => onDownload(kind)}
          >
            {t(`production.downloads.${kind}`)}
          </Button>
        ))}
      </Group>
      {moves.includes('Approved') && price && (
        <ApproveDialog
          order={order}
          price={price}
          open={approving}
          onOpenChange={(open) => {
            if (running === null) setApproving(open);
          }}
          onConfirm={(adjustment) => void approve(adjustment)}
          submitting={running === 'Approved'}
          error={approveError}
        />
      )}
      {moves.includes('Rejected') && (
        <ConfirmWithMessageDialog
          open={rejecting}
          onOpenChange={(open) => {
            if (running === null) setRejecting(open);
          }}
          onConfirm={(message) => void reject(message)}
          maxLength={TEXT_LIMITS.message}
          submitting={running === 'Rejected'}
          error={rejectError}
          texts={{
            title: t('detail.reject.title', { shortId: shortOrderId(order.uuid) }),
            description: t('detail.reject.description'),
            messageLabel: t('detail.reject.label'),
            placeholder: t('detail.reject.placeholder'),
            confirm: t('detail.reject.confirm'),
            cancel: t('detail.reject.cancel'),
            close: t('detail.reject.close'),
            counter: (length, max) => t('detail.reject.counter', { length, max }),
          }}
        />
      )}
    </Flex>
  );
}
