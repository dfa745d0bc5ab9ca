import { describe, expect, it } from 'vitest';
import { xmlAttributeValue, xmlDocument } from './xml';

describe('xmlAttributeValue', () => {
  it.each([
    ['Kitchen, "main"', 'Kitchen, &quot;main&quot;'],
    ['a < b & c > d', 'a &lt; b &amp; c &gt; d'],
    ["O'Brien", 'O&apos;Brien'],
    ['two\nlines\tand\r', 'two&#10;lines&#9;and&#13;'],
    ['bell\u0007 and nul\u0000 dropped', 'bell and nul dropped'],
    ['lone \uD800 surrogate, pair 😀 kept', 'lone  surrogate, pair 😀 kept'],
    ['\uFFFE\uFFFF', ''],
  ])('%j -> %j', (text, value) => {
    expect(xmlAttributeValue(text)).toBe(value);
  });
});

describe('xmlDocument', () => {
  it('writes the declaration, nested elements with two spaces of indent and a final newline', () => {
    const text = xmlDocument({
      name: 'project',
      attributes: [['contentVersion', '2']],
      children: [
        { name: 'properties', children: [{ name: 'param', attributes: [['name', 'A&B']] }] },
        { name: 'images' },
      ],
    });
    expect(text).toBe(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<project contentVersion="2">',
        '  <properties>',
        '    <param name="A&amp;B" />',
        '  </properties>',
        '  <images />',
        '</project>',
        '',
      ].join('\n'),
    );
  });
});
