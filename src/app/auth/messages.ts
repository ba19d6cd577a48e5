/**
 * The sign-in page's texts (`#/auth/login`), in both languages: its own catalog, because the page
 * loads before (and without) the back office's catalogs. Its refusals come from the kit's
 * refusalMessages. The fields' Spanish labels are the server's (`POST /api/forms/login`).
 */
import { defineMessages } from '../../i18n/catalog';

export const signInMessages = defineMessages(
  {
    app: {
      login: {
        welcome: 'Bienvenido',
        subtitle: 'Inicie sesión con su cuenta',
        loading: 'Cargando formulario',
        submit: 'Ingresar',
        dialog_title: 'Mensaje Informativo',
        https_only:
          'Este servidor usa una conexión segura (https). Ábralo con https para ingresar: por http la contraseña viajaría sin cifrar por la red.',
        open_https: 'Abrir con https',
        certificate_link: 'Certificado de seguridad para tabletas y teléfonos',
        accept: 'Aceptar',
        retry: 'Reintentar',
      },
    },
  },
  {
    app: {
      login: {
        welcome: 'Welcome',
        subtitle: 'Sign in with your account',
        loading: 'Loading form',
        submit: 'Sign in',
        dialog_title: 'Information',
        https_only:
          'This server uses a secure connection (https). Open it with https to sign in: over http the password would cross the network unencrypted.',
        open_https: 'Open with https',
        certificate_link: 'Security certificate for tablets and phones',
        accept: 'OK',
        retry: 'Try again',
      },
    },
  },
  // English for texts the domain holds (src/i18n/domain-messages.ts).
  { app: { login: { fields: { email: 'Email', password: 'Password' } } } },
);
