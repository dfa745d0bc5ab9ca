import type { Translation } from '../../../../lib/i18n/locales/types';
import type { enAuth } from '../en/auth';

/** Textos en español de las pantallas de acceso, contraseña olvidada y nueva contraseña. */
export const esAuth: Translation<typeof enAuth> = {
  login: {
    documentTitle: 'Iniciar sesión',
    welcome: '¡Bienvenido!',
    email: 'Correo electrónico',
    password: 'Contraseña',
    remember: 'Recordarme',
    submit: 'Entrar',
    submitting: 'Entrando…',
    forgot: 'Olvidé mi contraseña',
    tooManyAttempts_one: 'Demasiados intentos. Inténtelo de nuevo en {{count}} minuto.',
    tooManyAttempts_other: 'Demasiados intentos. Inténtelo de nuevo en {{count}} minutos.',
    tooManyAttemptsSeconds_one: 'Demasiados intentos. Inténtelo de nuevo en {{count}} segundo.',
    tooManyAttemptsSeconds_other: 'Demasiados intentos. Inténtelo de nuevo en {{count}} segundos.',
    tooManyAttemptsLater: 'Demasiados intentos. Inténtelo de nuevo más tarde.',
  },
  remember: {
    documentTitle: 'Contraseña olvidada',
    title: 'Cambie su contraseña:',
    email: 'Correo electrónico',
    submit: 'Enviar',
    submitting: 'Enviando…',
    backToLogin: 'Volver al inicio de sesión',
  },
  changePassword: {
    documentTitle: 'Nueva contraseña',
    title: 'Cambie su contraseña',
    rules:
      'La contraseña debe tener al menos una minúscula, una mayúscula y un número, y al menos ocho caracteres en total.',
    password: 'Nueva contraseña',
    repeat: 'Repite la contraseña',
    submit: 'Cambiar contraseña',
    submitting: 'Guardando…',
    backToLogin: 'Volver al inicio de sesión',
  },
};
