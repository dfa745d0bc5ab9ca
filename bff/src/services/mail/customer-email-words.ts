/*
 * The words of the customer's e-mails (docs/product.md, "E-mails to the customer"), in English
 * and in Spanish (usted): an e-mail is written in the language the order was placed in. The
 * options', the hardware's and the statuses' words are the domain's (ITEM_OPTION_WORDS,
 * HARDWARE_WORDS, STATUS_WORDS), the same the wizard's summary and the tracking page show.
 */
import {
  STATUS_WORDS,
  type OrderLanguage,
  type OrderStatus,
  type StatusWords,
} from '@cutshop/domain';

/** What the customer is told when their order reaches a status. */
export interface StatusNews {
  /** The subject after the order's id: "approved", "ready for delivery". */
  subject: string;
  /** The e-mail's first paragraph. */
  lead: string;
}

export interface CustomerEmailWords {
  greeting: (name: string) => string;
  /** The subject of an e-mail about the order: its id, what happened, its name. */
  subject: (shortId: string, what: string, orderName: string) => string;
  confirmation: { subject: string; lead: (orderName: string) => string };
  /** The statuses the customer hears about (every status an order can move to). */
  news: Readonly<Record<Exclude<OrderStatus, 'Pending'>, StatusNews>>;
  /** Each status as the customer reads it, as the tracking page names it. */
  statuses: StatusWords;
  reason: string;
  facts: {
    orderId: string;
    orderName: string;
    status: string;
    received: string;
    updated: string;
  };
  tracking: { lead: string; link: string };
  customer: { heading: string; name: string; address: string; email: string; phone: string };
  materials: {
    heading: string;
    cabinet: string;
    finish: string;
    /** A custom material: its size, "with grain" or "no grain". */
    custom: (size: string, grain: boolean) => string;
  };
  items: {
    heading: (unit: string) => string;
    quantity: string;
    /** Width × height × depth, for an item with a depth. */
    sizeWhd: string;
    /** Width × height, for a panel, a filler or a door: they have no depth. */
    sizeWh: string;
    noDepth: string;
    yes: string;
    no: string;
  };
  hardware: {
    heading: string;
    note: string;
    liftUpOutOfRange: (index: number) => string;
  };
  notes: string;
  price: {
    total: string;
    /** The confirmation's total: not final until the shop approves the order. */
    estimate: (total: string, onRequest: boolean) => string;
    price: string;
    discount: string;
    surcharge: string;
    newTotal: string;
    onRequest: string;
  };
  closing: (shortId: string) => string;
}

const ENGLISH: CustomerEmailWords = {
  greeting: (name) => `Hello ${name},`,
  subject: (shortId, what, orderName) => `Order ${shortId} ${what}: ${orderName}`,
  confirmation: {
    subject: 'received',
    lead: (orderName) =>
      `Thank you for your order "${orderName}". We have received it and will review it shortly.`,
  },
  news: {
    Approved: {
      subject: 'approved',
      lead: 'Good news: your order has been approved and goes into production.',
    },
    'To Cut': {
      subject: 'in the cutting queue',
      lead: 'Your order is in the cutting queue: we are preparing its parts.',
    },
    'To Deliver': {
      subject: 'ready for delivery',
      lead: 'Your order has been cut and is ready for delivery.',
    },
    Rejected: {
      subject: 'could not be accepted',
      lead: 'We are sorry: your order could not be accepted.',
    },
  },
  statuses: STATUS_WORDS.en,
  reason: 'Reason',
  facts: {
    orderId: 'Order ID',
    orderName: 'Order name',
    status: 'Status',
    received: 'Received',
    updated: 'Updated',
  },
  tracking: {
    lead: 'Follow your order, with its drawings, on its page:',
    link: 'Follow your order',
  },
  customer: {
    heading: 'Your details',
    name: 'Name',
    address: 'Address',
    email: 'E-mail',
    phone: 'Phone',
  },
  materials: {
    heading: 'Materials',
    cabinet: 'Cabinet colour',
    finish: 'Finish',
    custom: (size, grain) => `custom, ${size}, ${grain ? 'with grain' : 'no grain'}`,
  },
  items: {
    heading: (unit) => `Items (sizes in ${unit})`,
    quantity: 'Quantity',
    sizeWhd: 'Size (width × height × depth)',
    sizeWh: 'Size (width × height)',
    noDepth: 'no depth',
    yes: 'Yes',
    no: 'No',
  },
  hardware: {
    heading: 'Hardware your order will need',
    note: 'Not included in your order: screws, clips and rails are not part of it (the totals are for you to buy them).',
    liftUpOutOfRange: (index) =>
      `Item ${index}: the lift-up door is outside its mechanism’s range; the shop will advise you.`,
  },
  notes: 'Your notes',
  price: {
    total: 'Total',
    estimate: (total, onRequest) =>
      `${total}${onRequest ? ' plus the custom material, price on request' : ''} (confirmed when we approve the order)`,
    price: 'Price',
    discount: 'Discount',
    surcharge: 'Surcharge',
    newTotal: 'New total',
    onRequest: 'the custom material is priced on request',
  },
  closing: (shortId) => `Please quote the order ID ${shortId} when you contact us.`,
};

