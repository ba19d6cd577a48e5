import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';
import {
  ACTION_KEYS,
  ALL_PERMISSION_KEYS,
  hasPermission,
  isPermissionKey,
  PERMISSION_TREE,
  subtreeKeys,
  visibleTree,
} from '../../src/domain/permissions';
import type { PermissionKey, PermissionNode } from '../../src/domain/permissions';
import { createSchema, formSchema, issuesToErrors, updateSchema } from '../../src/domain/fields';
import { rolesResource, shiftsResource, usersResource } from '../../src/domain/resources';
import { PASSWORD_MISMATCH, profileUpdateSchema } from '../../src/domain/auth';

describe('formatMoney', () => {
  it.each<[number | bigint | null | undefined, string]>([
    [1000, '$1.000'],
    [1234567, '$1.234.567'],
    [0, '$0'],
    [999, '$999'],
    [-2500, '-$2.500'],
    [-1234567, '-$1.234.567'],
    [1234.6, '$1.235'],
    [1000000n, '$1.000.000'],
    [null, '$0'],
    [undefined, '$0'],
  ])('%s → %s', (pesos, expected) => {
    expect(formatMoney(pesos)).toBe(expected);
  });
});

const allNodes = (nodes: readonly PermissionNode[]): PermissionNode[] =>
  nodes.flatMap((n) => [n, ...allNodes(n.children ?? [])]);

describe('permissions', () => {
  it('every key in PERMISSION_TREE is unique', () => {
    const keys = allNodes(PERMISSION_TREE).map((n) => n.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...ALL_PERMISSION_KEYS].sort()).toEqual([...keys].sort());
  });

  it('every child key is prefixed by its parent key', () => {
    for (const parent of PERMISSION_TREE) {
      for (const child of parent.children ?? []) expect(child.key.startsWith(`${parent.key}.`)).toBe(true);
    }
  });

  it('contains the menu areas of both spec parts', () => {
    const labels = PERMISSION_TREE.map((n) => n.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Administración',
        'Carnets',
        'Inventario',
        'Cafetería',
        'Papelería',
        'Restaurante',
        'Académico',
        'Rutas Escolares',
        'Control de Acceso',
        'Externo',
      ]),
    );
  });

  it('every leaf has a path, but the actions', () => {
    expect(ACTION_KEYS).toEqual(['restaurant.extra']);
    for (const n of allNodes(PERMISSION_TREE)) if (!n.children && !ACTION_KEYS.includes(n.key as PermissionKey)) expect(n.path).toMatch(/^\//);
  });

  it('hasPermission requires the key and all its ancestors', () => {
    expect(hasPermission(['admin', 'admin.users'], 'admin.users')).toBe(true);
    expect(hasPermission(['admin.users'], 'admin.users')).toBe(false);
    expect(hasPermission(['admin'], 'admin.users')).toBe(false);
    expect(hasPermission(['admin'], 'admin')).toBe(true);
    expect(hasPermission(new Set(['dashboard']), 'dashboard')).toBe(true);
    expect(hasPermission([], 'dashboard')).toBe(false);
  });

  it('hasPermission refuses unknown keys even when held', () => {
    expect(hasPermission(['admin', 'admin.nope'], 'admin.nope')).toBe(false);
    expect(isPermissionKey('admin.nope')).toBe(false);
    expect(isPermissionKey('admin.users')).toBe(true);
  });

  it('subtreeKeys returns a key and all its descendants', () => {
    expect(subtreeKeys('admin')).toEqual([
      'admin',
      'admin.users',
      'admin.roles',
      'admin.schools',
      'admin.turns',
      'admin.general',
    ]);
    expect(subtreeKeys('admin.users')).toEqual(['admin.users']);
    expect(subtreeKeys('dashboard')).toEqual(['dashboard']);
    expect(subtreeKeys('no.existe')).toEqual([]);
    expect(subtreeKeys('cafeteria')).toContain('cafeteria.board');
  });

  it('visibleTree prunes by keys', () => {
    const tree = visibleTree(['dashboard', 'admin', 'admin.users', 'admin.roles', 'carnets.list']);
    expect(tree.map((n) => n.key)).toEqual(['dashboard', 'admin']);
    expect(tree[1].children?.map((n) => n.key)).toEqual(['admin.users', 'admin.roles']);
  });

  it('visibleTree drops a child whose parent is not held and a parent without visible children', () => {
    expect(visibleTree(['admin.users'])).toEqual([]);
    expect(visibleTree(['admin'])).toEqual([]);
  });

  it('visibleTree prunes by pageExists', () => {
    const exists = (path: string) => path === '/admin/roles';
    const tree = visibleTree(['dashboard', 'admin', 'admin.users', 'admin.roles'], exists);
    expect(tree.map((n) => n.key)).toEqual(['admin']);
    expect(tree[0].children?.map((n) => n.key)).toEqual(['admin.roles']);
    expect(visibleTree(ALL_PERMISSION_KEYS, () => false)).toEqual([]);
  });

  it('visibleTree with every key and every page is the whole tree but its actions', () => {
    const pages = (nodes: PermissionNode[]): PermissionNode[] =>
      nodes
        .filter((n) => !ACTION_KEYS.includes(n.key as PermissionKey))
        .map((n) => (n.children ? { ...n, children: pages(n.children) } : n));
    expect(visibleTree(ALL_PERMISSION_KEYS)).toEqual(pages(PERMISSION_TREE));
  });
});

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
    expect(messages(update.safeParse({ phone: '3001234567' }))).toEqual(messages(create.safeParse({ phone: '3001234567', password: 'Secreta123' })));
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
    expect(result.error?.issues.map((i) => i.message)).toContain('El campo Nueva contraseña no puede empezar ni terminar con espacios');
  });

  it('asks for the current password with a new one', () => {
    const result = profileUpdateSchema.safeParse({ ...profile, password: 'Secreta123', password_confirmation: 'Secreta123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['current_password']]);
  });
});
