import type { Translation } from '../../../../lib/i18n/locales/types';
import type { enDetail } from '../en/detail';

/** Textos en español de la pantalla de detalle de un pedido (espacio `admin`, `detail.*`). */
export const esDetail: Translation<typeof enDetail> = {
  title: 'Pedido {{shortId}}',
  back: 'Volver a la lista de pedidos',
  loading: 'Cargando el pedido…',
  notFound: 'No existe el pedido "{{id}}".',
  statuses: {
    Pending: 'Pendiente',
    Approved: 'Aprobado',
    'To Cut': 'Para cortar',
    'To Deliver': 'Para entregar',
    Rejected: 'Rechazado',
  },
  statusLabel: 'Estado',
  actions: {
    label: 'Acciones del pedido',
    Approved: 'Aprobar',
    Rejected: 'Rechazar',
    'To Cut': 'Para cortar',
    'To Deliver': 'Para entregar',
    print: 'Imprimir',
  },
  reject: {
    title: 'Rechazar el pedido {{shortId}}',
    description: 'El cliente recibe este mensaje con el rechazo.',
    label: 'Motivo del rechazo',
    placeholder: '¿Qué problema tiene el pedido?',
    confirm: 'Completar el rechazo',
    cancel: 'Cancelar',
    close: 'Cerrar',
    counter: '{{length}} / {{max}} caracteres',
  },
  unplaced: {
    title: 'El pedido {{shortId}} espera para cortar',
    description:
      'Su plan de corte no puede colocar todas las piezas: alguna es mayor que su tablero (vea el plan de corte). Envíelo a cortar igualmente solo con un motivo, que queda en el historial.',
    label: 'Motivo para enviarlo a cortar',
    placeholder: '¿Cómo se cortarán estas piezas?',
    confirm: 'Enviar a cortar',
  },
  changeFailed: 'No se pudo guardar el cambio. Inténtelo de nuevo.',
  conflict:
    'Otra persona cambió este pedido antes. Se ha vuelto a cargar: revíselo e inténtelo de nuevo.',
  rejection: {
    title: 'Mensaje de rechazo',
    empty: 'No se indicó ningún mensaje.',
  },
  summary: {
    title: 'Pedido',
    orderName: 'Nombre del pedido',
    placed: 'Realizado',
    updated: 'Último cambio',
    unit: 'Unidades',
  },
  customer: {
    title: 'Cliente',
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    phoneNumber: 'Teléfono',
    address: 'Dirección',
  },
  materials: {
    title: 'Color y acabado',
    cabinet: 'Color del mueble',
    finish: 'Material de acabado',
    custom: 'Personalizado',
    grain: 'Veta',
    missing: 'Sin registrar',
  },
  units: {
    long: { mm: 'Milímetros', in: 'Pulgadas' },
    show: 'Mostrar medidas en',
  },
  items: {
    title: 'Piezas ({{count}})',
    number: 'N.º',
    item: 'Pieza',
    size: 'Medidas',
    sizeWHD: 'An × Al × Pr',
    sizeWH: 'An × Al',
    quantity: 'Cant.',
    options: 'Opciones',
    noOptions: 'Ninguna',
  },
  notes: {
    title: 'Notas de producción',
    empty: 'Sin notas de producción.',
  },
  history: {
    title: 'Historial de estados',
    empty: 'Todavía no hay cambios de estado',
    to: 'a',
    message: 'Mensaje:',
    placedBy: 'Realizado por {{name}}',
    loading: 'Cargando el historial…',
    loadError: 'No se pudo cargar el historial.',
    retry: 'Reintentar',
  },
};
