import { Alert, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { WizardNav } from '@cutshop/design-system';
import { buildOrderInput, shortOrderId, type Unit } from '@cutshop/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { DisplayUnitToggle } from '../../../components/display-unit-toggle';
import { PATHS } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { useCreateOrder } from '../api/create-order';
import { useCatalogueStore } from '../catalogue/catalogue-store';
import {
  retiredChoices,
  retiredChoicesFromFields,
  type RetiredChoice,
} from '../catalogue/retired-choices';
import { retiredNoticeId } from '../catalogue/retired-notice';
import { useCurrentCatalogue } from '../catalogue/use-catalogue';
import { currentLanguage } from '../../../lib/i18n/languages';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { useNotification } from '../../../lib/notifications/notification-store';
import { useCart } from '../state/cart-store';
import { Screen } from '../components/screen';
import { customNames } from '../prices/custom-names';
import { PriceSection } from '../prices/price-section';
import { usePriceListStore, useShopPriceList } from '../prices/price-list-store';
import { usePriceEstimate } from '../prices/use-price-estimate';
import { usePriceTexts } from '../prices/use-price-texts';
import { constructionMarks, constructionNoticeId } from './construction-marks';
import { ConstructionNotice } from './construction-notice';
import { HardwareSection } from './hardware-section';
import { CustomerSection, ItemsSection, MaterialsSection, NotesSection } from './summary-sections';
import { useDraftProduction } from './use-draft-production';

/**
 * /summary 'Review your order': everything, in a display unit of choice, each item's drawing and
 * the hardware the order will need (not included in it), and Send. Back and
 * Send hide while sending; a failure shows its message (docs/product.md §8) above them (§2 and §4).
 * The names are the catalogue's in the page's language. Before Send the catalogue is read
 * afresh: a model, colour or finish the shop has retired is marked where it is shown, and Send
 * refuses the order, saying so and moving the focus to the first mark, until it is changed or
 * removed (docs/production/catalogue.md). So is an item the construction check refuses (a draft
 * kept from before the check, or from before the shop changed its model), with what it finds and
 * an Edit button to its form (construction-marks.ts). When the shop has a price list, the price's breakdown
 * is shown as an estimate (docs/production/prices.md); the price list is read again before Send.
 */
export function SummaryScreen() {
  const { t, i18n } = useTranslation('wizard');
  // The send-failure message is a shared text (the default namespace), as field messages are.
  const { t: tShared } = useTranslation();
  const navigate = useNavigate();
  const draft = useCart((state) => state.draft);
  const idempotencyKey = useCart((state) => state.idempotencyKey);
  const markSent = useCart((state) => state.markSent);
  const changedAfterSending = useCart((state) => state.changedAfterSending);
  const chooseItemForEdit = useCart((state) => state.chooseItemForEdit);
  const { status, error, send } = useCreateOrder();
  const [incomplete, setIncomplete] = useState(false);
  // Counts the refused Sends: each one moves the focus to the first mark again.
  const [refusals, setRefusals] = useState(0);
  const [display, setDisplay] = useState<Unit>(draft.unit ?? 'mm');
  const { customer, color, material, unit } = draft;
  const production = useDraftProduction(draft, display);
  const tree = useCurrentCatalogue();
  const refresh = useCatalogueStore((state) => state.refresh);
  const priceList = useShopPriceList();
  const refreshPriceList = usePriceListStore((state) => state.refresh);
  const estimate = usePriceEstimate(draft, tree, priceList);
  const custom = useMemo(() => customNames(draft), [draft]);
  const priceTexts = usePriceTexts(priceList?.currency ?? 'EUR', tree, custom);
  // The draft the server last refused: its field errors apply to it only, not once it is changed.
  const [refusedDraft, setRefusedDraft] = useState<typeof draft | null>(null);
  const refusedFields = useMemo(
    () =>
      error instanceof ApiError && error.status === 400 && refusedDraft === draft
        ? error.fields
        : [],
    [error, refusedDraft, draft],
  );
  const retired = useMemo(
    () =>
      mergeChoices(
        tree ? retiredChoices(draft, tree) : [],
        retiredChoicesFromFields(refusedFields),
      ),
    [draft, tree, refusedFields],
  );
  const firstRetired = retired[0];
  const construction = useMemo(() => (tree ? constructionMarks(draft, tree) : []), [draft, tree]);
  const firstConstruction = construction[0];
  const firstMarkId = firstRetired
    ? retiredNoticeId(firstRetired)
    : firstConstruction && constructionNoticeId(firstConstruction.index);

  useEffect(() => {
    if (refusals === 0 || !firstMarkId) return;
    document.getElementById(firstMarkId)?.focus();
  }, [refusals, firstMarkId]);

  if (!customer || !color || !material || !unit) return <Navigate to={PATHS.step1} replace />;

  async function submit() {
    let input;
    try {
      input = buildOrderInput(useCart.getState().draft);
    } catch {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    // The price list is read afresh too, so the page shows what the server will price with;
    // it never holds up the order (the server prices it itself).
    void refreshPriceList({ fresh: true });
    const current = await refresh({ fresh: true });
    const latest = useCart.getState().draft;
    if (
      current &&
      (retiredChoices(latest, current).length > 0 || constructionMarks(latest, current).length > 0)
    ) {
      setRefusals((count) => count + 1);
      return;
    }
    const sentDraft = useCart.getState().draft;
    const order = await send(input, idempotencyKey, currentLanguage(i18n.language));
    if (!order) {
      setRefusedDraft(sentDraft);
      // A node retired between the read and Send: the server names it (a 400 with its code).
      setRefusals((count) => count + 1);
      void refresh({ fresh: true });
      return;
    }
    markSent(order.uuid, order.price, order.trackingPath);
    // The order is sent: a message about the draft (an item added or removed) no longer
    // applies, and the order-sent page starts without it.
    useNotification.getState().clear();
    void navigate(PATHS.result);
  }

  function editItem(index: number) {
    chooseItemForEdit(index);
    void navigate(PATHS.furnitureForm);
  }

  const sending = status === 'loading';
  const message = (() => {
    if (refusals > 0 && firstRetired) return t('retired.sendBlocked');
    if (refusals > 0 && firstConstruction) return t('construction.sendBlocked');
    if (incomplete) return translateMessage(tShared, 'orderSubmitFailed');
    if (status !== 'error') return undefined;
    if (error instanceof ApiError && error.status === 400 && refusedDraft !== draft) {
      return undefined;
    }
    const fieldMessages = refusedFields.map((field) => {
      const text =
        translateMessage(tShared, field.code ?? field.message, field.params) ?? field.message;
      const item = /^cabinets\.(\d+)\./.exec(field.path);
      return item ? t('retired.itemField', { number: Number(item[1]) + 1, message: text }) : text;
    });
    return fieldMessages.length > 0
      ? fieldMessages.join(' ')
      : translateMessage(tShared, 'orderSubmitFailed');
  })();
  return (
    <Screen
      title={t('summary.title')}
      aside={
        <DisplayUnitToggle
          value={display}
          onChange={setDisplay}
          label={t('summary.displayUnit')}
          unitNames={{ mm: t('units.long.mm'), in: t('units.long.in') }}
        />
      }
    >
      <Stack gap="6">
        <CustomerSection customer={customer} editHref={PATHS.step1} />
        <MaterialsSection
          color={color}
          material={material}
          display={display}
          tree={tree}
          retired={retired}
          editHref={PATHS.step2}
        />
        <ItemsSection
          items={draft.cabinets}
          unit={unit}
          display={display}
          drawings={production.drawings}
          tree={tree}
          retired={retired}
          itemNotice={(index) => {
            const mark = construction.find((item) => item.index === index);
            return mark && <ConstructionNotice mark={mark} onEdit={editItem} />;
          }}
          editHref={PATHS.step3}
        />
        <HardwareSection hardware={production.hardware} display={display} />
        {priceList && estimate !== null && (
          <PriceSection list={priceList} price={estimate?.order ?? null} texts={priceTexts} />
        )}
        <NotesSection notes={draft.additionalNotes} editHref={PATHS.note} />
        {changedAfterSending !== null && (
          // The draft was sent, then changed: Send stores a second order (cart-store.ts).
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Description>
              {t('summary.sentBefore', { id: shortOrderId(changedAfterSending) })}
            </Alert.Description>
          </Alert.Root>
        )}
        {sending && (
          <HStack role="status" gap="3">
            <Spinner size="sm" />
            <Text>{t('summary.sending')}</Text>
          </HStack>
        )}
        <WizardNav
          back={{ label: t('nav.back'), href: PATHS.note }}
          next={{ label: t('summary.send'), onClick: () => void submit() }}
          hidden={sending}
          message={message}
        />
      </Stack>
    </Screen>
  );
}

/** The marks from the catalogue and from the server's answer, each place once. */
function mergeChoices(...lists: RetiredChoice[][]): RetiredChoice[] {
  const seen = new Set<string>();
  return lists.flat().filter((choice) => {
    const key = retiredNoticeId(choice);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