const SPANISH: CustomerEmailWords = {
  greeting: (name) => `Estimado/a ${name}:`,
  subject: (shortId, what, orderName) => `Pedido ${shortId} ${what}: ${orderName}`,
  confirmation: {
    subject: 'recibido',
    lead: (orderName) =>
      `Gracias por su pedido «${orderName}». Lo hemos recibido y lo revisaremos en breve.`,
  },
  news: {
    Approved: {
      subject: 'aprobado',
      lead: 'Buenas noticias: su pedido ha sido aprobado y pasa a producción.',
    },
    'To Cut': {
      subject: 'en la cola de corte',
      lead: 'Su pedido está en la cola de corte: estamos preparando sus piezas.',
    },
    'To Deliver': {
      subject: 'listo para la entrega',
      lead: 'Su pedido ya está cortado y listo para la entrega.',
    },
    Rejected: {
      subject: 'no aceptado',
      lead: 'Lo sentimos: no hemos podido aceptar su pedido.',
    },
  },
  statuses: STATUS_WORDS.es,
  reason: 'Motivo',
  facts: {
    orderId: 'Número de pedido',
    orderName: 'Nombre del pedido',
    status: 'Estado',
    received: 'Recibido',
    updated: 'Actualizado',
  },
  tracking: {
    lead: 'Puede seguir su pedido, con sus dibujos, en su página:',
    link: 'Seguir su pedido',
  },
  customer: {
    heading: 'Sus datos',
    name: 'Nombre',
    address: 'Dirección',
    email: 'Correo electrónico',
    phone: 'Teléfono',
  },
  materials: {
    heading: 'Materiales',
    cabinet: 'Color del mueble',
    finish: 'Acabado',
    custom: (size, grain) => `personalizado, ${size}, ${grain ? 'con veta' : 'sin veta'}`,
  },
  items: {
    heading: (unit) => `Piezas (medidas en ${unit})`,
    quantity: 'Cantidad',
    sizeWhd: 'Medidas (ancho × alto × fondo)',
    sizeWh: 'Medidas (ancho × alto)',
    noDepth: 'sin fondo',
    yes: 'Sí',
    no: 'No',
  },
  hardware: {
    heading: 'Herrajes que necesitará su pedido',
    note: 'No se incluyen en su pedido: tornillos, clips y perfiles no forman parte de él (los totales son para que usted los compre).',
    liftUpOutOfRange: (index) =>
      `Pieza ${index}: la puerta abatible queda fuera del rango de su mecanismo; el taller le aconsejará.`,
  },
  notes: 'Sus notas',
  price: {
    total: 'Total',
    estimate: (total, onRequest) =>
      `${total}${onRequest ? ' más el material personalizado, precio a consultar' : ''} (se confirma al aprobar el pedido)`,
    price: 'Precio',
    discount: 'Descuento',
    surcharge: 'Recargo',
    newTotal: 'Nuevo total',
    onRequest: 'el material personalizado tiene precio a consultar',
  },
  closing: (shortId) =>
    `Le rogamos que indique el número de pedido ${shortId} cuando nos contacte.`,
};

/** The e-mails' words in each language an order may be placed in. */
export const CUSTOMER_EMAIL_WORDS: Readonly<Record<OrderLanguage, CustomerEmailWords>> = {
  en: ENGLISH,
  es: SPANISH,
};
