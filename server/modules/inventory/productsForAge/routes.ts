/**
 * `POST restaurant/getproductstudents` (spec part 2 §7): the restaurant products offered to a
 * student of a given birthday — enabled products of the restaurant whose age range
 * [edad_min, edad_max] holds the student's age on the school's today (a null bound is open).
 */
import type { PermissionKey } from '../../../../src/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ageOn } from '../../../../src/domain/inventory';
import { listAnswers } from '../../../http/answers';
import { okList } from '../../../http/envelope';
import { fieldError } from '../../../http/errors';
import { isCalendarDate, localDate } from '../../../time';
import type { AreaOptions } from '../../../http/area';
import { productRowSchema, productsForAge } from './queries';

export const BIRTHDAY_REQUIRED = 'La fecha de nacimiento es requerida';
export const BIRTHDAY_INVALID = 'La fecha de nacimiento debe ser una fecha (AAAA-MM-DD)';
export const BIRTHDAY_FUTURE = 'La fecha de nacimiento no puede ser posterior a hoy';

const birthdaySchema = z.object({
  birthday: z.string({
    error: (iss) => (iss.input === undefined || iss.input === null ? BIRTHDAY_REQUIRED : BIRTHDAY_INVALID),
  }),
});

/** Who picks a student's default restaurant product or sells restaurant food. */
export const PRODUCTS_FOR_AGE_KEYS: PermissionKey[] = [
  'restaurant.products',
  'academic.students',
  'restaurant.requests',
  'inventory.products',
];

export function productsForAgeRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const { timezone } = config;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/restaurant/getproductstudents',
    {
      config: { permission: PRODUCTS_FOR_AGE_KEYS },
      schema: {
        tags: ['Restaurante'],
        summary:
          'Productos habilitados del restaurante para la edad (años cumplidos hoy en el colegio) de quien nació en birthday (AAAA-MM-DD)',
        body: birthdaySchema,
        response: listAnswers(productRowSchema),
      },
    },
    async (req) => {
      const birthday = req.body.birthday.trim();
      if (birthday === '') throw fieldError('birthday', BIRTHDAY_REQUIRED);
      if (!isCalendarDate(birthday)) throw fieldError('birthday', BIRTHDAY_INVALID);
      const today = localDate(clock.now(), timezone);
      if (birthday > today) throw fieldError('birthday', BIRTHDAY_FUTURE);
      const age = ageOn(birthday, today);
      const rows = await productsForAge(db, age);
      return okList(rows, rows.length, `Productos para ${age} ${age === 1 ? 'año' : 'años'}`);
    },
  );
}
