import type { enFeedback } from '../en/feedback';
import type { Translation } from '../types';

/** Textos en español que cualquier pantalla de una función puede mostrar: errores y mensajes. */
export const esFeedback: Translation<typeof enFeedback> = {
  errors: {
    loadTitle: 'No se pudo cargar el catálogo',
    loadText: 'Revise su conexión e inténtelo de nuevo.',
    retry: 'Reintentar',
    unexpectedTitle: 'Algo salió mal',
    unexpectedText: 'No se pudo mostrar esta página. Su borrador de pedido se conserva.',
    home: 'Ir al inicio',
  },
  messages: {
    Required: 'Obligatorio',
    required: 'obligatorio',
    invalidEmail: 'Correo electrónico no válido',
    passwordRequired: 'Contraseña obligatoria',
    passwordWeak: 'La contraseña no es lo bastante segura',
    passwordMismatch: 'La contraseña y la confirmación no coinciden',
    invalidFormat: 'formato no válido',
    outOfParameters: 'fuera de parámetros',
    descriptionTooLong: '20 caracteres máx.',
    orderSubmitFailed: 'Ocurrió un error inesperado, inténtelo de nuevo',
    loginFailed: 'Correo o contraseña incorrectos',
    rememberSent: 'Si su correo existe, recibirá un mensaje con instrucciones',
    passwordChanged: 'Su contraseña se actualizó correctamente, inicie sesión de nuevo',
    passwordChangeFailed: 'Ocurrió un error inesperado, repita el proceso',
    tooLong: 'Demasiado largo',
    unknownModel: 'modelo desconocido',
    unknownColour: 'color desconocido',
    unknownMaterial: 'material desconocido',
    invalidInput: 'Dato no válido',
    statusChanged: 'El pedido con ID "{{shortId}}" cambió su estado a "{{status}}"',
  },
};
