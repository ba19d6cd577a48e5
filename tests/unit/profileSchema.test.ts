// profileUpdateSchema: the profile's password change (confirmation, spaces, the current password).
import { describe, expect, it } from 'vitest';
import { PASSWORD_MISMATCH, profileUpdateSchema } from '../../src/domain/auth';

describe('profileUpdateSchema', () => {
  const profile = { name: 'Ana Pérez', email: 'ana@colegio.edu.co' };

  it('refuses a password that does not match its confirmation', () => {
    const result = profileUpdateSchema.safeParse({
      ...profile,
      password: 'Secreta123',
      password_confirmation: 'Otra1234',
      current_password: 'Anterior123',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['password_confirmation'],
        message: 'Password y confirmacion deben coincidir',
      }),
    ]);
    expect(PASSWORD_MISMATCH).toBe('Password y confirmacion deben coincidir');
  });

  it('accepts a matching password and no password at all', () => {
    expect(
      profileUpdateSchema.safeParse({
        ...profile,
        password: 'Secreta123',
        password_confirmation: 'Secreta123',
        current_password: 'Anterior123',
      }).success,
    ).toBe(true);
    expect(profileUpdateSchema.safeParse(profile).success).toBe(true);
  });

  it('refuses a new password that starts or ends with a space (the sign-in trims it)', () => {
    const result = profileUpdateSchema.safeParse({
      ...profile,
      password: 'Secreta123 ',
      password_confirmation: 'Secreta123 ',
      current_password: 'Anterior123',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(
      'El campo Nueva contraseña no puede empezar ni terminar con espacios',
    );
  });

  it('asks for the current password with a new one', () => {
    const result = profileUpdateSchema.safeParse({
      ...profile,
      password: 'Secreta123',
      password_confirmation: 'Secreta123',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['current_password']]);
  });
});
