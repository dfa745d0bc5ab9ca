/*
 * An order's statuses in the customer's words (docs/product.md, "Tracking page"), in every
 * language the customer's pages and e-mails speak. One table, read by the tracking page and by
 * the customer's e-mails, so that both name a status alike. The back office names the statuses
 * in the shop's own words.
 */
import type { OrderLanguage, OrderStatus } from './schemas';

/** Each status's name as the customer reads it. */
export type StatusWords = Readonly<Record<OrderStatus, string>>;

export const STATUS_WORDS: Readonly<Record<OrderLanguage, StatusWords>> = {
  en: {
    Pending: 'Received',
    Approved: 'Approved',
    'To Cut': 'In the cutting queue',
    'To Deliver': 'Ready for delivery',
    Rejected: 'Not accepted',
  },
  es: {
    Pending: 'Recibido',
    Approved: 'Aprobado',
    'To Cut': 'En la cola de corte',
    'To Deliver': 'Listo para la entrega',
    Rejected: 'No aceptado',
  },
};
