import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import {
  buildOrderInput,
  chooseItemForEdit,
  emptyDraft,
  itemBeingEdited,
  processItem,
  removeItem,
  restoreItem,
  setColor,
  setCustomer,
  setMaterial,
  setNotes,
  setUnit,
  shortOrderId,
} from './order-draft';
import type { OrderDraft } from './order-draft';
import type { MaterialChoice } from './schemas';
import { customFinish, customer, item, whiteColour } from './testing/small-catalogue';

const a = item({ description: 'A' });
const b = item({ description: 'B' });
const c = item({ description: 'C' });

function completeDraft(): OrderDraft {
  let draft = setCustomer(emptyDraft(), customer);
  draft = setUnit(draft, 'in');
  draft = setColor(draft, whiteColour);
  draft = setMaterial(draft, customFinish);
  draft = setNotes(draft, 'Deliver after 3 pm');
  return processItem(draft, a);
}

describe('draft reducers', () => {
  it('start from an empty draft', () => {
    expect(emptyDraft()).toEqual({
      name: '',
      additionalNotes: '',
      customer: null,
      color: null,
      material: null,
      cabinets: [],
      cabinetEditIndex: null,
      unit: null,
    });
  });

  it('replace each part without touching the input draft', () => {
    const start = emptyDraft();
    const next = setNotes(setCustomer(start, customer), 'notes');
    expect(next.customer).toEqual(customer);
    expect(next.name).toBe('Kitchen');
    expect(next.additionalNotes).toBe('notes');
    expect(start).toEqual(emptyDraft());
  });

  it('append an item when not editing, replace the edited one otherwise', () => {
    let draft = processItem(processItem(emptyDraft(), a), b);
    expect(draft.cabinets).toEqual([a, b]);
    draft = chooseItemForEdit(draft, 0);
    expect(itemBeingEdited(draft)).toBe(a);
    draft = processItem(draft, c);
    expect(draft.cabinets).toEqual([c, b]);
    expect(draft.cabinetEditIndex).toBeNull();
  });

  it('append when the edit index no longer points at an item', () => {
    const draft = { ...processItem(emptyDraft(), a), cabinetEditIndex: 4 };
    expect(processItem(draft, b).cabinets).toEqual([a, b]);
  });

  it('refuse to edit an index without an item', () => {
    const draft = processItem(emptyDraft(), a);
    expect(chooseItemForEdit(draft, 1).cabinetEditIndex).toBeNull();
    expect(chooseItemForEdit(draft, -1).cabinetEditIndex).toBeNull();
    expect(chooseItemForEdit(chooseItemForEdit(draft, 0), null).cabinetEditIndex).toBeNull();
  });

  it.each([
    // remove, editing before, editing after, items left
    [0, 2, 1, ['B', 'C']],
    [2, 0, 0, ['A', 'B']],
    [1, 1, null, ['A', 'C']],
    [1, null, null, ['A', 'C']],
    [5, 1, 1, ['A', 'B', 'C']],
  ])('remove item %d while editing %s keeps the edit on %s', (index, before, after, left) => {
    const draft = { ...emptyDraft(), cabinets: [a, b, c], cabinetEditIndex: before };
    const next = removeItem(draft, index);
    expect(next.cabinets.map((i) => i.description)).toEqual(left);
    expect(next.cabinetEditIndex).toBe(after);
  });
});

describe('restoreItem', () => {
  const [a, b, c] = ['A', 'B', 'C'].map((description) => item({ description })) as [
    ReturnType<typeof item>,
    ReturnType<typeof item>,
    ReturnType<typeof item>,
  ];

  it.each([0, 1, 2])('undoes removeItem(%d): the item is back where it was', (index) => {
    const draft = { ...emptyDraft(), cabinets: [a, b, c], cabinetEditIndex: 2 };
    const removed = draft.cabinets[index]!;
    const back = restoreItem(removeItem(draft, index), index, removed);
    expect(back.cabinets).toEqual(draft.cabinets);
    expect(back.cabinetEditIndex).toBe(index === 2 ? null : 2);
  });

  it('adds at the end when the list has since become shorter', () => {
    const draft = { ...emptyDraft(), cabinets: [a] };
    expect(restoreItem(draft, 5, b).cabinets).toEqual([a, b]);
  });
});

describe('setUnit', () => {
  it('converts the sizes of items already in the cart', () => {
    const draft = processItem(
      setUnit(emptyDraft(), 'in'),
      item({ x: 24, y: 30, z: 24, dwidth: 11.5, jheight: 57 }),
    );
    const metric = setUnit(draft, 'mm');
    expect(metric.unit).toBe('mm');
    expect(metric.cabinets[0]).toMatchObject({
      x: 609.6,
      y: 762,
      z: 609.6,
      dwidth: 292.1,
      jheight: 57,
    });
    expect(setUnit(metric, 'in').cabinets[0]).toMatchObject({ x: 24, y: 30, z: 24, dwidth: 11.5 });
  });

  it('keeps converted sizes inside the model bounds', () => {
    const bounds = { xmin: 300, xmax: 600, ymin: 300, ymax: 600, zmin: 0, zmax: 0 };
    const draft = processItem(
      setUnit(emptyDraft(), 'mm'),
      item({ x: 300, y: 600, z: 0, validations: bounds }),
    );
    const imperial = setUnit(draft, 'in').cabinets[0];
    // 300 mm is 11.811 in: 11.81 in would be 299.97 mm, under the minimum.
    expect(imperial?.x).toBe(11.82);
    expect(imperial?.y).toBe(23.62);
  });

  it('only sets the unit when it was not chosen yet', () => {
    const draft = { ...emptyDraft(), cabinets: [a] };
    expect(setUnit(draft, 'mm').cabinets[0]).toBe(a);
  });
});

describe('buildOrderInput', () => {
  it('sends the finish as the single material with the colour id', () => {
    const order = buildOrderInput(completeDraft());
    expect(order).toMatchObject({
      name: 'Kitchen',
      notes: 'Deliver after 3 pm',
      unit: 'in',
      message: '',
      customer,
      cabinets: [a],
    });
    expect(order.material).toEqual([{ ...customFinish, color: 1 }]);
  });

  it('sends a custom colour as the whole object and a ready-made finish by id', () => {
    const customColour: MaterialChoice = { ...customFinish, name: 'Teal', materialType: 'cabinet' };
    const readyFinish: MaterialChoice = { ...whiteColour, id: 5, name: 'Matte' };
    const order = buildOrderInput(
      setMaterial(setColor(completeDraft(), customColour), readyFinish),
    );
    expect(order.material[0]).toMatchObject({
      id: 5,
      name: 'Matte',
      custom: false,
      color: customColour,
    });
  });

  it('names every missing part', () => {
    try {
      buildOrderInput(emptyDraft());
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields.map((f) => f.path)).toEqual([
        'customer',
        'unit',
        'color',
        'material',
        'cabinets',
      ]);
    }
  });

  it('checks the result with the order schema', () => {
    const draft = { ...completeDraft(), customer: { ...customer, email: 'nope' } };
    expect(() => buildOrderInput(draft)).toThrow(/customer\.email: Invalid email address/);
  });
});

describe('shortOrderId', () => {
  it.each([
    ['0b5c3d6e-1f2a-4b3c-8d4e-9f3c2a1b7d4e', '9f3c2a1b7d4e'],
    ['abc', 'abc'],
    ['a-b-', ''],
  ])('%s -> %j', (uuid, short) => {
    expect(shortOrderId(uuid)).toBe(short);
  });
});
