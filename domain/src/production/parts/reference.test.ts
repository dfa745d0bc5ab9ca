/*
 * The reference orders exploded, every part written out by hand (docs/production/parts.md).
 * mm order: cabinet Arctic White T = 18 mm, no grain (N); finish Oak Veneer 19 mm, grain (L).
 * in order: cabinet Birch ply 0.75 in = 19.05 mm, grain (L); finish High-Gloss Acrylic 19 mm (N).
 * Rules: legs 100, reveals 2 (top and bottom), front gap 3 (half of it at each side), shelf clearance 3, setback 20, inside back 18 mm, stretcher
 * 100, band 1 mm (L1/L2 off the width, W1/W2 off the length).
 * Drawer boxes (docs/production/parts.md, "Drawer boxes"): board 16 mm (DRAWER-16, N); NL the
 * longest of 270, 300, 350 ... 600 with NL + 3 (TANDEMBOX) or NL + 10 (wooden) within the inside
 * depth D - 18; TANDEMBOX bottom (Wi - 75) x (NL - 10), back (Wi - 87) x 68 / 100 / 152 for the
 * M / K / C box (side 83 / 115 / 167 + 30 within the front); wooden box Wb = Wi - 25, Hd = front
 * - 40: sides NL x (Hd - 16), box front and back (Wb - 32) x (Hd - 16), top edge banded; bottom
 * Wb x NL.
 */
import { describe, expect, it } from 'vitest';
import type { Front, Part, PartRole } from '../types';
import { REFERENCE_TREE, referenceStoredOrder } from '../../testing';
import { explodeOrder } from '.';

const NONE = { L1: false, L2: false, W1: false, W2: false };
const EDGES = {
  none: NONE,
  L1: { ...NONE, L1: true },
  all: { L1: true, L2: true, W1: true, W2: true },
} as const;

/** One part row: code (its role + n), name, material, thickness, finished, cut, per cabinet, quantity, grain, edges. */
function p(
  code: string,
  name: string,
  material: Part['material'],
  thicknessMm: number,
  [fl, fw]: [number, number],
  [cl, cw]: [number, number],
  perCabinet: number,
  quantity: number,
  grain: Part['grain'],
  edges: keyof typeof EDGES,
): Part {
  return {
    code,
    role: code.replace(/\d+$/, '') as PartRole,
    name,
    material,
    thicknessMm,
    finished: { lengthMm: fl, widthMm: fw },
    cut: { lengthMm: cl, widthMm: cw },
    perCabinet,
    quantity,
    grain,
    edges: EDGES[edges],
  };
}

function front(
  role: Front['role'],
  [xMm, yMm, widthMm, heightMm]: [number, number, number, number],
  hingeSide: Front['hingeSide'],
  extra: Partial<Front> = {},
): Front {
  return { role, xMm, yMm, widthMm, heightMm, hingeSide, liftUp: false, included: true, ...extra };
}

const mm = explodeOrder(referenceStoredOrder('mm'), REFERENCE_TREE);
const inch = explodeOrder(referenceStoredOrder('in'), REFERENCE_TREE);
const mmItem = (index: number) => mm.items[index - 1]!;
const inItem = (index: number) => inch.items[index - 1]!;

