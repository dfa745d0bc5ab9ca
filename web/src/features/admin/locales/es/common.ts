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
  checkingSession: 'Comprobando tu sesión…',
  retry: 'Reintentar',
  errorTitle: 'Algo salió mal',
  networkError: 'No se pudo contactar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  serverError: 'El servidor no puede responder ahora mismo. Inténtalo de nuevo.',
  unexpectedError: 'Ocurrió un error inesperado, por favor inténtalo de nuevo',
  sessionEnded: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  logoutFailed: 'No se pudo cerrar la sesión: el servidor no respondió. Inténtalo de nuevo.',
};
