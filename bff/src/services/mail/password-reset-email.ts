import type { OutgoingEmail } from '../../repositories/outbox-repository';
import { escapeHtml } from './html';

/** The link of a forgotten-password request; the token works once, for `validMinutes`. */
export function passwordResetEmail(
  recipient: string,
  link: string,
  validMinutes: number,
): OutgoingEmail {
  const lines = [
    'Hello,',
    '',
    'Someone (hopefully you) asked to change the password of the Order Management System account for this address.',
    `Open this link within ${validMinutes} minutes to choose a new password; it works once:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
  ];
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.4">',
    `<p>${escapeHtml(lines[0] ?? '')}</p>`,
    `<p>${escapeHtml(lines[2] ?? '')}<br>${escapeHtml(lines[3] ?? '')}</p>`,
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    `<p>${escapeHtml(lines[7] ?? '')}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    kind: 'password_reset',
    reference: null,
    recipient,
    subject: 'Change your password',
    text: lines.join('\n'),
    html,
  };
}
