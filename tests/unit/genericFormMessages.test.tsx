/**
 * The generic screens say what the spec names for a resource (issue 29, item 1): a student's
 * 'Estudiante creado correctamente', 'Error creando estudiante' before the server's reason, the
 * users' 'Las constraseñas no coinciden.' before anything is sent, the roles' 'algo salio mal'.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, memoryStore, Notification, type DataProvider } from 'react-admin';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { GenericCreate, GenericList } from '../../src/kit/generic/screens';
import { savedMessageKey } from '../../src/kit/generic/GenericForm';
import { localizedResolver } from '../../src/kit/generic/clientSchema';
import { rolesResource, schoolsResource, studentsResource, usersResource } from '../../src/domain/resources';
import type { ResourceDef } from '../../src/domain/resource';
import { i18nProvider } from '../../src/app/i18n';

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('es');
});

const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<FieldValues>;

async function resolve(
  def: ResourceDef,
  mode: 'create' | 'edit',
  values: FieldValues,
  locale: 'es' | 'en' = 'es',
) {
  await i18nProvider.changeLocale(locale);
  const result = await localizedResolver(
    def,
    mode,
    i18nProvider.translate,
    locale === 'es',
  )(values, undefined, options);
  return {
    values: result.values as FieldValues,
    errors: Object.fromEntries(Object.entries(result.errors).map(([key, error]) => [key, error?.message])),
  };
}

const NEW_USER = { name: 'Lucía', email: 'lucia@colegio.demo', type_doc: 1, num_doc: '52123456', id_rol: 2 };

describe('a password typed twice (users)', () => {
  it("refuses two different passwords with the spec's words, on the confirmation", async () => {
    const { errors } = await resolve(usersResource, 'create', {
      ...NEW_USER,
      password: 'Clave-segura-1',
      password_confirmation: 'Clave-segura-2',
    });
    expect(errors).toEqual({ password_confirmation: 'Las constraseñas no coinciden.' });
  });

  it('says it in English in the English interface', async () => {
    const { errors } = await resolve(
      usersResource,
      'create',
      { ...NEW_USER, password: 'Clave-segura-1' },
      'en',
    );
    expect(errors).toEqual({ password_confirmation: 'The passwords do not match.' });
  });

  it('sends the password alone when both match', async () => {
    const { values, errors } = await resolve(usersResource, 'create', {
      ...NEW_USER,
      password: 'Clave-segura-1',
      password_confirmation: 'Clave-segura-1',
    });
    expect(errors).toEqual({});
    expect(values).toEqual({ ...NEW_USER, password: 'Clave-segura-1' });
  });

  it('asks nothing on the edit form, which has no password', async () => {
    expect(
      (
        await resolve(usersResource, 'edit', {
          name: 'Lucía',
          email: 'lucia@colegio.demo',
          type_doc: 1,
          num_doc: '52000111',
          id_rol: 2,
        })
      ).errors,
    ).toEqual({});
  });
});

describe('which success message a save shows', () => {
  it("the definition's where the spec names one, the generic one otherwise", () => {
    expect(savedMessageKey(studentsResource, 'create')).toBe('resources.academic/students.messages.created');
    expect(savedMessageKey(studentsResource, 'edit')).toBe('resources.academic/students.messages.updated');
    expect(savedMessageKey(schoolsResource, 'create')).toBe('app.generic.created');
    expect(savedMessageKey(schoolsResource, 'edit')).toBe('app.generic.updated');
    expect(i18nProvider.translate(savedMessageKey(studentsResource, 'create'))).toBe(
      'Estudiante creado correctamente',
    );
  });
});

function renderScreen(dataProvider: Partial<DataProvider>, screenElement: React.ReactElement) {
  render(
    <AdminContext
      dataProvider={dataProvider as DataProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      {screenElement}
      <Notification />
    </AdminContext>,
  );
}

/** The student form with its pickers' values fixed (their dialogs have tests of their own). */
const PICKED = { productodefault: 7, select_course: 3, turno: 1, select_attendant: 9, carnet: 0 };
async function fillStudent() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Número de documento' }), '1098765432');
  await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana Duplicada');
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Correo electrónico' }),
    'ana@estudiantes.colegio.demo',
  );
  fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '2015-06-02' } });
  await userEvent.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Calle 1');
  await userEvent.type(screen.getByRole('textbox', { name: 'Teléfono' }), '6070000000');
  await userEvent.type(screen.getByRole('textbox', { name: 'Celular' }), '3000000000');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
}
const studentCreate = (
  <GenericCreate def={studentsResource} resource={studentsResource.name} fixed={PICKED} />
);

describe('the student form', () => {
  it("says 'Estudiante creado correctamente' after a save", async () => {
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { ...params.data, id: 77 },
    }));
    renderScreen({ create: create as never }, studentCreate);
    await fillStudent();
    expect(await screen.findByText('Estudiante creado correctamente')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
  }, 20_000);

  it("puts 'Error creando estudiante' before the server's reason, and the reason under its field", async () => {
    const reason = 'Encontramos un error: El numero de documento ya se encuentra registrado';
    const create = vi.fn(async () => {
      throw new HttpError(reason, 409, {
        code: 0,
        message: reason,
        reason: 'duplicate',
        errors: { num_doc: 'El numero de documento ya se encuentra registrado' },
      });
    });
    renderScreen({ create: create as never }, studentCreate);
    await fillStudent();
    expect(await screen.findByText(`Error creando estudiante: ${reason}`)).toBeInTheDocument();
    const numDoc = document.querySelector('input[name="num_doc"]')!;
    await waitFor(() => expect(numDoc).toHaveAttribute('aria-invalid', 'true'));
    expect(numDoc).toHaveAccessibleDescription('El numero de documento ya se encuentra registrado');
  }, 20_000);
});

describe('the users form', () => {
  it('does not send two different passwords', async () => {
    const create = vi.fn();
    const getList = vi.fn(async () => ({ data: [{ id: 2, name: 'Secretaría' }], total: 1 }));
    const getMany = vi.fn(async () => ({ data: [] }));
    renderScreen(
      { create, getList, getMany } as never,
      <GenericCreate def={usersResource} resource={usersResource.name} />,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Lucía');
    await userEvent.type(document.querySelector('input[name="password"]')!, 'Clave-segura-1');
    await userEvent.type(document.querySelector('input[name="password_confirmation"]')!, 'Clave-segura-2');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Las constraseñas no coinciden.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText(/Confirmar contraseña/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(create).not.toHaveBeenCalled();
  }, 20_000);
});

describe('the roles list', () => {
  it("says 'algo salio mal' when it cannot load", async () => {
    const getList = vi.fn(async () => {
      throw new HttpError('Ocurrio un error procesando la peticion.', 500, null);
    });
    renderScreen({ getList } as never, <GenericList def={rolesResource} resource={rolesResource.name} />);
    // The notice and the list's place both say it.
    await waitFor(() => expect(screen.getAllByText('algo salio mal')).toHaveLength(2));
    expect(screen.queryByText('Ocurrio un error procesando la peticion.')).toBeNull();
    // No rows were counted: no «1-10 de más de 10.000» under the error.
    expect(screen.queryByText(/de más de/)).toBeNull();
    expect(screen.queryByText('Filas por página:')).toBeNull();
  }, 20_000);
});
