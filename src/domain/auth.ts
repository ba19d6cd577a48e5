import type { z } from 'zod';
import { f, createSchema } from './fields';

/** The login form the server hands out (`POST /api/forms/login`) and validates. */
export const loginFields = {
  email: f.email('Correo electrónico', { required: true }),
  password: f.text('Contraseña', { required: true, maxLength: 72 }),
};
/** `password` renders as a password input although its rule is just "required". */
export const LOGIN_FORM_TYPES: Record<string, 'email' | 'password'> = { email: 'email', password: 'password' };
export const loginSchema = createSchema(loginFields);
export type LoginInput = z.infer<typeof loginSchema>;

export interface LoginData {
  token: string;
  id: number;
  name: string;
  permission: string[];
  /** True after a password reset: the user must choose a new password before anything else. */
  mustChangePassword: boolean;
}

/** Storage keys the old system used; outside tools read them. */
export const STORAGE = {
  token: 'tokenAdmin',
  userId: 'idUserAdmin',
  permission: 'permission',
  name: 'nameAdmin',
  mustChangePassword: 'mustChangePassword',
  /** 'display' while the browser is a hall turn display (domain/displays); absent otherwise. */
  scope: 'sessionScope',
  /** The display page it shows. */
  displayPath: 'displayPath',
} as const;

export const PASSWORD_MISMATCH = 'Password y confirmacion deben coincidir';

export const profileFields = {
  name: f.text('Nombre', { required: true }),
  email: f.email('Correo electrónico', { required: true }),
  address: f.text('Dirección', { maxLength: 200 }),
  phone: f.text('Teléfono', { maxLength: 30 }),
  cellphone: f.text('Celular', { maxLength: 30 }),
  image: f.image('Foto'),
  password: f.password('Nueva contraseña'),
  password_confirmation: f.text('Confirmar contraseña', { maxLength: 72 }),
};

export const profileUpdateSchema = createSchema(profileFields).refine(
  (p) => !p.password || p.password === p.password_confirmation,
  { message: PASSWORD_MISMATCH, path: ['password_confirmation'] },
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export interface Profile {
  id: number;
  name: string;
  email: string;
  type_doc: number;
  num_doc: string;
  address: string | null;
  phone: string | null;
  cellphone: string | null;
  url: string | null;
  rol: string | null;
}
