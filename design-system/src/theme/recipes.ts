import { adminHeaderRecipe } from '../components/admin-header/admin-header.recipe';
import { confirmWithMessageDialogRecipe } from '../components/confirm-with-message-dialog/confirm-with-message-dialog.recipe';
import { dimensionInputRecipe } from '../components/dimension-input/dimension-input.recipe';
import { helpOverlayRecipe } from '../components/help-overlay/help-overlay.recipe';
import { historyTimelineRecipe } from '../components/history-timeline/history-timeline.recipe';
import { addItemCardRecipe, itemCardRecipe } from '../components/item-card/item-card.recipe';
import { keyValueBlockRecipe } from '../components/key-value-block/key-value-block.recipe';
import { materialSummaryPanelRecipe } from '../components/material-summary-panel/material-summary-panel.recipe';
import { notificationRecipe } from '../components/notification/notification.recipe';
import { orderFilterBarRecipe } from '../components/order-filter-bar/order-filter-bar.recipe';
import { orderListRecipe, orderRowRecipe } from '../components/order-list/order-list.recipe';
import { quantityStepperRecipe } from '../components/quantity-stepper/quantity-stepper.recipe';
import { statusBadgeRecipe } from '../components/status-badge/status-badge.recipe';
import { stepHeaderRecipe } from '../components/step-header/step-header.recipe';
import { tileGridRecipe } from '../components/tile-grid/tile-grid.recipe';
import { wizardNavRecipe } from '../components/wizard-nav/wizard-nav.recipe';
import { yesNoFieldRecipe } from '../components/yes-no-field/yes-no-field.recipe';

/*
 * The component recipes registered in the system under the keys the components look up, so an
 * app can restyle a component by overriding its recipe in its own system config.
 */

export const recipes = {
  statusBadge: statusBadgeRecipe,
};

export const slotRecipes = {
  stepHeader: stepHeaderRecipe,
  tileGrid: tileGridRecipe,
  helpOverlay: helpOverlayRecipe,
  dimensionInput: dimensionInputRecipe,
  notification: notificationRecipe,
  quantityStepper: quantityStepperRecipe,
  itemCard: itemCardRecipe,
  addItemCard: addItemCardRecipe,
  materialSummaryPanel: materialSummaryPanelRecipe,
  wizardNav: wizardNavRecipe,
  yesNoField: yesNoFieldRecipe,
  orderFilterBar: orderFilterBarRecipe,
  orderList: orderListRecipe,
  orderRow: orderRowRecipe,
  confirmWithMessageDialog: confirmWithMessageDialogRecipe,
  historyTimeline: historyTimelineRecipe,
  keyValueBlock: keyValueBlockRecipe,
  adminHeader: adminHeaderRecipe,
};
