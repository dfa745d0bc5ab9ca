import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { buildCutList } from '../cut-list';
import { homagProjectXml } from './homag-project-xml';
import { SHORT_ID, explodedOrder, storedOrder } from '../../testing/file-order';

/** An element as a strict XML parser reads it back. */
interface Node {
  name: string;
  attributes: Record<string, string>;
  children: Node[];
}

/** Parses `xml` with a real XML parser (saxes throws on anything not well formed). */
function parseXml(xml: string): Node {
  const parser = new SaxesParser();
  const root: Node = { name: '#document', attributes: {}, children: [] };
  const open: Node[] = [root];
  parser.on('opentag', (tag) => {
    const node: Node = { name: tag.name, attributes: { ...tag.attributes }, children: [] };
    open.at(-1)!.children.push(node);
    if (!tag.isSelfClosing) open.push(node);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) open.pop();
  });
  parser.write(xml).close();
  expect(root.children).toHaveLength(1);
  return root.children[0]!;
}

function child(node: Node, name: string): Node {
  const found = node.children.filter((each) => each.name === name);
  expect(found, `${node.name} > ${name}`).toHaveLength(1);
  return found[0]!;
}

/** The `<properties>` of an element as name -> value. */
function params(node: Node): Record<string, string> {
  return Object.fromEntries(
    child(node, 'properties').children.map((param) => {
      expect(param.name).toBe('param');
      return [param.attributes.name!, param.attributes.value!];
    }),
  );
}

function entities(node: Node): Node[] {
  return child(node, 'entities').children;
}

const order = storedOrder();
const xml = homagProjectXml(order, buildCutList(explodedOrder()));
const project = parseXml(xml);
const homagOrder = child(child(project, 'orders'), 'order');
const items = entities(homagOrder);

