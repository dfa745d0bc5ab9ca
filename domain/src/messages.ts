/**
 * Every user-facing validation and outcome text of the product, word for word as the product
 * has always shown them (docs/product.md §5 and §8), except three misspellings corrected on
 * purpose ("occurred", "successfully", "log in"). The key is the message's code: field errors
 * carry it beside the text, and a screen translates `messages.<code>`, never the English text.
 */
export const MESSAGES = {
  /** Customer, custom material and admin forms. */
  Required: 'Required',
  /** Item form. */
  required: 'required',
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password required',
  passwordWeak: 'Password is not strong enough',
  passwordMismatch: "Password and confirmation doesn't match",
  invalidFormat: 'invalid format',
  outOfParameters: 'out of parameters',
  descriptionTooLong: '20 characters max.',
  orderSubmitFailed: 'An unexpected error occurred, please try again',
  loginFailed: 'Wrong email or password',
  rememberSent: 'If your email exists, you will receive an email with instructions',
  passwordChanged: 'Your password was updated successfully, please log in again',
  passwordChangeFailed: 'An unexpected error occurred, please repeat the process',
  /**
   * Not in docs/product.md: a free text longer than its storage limit (see TEXT_LIMITS). The legacy
   * product had no limit; we keep one so that no input can overflow a database column.
   */
  tooLong: 'Too long',
  /** The server's catalogue checks of an order, worded as the API has always answered them. */
  unknownModel: 'unknown model',
  unknownColour: 'unknown colour',
  unknownMaterial: 'unknown material',
  /** An order naming a catalogue node the shop has retired (docs/production/catalogue.md). */
  retiredModel: 'This model is no longer offered',
  retiredColour: 'This colour is no longer offered',
  retiredMaterial: 'This material is no longer offered',
  /** The catalogue editor's rules (docs/production/catalogue.md, "Rules of a node"). */
  notPositive: 'Must be more than 0',
  minAboveMax: 'The minimum is above the maximum',
  invalidSwatch: 'A swatch is a colour such as #A1B2C3 or an uploaded image',
  unknownParent: 'The parent does not exist',
  wrongParent: 'It cannot go there: tiles are top level, furniture goes category, type, model',
  catalogueCycle: 'A node cannot go under itself',
  modelRequired: 'A model needs its sizes, options and construction',
  sheetRequired: 'A colour or finish needs the sheet it is cut from',
  notAllowedHere: 'Not used on this kind of node',
  duplicateId: 'The same id appears twice',
  notAnImage: 'Only PNG, JPEG or WebP images',
  imageTooLarge: 'The image is larger than 2 MB',
  /** The price list's rules (docs/production/prices.md). */
  invalidCurrency: 'Not an ISO 4217 currency code such as EUR',
  invalidAmount: 'An amount is a whole number of cents (150 = 1.50), 0 or more',
  amountTooLarge: 'The amount is too large',
  invalidTaxRate: 'A tax rate is from 0 to 1 with at most 4 decimals (0.21 = 21 %)',
  invalidWastePercent: 'A waste allowance is from 0 to 100 % with at most 2 decimals',
  invalidTileId: 'A tile id is a whole number above 0',
  unknownAccessory: 'Not one of the 19 hardware types',
  invalidMaterialPrice: 'Either a price per sheet, or a price per m² with a waste allowance',
  /** An adjustment sent with a status change that is no approval, or for an order without a price. */
  adjustmentNotAllowed: 'An adjustment only goes with approving an order that has a price',
  /**
   * The construction check of an item (docs/production/parts.md, "The construction check"), with
   * `{{limit}}`, the size that is made, in the order's unit.
   */
  doorTooWide: 'At most {{limit}} for the door of this cabinet',
  doorPairTooWide: 'At most {{limit}} for each door of a pair in this cabinet',
  frontTooHigh: 'At most {{limit}} for this front in this cabinet',
  drawerFrontsTooHigh: 'At most {{limit}} for each of these drawer fronts in this cabinet',
  frontTooSmall: 'At least {{limit}}, the smallest front made',
  frontNoRoom: 'No size fits in this cabinet: make the cabinet larger or the other fronts smaller',
  /**
   * The code of a field error the domain has no message of its own for (a wrong type, a
   * structural rule); such an error keeps the validator's own text as its message.
   */
  invalidInput: 'Invalid input',
  /**
   * The admin notification after a status change, with `{{shortId}}` and `{{status}}` to fill
   * in (see statusChangedMessage); the same placeholders as an i18next translation uses.
   */
  statusChanged: 'The order ID "{{shortId}}" has changed his status to "{{status}}"',
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type Message = (typeof MESSAGES)[MessageKey];

const KEY_BY_TEXT = new Map<string, MessageKey>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/** Whether `value` is a message code, e.g. a form error record's entry. */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

/**
 * The code of one of the domain's own texts. Only for rules whose validator cannot carry a code
 * (zod's built-in checks take a text): the texts are the constants above, all different (a test
 * checks it), so this never depends on a translation or a spelling outside this file.
 */
export function messageKeyOf(text: string): MessageKey | undefined {
  return KEY_BY_TEXT.get(text);
}

/** A message with its `{{name}}` placeholders filled in from `values`. */
export function fillMessage(key: MessageKey, values: Readonly<Record<string, string>>): string {
  return MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? placeholder) : placeholder,
  );
}

/**
 * The admin notification after a status change, wording kept as the product shows it. Its code
 * is `statusChanged`; a screen translates it with the values `{ shortId, status }`.
 */
export function statusChangedMessage(shortId: string, status: string): string {
  return fillMessage('statusChanged', { shortId, status });
}
