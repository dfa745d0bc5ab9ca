/*
 * What every customer's e-mail about an order has in common (docs/product.md, "E-mails to the
 * customer"): the order's language, the shop's time zone and address, and the tracking link,
 * which is minted when the e-mail is queued (a fresh one for every e-mail).
 */
import { orderLanguage } from '@cutshop/domain';
import type { OutgoingEmail } from '../../repositories/outbox-repository';
import { CUSTOMER_EMAIL_WORDS } from './customer-email-words';
import type { OrderForEmail, Wording } from './order-in-words';

/** The shop's settings the e-mails are written with. */
export interface CustomerEmailSettings {
  /** The shop's address without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  /** The IANA time zone dates are stated in (SHOP_TIME_ZONE). */
  timeZone: string;
}

/**
 * An e-mail written but for the order's tracking link: everything is composed before the
 * transaction that queues it, which only mints the link (it refers to the stored order).
 */
export type EmailAwaitingLink = (trackingUrl: string) => OutgoingEmail;

/** The order's language's words and the shop's time zone. */
export function wordingOf(input: OrderForEmail, settings: CustomerEmailSettings): Wording {
  const language = orderLanguage(input.order);
  return { language, words: CUSTOMER_EMAIL_WORDS[language], timeZone: settings.timeZone };
}
