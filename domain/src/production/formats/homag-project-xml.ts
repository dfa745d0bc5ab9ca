/*
 * project.xml, the file inside homag-project.zip (docs/production/outputs.md,
 * "homag-project.zip"): the order as HOMAG's own import reads it (intelliDivide cutting jobs,
 * productionManager), in the project.xml structure of HOMAG-Connect's import specification,
 * contentVersion 2. One OrderItem per cabinet, one ProductionOrder per part line.
 */
import { shortOrderId } from '../../order-draft';
import { partBandMm } from '../cut-list';
import type { StoredOrder } from '../../schemas';
import type { CutList, CutListCabinet, Grain, Part, ProductionMaterial } from '../types';
import { cabinetName } from './cut-list-rows';
import { edgeBandCode } from './edge-bands';
import { HOMAG_EDGES, homagEdgeDiagram } from './homag-csv';
import { MM_DECIMALS, THICKNESS_DECIMALS, fixed, trimmed } from './numbers';
import { paddedIndex, partId } from './part-id';
import { xmlDocument, type XmlElement } from './xml';

/** The specification's content version, on the root element. */
const CONTENT_VERSION = '2';

/** HOMAG's grain names: along the length, across it, none. */
const HOMAG_GRAIN_NAMES: Readonly<Record<Grain, string>> = {
  N: 'NoGrain',
  L: 'Lengthwise',
  W: 'Crosswise',
};

/** The specification's names of the edges in HOMAG_EDGES order (front L1, back L2, left W1, right W2). */
const HOMAG_EDGE_NAMES = ['Front', 'Back', 'Left', 'Right'] as const;

/** Longest texts the specification takes. */
const MAX_LENGTH = { orderName: 100, description: 255, comments: 300 } as const;

/** `1`: print a label for the part. */
const LABEL_DEMAND = '1';

type Params = (readonly [string, string])[];

/** A text cut to `max` characters (whole code points), as the specification's limits ask. */
function limited(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('');
}

function param(name: string, value: string): XmlElement {
  return {
    name: 'param',
    attributes: [
      ['name', name],
      ['value', value],
    ],
  };
}

function properties(params: Params): XmlElement {
  return { name: 'properties', children: params.map(([name, value]) => param(name, value)) };
}

/** A part line: its cut and finished sizes, grain, material, edge diagram and bands. */
function productionOrder(
  order: StoredOrder,
  cabinet: CutListCabinet,
  material: ProductionMaterial,
  part: Part,
  bandMm: number,
): XmlElement {
  const id = partId(order.uuid, cabinet.index, part);
  const diagram = homagEdgeDiagram(part.edges);
  const banded = HOMAG_EDGES.flatMap((edge, position) =>
    part.edges[edge] ? [HOMAG_EDGE_NAMES[position]] : [],
  );
  const params: Params = [
    ['Type', 'ProductionOrder'],
    ['Barcode', id],
    ['ArticleNumber', id],
    ['ArticleDescription', limited(part.name, MAX_LENGTH.description)],
    ['ArticleGroup', part.role],
    ['Quantity', String(part.quantity)],
    ['Length', fixed(part.cut.lengthMm, MM_DECIMALS)],
    ['Width', fixed(part.cut.widthMm, MM_DECIMALS)],
    ['Thickness', trimmed(part.thicknessMm, THICKNESS_DECIMALS)],
    ['FinishLength', fixed(part.finished.lengthMm, MM_DECIMALS)],
    ['FinishWidth', fixed(part.finished.widthMm, MM_DECIMALS)],
    ['Grain', HOMAG_GRAIN_NAMES[part.grain]],
    ['Material', material.code],
    ...(diagram === '' ? [] : ([['EdgeDiagram', diagram]] as Params)),
    ...banded.map((edge): readonly [string, string] => [`Edge${edge}`, edgeBandCode(bandMm)]),
    ...banded.map((edge): readonly [string, string] => [
      `EdgeThickness${edge}`,
      trimmed(bandMm, THICKNESS_DECIMALS),
    ]),
    ['LabelDemand', LABEL_DEMAND],
    ['ExternalSystemId', id],
  ];
  return { name: 'entity', children: [properties(params)] };
}

/** One cabinet's parts across the materials, in cut-list order, with their materials. */
interface CabinetParts {
  cabinet: CutListCabinet;
  parts: { material: ProductionMaterial; part: Part }[];
}

/** The cut list's cabinets in index order, each with its part lines of every material. */
function cabinetsOf(cutList: CutList): CabinetParts[] {
  const byIndex = new Map<number, CabinetParts>();
  for (const { material, cabinets } of cutList.materials) {
    for (const cabinet of cabinets) {
      const entry = byIndex.get(cabinet.index) ?? { cabinet, parts: [] };
      entry.parts.push(...cabinet.parts.map((part) => ({ material, part })));
      byIndex.set(cabinet.index, entry);
    }
  }
  return [...byIndex.values()].sort((a, b) => a.cabinet.index - b.cabinet.index);
}

/** A cabinet as an OrderItem holding its part lines. */
function orderItem(
  order: StoredOrder,
  { cabinet, parts }: CabinetParts,
  cutList: CutList,
): XmlElement {
  const number = paddedIndex(cabinet.index);
  const article = `${shortOrderId(order.uuid)}-${number}`;
  const params: Params = [
    ['Type', 'OrderItem'],
    ['OrderItemNumber', number],
    ['ArticleNumber', article],
    ['ArticleDescription', limited(`${number} ${cabinetName(cabinet)}`, MAX_LENGTH.description)],
    ['Quantity', String(cabinet.quantity)],
    ['AdditionalComments', limited(cabinet.description, MAX_LENGTH.comments)],
    ['ExternalSystemId', article],
  ];
  return {
    name: 'entity',
    children: [
      properties(params),
      {
        name: 'entities',
        children: parts.map(({ material, part }) =>
          productionOrder(order, cabinet, material, part, partBandMm(cutList, part.role)),
        ),
      },
    ],
  };
}

/**
 * project.xml: `<project contentVersion="2">` with the job's properties (a cutting job in mm
 * named after the order), one `<order>` (name, number = short id, customer, date, notes) and one
 * OrderItem per cabinet the cut list holds, each with one ProductionOrder per part line. Every
 * quantity is the order's whole count (pieces per cabinet x the item's quantity), as the
 * specification asks. Deterministic: the same order and cut list give the same text.
 */
export function homagProjectXml(order: StoredOrder, cutList: CutList): string {
  const shortId = shortOrderId(order.uuid);
  return xmlDocument({
    name: 'project',
    attributes: [['contentVersion', CONTENT_VERSION]],
    children: [
      properties([
        ['Type', 'Cutting'],
        ['Name', `${shortId} ${order.name}`],
        ['UnitOfLength', 'mm'],
      ]),
      {
        name: 'orders',
        children: [
          {
            name: 'order',
            children: [
              properties([
                ['OrderName', limited(order.name, MAX_LENGTH.orderName)],
                ['OrderNumber', shortId],
                ['CustomerName', order.customer.fullName],
                ['OrderDate', order.createdAt],
                ['Notes', order.notes],
              ]),
              {
                name: 'entities',
                children: cabinetsOf(cutList).map((cabinet) => orderItem(order, cabinet, cutList)),
              },
            ],
          },
        ],
      },
    ],
  });
}
