import { Box, chakra, Flex, Grid, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { PRINT_HIDDEN, StatusBadge } from '@cutshop/design-system';
import { nextStatuses, shortOrderId, type StoredOrder, type Unit } from '@cutshop/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ADMIN_PATHS } from '../../../config/paths';
import { useCatalogueNames } from '../../../lib/items/use-catalogue-names';
import { useNotification } from '../../../lib/notifications/notification-store';
import { AdminError, AdminLoading } from '../layout/admin-status';
import {
  CustomerBlock,
  MaterialsBlock,
  NotesBlock,
  RejectionBlock,
  SummaryBlock,
} from './order-blocks';
import { orderCatalogueQuery } from '../api/get-production';
import { OrderActions } from './order-actions';
import { OrderHistory } from './order-history';
import { OrderItems } from './order-items';
import { OrderCuttingPlan } from './order-cutting-plan';
import { OrderPrice } from './order-price';
import { OrderCutList, OrderHardware } from './order-production';
import { PRINT_FLOW, PRINT_ROOT, PrintStyles } from './print-styles';
import { ReplanAction } from './replan-action';
import { useCuttingPlan } from './use-cutting-plan';
import { useDownloads } from './use-downloads';
import { useItemBuilds } from './use-item-builds';
import { useOrderDetail } from './use-order-detail';
import { usePrintLabels } from './use-print-labels';
import { useProduction } from './use-production';
import { useStatusChange } from './use-status-change';

/** The detail of a loaded order: its actions, its blocks, its price and its history. */
function OrderDetail({
  order,
  detail,
  onNotFound,
  onChanged,
}: {
  order: StoredOrder;
  detail: ReturnType<typeof useOrderDetail>;
  onNotFound: () => void;
  /** After a change the server took: docs/product.md §4 returns the person to the list. */
  onChanged: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const [display, setDisplay] = useState<Unit>(order.unit);
  const heading = useRef<HTMLHeadingElement>(null);
  const shortId = shortOrderId(order.uuid);
  const { reload } = detail;
  const production = useProduction(order.uuid);
  const downloads = useDownloads(order.uuid);
  const cuttingPlan = useCuttingPlan(order.uuid);
  const labels = usePrintLabels(order.uuid);
  const builds = useItemBuilds(order);
  const names = useCatalogueNames(useQuery(orderCatalogueQuery(order.uuid)).data);

  useEffect(() => {
    document.title = tShared('app.documentTitle', { page: t('detail.title', { shortId }) });
  }, [t, tShared, shortId]);

  const { running, change } = useStatusChange(order, {
    onChanged,
    onConflict: () => {
      void reload().then(() => {
        // The button pressed may be gone with the old status: keep the keyboard on the page.
        heading.current?.focus();
      });
    },
    onNotFound,
  });

  return (
    <>
      <OrderActions
        order={order}
        running={running}
        onChange={change}
        downloading={downloads.busy}
        onDownload={(kind) => void downloads.download(kind)}
      />
      <Flex align="center" gap="3" wrap="wrap">
        <Heading
          as="h1"
          ref={heading}
          tabIndex={-1}
          size={{ base: 'xl', md: '2xl' }}
          outline="none"
        >
          {t('detail.title', { shortId })}
        </Heading>
        <span aria-live="polite">
          <chakra.span srOnly>{t('detail.statusLabel')}: </chakra.span>
          <StatusBadge status={order.status} label={t(`detail.statuses.${order.status}`)} />
        </span>
      </Flex>
      {order.status === 'Rejected' && <RejectionBlock order={order} />}
      <Grid
        gap="4"
        templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}
        css={{ '@media print': { gridTemplateColumns: 'repeat(3, 1fr)', gap: '8pt' } }}
      >
        <SummaryBlock order={order} />
        <CustomerBlock order={order} />
        <MaterialsBlock order={order} display={display} />
      </Grid>
      <OrderPrice
        order={order}
        approval={
          nextStatuses(order.status).includes('Approved')
            ? { running, approve: (adjustment) => change('Approved', undefined, adjustment) }
            : undefined
        }
      />
      <OrderItems order={order} display={display} onDisplayChange={setDisplay} builds={builds} />
      <Box {...{ [PRINT_FLOW]: '' }}>
        <OrderHardware hardware={production.hardware} />
      </Box>
      <Box {...{ [PRINT_FLOW]: '' }}>
        <OrderCutList
          order={order}
          cutList={production.cutList}
          onRetry={production.retryCutList}
        />
      </Box>
      <Box {...{ [PRINT_FLOW]: '' }}>
        <OrderCuttingPlan
          plan={cuttingPlan.plan}
          onRetry={cuttingPlan.retry}
          labels={{
            // An inch order's shop most likely prints on Letter.
            defaultPaper: order.unit === 'in' ? 'Letter' : 'A4',
            opening: labels.opening,
            onPrint: (paper) => void labels.print(paper),
          }}
          materialName={names.ofProductionMaterial}
          replan={
            order.status === 'To Cut' ? (
              <ReplanAction order={order} onConflict={() => void reload()} />
            ) : undefined
          }
        />
      </Box>
      <NotesBlock order={order} />
      <OrderHistory order={order} history={detail.history} onRetry={detail.retryHistory} />
    </>
  );
}

/**
 * /admin/orders/:uuid: one order as a work order. It reads the order itself, so a link opened
 * directly works; an unknown uuid goes back to the list (docs/product.md §8), and so does a
 * status change the server took (docs/product.md §4). The back link keeps the list's filters,
 * which the list passes in this page's query string.
 */
export default function OrderDetailScreen() {
  const { t } = useTranslation('admin');
  const { uuid } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotification((state) => state.notify);
  const listPath = `${ADMIN_PATHS.orders}${search}`;

  const onNotFound = useCallback(() => {
    notify(t('detail.notFound', { id: uuid ?? '' }), 'error');
    void navigate(listPath, { replace: true });
  }, [navigate, notify, t, uuid, listPath]);

  const onChanged = useCallback(() => void navigate(listPath), [navigate, listPath]);

  const detail = useOrderDetail(uuid, onNotFound);
  const { order } = detail;

  return (
    <Stack gap="5" {...{ [PRINT_ROOT]: '' }}>
      <PrintStyles />
      <Box {...PRINT_HIDDEN}>
        <chakra.a
          asChild
          color="brand.fg"
          textDecoration="underline"
          textUnderlineOffset="3px"
          borderRadius="l1"
          focusRing="outside"
        >
          <RouterLink to={listPath}>← {t('detail.back')}</RouterLink>
        </chakra.a>
      </Box>
      {order.kind === 'loading' && <AdminLoading label={t('detail.loading')} />}
      {order.kind === 'error' && (
        <AdminError error={order.error} onRetry={() => void detail.reload()} />
      )}
      {order.kind === 'ready' && (
        <OrderDetail
          order={order.order}
          detail={detail}
          onNotFound={onNotFound}
          onChanged={onChanged}
        />
      )}
    </Stack>
  );
}
