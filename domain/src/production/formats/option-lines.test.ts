import { describe, expect, it } from 'vitest';
import { item } from '../../testing/small-catalogue';
import { optionLines } from './option-lines';

const properties = {
  cabinetMaterial: true,
  cutOrientation: true,
  hingesHoles: true,
  shelfQuantity: true,
  jProfile: true,
  holesFrontDrawer: true,
  fixedShelf: true,
  adjustableShelf: true,
  doorWidth: true,
};

describe('optionLines', () => {
  it('writes every option the model asks for in words, in flag order (mm order)', () => {
    const line = item({
      properties,
      material: 'Finish',
      hinges: true,
      shelfquantity: 2,
      jheight: 57,
      jdeep: null,
      holesfrontdrawer: 10,
      adjustableshelf1: 300,
      adjustableshelf2: 600.5,
      dwidth: 450,
    });
    expect(optionLines(line, 'mm')).toEqual([
      'Material: finish material',
      'Cut orientation: Vertical',
      'Hinges: yes',
      'J profile height: 57 mm',
      'J profile depth: not given',
      'Adjustable shelves: 2',
      'Front drawer holes: 10 mm (second slide type)',
      'Fixed shelf heights: not given (shop spacing)',
      'Adjustable shelf 1 at: 300 mm',
      'Adjustable shelf 2 at: 600.5 mm',
      'Door width: 450 mm',
    ]);
  });

  it('gives inch lengths with millimetres, and profiles in millimetres only (inch order)', () => {
    const line = item({
      properties,
      material: 'Cabinet',
      hinges: false,
      jheight: 57,
      jdeep: 26,
      holesfrontdrawer: 0,
      fixedshelf2: 12.5,
      dwidth: 17.75,
    });
    // 12.5 in = 317.5 mm; 17.75 in = 450.85 mm.
    expect(optionLines(line, 'in')).toEqual([
      'Material: cabinet material',
      'Cut orientation: Vertical',
      'Hinges: no',
      'J profile height: 57 mm',
      'J profile depth: 26 mm',
      'Adjustable shelves: 1',
      'Front drawer holes: none',
      'Fixed shelf 2 at: 12.50 in = 12 1/2" (317.5 mm)',
      'Adjustable shelf heights: not given (shop spacing)',
      'Door width: 17.75 in = 17 3/4" (450.85 mm)',
    ]);
  });

  it('also shows a value the item carries for an option its flags do not ask', () => {
    const line = item({
      properties: { shelfQuantity: true },
      orientation: null,
      hinges: null,
      shelfquantity: 0,
      screws: true,
    });
    expect(optionLines(line, 'mm')).toEqual(['Adjustable shelves: 0', 'Screw assembly: yes']);
  });
});