describe('homagProjectXml', () => {
  it('is a contentVersion 2 cutting project in millimetres holding the order', () => {
    expect(
      xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<project contentVersion="2">'),
    ).toBe(true);
    expect(project.name).toBe('project');
    expect(project.attributes).toEqual({ contentVersion: '2' });
    expect(params(project)).toEqual({
      Type: 'Cutting',
      Name: `${SHORT_ID} Kitchen, "main"`,
      UnitOfLength: 'mm',
    });
    expect(child(project, 'orders').children).toHaveLength(1);
    // Quotes and the line break of the customer's text come back unchanged.
    expect(params(homagOrder)).toEqual({
      OrderName: 'Kitchen, "main"',
      OrderNumber: SHORT_ID,
      CustomerName: 'Ruiz, Ana "La Jefa"',
      OrderDate: '2025-03-31T22:15:00.000Z',
      Notes: 'Deliver before noon.\nCall first, please.',
    });
  });

  it('has one OrderItem per cabinet the cut list holds, with its quantity', () => {
    // Item 3 cannot be built: it has no parts and no OrderItem.
    expect(items.map((item) => params(item))).toEqual([
      {
        Type: 'OrderItem',
        OrderItemNumber: '01',
        ArticleNumber: `${SHORT_ID}-01`,
        ArticleDescription: '01 B1D-24 (Base 1 Door)',
        Quantity: '2',
        AdditionalComments: 'Sink, base',
        ExternalSystemId: `${SHORT_ID}-01`,
      },
      {
        Type: 'OrderItem',
        OrderItemNumber: '02',
        ArticleNumber: `${SHORT_ID}-02`,
        ArticleDescription: '02 W2D-30 (Wall 2 Door)',
        Quantity: '1',
        AdditionalComments: '=HYPERLINK("x")',
        ExternalSystemId: `${SHORT_ID}-02`,
      },
    ]);
  });

  it('has one ProductionOrder per part line, barcode = part id, in cut-list order', () => {
    expect(entities(items[0]!).map((part) => params(part).Barcode)).toEqual([
      `${SHORT_ID}-01-side1`,
      `${SHORT_ID}-01-bottom1`,
      `${SHORT_ID}-01-door1`,
    ]);
    expect(entities(items[1]!).map((part) => params(part).Barcode)).toEqual([
      `${SHORT_ID}-02-side1`,
      `${SHORT_ID}-02-back1`,
      `${SHORT_ID}-02-door1`,
    ]);
    for (const part of [...entities(items[0]!), ...entities(items[1]!)]) {
      expect(part.name).toBe('entity');
      expect(params(part).Type).toBe('ProductionOrder');
    }
  });

  it("writes item 1's oak door: cut and finished sizes, grain, material, edges all round", () => {
    // Finished 716 x 596, banded 1 mm on all four edges: cut 714 x 594; 1 per cabinet x 2.
    expect(params(entities(items[0]!)[2]!)).toEqual({
      Type: 'ProductionOrder',
      Barcode: `${SHORT_ID}-01-door1`,
      ArticleNumber: `${SHORT_ID}-01-door1`,
      ArticleDescription: 'Door',
      ArticleGroup: 'door',
      Quantity: '2',
      Length: '714.0',
      Width: '594.0',
      Thickness: '19.05',
      FinishLength: '716.0',
      FinishWidth: '596.0',
      Grain: 'Lengthwise',
      Material: 'CUSTOM-FIN',
      EdgeDiagram: 'FBLR',
      EdgeFront: 'EB-1',
      EdgeBack: 'EB-1',
      EdgeLeft: 'EB-1',
      EdgeRight: 'EB-1',
      EdgeThicknessFront: '1',
      EdgeThicknessBack: '1',
      EdgeThicknessLeft: '1',
      EdgeThicknessRight: '1',
      LabelDemand: '1',
      ExternalSystemId: `${SHORT_ID}-01-door1`,
    });
  });

  it("writes item 1's side (front edge only) and item 2's back (no band, no grain)", () => {
    // Side: finished 720 x 560, L1 banded: cut 720 x 559; 2 per cabinet x 2.
    expect(params(entities(items[0]!)[0]!)).toMatchObject({
      Quantity: '4',
      Length: '720.0',
      Width: '559.0',
      Thickness: '18',
      FinishLength: '720.0',
      FinishWidth: '560.0',
      Grain: 'NoGrain',
      Material: 'COL-1',
      EdgeDiagram: 'F',
      EdgeFront: 'EB-1',
      EdgeThicknessFront: '1',
    });
    const side = params(entities(items[0]!)[0]!);
    for (const edge of ['Back', 'Left', 'Right']) {
      expect(side[`Edge${edge}`]).toBeUndefined();
      expect(side[`EdgeThickness${edge}`]).toBeUndefined();
    }
    // Back: 726 x 726 both ways, nothing banded: no edge diagram, no band.
    const back = params(entities(items[1]!)[1]!);
    expect(back).toMatchObject({
      Length: '726.0',
      Width: '726.0',
      FinishLength: '726.0',
      FinishWidth: '726.0',
      Grain: 'NoGrain',
    });
    expect(Object.keys(back).filter((name) => name.startsWith('Edge'))).toEqual([]);
  });

  it('writes Crosswise for a grain along the width', () => {
    const crosswise = buildCutList({
      ...explodedOrder(),
      items: explodedOrder().items.map((build) => ({
        ...build,
        parts: build.parts.map((part) => ({ ...part, grain: 'W' as const })),
      })),
    });
    const parts = entities(
      child(child(parseXml(homagProjectXml(order, crosswise)), 'orders'), 'order'),
    )
      .flatMap(entities)
      .map((part) => params(part).Grain);
    expect(parts).toEqual(Array(6).fill('Crosswise'));
  });

  it('is the same text for the same order', () => {
    expect(homagProjectXml(storedOrder(), buildCutList(explodedOrder()))).toBe(xml);
  });
});
