// The resources' field schemas: users (create, update, form), roles (validation order, messages) and turns (times).
import { describe, expect, it } from 'vitest';
import { createSchema, formSchema, issuesToErrors, updateSchema } from '../../src/domain/fields';
import { rolesResource, shiftsResource, usersResource } from '../../src/domain/resources';

describe('fields: users', () => {
  const validUser = {
    name: 'Ana Pérez',
    email: 'ana@colegio.edu.co',
    type_doc: 1,
    num_doc: '1020304050',
    id_rol: 2,
    password: 'Secreta123',
  };
  const create = createSchema(usersResource.fields);
  const update = updateSchema(usersResource.fields);

  const messages = (result: {
    success: boolean;
    error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
  }) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

  it('accepts a valid user', () => {
    expect(create.safeParse(validUser).success).toBe(true);
  });

  it('refuses a missing name with a Spanish message naming the field', () => {
    const { name: _name, ...withoutName } = validUser;
    const result = create.safeParse(withoutName);
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual({ name: 'El campo Nombre es requerido' });
  });

  it('refuses an empty (or blank) name', () => {
    expect(messages(create.safeParse({ ...validUser, name: '   ' }))).toEqual({
      name: 'El campo Nombre es requerido',
    });
  });

  it('refuses a bad email with a Spanish message naming the field', () => {
    const result = create.safeParse({ ...validUser, email: 'no-es-correo' });
    expect(result.success).toBe(false);
    expect(messages(result).email).toContain('Correo electrónico');
    expect(messages(result).email).toBe('El campo Correo electrónico debe ser un correo electrónico válido');
  });

  it('refuses a short password and a document type outside the list', () => {
    const result = messages(create.safeParse({ ...validUser, password: 'corta', type_doc: 9 }));
    expect(result.password).toContain('Contraseña');
    expect(result.type_doc).toContain('Tipo de documento');
  });

  it('strips unknown keys', () => {
    const result = create.parse({ ...validUser, extra: 1, id: 99, isAdmin: true });
    expect(result).not.toHaveProperty('extra');
    expect(result).not.toHaveProperty('id');
    expect(result).not.toHaveProperty('isAdmin');
    expect(result).toMatchObject({ name: 'Ana Pérez', email: 'ana@colegio.edu.co' });
  });

  it('updateSchema takes the whole form: a required field left out is refused as the create refuses it', () => {
    const { password: _password, ...form } = validUser;
    expect(update.safeParse(form).success).toBe(true);
    const { name: _name, ...withoutName } = form;
    expect(messages(update.safeParse(withoutName))).toEqual({ name: 'El campo Nombre es requerido' });
    expect(messages(update.safeParse({ phone: '3001234567' }))).toEqual(
      messages(create.safeParse({ phone: '3001234567', password: 'Secreta123' })),
    );
  });

  it('updateSchema keeps optional fields optional (left out: unchanged), and checks them when sent', () => {
    const { password: _password, ...form } = validUser;
    expect(Object.keys(update.parse(form))).not.toContain('phone');
    expect(update.safeParse({ ...form, phone: 'x'.repeat(31) }).success).toBe(false);
  });

  it('updateSchema refuses an empty required field', () => {
    const { password: _password, ...form } = validUser;
    const result = update.safeParse({ ...form, name: '' });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual({ name: 'El campo Nombre es requerido' });
  });

  it('updateSchema drops fields hidden on edit (password)', () => {
    const { password: _password, ...form } = validUser;
    expect(update.parse({ ...form, password: 'Secreta123' })).not.toHaveProperty('password');
  });

  it('formSchema includes the password on create but not on edit', () => {
    const createSources = formSchema(usersResource.fields, 'create').fields.map((f) => f.source);
    const editSources = formSchema(usersResource.fields, 'edit').fields.map((f) => f.source);
    expect(createSources).toContain('password');
    expect(editSources).not.toContain('password');
    expect(editSources).toContain('name');
    const name = formSchema(usersResource.fields, 'create').fields.find((f) => f.source === 'name');
    expect(name).toMatchObject({ type: 'text', label: 'Nombre', required: true });
  });
});

