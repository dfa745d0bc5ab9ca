/*
 * A small XML writer for the production files (docs/production/outputs.md, "homag-project.zip"):
 * elements with attributes and child elements, no text content, two spaces of indent, `\n` line
 * ends. Every attribute value is escaped, so customer text can never open a tag or an attribute.
 */

/** An element: its name, its attributes in writing order, its child elements. */
export interface XmlElement {
  name: string;
  attributes?: readonly (readonly [string, string])[];
  children?: readonly XmlElement[];
}

/** The declaration every document starts with. */
const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
const INDENT = '  ';

/**
 * Characters XML 1.0 cannot hold at all (C0 controls other than tab, LF and CR, lone surrogates,
 * U+FFFE and U+FFFF): they are dropped.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * What each special character becomes in an attribute value. Tab, LF and CR are written as
 * character references, as a parser would otherwise read each of them as a space.
 */
const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** A text as an attribute value (without its quotes). */
export function xmlAttributeValue(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"'\t\n\r]/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}

function elementLines(element: XmlElement, depth: number): string[] {
  const indent = INDENT.repeat(depth);
  const attributes = (element.attributes ?? [])
    .map(([name, value]) => ` ${name}="${xmlAttributeValue(value)}"`)
    .join('');
  const children = element.children ?? [];
  if (children.length === 0) return [`${indent}<${element.name}${attributes} />`];
  return [
    `${indent}<${element.name}${attributes}>`,
    ...children.flatMap((child) => elementLines(child, depth + 1)),
    `${indent}</${element.name}>`,
  ];
}

/** A whole document: the declaration, then `root`, each element on its own line, ending with `\n`. */
export function xmlDocument(root: XmlElement): string {
  return [XML_DECLARATION, ...elementLines(root, 0)].join('\n') + '\n';
}
