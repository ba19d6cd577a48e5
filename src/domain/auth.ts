import { z } from 'zod';
import { f } from './fieldBuilders';
import { createSchema } from './fields';

/** The login form the server hands out (`POST /api/forms/login`) and validates. */
export const loginFields = {
  email: f.email('Correo electrónico', { required: true }),
  password: f.text('Contraseña', { required: true, maxLength: 72 }),
};
/** `password` renders as a password input although its rule is just "required". */
export const LOGIN_FORM_TYPES: Record<string, 'email' | 'password'> = {
  email: 'email',
  password: 'password',
};
export const loginSchema = createSchema(loginFields);
export type LoginInput = z.infer<typeof loginSchema>;

/** What a sign-in answers (`POST /api/login`). */
export const loginDataSchema = z.object({
  token: z.string(),
  id: z.number().int(),
  name: z.string(),
  permission: z.array(z.string()),
  /** True after a password reset: the user must choose a new password before anything else. */
  mustChangePassword: z.boolean(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

/**
 * The sign-in throttles' limits: wrong passwords per account and address, failed sign-ins per
 * address (server/modules/auth/service/login-throttle.ts counts them). Here, not in the auth module,
 * because the server's housekeeping (a plugin, which imports no module) purges the rows whose
 * window is over.
 */
export interface Throttle {
  max: number;
  windowMinutes: number;
}

export const ACCOUNT_THROTTLE: Throttle = { max: 5, windowMinutes: 5 };
export const ADDRESS_THROTTLE: Throttle = { max: 20, windowMinutes: 1 };
/** The longest window: older rows without a running lock can be purged. */
export const WINDOW_MINUTES = Math.max(ACCOUNT_THROTTLE.windowMinutes, ADDRESS_THROTTLE.windowMinutes);

export const PASSWORD_MISMATCH = 'Password y confirmacion deben coincidir';
export const CURRENT_PASSWORD_REQUIRED = 'El campo Contraseña actual es requerido';
export const CURRENT_PASSWORD_WRONG = 'La contraseña actual no es correcta';

export const profileFields = {
  name: f.text('Nombre', { required: true }),
  email: f.email('Correo electrónico', { required: true }),
  address: f.text('Dirección', { maxLength: 200 }),
  phone: f.text('Teléfono', { maxLength: 30 }),
  cellphone: f.text('Celular', { maxLength: 30 }),
  image: f.image('Foto'),
  password: f.password('Nueva contraseña'),
  password_confirmation: f.text('Confirmar contraseña', { maxLength: 72 }),
  /**
   * Required with a new password, also in the forced change after a reset (the user signed in
   * with the temporary password moments ago). The login's own rule, so whatever signs in is
   * accepted here; the server checks it against the stored hash.
   */
  current_password: f.text('Contraseña actual', { maxLength: 72, writeOnly: true }),
};

export const profileUpdateSchema = createSchema(profileFields)
  .refine((p) => !p.password || p.password === p.password_confirmation, {
    message: PASSWORD_MISMATCH,
    path: ['password_confirmation'],
  })
  .refine((p) => !p.password || !!p.current_password, {
    message: CURRENT_PASSWORD_REQUIRED,
    path: ['current_password'],
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The signed-in user's own profile (`POST /api/profile`, `PUT /api/profile`). */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  type_doc: z.number().int(),
  num_doc: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  cellphone: z.string().nullable(),
  url: z.string().nullable(),
  rol: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
