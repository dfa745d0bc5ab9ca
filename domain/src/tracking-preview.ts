import { escapeXml } from './production/drawing/svg';
import type { OrderStatus } from './schemas';
import type { Unit } from './units';

/*
 * The tracking page's preview (docs/architecture.md, "The tracking page, walked through"): the
 * web build renders the top of an order's page (its heading, name, unit choice and status in
 * words) once per status, unit and language, with markers where the order's own words go, into
 * `track/preview.<language>.json`; the BFF fills one in with the order of the link and sends it
 * inside the page's shell, so the order's status is in the page's first paint, scripts or not.
 */

/** What a preview shows of the order: the fields the templates hold markers for. */
export interface TrackPreviewHeadline {
  orderId: string;
  name: string;
  status: OrderStatus;
  rejectionReason: string | null;
  /** The unit the page first shows sizes in (its unit choice is part of the preview). */
  unit: Unit;
}

/** The order behind a tracking link, for its preview: the headline and its order's language. */
export interface TrackPreviewOrder extends TrackPreviewHeadline {
  language: string;
}

/** The markers a template holds where the order's own words go (plain text, never markup). */
export const TRACK_PREVIEW_MARKERS = {
  orderId: '@@orderId@@',
  name: '@@orderName@@',
  rejectionReason: '@@rejectionReason@@',
} as const;

/** A preview's templates by `trackPreviewKey`: the HTML of each. */
export type TrackPreviewTemplates = Readonly<Record<string, string>>;

/**
 * The template of a status in a unit (the unit choice shows which is on); a rejection with the
 * shop's reason has one of its own.
 */
export function trackPreviewKey(status: OrderStatus, withReason: boolean, unit: Unit): string {
  return `${status === 'Rejected' && withReason ? 'Rejected, with reason' : status} (${unit})`;
}

/** Where the build writes the templates of `language`, under the web app's folder. */
export function trackPreviewFile(language: string): string {
  return `track/preview.${language}.json`;
}

/** The key of the page's document title among the templates (text, with the order id's marker). */
export const TRACK_PREVIEW_TITLE_KEY = 'document title';

/**
 * The preview of `order` from `templates` (its markup, and the page's title when the templates
 * have one), its words escaped as text; undefined when the templates have none for its status.
 */
export function fillTrackPreview(
  templates: TrackPreviewTemplates,
  order: TrackPreviewHeadline,
): { html: string; title: string | undefined } | undefined {
  const reason = order.rejectionReason ?? '';
  const template = templates[trackPreviewKey(order.status, reason !== '', order.unit)];
  if (template === undefined) return undefined;
  const words: Record<string, string> = {
    [TRACK_PREVIEW_MARKERS.orderId]: order.orderId,
    [TRACK_PREVIEW_MARKERS.name]: order.name,
    [TRACK_PREVIEW_MARKERS.rejectionReason]: reason,
  };
  // One pass: a customer's words that look like a marker stay as they are.
  const fill = (text: string) =>
    text.replace(/@@(?:orderId|orderName|rejectionReason)@@/g, (marker) =>
      escapeXml(words[marker] ?? ''),
    );
  const title = templates[TRACK_PREVIEW_TITLE_KEY];
  return { html: fill(template), title: title === undefined ? undefined : fill(escapeXml(title)) };
}
