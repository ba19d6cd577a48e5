/**
 * The sign-in and register pages' texts (`#/auth/login`, `#/auth/register`), in both languages:
 * their own catalog, because the pages load before (and without) the back office's catalogs. The
 * refusals' texts are the kit's refusalMessages; the fields' Spanish labels are the server's
 * (`POST /api/forms/login`).
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
        starting: 'Abriendo el back office',
      },
      // `#/auth/register`: static (spec part 1 §2); accounts are made by the school's staff.
      register: {
        title: 'Registro',
        body: 'Las cuentas de este sistema las crea el personal administrativo del colegio. Si necesita una, pídala a un administrador.',
        to_login: 'Ir a iniciar sesión',
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
        starting: 'Opening the back office',
      },
      register: {
        title: 'Sign up',
        body: "Accounts of this system are created by the school's administrative staff. If you need one, ask an administrator.",
        to_login: 'Go to sign in',
      },
    },
  },
  // English for texts the domain holds (src/i18n/domain-messages.ts).
  { app: { login: { fields: { email: 'Email', password: 'Password' } } } },
);
