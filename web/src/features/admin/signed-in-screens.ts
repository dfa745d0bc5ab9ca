/*
 * The signed-in frame and the two screens a sign-in leads to, in one chunk of their own
 * (signed-in-chunk.ts): the sign-in page needs none of them. Loading it adds the production
 * sections' texts, which every screen of the signed-in frame may show.
 */
import { addAdminProductionTexts } from './locales/production-texts';

addAdminProductionTexts();

export { AdminLayout } from './layout/admin-layout';
export { default as OrderDetailScreen } from './order-detail/order-detail-screen';
export { default as OrdersScreen } from './orders/orders-screen';
