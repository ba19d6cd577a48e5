import { z } from 'zod';
import { f } from '../fieldBuilders';
import { ALLERGENS } from '../foodLabels';
import { defineResource } from '../resource';
import { DUPLICATE_DOCUMENT, documentFields } from './people';

/** A course (grade and group) that students belong to (spec part 2 §3: id, name). */
export const coursesResource = defineResource({
  name: 'academic/courses',
  label: 'Curso',
  labelPlural: 'Cursos',
  permission: 'academic.courses',
  // Whoever creates students, transport routes or the restaurant's user categories picks a course.
  readers: ['academic.students', 'schoolroutes.routes', 'restaurant.usercategories'],
  recordRepresentation: 'name',
  searchable: ['name'],
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: f.text('Nombre', {
      required: true,
      list: true,
      maxLength: 60,
      unique: 'Ya existe un curso con ese nombre',
    }),
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
    ...documentFields(1),
    name: f.text('Nombre', { required: true, list: true }),
    fechaNacimiento: f.date('Fecha de nacimiento'),
    address: f.text('Dirección', { maxLength: 200 }),
    phone: f.text('Teléfono', { maxLength: 30, list: true }),
    cellphone: f.text('Celular', { maxLength: 30, list: true }),
    email: f.email('Correo electrónico', { list: true }),
  },
});

/** The spec's messages of a student save (part 2 §5, §8). */
export const STUDENT_MESSAGES = {
  created: 'Estudiante creado correctamente',
  // The spec says 'creado' after any save; after an edit that would mislead (docs/decisions.md: Where the product answers differently).
  updated: 'Estudiante actualizado correctamente',
  /** A failed save: this, then the server's reason (part 2 §8). */
  createFailed: 'Error creando estudiante',
  /** Before the duplicate document and/or e-mail messages. */
  duplicateLead: 'Encontramos un error:',
  duplicateDocument: DUPLICATE_DOCUMENT,
  duplicateEmail: 'El email ya se encuentra registrado',
  unknownCourse: 'El curso seleccionado no existe',
  unknownGuardian: 'El acudiente seleccionado no existe',
  unknownProduct: 'El producto por defecto seleccionado no es un producto del restaurante',
  unknownShift: 'El horario seleccionado no existe',
} as const;

/**
 * Issue 35: what the student is allergic to (no till sells it to them; the lunch line serves the
 * alternative meal) and what else the school should know. The staff's form and the families'
 * portal write the same two fields, validated alike.
 */
export const studentAllergyFields = {
  // On the list too: whoever looks a student up sees it without opening the file.
  alergias: f.multiselect('Alergias', ALLERGENS, { list: true }),
  alergias_nota: f.textarea('Otras alergias e indicaciones', { maxLength: 500 }),
};

/**
 * The allergies as an edit read them, sent back with the save (`alergias_vistas`): a value left as
 * read is not written, so a change the family made meanwhile stands; a value changed over a change
 * made meanwhile is refused (409 under its field), so nobody overwrites what they did not see.
 */
export const seenAllergiesSchema = z.object({
  alergias: z.array(z.string().max(40)).max(ALLERGENS.length),
  alergias_nota: z.string().max(500).nullable(),
});
export type SeenAllergies = z.infer<typeof seenAllergiesSchema>;
export const ALLERGIES_CHANGED_MESSAGES = {
  alergias: (now: string) =>
    `Las alergias del estudiante cambiaron mientras usted editaba (ahora: ${now}): revíselas y guarde de nuevo`,
  alergias_nota: (now: string) =>
    `Las indicaciones de alergia cambiaron mientras usted editaba (ahora: ${now}): revíselas y guarde de nuevo`,
} as const;

/** How the student's history (limit_changes) words an allergy change's before and after. */
export const ALLERGY_HISTORY = { none: 'Ninguna', noNote: 'Sin indicaciones' } as const;
/** The allergens' Spanish names in the list's order, or 'Ninguna'. */
export const allergyListLabel = (keys: readonly string[]) =>
  keys.length === 0
    ? ALLERGY_HISTORY.none
    : ALLERGENS.filter((a) => keys.includes(a.id))
        .map((a) => a.name)
        .join(', ');

/**
 * A student (spec part 2 §2, §3, §5): a user with the role Estudiante plus what only students
 * have (birth date, course, guardian, default meal, home). The wire keeps the spec's names
 * (`select_course`, `select_attendant`, `productodefault`, `fechaNacimiento`, `latitud`, `longitud`).
 * Its own module (server/modules/academic) writes the user and the student row together.
 */
export const studentsResource = defineResource({
  name: 'academic/students',
  label: 'Estudiante',
  labelPlural: 'Estudiantes',
  permission: 'academic.students',
  recordRepresentation: 'name',
  searchable: ['name', 'num_doc'],
  sort: { field: 'name', order: 'ASC' },
  messages: {
    created: STUDENT_MESSAGES.created,
    updated: STUDENT_MESSAGES.updated,
    createFailed: STUDENT_MESSAGES.createFailed,
  },
  readBack: { alergias_vistas: seenAllergiesSchema },
  // Spec part 2 §5: the person's data in this order, then default product, course, schedule, guardian.
  validationOrder: [
    'type_doc',
    'num_doc',
    'name',
    'fechaNacimiento',
    'email',
    'address',
    'phone',
    'cellphone',
    'productodefault',
    'select_course',
    'turno',
    'select_attendant',
    'alergias',
    'alergias_nota',
  ],
  fields: {
    image: f.image('Foto', { list: true }),
    // A student's document is usually a tarjeta de identidad.
    ...documentFields(4),
    name: f.text('Nombre', { required: true, list: true }),
    email: f.email('Correo electrónico', {
      required: true,
      // Spec: an e-mail without @ is reported as missing.
      invalidMessage: 'El campo Correo electrónico es requerido',
      unique: STUDENT_MESSAGES.duplicateEmail,
    }),
    fechaNacimiento: f.date('Fecha de nacimiento', { required: true }),
    address: f.text('Dirección', { required: true, maxLength: 200 }),
    phone: f.text('Teléfono', { required: true, maxLength: 30 }),
    cellphone: f.text('Celular', { required: true, maxLength: 30 }),
    turno: f.reference('Horario', 'admin/turns', {
      required: true,
      list: true,
      filter: true,
      requiredMessage: 'El Horario es requerido',
    }),
    productodefault: f.reference('Producto por defecto', 'inventory/products', {
      required: true,
      requiredMessage: 'El Producto por defecto es requerido',
    }),
    select_course: f.reference('Curso', 'academic/courses', {
      required: true,
      list: true,
      filter: true,
      requiredMessage: 'El Curso es requerido',
    }),
    select_attendant: f.reference('Acudiente', 'academic/attendant', {
      required: true,
      requiredMessage: 'El Acudiente es requerido',
    }),
    ...studentAllergyFields,
    latitud: f.decimal('Latitud', { min: -90, max: 90 }),
    longitud: f.decimal('Longitud', { min: -180, max: 180 }),
    // Creating a student can create their credential at once (on by default); not on edit.
    carnet: f.flag('Crear carnet', { onEdit: 'hidden', defaultValue: 1 }),
  },
});
