/*
 * How a customer's e-mail is laid out, once as plain text and once as HTML, from the same
 * content so both parts say everything. The HTML loads nothing: no image, font or style sheet
 * from anywhere, inline styles only, and its only links are the shop's own (the order's tracking
 * page, the shop's address). Drawings stay on the tracking page: mail programs do not reliably
 * show inline SVG.
 */
import type { OrderLanguage } from '@cutshop/domain';
import type { OutgoingEmail } from '../../repositories/outbox-repository';
import { escapeHtml } from './html';
import type { Block } from './order-in-words';

/** Everything a customer's e-mail says, in its language. */
export interface CustomerEmailContent {
  language: OrderLanguage;
  kind: string;
  /** The order's uuid. */
  reference: string;
  recipient: string;
  subject: string;
  greeting: string;
  /** The news, one paragraph each. */
  paragraphs: string[];
  /** The order's facts, "Label: value" each. */
  facts: string[];
  tracking: { lead: string; link: string; url: string };
  blocks: Block[];
  closing: string;
  /** The shop's address (PUBLIC_URL). */
  publicUrl: string;
}

const INDENT = '  ';

function blockText(block: Block): string[] {
  return [
    '',
    block.heading,
    ...block.lines.flatMap((line) => [
      `${INDENT}${line.text}`,
      ...(line.details ?? []).map((detail) => `${INDENT}${INDENT}${INDENT}${detail}`),
    ]),
    ...(block.note === undefined ? [] : [`${INDENT}${block.note}`]),
  ];
}

function plainText(content: CustomerEmailContent): string {
  return [
    content.greeting,
    ...content.paragraphs.flatMap((paragraph) => ['', paragraph]),
    '',
    ...content.facts,
    '',
    content.tracking.lead,
    content.tracking.url,
    ...content.blocks.flatMap(blockText),
    '',
    content.closing,
    content.publicUrl,
    '',
  ].join('\n');
}

/** Inline styles: mail programs drop `<style>` sheets and never load external ones. */
const STYLE = {
  body: 'margin:0;padding:16px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5',
  main: 'max-width:640px',
  paragraph: 'margin:0 0 12px',
  facts: 'margin:0 0 16px;padding:12px;background:#f3f4f6',
  button:
    'display:inline-block;padding:10px 16px;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold',
  heading: 'margin:24px 0 8px;font-size:17px',
  list: 'margin:0;padding-left:20px',
  details: 'margin:2px 0 8px;padding-left:18px;color:#444444;font-size:14px',
  note: 'margin:8px 0 0;color:#555555;font-size:13px',
  link: 'color:#1d4ed8',
} as const;

function blockHtml(block: Block): string {
  const items = block.lines.map((line) => {
    const details =
      line.details === undefined || line.details.length === 0
        ? ''
        : `<ul style="${STYLE.details}">${line.details
            .map((detail) => `<li>${escapeHtml(detail)}</li>`)
            .join('')}</ul>`;
    return `<li>${escapeHtml(line.text)}${details}</li>`;
  });
  return [
    `<h2 style="${STYLE.heading}">${escapeHtml(block.heading)}</h2>`,
    `<ul style="${STYLE.list}">${items.join('')}</ul>`,
    ...(block.note === undefined ? [] : [`<p style="${STYLE.note}">${escapeHtml(block.note)}</p>`]),
  ].join('\n');
}

function html(content: CustomerEmailContent): string {
  const paragraph = (text: string) => `<p style="${STYLE.paragraph}">${escapeHtml(text)}</p>`;
  const { tracking } = content;
  return [
    '<!doctype html>',
    `<html lang="${content.language}">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="${STYLE.body}">`,
    `<div style="${STYLE.main}">`,
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    `<p style="${STYLE.facts}">${content.facts.map(escapeHtml).join('<br>')}</p>`,
    paragraph(tracking.lead),
    `<p style="${STYLE.paragraph}"><a href="${escapeHtml(tracking.url)}" style="${STYLE.button}">${escapeHtml(tracking.link)}</a></p>`,
    ...content.blocks.map(blockHtml),
    `<p style="margin:24px 0 0">${escapeHtml(content.closing)}<br>` +
      `<a href="${escapeHtml(content.publicUrl)}" style="${STYLE.link}">${escapeHtml(content.publicUrl)}</a></p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** The outbox row of a customer's e-mail: its plain-text and HTML parts from one content. */
export function renderCustomerEmail(content: CustomerEmailContent): OutgoingEmail {
  return {
    kind: content.kind,
    reference: content.reference,
    recipient: content.recipient,
    subject: content.subject,
    text: plainText(content),
    html: html(content),
  };
}
