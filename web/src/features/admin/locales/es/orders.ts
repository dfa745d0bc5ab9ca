import type { Translation } from '../../../../lib/i18n/locales/types';
import type { enOrders } from '../en/orders';

/** Textos en español de la lista de pedidos (espacio `admin`, clave `orders`). */
export const esOrders: Translation<typeof enOrders> = {
  title: 'Lista de pedidos',
  filters: {
    label: 'Filtrar pedidos',
    idLabel: 'ID',
    idPlaceholder: 'Buscar por ID de pedido',
    idHint: 'Escribe al menos 5 caracteres',
    dateLabel: 'Fecha',
    dateChoices: {
      today: 'Hoy',
      yesterday: 'Ayer',
      week: 'Última semana',
      month: 'Último mes',
      all: 'Todas',
    },
    statusLabel: 'Estado',
    allStatuses: 'Todos',
    clear: 'Limpiar filtros',
  },
  statuses: {
    Pending: 'Pendiente',
    Approved: 'Aprobado',
    'To Cut': 'Para cortar',
    'To Deliver': 'Para entregar',
    Rejected: 'Rechazado',
  },
  list: {
    label: 'Pedidos',
    loading: 'Cargando...',
    end: 'Fin de la lista',
    error: 'No se pudieron cargar los pedidos.',
    retry: 'Reintentar',
    empty: 'Ningún pedido coincide con estos filtros',
    clearFilters: 'Limpiar filtros',
    newOrders_one: '{{count}} pedido nuevo',
    newOrders_other: '{{count}} pedidos nuevos',
    newOrdersShown_one: '{{count}} pedido nuevo añadido al principio de la lista',
    newOrdersShown_other: '{{count}} pedidos nuevos añadidos al principio de la lista',
  },
  row: {
    details: 'Detalle',
    detailsOf: 'Detalle del pedido {{shortId}}',
    justNow: 'ahora mismo',
  },
};
