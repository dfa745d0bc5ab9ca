import { describe, expect, it } from 'vitest';
import { formErrors } from './errors';
import {
  ORDER_STATUSES,
  customerSchema,
  materialChoiceSchema,
  orderInputSchema,
  storedMaterialSchema,
  storedOrderSchema,
  wireMaterialSchema,
} from './schemas';
import { itemSchema } from './item-schema';
import { storedCustom } from './testing/materials';
import { customFinish, customer, item, storedWhite, whiteColour } from './testing/small-catalogue';

describe('customerSchema (docs/product.md §5, customer form)', () => {
  it('accepts a complete customer and trims it', () => {
    expect(customerSchema.parse({ ...customer, fullName: '  Ana Ruiz ' }).fullName).toBe(
      'Ana Ruiz',
    );
  });

  it.each(['fullName', 'address', 'email', 'phoneNumber', 'orderName'] as const)(
    "says 'Required' when %s is empty or missing",
    (field) => {
      expect(formErrors(customerSchema, { ...customer, [field]: '  ' })).toEqual({
        [field]: 'Required',
      });
      expect(formErrors(customerSchema, { ...customer, [field]: undefined })).toEqual({
        [field]: 'Required',
      });
    },
  );

  it.each([
    'ana@example',
    'ana.example.com',
    'ana@example.c',
    'a@b',
    'a@example.com.',
    'a b@x.com',
    '@x.com',
  ])("says 'Invalid email address' for %j", (email) => {
    expect(formErrors(customerSchema, { ...customer, email })).toEqual({
      email: 'invalidEmail',
    });
  });

  it.each([
    'ana@example.io',
    'ANA.RUIZ+shop@mail.example.info',
    'a_b@x-y.com',
    'ana@example.museum',
    'john@carpentry.studio',
    'josé@ejemplo.es',
  ])('accepts %j', (email) => {
    expect(customerSchema.safeParse({ ...customer, email }).success).toBe(true);
  });
});

describe('materialChoiceSchema', () => {
  it('accepts a ready-made choice with its id and a custom one with sizes and grain', () => {
    expect(materialChoiceSchema.parse(whiteColour)).toEqual(whiteColour);
    expect(materialChoiceSchema.parse(customFinish)).toEqual(customFinish);
  });

  it('needs the sizes, grain and materialType of a custom material', () => {
    const incomplete = { ...customFinish, x: null, grain: null, materialType: undefined };
    expect(formErrors(materialChoiceSchema, incomplete)).toEqual({
      x: 'Required',
      grain: 'Required',
      materialType: 'Required',
    });
  });

  it('needs the id of a ready-made material', () => {
    expect(formErrors(materialChoiceSchema, { ...whiteColour, id: null })).toEqual({
      id: 'Required',
    });
  });
});

describe('wireMaterialSchema', () => {
  const { materialType: _ignored, ...finish } = customFinish;

  it('carries the colour as an id or as a custom cabinet material', () => {
    expect(wireMaterialSchema.safeParse({ ...finish, color: 1 }).success).toBe(true);
    const customColour = { ...customFinish, name: 'Blue', materialType: 'cabinet' };
    expect(wireMaterialSchema.safeParse({ ...finish, color: customColour }).success).toBe(true);
  });

  it('refuses a colour object that is not a custom cabinet material', () => {
    expect(wireMaterialSchema.safeParse({ ...finish, color: whiteColour }).success).toBe(false);
    expect(wireMaterialSchema.safeParse({ ...finish, color: customFinish }).success).toBe(false);
    expect(wireMaterialSchema.safeParse({ ...finish, color: '1' }).success).toBe(false);
  });
});

