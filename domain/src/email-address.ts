/**
 * The customer's e-mail address rule (docs/rules-and-defaults.md, "E-mail addresses"): one
 * function for the web form and the server schema alike.
 *
 * docs/product.md §5 once asked for a top-level part of 2 to 4 letters, a rule of an older system
 * that refuses real addresses (`.studio`, `.online`, `.museum`) and every internationalised one.
 * This rule follows the sizes of the e-mail and DNS standards instead (RFC 5321, RFC 1035) and
 * lets letters of any script in both parts (RFC 6531, internationalised domain names):
 * - one `@`, no white space, at most 254 characters, a local part of at most 64;
 * - a local part of letters, digits, marks and `!#$%&'*+/=?^_\`{|}~-`, in dot-separated runs
 *   (no leading, trailing or doubled dot);
 * - a domain of at least two labels, no trailing dot; each label 1 to 63 letters, digits, marks
 *   or hyphens, not starting or ending with a hyphen;
 * - a top-level label of 2 to 63 letters, or its ASCII form (`xn--…`).
 */

const MAX_ADDRESS = 254;
const MAX_LOCAL_PART = 64;

const LOCAL_RUN = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;
const DOMAIN_LABEL = /^(?!-)[\p{L}\p{M}\p{N}-]{1,63}(?<!-)$/u;
const TOP_LEVEL_LABEL = /^(?:[\p{L}\p{M}]{2,63}|xn--[a-z0-9-]{1,59}(?<!-))$/iu;

/** Whether `text` is an e-mail address a customer can be written to (see above). */
export function isEmailAddress(text: string): boolean {
  if (text.length > MAX_ADDRESS || /\s/u.test(text)) return false;
  const parts = text.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  if (local.length === 0 || local.length > MAX_LOCAL_PART) return false;
  if (!local.split('.').every((run) => LOCAL_RUN.test(run))) return false;
  const labels = domain.split('.');
  const topLevel = labels.at(-1) ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_LABEL.test(topLevel)
  );
}
