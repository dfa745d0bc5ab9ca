/** @cutshop/design-system: the shop's Chakra UI system and its presentational components. */
export { system } from './theme/complete-system';
export { firstPageSystem, loadRouteRecipes, makeFirstPageSystem } from './theme/first-page-system';
export { DesignSystemProvider, ShopSystemProvider } from './provider/design-system-provider';
export type {
  DesignSystemProviderProps,
  ShopSystemProviderProps,
} from './provider/design-system-provider';
export type { LinkComponent, LinkComponentProps } from './provider/link-context';
export { PRINT_HIDDEN, PRINT_HIDE } from './print/print-hide';

export * from './components/step-header';
export * from './components/tile-grid';
export * from './components/cabinet-drawing';
export * from './components/hardware-list';
export * from './components/help-overlay';
export * from './components/dimension-input';
export * from './components/status-badge';
export * from './components/notification';
export * from './components/quantity-stepper';
export * from './components/item-card';
export * from './components/material-summary-panel';
export * from './components/wizard-nav';
export * from './components/page-transition';
export * from './components/yes-no-field';
export * from './components/admin-header';
export * from './components/order-filter-bar';
export * from './components/order-list';
export * from './components/confirm-with-message-dialog';
export * from './components/history-timeline';
export * from './components/key-value-block';
export * from './components/loadable-section';
export * from './components/hardware-table';
export * from './components/cut-list-table';
export * from './components/cutting-plan';
export * from './components/catalogue-tree';
export * from './components/change-diff';
export * from './components/swatch-field';
