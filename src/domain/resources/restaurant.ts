import { f } from '../fieldBuilders';
import { defineResource } from '../resource';

/**
 * A restaurant service (issue 14): a time window of one school schedule in which each student
 * has one meal. With none, the school day is one service (src/domain/restaurant.ts).
 */
export const restaurantServicesResource = defineResource({
  name: 'restaurant/services',
  label: 'Servicio',
  labelPlural: 'Servicios del restaurante',
  permission: 'restaurant.services',
  // Issue 56: a day's menu is published for a service.
  readers: ['restaurant.menus'],
  recordRepresentation: 'name',
  searchable: ['name'],
  sort: { field: 'h_start', order: 'ASC' },
  fields: {
    name: f.text('Nombre', { required: true, list: true, maxLength: 60 }),
    turno: f.reference('Horario', 'admin/turns', { required: true, list: true, filter: true }),
    h_start: f.time('Hora de inicio', { required: true, list: true }),
    h_end: f.time('Hora de fin', { required: true, list: true }),
    // Issue 35: served instead to a student allergic to their meal; none: such a student is refused.
    id_product_alternativo: f.reference('Almuerzo alternativo', 'inventory/products', { list: true }),
  },
  // Compared as HH:MM so that '11:30' and '11:30:00' count as the same time.
  check: (service) =>
    typeof service.h_start === 'string' &&
    typeof service.h_end === 'string' &&
    service.h_end.slice(0, 5) <= service.h_start.slice(0, 5)
      ? { field: 'h_end', message: 'La hora de fin debe ser posterior a la hora de inicio' }
      : null,
});

export const USER_CATEGORY_PRODUCT_NOT_RESTAURANT = 'El producto debe ser un producto del restaurante';

/**
 * A user category (categoría de usuario, issue 14): the meal of a group of students — a course
 * (taking precedence) or an age band — for a student without a default meal of their own.
 * A restaurant manager thinks of "the little ones", "the older ones" or one course: a name, the
 * ages it covers, an optional course, and the meal.
 */
export const userCategoriesResource = defineResource({
  name: 'restaurant/usercategories',
  label: 'Categoría de usuario',
  labelPlural: 'Categorías de usuario',
  permission: 'restaurant.usercategories',
  recordRepresentation: 'name',
  searchable: ['name'],
  sort: { field: 'edad_min', order: 'ASC' },
  fields: {
    name: f.text('Nombre', { required: true, list: true, maxLength: 60 }),
    edad_min: f.integer('Edad mínima (años)', { required: true, list: true, min: 0, max: 25 }),
    edad_max: f.integer('Edad máxima (años)', { required: true, list: true, min: 0, max: 25 }),
    id_course: f.reference('Curso', 'academic/courses', { list: true, filter: true }),
    id_product: f.reference('Producto', 'inventory/products', { required: true, list: true }),
  },
  check: (c) =>
    typeof c.edad_min === 'number' && typeof c.edad_max === 'number' && c.edad_min > c.edad_max
      ? { field: 'edad_max', message: 'La edad máxima debe ser mayor o igual a la mínima' }
      : null,
});