describe('reference order (mm)', () => {
  it('explodes every item, in order, without problems', () => {
    expect(mm.problems).toEqual([]);
    expect(mm.items.map((build) => build.index)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('1. Base 1 Door 500 x 870 x 560, quantity 2', () => {
    // Hb = 870 - 100 legs = 770; inside width W - 2T = 500 - 36 = 464.
    // Shelf depth = 560 - 18 (inside back) - 20 = 522; adjustable length 464 - 3 = 461.
    // Back (stretchers) = Hb - T = 752 x 464. Door: 770 - 2 - 2 = 766 high, 500 - 3 = 497 wide
    // (1.5 in from each side: half the front gap).
    expect(mmItem(1).parts).toEqual([
      p('side1', 'Side', 'cabinet', 18, [770, 560], [770, 559], 2, 4, 'N', 'L1'),
      p('bottom1', 'Bottom', 'cabinet', 18, [464, 560], [464, 559], 1, 2, 'N', 'L1'),
      p('stretcher1', 'Stretcher (front)', 'cabinet', 18, [464, 100], [464, 99], 1, 2, 'N', 'L1'),
      p('stretcher2', 'Stretcher (rear)', 'cabinet', 18, [464, 100], [464, 100], 1, 2, 'N', 'none'),
      p('back1', 'Back', 'cabinet', 18, [752, 464], [752, 464], 1, 2, 'N', 'none'),
      p('shelf_adj1', 'Adjustable shelf', 'cabinet', 18, [461, 522], [461, 521], 1, 2, 'N', 'L1'),
      // 766 - 2 x 1 band = 764; 497 - 2 = 495.
      p('door1', 'Door', 'finish', 19, [766, 497], [764, 495], 1, 2, 'L', 'all'),
      // Plinth run 1 (items 1-8, docs/production/parts.md "Plinths"), listed here, its first item:
      // 500 x 2 + 450 + 800 + 1000 + 600 + 900 + 450 + 1000 = 6200 in ceil(6200 / 2750) = 3
      // pieces, 2066.7, 2066.7 and 2066.6, 100 high, cut 99 (the L1 band); the return at this
      // end 560 - 50 - 18 = 492. Counted for the run, not times this item's 2.
      p('plinth1', 'Plinth (run 1)', 'cabinet', 18, [2066.7, 100], [2066.7, 99], 2, 2, 'N', 'L1'),
      p('plinth2', 'Plinth (run 1)', 'cabinet', 18, [2066.6, 100], [2066.6, 99], 1, 1, 'N', 'L1'),
      p('plinth3', 'Plinth (run 1, return)', 'cabinet', 18, [492, 100], [492, 99], 1, 1, 'N', 'L1'),
    ]);
    expect(mmItem(1).fronts).toEqual([front('door', [1.5, 2, 497, 766], 'left')]);
    // The bottom 560, the two stretchers 100 and the inside back along its 752 height.
    expect(mmItem(1).jointDepthsMm).toEqual([560, 100, 100, 752]);
    expect(mmItem(1).notes).toEqual([
      'Adjustable shelf centres at 380 mm.',
      'Plinth run 1: items 1, 2, 3, 4, 5, 6, 7, 8 (9 units) in the order listed, 6200 mm long, 100 mm high, cut from board in 2 x 2066.7 mm + 1 x 2066.6 mm, joined at 2066.7, 4133.4 mm; a 492 mm return at the start (item 1).',
    ]);
  });

  it('2. Base 1 Door Handleless 450 x 870 x 560: J rail 60 mm off the front area', () => {
    // Inside 450 - 36 = 414. Door height 770 - 2 - 2 - 60 (J) = 706; width 450 - 3 = 447.
    expect(mmItem(2).parts).toEqual([
      p('side1', 'Side', 'cabinet', 18, [770, 560], [770, 559], 2, 2, 'N', 'L1'),
      p('bottom1', 'Bottom', 'cabinet', 18, [414, 560], [414, 559], 1, 1, 'N', 'L1'),
      p('stretcher1', 'Stretcher (front)', 'cabinet', 18, [414, 100], [414, 99], 1, 1, 'N', 'L1'),
      p('stretcher2', 'Stretcher (rear)', 'cabinet', 18, [414, 100], [414, 100], 1, 1, 'N', 'none'),
      p('back1', 'Back', 'cabinet', 18, [752, 414], [752, 414], 1, 1, 'N', 'none'),
      p('door1', 'Door', 'finish', 19, [706, 447], [704, 445], 1, 1, 'L', 'all'),
    ]);
    expect(mmItem(2).gola).toEqual({ topJ: true, midRails: 0 });
    expect(mmItem(2).notes).toEqual(['J rail: 60 x 27 mm profile.']);
  });

  it('3. Base 2 Doors 800 x 870 x 580: doors not included, placed and centred', () => {
    // Inside 764; shelf 761 x (580 - 38 = 542). Doors 390 each: 2 x 390 + 3 = 783 in an area
    // 800 - 3 = 797 wide from 1.5, so (797 - 783) / 2 = 7 each side: x = 1.5 + 7 = 8.5 and
    // 8.5 + 393 = 401.5.
    expect(mmItem(3).parts).toEqual([
      p('side1', 'Side', 'cabinet', 18, [770, 580], [770, 579], 2, 2, 'N', 'L1'),
      p('bottom1', 'Bottom', 'cabinet', 18, [764, 580], [764, 579], 1, 1, 'N', 'L1'),
      p('stretcher1', 'Stretcher (front)', 'cabinet', 18, [764, 100], [764, 99], 1, 1, 'N', 'L1'),
      p('stretcher2', 'Stretcher (rear)', 'cabinet', 18, [764, 100], [764, 100], 1, 1, 'N', 'none'),
      p('back1', 'Back', 'cabinet', 18, [752, 764], [752, 764], 1, 1, 'N', 'none'),
      p('shelf_adj1', 'Adjustable shelf', 'cabinet', 18, [761, 542], [761, 541], 1, 1, 'N', 'L1'),
    ]);
    expect(mmItem(3).fronts).toEqual([
      front('door', [8.5, 2, 390, 766], 'left', { included: false }),
      front('door', [401.5, 2, 390, 766], 'right', { included: false }),
    ]);
  });

  it('4. Base 2 Doors Sink 1000 x 870 x 600: a door width that does not fit is clamped, the cut-out noted', () => {
    // Area 1000 - 3 = 997 wide: a pair takes (997 - 3) / 2 = 497 each at most; 600 asked.
    // The item's material option ('Finish') does not change a box: carcass in the cabinet colour.
    expect(mmItem(4).parts).toEqual([
      p('side1', 'Side', 'cabinet', 18, [770, 600], [770, 599], 2, 2, 'N', 'L1'),
      p('bottom1', 'Bottom', 'cabinet', 18, [964, 600], [964, 599], 1, 1, 'N', 'L1'),
      p('stretcher1', 'Stretcher (front)', 'cabinet', 18, [964, 100], [964, 99], 1, 1, 'N', 'L1'),
      p('stretcher2', 'Stretcher (rear)', 'cabinet', 18, [964, 100], [964, 100], 1, 1, 'N', 'none'),
      p('back1', 'Back', 'cabinet', 18, [752, 964], [752, 964], 1, 1, 'N', 'none'),
      p('door1', 'Door', 'finish', 19, [766, 497], [764, 495], 2, 2, 'L', 'all'),
    ]);
    // A sink base (its construction's serviceCutout): the back's cut-out for the pipes, the inside
    // width 964 less 50 each side = 864, 300 high from the bottom.
    expect(mmItem(4).notes).toEqual([
      'Door width 600 mm does not fit: made 497 mm.',
      'Sink base: service cut-out in the back for the pipes, 864 x 300 mm from the bottom, 50 mm in from each side.',
    ]);
  });

  it('5. Base 3 Drawers 600 x 870 x 560: dwheight 180, the bottom front takes the rest', () => {
    // Area 766 high less 2 gaps of 3 = 760: 180 + 180 + 400. Fronts 600 - 3 = 597 wide (length =
    // width).
    expect(mmItem(5).parts).toEqual([
      p('side1', 'Side', 'cabinet', 18, [770, 560], [770, 559], 2, 2, 'N', 'L1'),
      p('bottom1', 'Bottom', 'cabinet', 18, [564, 560], [564, 559], 1, 1, 'N', 'L1'),
      p('stretcher1', 'Stretcher (front)', 'cabinet', 18, [564, 100], [564, 99], 1, 1, 'N', 'L1'),
      p('stretcher2', 'Stretcher (rear)', 'cabinet', 18, [564, 100], [564, 100], 1, 1, 'N', 'none'),
      p('back1', 'Back', 'cabinet', 18, [752, 564], [752, 564], 1, 1, 'N', 'none'),
      p('drawer_front1', 'Drawer front', 'finish', 19, [597, 180], [595, 178], 2, 2, 'L', 'all'),
      p('drawer_front2', 'Drawer front', 'finish', 19, [597, 400], [595, 398], 1, 1, 'L', 'all'),
      // Wi 564, inside depth 560 - 18 = 542: NL 500 (503 <= 542 < 553). Bottoms 489 x 490; fronts
      // 180, 180 take the K box (145 <= 180 < 197): back 477 x 100; 400 the C box: 477 x 152.
      p('drawer_bottom1', 'Drawer bottom', 'drawer', 16, [489, 490], [489, 490], 3, 3, 'N', 'none'),
      p('drawer_back1', 'Drawer back', 'drawer', 16, [477, 100], [477, 100], 2, 2, 'N', 'none'),
      p('drawer_back2', 'Drawer back', 'drawer', 16, [477, 152], [477, 152], 1, 1, 'N', 'none'),
    ]);
    // Top of the area 770 - 2 = 768: 768 - 180 = 588; 588 - 3 - 180 = 405; 405 - 3 - 400 = 2.
    expect(mmItem(5).fronts).toEqual([
      front('drawer_front', [1.5, 588, 597, 180], null),
      front('drawer_front', [1.5, 405, 597, 180], null),
      front('drawer_front', [1.5, 2, 597, 400], null),
    ]);
    expect(mmItem(5).drawers).toEqual({ front: 3, internal: 0, slide: 'tandenBox' });
    expect(mmItem(5).notes).toEqual([
      'Drawer boxes: 3 x TANDEMBOX, runners NL 500 mm, heights K, K, C.',
      'Drawer slide centres at 150, 400 mm.',
    ]);
  });

  it('6. Base 4 Drawers Handleless 900 x 870 x 560: J rail on top, C rails between fronts', () => {
    // Area 770 - 2 - 57 - 2 = 709, less 3 C rails of 74 = 487: 3 x 110 and 487 - 330 = 157; the
    // fronts 900 - 3 = 897 wide.
    expect(mmItem(6).parts.slice(5)).toEqual([
      p('drawer_front1', 'Drawer front', 'finish', 19, [897, 110], [895, 108], 3, 3, 'L', 'all'),
      p('drawer_front2', 'Drawer front', 'finish', 19, [897, 157], [895, 155], 1, 1, 'L', 'all'),
      // Wooden boxes: Wi 864, NL 500 (510 <= 542 < 560), Wb 864 - 25 = 839, box front and back
      // 839 - 32 = 807. Fronts 110: Hd 70, parts 54 high (cut 53, top edge); 157: Hd 117, 101.
      p('drawer_side1', 'Drawer side', 'drawer', 16, [500, 54], [500, 53], 6, 6, 'N', 'L1'),
      p(
        'drawer_box_front1',
        'Drawer box front',
        'drawer',
        16,
        [807, 54],
        [807, 53],
        3,
        3,
        'N',
        'L1',
      ),
      p('drawer_back1', 'Drawer back', 'drawer', 16, [807, 54], [807, 53], 3, 3, 'N', 'L1'),
      p('drawer_bottom1', 'Drawer bottom', 'drawer', 16, [839, 500], [839, 500], 4, 4, 'N', 'none'),
      p('drawer_side2', 'Drawer side', 'drawer', 16, [500, 101], [500, 100], 2, 2, 'N', 'L1'),
      p(
        'drawer_box_front2',
        'Drawer box front',
        'drawer',
        16,
        [807, 101],
        [807, 100],
        1,
        1,
        'N',
        'L1',
      ),
      p('drawer_back2', 'Drawer back', 'drawer', 16, [807, 101], [807, 100], 1, 1, 'N', 'L1'),
    ]);
    expect(
      mmItem(6)
        .parts.slice(0, 5)
        .map((part) => part.finished),
    ).toEqual([
      { lengthMm: 770, widthMm: 560 },
      { lengthMm: 864, widthMm: 560 },
      { lengthMm: 864, widthMm: 100 },
      { lengthMm: 864, widthMm: 100 },
      { lengthMm: 752, widthMm: 864 },
    ]);
    // 711 - 110 = 601; 601 - 74 - 110 = 417; 417 - 74 - 110 = 233; 233 - 74 - 157 = 2.
    expect(mmItem(6).fronts.map((f) => f.yMm)).toEqual([601, 417, 233, 2]);
    expect(mmItem(6).gola).toEqual({ topJ: true, midRails: 3 });
    expect(mmItem(6).drawers.slide).toBe('galleryC');
    expect(mmItem(6).notes).toEqual([
      'J rail: 57 x 26 mm profile.',
      'C rail: 3 x 74 x 26 mm profile.',
      'Drawer boxes: 4 x wooden box, runners NL 500 mm.',
    ]);
  });

  it('7. Base 1 Door 1 Drawer 450 x 870 x 560: a 160 mm drawer front over the door', () => {
    // Area 766 - 3 gap = 763: drawer 160, door 603; both 450 - 3 = 447 wide.
    expect(mmItem(7).parts).toEqual([
      p('side1', 'Side', 'cabinet', 18, [770, 560], [770, 559], 2, 2, 'N', 'L1'),
      p('bottom1', 'Bottom', 'cabinet', 18, [414, 560], [414, 559], 1, 1, 'N', 'L1'),
      p('stretcher1', 'Stretcher (front)', 'cabinet', 18, [414, 100], [414, 99], 1, 1, 'N', 'L1'),
      p('stretcher2', 'Stretcher (rear)', 'cabinet', 18, [414, 100], [414, 100], 1, 1, 'N', 'none'),
      p('back1', 'Back', 'cabinet', 18, [752, 414], [752, 414], 1, 1, 'N', 'none'),
      p('shelf_adj1', 'Adjustable shelf', 'cabinet', 18, [411, 522], [411, 521], 1, 1, 'N', 'L1'),
      p('drawer_front1', 'Drawer front', 'finish', 19, [447, 160], [445, 158], 1, 1, 'L', 'all'),
      p('door1', 'Door', 'finish', 19, [603, 447], [601, 445], 1, 1, 'L', 'all'),
      // Wi 414, NL 500; front 160: the K box. Bottom 339 x 490, back 327 x 100.
      p('drawer_bottom1', 'Drawer bottom', 'drawer', 16, [339, 490], [339, 490], 1, 1, 'N', 'none'),
      p('drawer_back1', 'Drawer back', 'drawer', 16, [327, 100], [327, 100], 1, 1, 'N', 'none'),
    ]);
    // Drawer from 768 down: y = 608; door y = 2.
    expect(mmItem(7).fronts).toEqual([
      front('drawer_front', [1.5, 608, 447, 160], null),
      front('door', [1.5, 2, 447, 603], 'left'),
    ]);
  });

  it('8. Base Blind Corner 1000 x 870 x 600: door at the open right end, blind panel and filler', () => {
    // Unit width 1000; adjoining run depth D 560, its door thickness T 19, filler F 50: blind zone
    // D + T + F = 629, so the door may be at most 1000 - 1.5 (half a gap) - 629 - 3 (gap) = 366.5;
    // the customer's 350 fits: x = 998.5 - 350 = 648.5. Blind panel 648.5 - 3 - 50 - 3 - 1.5 = 591
    // wide; 1.5 + 591 + 3 + 50 + 3 + 350 + 1.5 = 1000. Both the door's 766 high, in the 19 mm
    // finish.
    // Shelf 961 x (600 - 38 = 562).
    expect(mmItem(8).parts.slice(5)).toEqual([
      p('shelf_adj1', 'Adjustable shelf', 'cabinet', 18, [961, 562], [961, 561], 1, 1, 'N', 'L1'),
      p('door1', 'Door', 'finish', 19, [766, 350], [764, 348], 1, 1, 'L', 'all'),
      p('panel1', 'Panel (blind)', 'finish', 19, [766, 591], [764, 589], 1, 1, 'L', 'all'),
      p('filler1', 'Filler', 'finish', 19, [766, 50], [766, 50], 1, 1, 'L', 'none'),
    ]);
    expect(mmItem(8).fronts).toEqual([front('door', [648.5, 2, 350, 766], 'right')]);
  });

  it('9. Base Lazy Susan 900 x 870 x 900, fold 90: an L-shaped box and two folding leaves', () => {
    // Runs d = 560 deep (on legs), Hb = 870 - 100 = 770, T = Tb = 18. Sides at the two run ends
    // 770 x 560; bottom and top each in two: main (900 - 18 = 882) x 560, return (900 - 18 - 560
    // = 322) x 560; backs (770 - 36 = 734) x 882 along the width wall and 734 x (900 - 18 - 18 =
    // 864) along the depth wall; its plinth 900 - 18 - 560 = 322 (main) and 900 - 36 - 560 = 304
    // (return, butting the main one). Leaves: main 900 - 560 - 1.5 = 338.5 from x = 560; return
    // 900 - 560 - 1.5 - 19 - 3 = 316.5, unfolded to its left at 560 - 3 - 316.5 = 240.5.
    expect(mmItem(9).parts).toEqual([
      p('side1', 'Side', 'cabinet', 18, [770, 560], [770, 559], 2, 2, 'N', 'L1'),
      p('bottom1', 'Bottom (main)', 'cabinet', 18, [882, 560], [882, 559], 1, 1, 'N', 'L1'),
      p('bottom2', 'Bottom (return)', 'cabinet', 18, [322, 560], [322, 559], 1, 1, 'N', 'L1'),
      p('top1', 'Top (main)', 'cabinet', 18, [882, 560], [882, 559], 1, 1, 'N', 'L1'),
      p('top2', 'Top (return)', 'cabinet', 18, [322, 560], [322, 559], 1, 1, 'N', 'L1'),
      p('back1', 'Back (main)', 'cabinet', 18, [734, 882], [734, 882], 1, 1, 'N', 'none'),
      p('back2', 'Back (return)', 'cabinet', 18, [734, 864], [734, 864], 1, 1, 'N', 'none'),
      // Its own plinth (run 2 of its own, docs/production/parts.md "Plinths").
      p('plinth1', 'Plinth (main)', 'cabinet', 18, [322, 100], [322, 99], 1, 1, 'N', 'L1'),
      p('plinth2', 'Plinth (return)', 'cabinet', 18, [304, 100], [304, 99], 1, 1, 'N', 'L1'),
      p('door1', 'Door (return)', 'finish', 19, [766, 316.5], [764, 314.5], 1, 1, 'L', 'all'),
      p('door2', 'Door (main)', 'finish', 19, [766, 338.5], [764, 336.5], 1, 1, 'L', 'all'),
    ]);
    expect(mmItem(9).fronts).toEqual([
      front('door', [240.5, 2, 316.5, 766], 'left'),
      front('door', [560, 2, 338.5, 766], 'left'),
    ]);
    // Each bottom and top piece joins its side and the back or the other piece, 560 deep; each
    // back its side and the other back, along its 734 height.
    expect(mmItem(9).jointDepthsMm).toEqual([560, 560, 560, 560, 734, 734]);
    expect(mmItem(9).notes).toEqual([
      "Plinth run 2: item 9 (1 unit), the corner's own plinth, 626 mm.",
    ]);
  });

  it('10. Wall 1 Door 400 x 720 x 320, quantity 3: top and bottom, no legs', () => {
    // Inside 364; back (Hb - 2T) = 720 - 36 = 684; shelves 361 x (320 - 38 = 282), 2 each.
    // Door 716 x (400 - 3 = 397).
    expect(mmItem(10).parts).toEqual([
      p('side1', 'Side', 'cabinet', 18, [720, 320], [720, 319], 2, 6, 'N', 'L1'),
      p('bottom1', 'Bottom', 'cabinet', 18, [364, 320], [364, 319], 1, 3, 'N', 'L1'),
      p('top1', 'Top', 'cabinet', 18, [364, 320], [364, 319], 1, 3, 'N', 'L1'),
      p('back1', 'Back', 'cabinet', 18, [684, 364], [684, 364], 1, 3, 'N', 'none'),
      p('shelf_adj1', 'Adjustable shelf', 'cabinet', 18, [361, 282], [361, 281], 2, 6, 'N', 'L1'),
      p('door1', 'Door', 'finish', 19, [716, 397], [714, 395], 1, 3, 'L', 'all'),
    ]);
    expect(mmItem(10).shelves).toEqual({
      adjustable: 2,
      fixed: 0,
      adjustableAtMm: [240, 480],
      fixedAtMm: [],
    });
    expect(mmItem(10).jointDepthsMm).toEqual([320, 320, 684]);
    expect(mmItem(10)).toMatchObject({ onLegs: false, legHeightMm: 0, wallClips: true });
  });

  it('12. Wall Lift Up 900 x 400 x 350: a 380 mm lift-up door at the top', () => {
    // Inside 864; back 400 - 36 = 364; shelf 861 x (350 - 38 = 312). Door 380 x (900 - 3 = 897)
    // at y = 398 - 380 = 18; 396 - 380 = 16 mm open below.
    expect(mmItem(12).parts).toEqual([
      p('side1', 'Side', 'cabinet', 18, [400, 350], [400, 349], 2, 2, 'N', 'L1'),
      p('bottom1', 'Bottom', 'cabinet', 18, [864, 350], [864, 349], 1, 1, 'N', 'L1'),
      p('top1', 'Top', 'cabinet', 18, [864, 350], [864, 349], 1, 1, 'N', 'L1'),
      p('back1', 'Back', 'cabinet', 18, [364, 864], [364, 864], 1, 1, 'N', 'none'),
      p('shelf_adj1', 'Adjustable shelf', 'cabinet', 18, [861, 312], [861, 311], 1, 1, 'N', 'L1'),
      p('door1', 'Door (lift-up)', 'finish', 19, [380, 897], [378, 895], 1, 1, 'L', 'all'),
    ]);
    expect(mmItem(12).fronts).toEqual([
      front('door', [1.5, 18, 897, 380], 'top', { liftUp: true }),
    ]);
    // The 861 mm shelf is over the 800 mm safe span: a centre support in the inside back.
    expect(mmItem(12).notes).toEqual([
      'Open space of 16 mm below the lift-up door.',
      'Adjustable shelf 861 mm long: over the 800 mm safe span; a centre support (2 shelf pins in the back) per shelf.',
    ]);
    expect(mmItem(12).centreSupportedShelves).toBe(1);
  });

  it('13. Wall Lift Up 600 x 300 x 300: a 200 mm lift-up door', () => {
    // y = 298 - 200 = 98; open 296 - 200 = 96; 600 - 3 = 597 wide.
    expect(mmItem(13).fronts).toEqual([
      front('door', [1.5, 98, 597, 200], 'top', { liftUp: true }),
    ]);
    expect(mmItem(13).parts.at(-1)).toEqual(
      p('door1', 'Door (lift-up)', 'finish', 19, [200, 597], [198, 595], 1, 1, 'L', 'all'),
    );
  });

  it('14. Pantry 2 Door 600 x 2100 x 580, quantity 2: sections, doors and shelves', () => {
    // Hb 2000; tall: a top, back 2000 - 36 = 1964; fixed shelf at bheight 800: 564 x 542;
    // 3 + 1 adjustable 561 x 542. Doors: area 1996 - 3 = 1993; 1250 + 740 = 1990, 3 mm open;
    // 600 - 3 = 597 wide.
    expect(mmItem(14).parts).toEqual([
      p('side1', 'Side', 'cabinet', 18, [2000, 580], [2000, 579], 2, 4, 'N', 'L1'),
      p('bottom1', 'Bottom', 'cabinet', 18, [564, 580], [564, 579], 1, 2, 'N', 'L1'),
      p('top1', 'Top', 'cabinet', 18, [564, 580], [564, 579], 1, 2, 'N', 'L1'),
      p('back1', 'Back', 'cabinet', 18, [1964, 564], [1964, 564], 1, 2, 'N', 'none'),
      p('shelf_fixed1', 'Fixed shelf', 'cabinet', 18, [564, 542], [564, 541], 1, 2, 'N', 'L1'),
      p('shelf_adj1', 'Adjustable shelf', 'cabinet', 18, [561, 542], [561, 541], 4, 8, 'N', 'L1'),
      p('door1', 'Door (upper)', 'finish', 19, [1250, 597], [1248, 595], 1, 2, 'L', 'all'),
      p('door2', 'Door (lower)', 'finish', 19, [740, 597], [738, 595], 1, 2, 'L', 'all'),
      // Plinth run 3 (items 14-16), after the L corner: 600 x 2 + 600 + 800 x 2 = 3400 and 50 to
      // reach the corner's plinth, 3450 in 2 x 1725; no return at the corner, 500 - 68 = 432 at
      // item 16.
      p('plinth1', 'Plinth (run 3)', 'cabinet', 18, [1725, 100], [1725, 99], 2, 2, 'N', 'L1'),
      p('plinth2', 'Plinth (run 3, return)', 'cabinet', 18, [432, 100], [432, 99], 1, 1, 'N', 'L1'),
    ]);
    // Upper from the top 1998: y = 748; lower at the bottom, y = 2.
    expect(mmItem(14).fronts).toEqual([
      front('door', [1.5, 748, 597, 1250], 'left'),
      front('door', [1.5, 2, 597, 740], 'left'),
    ]);
    expect(mmItem(14).jointDepthsMm).toEqual([580, 580, 542, 1964]);
    expect(mmItem(14).notes).toEqual([
      'Open space of 3 mm above the lower door.',
      'Adjustable shelves: 3 upper, 1 lower.',
      'Pantry sections: upper 1200 mm, lower 800 mm.',
      'Fixed shelf centres at 800 mm.',
      'Plinth run 3: items 14, 15, 16 (5 units) in the order listed, 3450 mm long, 100 mm high, cut from board in 2 x 1725 mm, joined at 1725 mm; a 432 mm return at the end (item 16).',
    ]);
  });

  it('15. Oven Tower 600 x 2100 x 600: upper door, niche, drawer front, lower door', () => {
    // Area 1996 less 3 gaps = 1987: 400 + 600 niche + 140 drawer + 700 = 1840, the niche
    // takes the 147 left: 747. Two fixed shelves 564 x (600 - 38 = 562). Fronts 597 wide.
    expect(mmItem(15).parts).toEqual([
      p('side1', 'Side', 'cabinet', 18, [2000, 600], [2000, 599], 2, 2, 'N', 'L1'),
      p('bottom1', 'Bottom', 'cabinet', 18, [564, 600], [564, 599], 1, 1, 'N', 'L1'),
      p('top1', 'Top', 'cabinet', 18, [564, 600], [564, 599], 1, 1, 'N', 'L1'),
      p('back1', 'Back', 'cabinet', 18, [1964, 564], [1964, 564], 1, 1, 'N', 'none'),
      p('shelf_fixed1', 'Fixed shelf', 'cabinet', 18, [564, 562], [564, 561], 2, 2, 'N', 'L1'),
      p('door1', 'Door (upper)', 'finish', 19, [400, 597], [398, 595], 1, 1, 'L', 'all'),
      p('drawer_front1', 'Drawer front', 'finish', 19, [597, 140], [595, 138], 1, 1, 'L', 'all'),
      p('door2', 'Door (lower)', 'finish', 19, [700, 597], [698, 595], 1, 1, 'L', 'all'),
      // Wooden box: inside depth 600 - 18 = 582: NL 550 (560 <= 582 < 610); Wb 564 - 25 = 539,
      // front 140: Hd 100, parts 84 high; box front and back 539 - 32 = 507; bottom 539 x 550.
      p('drawer_side1', 'Drawer side', 'drawer', 16, [550, 84], [550, 83], 2, 2, 'N', 'L1'),
      p(
        'drawer_box_front1',
        'Drawer box front',
        'drawer',
        16,
        [507, 84],
        [507, 83],
        1,
        1,
        'N',
        'L1',
      ),
      p('drawer_back1', 'Drawer back', 'drawer', 16, [507, 84], [507, 83], 1, 1, 'N', 'L1'),
      p('drawer_bottom1', 'Drawer bottom', 'drawer', 16, [539, 550], [539, 550], 1, 1, 'N', 'none'),
    ]);
    // 1998 - 400 = 1598; 1595 - 747 = 848 (niche); 845 - 140 = 705; 702 - 700 = 2.
    expect(mmItem(15).fronts).toEqual([
      front('door', [1.5, 1598, 597, 400], 'left'),
      front('drawer_front', [1.5, 705, 597, 140], null),
      front('door', [1.5, 2, 597, 700], 'left'),
    ]);
    expect(mmItem(15).shelves.fixedAtMm).toEqual([900, 1520]);
    expect(mmItem(15).jointDepthsMm).toEqual([600, 600, 562, 562, 1964]);
  });

  it('16. Drawer Unit 2 Drawers 800 x 720 x 500, quantity 2: internal drawer', () => {
    // Hb 620; back 620 - 18 = 602; area 616 - 3 = 613: 300 and 313; 800 - 3 = 797 wide.
    expect(mmItem(16).parts).toEqual([
      p('side1', 'Side', 'cabinet', 18, [620, 500], [620, 499], 2, 4, 'N', 'L1'),
      p('bottom1', 'Bottom', 'cabinet', 18, [764, 500], [764, 499], 1, 2, 'N', 'L1'),
      p('stretcher1', 'Stretcher (front)', 'cabinet', 18, [764, 100], [764, 99], 1, 2, 'N', 'L1'),
      p('stretcher2', 'Stretcher (rear)', 'cabinet', 18, [764, 100], [764, 100], 1, 2, 'N', 'none'),
      p('back1', 'Back', 'cabinet', 18, [602, 764], [602, 764], 1, 2, 'N', 'none'),
      p('drawer_front1', 'Drawer front', 'finish', 19, [797, 300], [795, 298], 1, 2, 'L', 'all'),
      p('drawer_front2', 'Drawer front', 'finish', 19, [797, 313], [795, 311], 1, 2, 'L', 'all'),
      // Wi 764, inside depth 482: NL 450 (453 <= 482 < 503); bottoms 689 x 440 for the two front
      // drawers and the internal one; fronts 300 and 313 take the C box (back 677 x 152), the
      // internal drawer (no front) the M box (back 677 x 68).
      p('drawer_bottom1', 'Drawer bottom', 'drawer', 16, [689, 440], [689, 440], 3, 6, 'N', 'none'),
      p('drawer_back1', 'Drawer back', 'drawer', 16, [677, 152], [677, 152], 2, 4, 'N', 'none'),
      p('drawer_back2', 'Drawer back', 'drawer', 16, [677, 68], [677, 68], 1, 2, 'N', 'none'),
    ]);
    expect(mmItem(16).drawers).toEqual({ front: 2, internal: 1, slide: 'tandenBox' });
    expect(mmItem(16).notes).toContain(
      'Drawer boxes: 3 x TANDEMBOX, runners NL 450 mm, heights C, C, M.',
    );
  });

  it('17-20. flat pieces: panel, filler, loose door, loose drawer front', () => {
    // End panel in the finish, vertical: 870 x 580, front edge only.
    expect(mmItem(17).parts).toEqual([
      p('panel1', 'Panel', 'finish', 19, [870, 580], [870, 579], 1, 2, 'L', 'L1'),
    ]);
    // Filler in the cabinet colour, horizontal: length = x = 100; no banding.
    expect(mmItem(18).parts).toEqual([
      p('filler1', 'Filler', 'cabinet', 18, [100, 720], [100, 720], 1, 1, 'N', 'none'),
    ]);
    expect(mmItem(19).parts).toEqual([
      p('door1', 'Door', 'finish', 19, [700, 400], [698, 398], 1, 2, 'L', 'all'),
    ]);
    expect(mmItem(19).fronts).toEqual([front('door', [0, 0, 400, 700], 'left')]);
    expect(mmItem(19).hinges).toBe(true);
    expect(mmItem(20).parts).toEqual([
      p('drawer_front1', 'Drawer front', 'finish', 19, [600, 150], [598, 148], 1, 1, 'L', 'all'),
    ]);
    // A loose front has no drawer behind it: its 3 mm holes are for its brackets, no drawer system.
    expect(mmItem(20).drawers).toEqual({ front: 0, internal: 0, slide: null });
  });
});

describe('reference order (in)', () => {
  it('resolves the custom colour from inches and the ready-made finish from its tile', () => {
    expect(inch.materials).toEqual([
      {
        key: 'cabinet',
        code: 'CUSTOM-CAB',
        name: 'Birch ply',
        custom: true,
        // 96 x 25.4, 48 x 25.4, 0.75 x 25.4
        sheetLengthMm: 2438.4,
        sheetWidthMm: 1219.2,
        thicknessMm: 19.05,
        grain: true,
      },
      {
        key: 'finish',
        code: 'FIN-24',
        name: 'High-Gloss Acrylic',
        custom: false,
        sheetLengthMm: 2800,
        sheetWidthMm: 2070,
        thicknessMm: 19,
        grain: false,
      },
      // Item 5's drawer boxes: the shop's 16 mm board on the default sheet.
      {
        key: 'drawer',
        code: 'DRAWER-16',
        name: 'Drawer board 16 mm',
        custom: false,
        sheetLengthMm: 2800,
        sheetWidthMm: 2070,
        thicknessMm: 16,
        grain: false,
      },
    ]);
  });

  it('1. Base 1 Door 20 x 34.5 x 24 in, quantity 3', () => {
    // W 508, H 876.3, D 609.6; Hb 776.3; T 19.05: inside 508 - 38.1 = 469.9.
    // Back Hb - T = 757.25 -> 757.3. Shelf 466.9 x (609.6 - 18 - 20 = 571.6).
    // Door (776.3 - 4 = 772.3) x (508 - 3 = 505).
    expect(inItem(1).parts).toEqual([
      p('side1', 'Side', 'cabinet', 19.05, [776.3, 609.6], [776.3, 608.6], 2, 6, 'L', 'L1'),
      p('bottom1', 'Bottom', 'cabinet', 19.05, [469.9, 609.6], [469.9, 608.6], 1, 3, 'L', 'L1'),
      p(
        'stretcher1',
        'Stretcher (front)',
        'cabinet',
        19.05,
        [469.9, 100],
        [469.9, 99],
        1,
        3,
        'L',
        'L1',
      ),
      p(
        'stretcher2',
        'Stretcher (rear)',
        'cabinet',
        19.05,
        [469.9, 100],
        [469.9, 100],
        1,
        3,
        'L',
        'none',
      ),
      p('back1', 'Back', 'cabinet', 19.05, [757.3, 469.9], [757.3, 469.9], 1, 3, 'L', 'none'),
      p(
        'shelf_adj1',
        'Adjustable shelf',
        'cabinet',
        19.05,
        [466.9, 571.6],
        [466.9, 570.6],
        1,
        3,
        'L',
        'L1',
      ),
      p('door1', 'Door', 'finish', 19, [772.3, 505], [770.3, 503], 1, 3, 'N', 'all'),
      // Plinth run 1 (items 1, 3-6; item 2 hangs on the wall): 508 x 3 + 457.2 + 914.4 +
      // 762 x 2 + 609.6 = 5029.2 from the birch ply (19.05, grain along): its 96 in sheet less two
      // 10 mm trims takes at most 2438.4 - 20 = 2418.4, so 3 pieces of 1676.4; returns
      // 609.6 - 50 - 19.05 = 540.55 -> 540.6 here and 558.8 - 69.05 = 489.75 -> 489.8 at item 6.
      p(
        'plinth1',
        'Plinth (run 1)',
        'cabinet',
        19.05,
        [1676.4, 100],
        [1676.4, 99],
        3,
        3,
        'L',
        'L1',
      ),
      p(
        'plinth2',
        'Plinth (run 1, return)',
        'cabinet',
        19.05,
        [540.6, 100],
        [540.6, 99],
        1,
        1,
        'L',
        'L1',
      ),
      p(
        'plinth3',
        'Plinth (run 1, return)',
        'cabinet',
        19.05,
        [489.8, 100],
        [489.8, 99],
        1,
        1,
        'L',
        'L1',
      ),
    ]);
    expect(inItem(1).notes).toEqual([
      'Adjustable shelf centres at 381 mm (15 in).',
      'Plinth run 1: items 1, 3, 4, 5, 6 (8 units) in the order listed, 5029.2 mm long, 100 mm high, cut from board in 3 x 1676.4 mm, joined at 1676.4, 3352.8 mm; a 540.6 mm return at the start (item 1), a 489.8 mm return at the end (item 6).',
    ]);
    expect(inItem(1)).toMatchObject({ widthMm: 508, heightMm: 876.3, depthMm: 609.6 });
  });

  it('2. Wall 2 Doors 30 x 30 x 12 in, quantity 2: doors 14.5 in centred', () => {
    // W = H = 762, D 304.8; inside 723.9; back 762 - 38.1 = 723.9; shelf 720.9 x 266.8.
    // Doors 14.5 in = 368.3 mm: 2 x 368.3 + 3 = 739.6 in 762 - 3 = 759 from 1.5:
    // x = 1.5 + 9.7 = 11.2, 382.5.
    expect(inItem(2).parts).toEqual([
      p('side1', 'Side', 'cabinet', 19.05, [762, 304.8], [762, 303.8], 2, 4, 'L', 'L1'),
      p('bottom1', 'Bottom', 'cabinet', 19.05, [723.9, 304.8], [723.9, 303.8], 1, 2, 'L', 'L1'),
      p('top1', 'Top', 'cabinet', 19.05, [723.9, 304.8], [723.9, 303.8], 1, 2, 'L', 'L1'),
      p('back1', 'Back', 'cabinet', 19.05, [723.9, 723.9], [723.9, 723.9], 1, 2, 'L', 'none'),
      p(
        'shelf_adj1',
        'Adjustable shelf',
        'cabinet',
        19.05,
        [720.9, 266.8],
        [720.9, 265.8],
        1,
        2,
        'L',
        'L1',
      ),
      p('door1', 'Door', 'finish', 19, [758, 368.3], [756, 366.3], 2, 4, 'N', 'all'),
    ]);
    expect(inItem(2).fronts).toEqual([
      front('door', [11.2, 2, 368.3, 758], 'left'),
      front('door', [382.5, 2, 368.3, 758], 'right'),
    ]);
  });

  it('3. Pantry 1 Door 18 x 84 x 24 in: fixed shelf at 40 in, 4 adjustable', () => {
    // W 457.2, H 2133.6 -> Hb 2033.6; inside 419.1; back 2033.6 - 38.1 = 1995.5.
    expect(inItem(3).parts).toEqual([
      p('side1', 'Side', 'cabinet', 19.05, [2033.6, 609.6], [2033.6, 608.6], 2, 2, 'L', 'L1'),
      p('bottom1', 'Bottom', 'cabinet', 19.05, [419.1, 609.6], [419.1, 608.6], 1, 1, 'L', 'L1'),
      p('top1', 'Top', 'cabinet', 19.05, [419.1, 609.6], [419.1, 608.6], 1, 1, 'L', 'L1'),
      p('back1', 'Back', 'cabinet', 19.05, [1995.5, 419.1], [1995.5, 419.1], 1, 1, 'L', 'none'),
      p(
        'shelf_fixed1',
        'Fixed shelf',
        'cabinet',
        19.05,
        [419.1, 571.6],
        [419.1, 570.6],
        1,
        1,
        'L',
        'L1',
      ),
      p(
        'shelf_adj1',
        'Adjustable shelf',
        'cabinet',
        19.05,
        [416.1, 571.6],
        [416.1, 570.6],
        4,
        4,
        'L',
        'L1',
      ),
      // (2033.6 - 4) x (457.2 - 3)
      p('door1', 'Door', 'finish', 19, [2029.6, 454.2], [2027.6, 452.2], 1, 1, 'N', 'all'),
    ]);
    expect(inItem(3).shelves.fixedAtMm).toEqual([1016]);
    expect(inItem(3).notes).toEqual(['Fixed shelf centres at 1016 mm (40 in).']);
  });

  it('4. Pantry 2 Door Wide 36 in: two columns by width, two rows', () => {
    // W 914.4 > 600: 2 columns. Doors 17.5 in = 444.5; upper 50 in = 1270; lower 29.75 in =
    // 755.65 -> 755.7. Area 2029.6 - 3 = 2026.6; 0.95 mm open above the lower door.
    expect(inItem(4).parts.slice(6)).toEqual([
      p('door1', 'Door (upper)', 'finish', 19, [1270, 444.5], [1268, 442.5], 2, 2, 'N', 'all'),
      p('door2', 'Door (lower)', 'finish', 19, [755.7, 444.5], [753.7, 442.5], 2, 2, 'N', 'all'),
    ]);
    // Pair: 2 x 444.5 + 3 = 892 in 914.4 - 3 = 911.4 from 1.5: x = 1.5 + 9.7 = 11.2 and
    // 11.2 + 447.5 = 458.7.
    // Upper: 2031.6 - 1270 = 761.6.
    expect(inItem(4).fronts).toEqual([
      front('door', [11.2, 761.6, 444.5, 1270], 'left'),
      front('door', [458.7, 761.6, 444.5, 1270], 'right'),
      front('door', [11.2, 2, 444.5, 755.7], 'left'),
      front('door', [458.7, 2, 444.5, 755.7], 'right'),
    ]);
    expect(inItem(4).shelves).toEqual({
      adjustable: 3,
      fixed: 1,
      adjustableAtMm: [],
      fixedAtMm: [],
    });
  });

  it('5. Drawer Unit 3 Drawers Handleless 30 x 34.5 in: fronts of 7 in and the rest', () => {
    // Area 776.3 - 2 - 57 - 2 = 715.3, less 2 C rails of 74 = 567.3: 177.8 x 2 and 211.7; the
    // fronts 762 - 3 = 759 wide.
    expect(inItem(5).parts.slice(5)).toEqual([
      p(
        'drawer_front1',
        'Drawer front',
        'finish',
        19,
        [759, 177.8],
        [757, 175.8],
        2,
        4,
        'N',
        'all',
      ),
      p(
        'drawer_front2',
        'Drawer front',
        'finish',
        19,
        [759, 211.7],
        [757, 209.7],
        1,
        2,
        'N',
        'all',
      ),
      // Wi 723.9, inside depth 609.6 - 18 = 591.6: NL 550; fronts 177.8 (K) and 211.7 (C):
      // bottoms 648.9 x 540, backs 636.9 x 100 and 636.9 x 152; quantity 2.
      p(
        'drawer_bottom1',
        'Drawer bottom',
        'drawer',
        16,
        [648.9, 540],
        [648.9, 540],
        3,
        6,
        'N',
        'none',
      ),
      p('drawer_back1', 'Drawer back', 'drawer', 16, [636.9, 100], [636.9, 100], 2, 4, 'N', 'none'),
      p('drawer_back2', 'Drawer back', 'drawer', 16, [636.9, 152], [636.9, 152], 1, 2, 'N', 'none'),
    ]);
    expect(inItem(5).gola).toEqual({ topJ: true, midRails: 2 });
  });

  it('6. Drawer Unit 3 Drawers with fronts not included: no drawer-front parts', () => {
    expect(inItem(6).parts.map((part) => part.role)).toEqual([
      'side',
      'bottom',
      'stretcher',
      'stretcher',
      'back',
    ]);
    expect(inItem(6).fronts.every((f) => !f.included && f.role === 'drawer_front')).toBe(true);
    expect(inItem(6).drawers).toEqual({ front: 3, internal: 0, slide: null });
  });

  it('7-8. shelf panel and loose door', () => {
    // 36 x 12 in horizontal: 914.4 x 304.8, front edge.
    expect(inItem(7).parts).toEqual([
      p('panel1', 'Panel', 'cabinet', 19.05, [914.4, 304.8], [914.4, 303.8], 1, 4, 'L', 'L1'),
    ]);
    // 48 x 18 in vertical: 1219.2 x 457.2.
    expect(inItem(8).parts).toEqual([
      p('door1', 'Door', 'finish', 19, [1219.2, 457.2], [1217.2, 455.2], 1, 1, 'N', 'all'),
    ]);
    expect(inItem(8).hinges).toBe(true);
  });
});
