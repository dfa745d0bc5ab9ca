import type { Translation } from '../../../../lib/i18n/locales/types';
import type { enCommon } from '../en/common';

/** Textos en español que comparten todas las páginas de administración (`common.*`). */
export const esCommon: Translation<typeof enCommon> = {
  appTitle: 'Sistema de gestión de pedidos para producción',
  homeLabel: 'Cutshop, lista de pedidos',
  signedInAs: 'Sesión iniciada como',
  logout: 'Cerrar sesión',
  skipToContent: 'Saltar al contenido',
  loading: 'Cargando...',
  checkingSession: 'Comprobando su sesión…',
  retry: 'Reintentar',
  errorTitle: 'Algo salió mal',
  networkError: 'No se pudo contactar con el servidor. Compruebe su conexión e inténtelo de nuevo.',
  serverError: 'El servidor no puede responder ahora mismo. Inténtelo de nuevo.',
  unexpectedError: 'Ocurrió un error inesperado, por favor inténtelo de nuevo',
  sessionEnded: 'Su sesión ha terminado. Vuelva a iniciar sesión.',
  logoutFailed: 'No se pudo cerrar la sesión: el servidor no respondió. Inténtelo de nuevo.',
};
