/**
 * What the API's refusals say, by their `reason`, and what a field's broken rule says, in both
 * languages (the rules' Spanish is the domain's, src/domain/fieldRules.ts). Its own catalog, free of
 * the domain's schemas, because the sign-in page (src/app/auth) loads it without the back office.
 */
import { defineMessages } from '../i18n/catalog';
import { FIELD_RULE_TEXTS } from '../domain/fieldRules';

export const refusalMessages = defineMessages(
  {
    app: {
      errors: {
        validation: 'Revise los datos ingresados',
        unauthenticated: 'Su sesión ha expirado. Inicie sesión nuevamente.',
        forbidden: 'No tiene permiso para esta acción',
        not_found: 'El registro no existe',
        conflict: 'La operación no es posible en el estado actual',
        duplicate: 'Ya existe un registro con esos datos',
        in_use: 'El registro está en uso y no se puede eliminar',
        invalid_credentials: 'Usuario o contraseña incorrectos',
        too_many_attempts: 'Demasiados intentos. Espere un momento e intente de nuevo.',
        password_change_required: 'Debe cambiar su contraseña para continuar',
        published_password:
          'Esta cuenta aún tiene la contraseña publicada de la demostración. Ingrese desde el equipo del servidor (http://localhost) y cámbiela en su perfil antes de usarla desde la red.',
        inactive: 'El carnet o el usuario está inactivo',
        payload_too_large: 'El archivo es demasiado grande',
        insufficient_funds: 'Saldo insuficiente',
        daily_limit: 'Supera el monto diario permitido',
        out_of_stock: 'No hay existencias suficientes',
        product_locked: 'El producto está restringido para este estudiante',
        server_error: 'Ocurrio un error procesando la peticion.',
        unavailable: 'El servicio no está disponible en este momento. Intente más tarde.',
        too_many_exports: 'Ya tiene 2 exportaciones a Excel en curso. Espere a que terminen.',
        server_busy:
          'El servidor está preparando muchas exportaciones a Excel. Intente de nuevo en un momento.',
        no_service: 'No hay servicio de restaurante en este momento para este horario',
        network: 'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.',
      },
      validation: { ...FIELD_RULE_TEXTS },
    },
  },
  {
    app: {
      errors: {
        validation: 'Check the data you entered',
        unauthenticated: 'Your session has expired. Please sign in again.',
        forbidden: 'You are not allowed to do this',
        not_found: 'The record does not exist',
        conflict: 'This is not possible in the current state',
        duplicate: 'A record with these details already exists',
        in_use: 'The record is in use and cannot be deleted',
        invalid_credentials: 'Wrong user or password',
        too_many_attempts: 'Too many attempts. Wait a moment and try again.',
        password_change_required: 'You must change your password to continue',
        published_password:
          "This account still has the demo's published password. Sign in on the server's own machine (http://localhost) and change it in your profile before using it from the network.",
        inactive: 'The credential or the user is inactive',
        payload_too_large: 'The file is too large',
        insufficient_funds: 'Insufficient balance',
        daily_limit: 'Over the allowed daily amount',
        out_of_stock: 'Not enough stock',
        product_locked: 'This product is restricted for this student',
        server_error: 'An error occurred while processing the request.',
        unavailable: 'The service is not available right now. Try again later.',
        too_many_exports: 'You already have 2 Excel exports in progress. Wait for them to finish.',
        server_busy: 'The server is preparing many Excel exports. Try again in a moment.',
        no_service: 'The restaurant has no service open for this schedule now',
        network: 'Could not reach the server. Check your connection and try again.',
      },
      validation: {
        required: 'The %{field} field is required',
        max_number: 'The %{field} field cannot be greater than %{max}',
        max_length: 'The %{field} field allows at most %{max} characters',
        min_number: 'The %{field} field must be at least %{min}',
        min_length: 'The %{field} field needs at least %{min} characters',
        invalid_chars: 'The %{field} field contains characters that are not allowed',
        invalid_email: 'The %{field} field must be a valid email address',
        invalid_time: 'The %{field} field must be a time (HH:MM)',
        invalid_date: 'The %{field} field must be a date (YYYY-MM-DD)',
        invalid_format: 'The %{field} field has an invalid format',
        invalid_option: 'The value of the %{field} field is not a valid option',
        unknown_option: 'The %{field} field does not take «%{value}»: it is not one of its options',
        not_integer: 'The %{field} field must be a whole number',
        invalid_type: 'The %{field} field has an invalid data type',
        invalid: 'The %{field} field is invalid',
      },
    },
  },
);