describe('fields: roles', () => {
  const schema = createSchema(rolesResource.fields);
  const order = rolesResource.validationOrder ?? [];

  const firstMessage = (body: unknown): string => {
    const result = schema.safeParse(body);
    if (result.success) throw new Error('Se esperaba un error de validación');
    return issuesToErrors(result.error.issues, order).message;
  };

  it('validates description, then name, then function', () => {
    expect(order).toEqual(['description', 'name', 'function']);
    expect(firstMessage({})).toBe('La descripcion es obligatoria');
    expect(firstMessage({ description: 'Cajeros de cafetería' })).toBe('El nombre es obligatorio');
    expect(firstMessage({ description: 'Cajeros de cafetería', name: 'Cajero' })).toBe(
      'Debe marcar por lo menos un permiso',
    );
  });

  it('reports every field message in issuesToErrors.errors', () => {
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    expect(issuesToErrors(result.error?.issues ?? [], order).errors).toEqual({
      description: 'La descripcion es obligatoria',
      name: 'El nombre es obligatorio',
      function: 'Debe marcar por lo menos un permiso',
    });
  });

  it('refuses an empty permission list', () => {
    expect(firstMessage({ description: 'Cajeros', name: 'Cajero', function: [] })).toBe(
      'Debe marcar por lo menos un permiso',
    );
    expect(firstMessage({ description: 'Cajeros', name: 'Cajero', function: '[]' })).toBe(
      'Debe marcar por lo menos un permiso',
    );
  });

  it('function accepts a JSON string and an array', () => {
    const base = { description: 'Administradores', name: 'Admin' };
    expect(schema.parse({ ...base, function: '["admin"]' }).function).toEqual(['admin']);
    expect(schema.parse({ ...base, function: ['admin', 'admin.users'] }).function).toEqual([
      'admin',
      'admin.users',
    ]);
  });

  it('function refuses unknown keys', () => {
    expect(
      firstMessage({ description: 'Administradores', name: 'Admin', function: ['admin', 'superpoder'] }),
    ).toBe('El campo Permisos contiene permisos desconocidos');
    expect(firstMessage({ description: 'Administradores', name: 'Admin', function: '["superpoder"]' })).toBe(
      'El campo Permisos contiene permisos desconocidos',
    );
  });

  it('issuesToErrors falls back to the first issue, and to a generic message with none', () => {
    expect(issuesToErrors([])).toEqual({ errors: {}, message: 'Datos inválidos' });
    const result = schema.safeParse({ description: 'x', function: ['admin'] });
    expect(issuesToErrors(result.error?.issues ?? []).message).toBe('El nombre es obligatorio');
  });
});

describe('turns', () => {
  const check = (turn: Record<string, unknown>) => {
    if (!shiftsResource.check) throw new Error('shiftsResource.check no está definido');
    return shiftsResource.check(turn);
  };

  it('refuses h_end before (or equal to) h_start', () => {
    const expected = { field: 'h_end', message: 'La hora de fin debe ser posterior a la hora de inicio' };
    expect(check({ h_start: '08:00', h_end: '07:30' })).toEqual(expected);
    expect(check({ h_start: '08:00', h_end: '08:00' })).toEqual(expected);
  });

  it('accepts h_end after h_start', () => {
    expect(check({ h_start: '06:30', h_end: '12:00' })).toBeNull();
    expect(check({ h_start: '09:00', h_end: '10:00:00' })).toBeNull();
  });

  it('refuses a time that is not HH:MM', () => {
    const result = createSchema(shiftsResource.fields).safeParse({
      name: 'Mañana',
      h_start: '25:00',
      h_end: '12:00',
      id_school: 1,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('El campo Hora de inicio debe ser una hora (HH:MM)');
  });
});
