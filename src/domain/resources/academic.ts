import { f } from '../fields';
import { defineResource } from '../resource';
import { DOCUMENT_TYPES } from '../documents';

/** A course (grade and group) that students belong to (spec part 2 §3: id, name). */
export const coursesResource = defineResource({
  name: 'academic/courses',
  label: 'Curso',
  labelPlural: 'Cursos',
  permission: 'academic.courses',
  // Whoever creates students or transport routes picks a course.
  readers: ['academic.students', 'schoolroutes.routes'],
  recordRepresentation: 'name',
  searchable: ['name'],
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: f.text('Nombre', { required: true, list: true, maxLength: 60, unique: 'Ya existe un curso con ese nombre' }),
  },
});

/**
 * A student's guardian (acudiente), spec part 2 §3. Created from the student form's dialog;
 * the list has no Nuevo (spec §2) but a guardian is edited here.
 */
export const guardiansResource = defineResource({
  name: 'academic/attendant',
  label: 'Acudiente',
  labelPlural: 'Acudientes',
  permission: 'academic.attendant',
  readers: ['academic.students'],
  recordRepresentation: 'name',
  searchable: ['name', 'num_doc', 'email'],
  sort: { field: 'name', order: 'ASC' },
  fields: {
    type_doc: f.select('Tipo de documento', DOCUMENT_TYPES, { required: true, defaultValue: 1 }),
    num_doc: f.text('Número de documento', {
      required: true,
      list: true,
      maxLength: 20,
      unique: 'El numero de documento ya se encuentra registrado',
    }),
    name: f.text('Nombre', { required: true, list: true }),
    fechaNacimiento: f.date('Fecha de nacimiento'),
    address: f.text('Dirección', { maxLength: 200 }),
    phone: f.text('Teléfono', { maxLength: 30, list: true }),
    cellphone: f.text('Celular', { maxLength: 30, list: true }),
    email: f.email('Correo electrónico', { list: true }),
  },
});