describe('itemSchema', () => {
  it('accepts a full item with null options', () => {
    expect(itemSchema.parse(item())).toEqual(item());
  });

  it.each([
    ['hardware true', { hardware: true }],
    ['quantity 0', { quantity: 0 }],
    ['quantity 1.5', { quantity: 1.5 }],
    ['a boolean option as text', { hinges: 'true' }],
    ['holesfrontdrawer 5', { holesfrontdrawer: 5 }],
    ['7 shelves', { shelfquantity: 7 }],
    ['shelf level 6', { shelfupperlevel: 6 }],
    ['a negative width', { x: -1 }],
    ['an unknown orientation', { orientation: 'Diagonal' }],
    ['an unknown material', { material: 'Oak' }],
    ['bheight without wheight', { wheight: null, bheight: 10 }],
    ['a zero measurement', { dwidth: 0 }],
  ])('refuses %s', (_case, overrides) => {
    expect(itemSchema.safeParse({ ...item(), ...overrides }).success).toBe(false);
  });

  it.each([0, 3, 10])('accepts %d front drawer holes', (holes) => {
    expect(itemSchema.safeParse(item({ holesfrontdrawer: holes as 0 | 3 | 10 })).success).toBe(
      true,
    );
  });

  it("uses the item form's messages for the description", () => {
    expect(formErrors(itemSchema, item({ description: '' }))).toEqual({ description: 'required' });
    expect(formErrors(itemSchema, item({ description: 'x'.repeat(21) }))).toEqual({
      description: 'descriptionTooLong',
    });
    expect(itemSchema.safeParse(item({ description: 'x'.repeat(20) })).success).toBe(true);
  });
});

describe('orderInputSchema', () => {
  const { materialType: _ignored, ...finish } = customFinish;
  const order = {
    name: 'Kitchen',
    notes: '',
    unit: 'in',
    message: '',
    customer,
    material: [{ ...finish, color: 1 }],
    cabinets: [item()],
  };

  it('accepts the order as sent and fills an absent message and notes', () => {
    const { message: _m, notes: _n, ...rest } = order;
    expect(orderInputSchema.parse(rest)).toMatchObject({ message: '', notes: '' });
  });

  it.each([
    ['no item', { cabinets: [] }, 'cabinets'],
    ['two materials', { material: [order.material[0], order.material[0]] }, 'material'],
    ['no material', { material: [] }, 'material'],
    ['a message', { message: 'please hurry' }, 'message'],
    ['an unknown unit', { unit: 'cm' }, 'unit'],
    ['a bad item', { cabinets: [item({ quantity: 0 })] }, 'cabinets.0.quantity'],
    ['a bad e-mail', { customer: { ...customer, email: 'x' } }, 'customer.email'],
  ])('refuses %s', (_case, overrides, path) => {
    const result = orderInputSchema.safeParse({ ...order, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('stored orders', () => {
  const stored = {
    uuid: '0b5c3d6e-1f2a-4b3c-8d4e-9f3c2a1b7d4e',
    status: 'Pending',
    name: 'Kitchen',
    createdAt: '2025-01-02T03:04:05.006Z',
    updatedAt: '2025-01-02T03:04:05.006Z',
    version: 1,
    customer,
    notes: '',
    message: '',
    unit: 'in',
    cabinets: [item()],
    material: [storedWhite, storedCustom('finish', 'Walnut')],
  };

  it('accepts an order as admins read it', () => {
    expect(storedOrderSchema.safeParse(stored).success).toBe(true);
  });

  it.each([
    ['a time without milliseconds', { updatedAt: '2025-01-02T03:04:05Z' }],
    ['a time with an offset', { createdAt: '2025-01-02T03:04:05.006+01:00' }],
    ['an unknown status', { status: 'Done' }],
    ['a bad uuid', { uuid: 'abc' }],
  ])('refuses %s', (_case, overrides) => {
    expect(storedOrderSchema.safeParse({ ...stored, ...overrides }).success).toBe(false);
  });

  it('knows the two material types and three origins', () => {
    expect(
      storedMaterialSchema.safeParse({ ...stored.material[0], materialType: 'door' }).success,
    ).toBe(false);
    expect(
      storedMaterialSchema.safeParse({ ...stored.material[0], catType: 'Category' }).success,
    ).toBe(false);
  });

  it('lists the five statuses of docs/product.md §4', () => {
    expect(ORDER_STATUSES).toEqual(['Pending', 'Approved', 'To Cut', 'To Deliver', 'Rejected']);
  });
});
