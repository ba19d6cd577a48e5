/**
 * Who is missing today (issue 53), the secretary's *Ausentes hoy*, key access.absent:
 *   GET  /api/access/absent?fecha=        the day's absent students after each shift's cut-off, with `excusada`,
 *                                         and those with no exit an hour after their shift
 *   GET  /api/access/excuses?fecha=       the day's excuses (the family's and the office's)
 *   POST /api/access/excuses              the office excuses a student's day {id_estudiante, fecha, motivo, foto?}
 *   GET  /api/access/excuses/{id}/foto    an excuse's photo as a data URL
 * The cut-off's timer (service.ts) tells the families; these only read and excuse.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ABSENCE_MESSAGES,
  absentDaySchema,
  absentQuerySchema,
  excuseSchema,
  officeExcuseSchema,
  type AbsentDay,
} from '../../../../src/domain/absences';
import { noClassesOn } from '../../../../src/domain/calendar';
import { ABSENT_TOPIC } from '../../../../src/domain/topics';
import { isWeekend, NO_SCHOOL_DAY } from '../../../../src/domain/access';
import { NO_USER } from '../../../../src/domain/credentials';
import { answers, createdAnswers, listAnswers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok, okList } from '../../../http/envelope';
import { AppError, fieldError, notFound } from '../../../http/errors';
import { idParamsSchema } from '../../../http/list-query';
import { everyRound } from '../../../http/rounds';
import { staffOf } from '../../../http/staff';
import { localDate, schoolDaysRange } from '../../../time';
import { dayOffOn } from '../../admin';
import { absentOn, cutoffsOn, excusePhoto, excusesWhere, isStudent, missingExitsOn } from './queries';
import { absenceRound, saveExcuse } from './service';

const tags = ['Control de acceso'];
const photoSchema = z.object({ foto_tipo: z.string(), foto: z.string() });

export function absenceRoutes(app: FastifyInstance, options: AreaOptions) {
  const { db, config, clock, bus } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = { permission: ['access.absent', 'access.reports', 'access.coordination'] } as const;
  startAbsenceTimer(app, options);

  r.get(
    '/api/access/absent',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'Los ausentes del día tras el corte de cada jornada (con excusada y la llegada si entró después), y quienes no registran salida una hora después de su jornada',
        querystring: absentQuerySchema,
        response: answers(absentDaySchema),
      },
    },
    async (req) => {
      const now = clock.now();
      const today = localDate(now, config.timezone);
      const fecha = req.query.fecha ?? today;
      if (fecha > today) throw fieldError('fecha', ABSENCE_MESSAGES.future);
      const off = isWeekend(fecha) ? null : await dayOffOn(db, fecha);
      const empty = { fecha, cortes: [], ausentes: [], sin_salida: [] };
      if (isWeekend(fecha)) return ok<AbsentDay>({ ...empty, sin_clases: NO_SCHOOL_DAY });
      if (off) return ok<AbsentDay>({ ...empty, sin_clases: noClassesOn(off) });
      // A past day is judged at its end (the school's midnight).
      const at = fecha === today ? now : schoolDaysRange(fecha, fecha, config.timezone).end;
      const [cortes, absent, missing] = await Promise.all([
        cutoffsOn(db, fecha, at, config.timezone),
        absentOn(db, fecha, at, config.timezone),
        missingExitsOn(db, fecha, at, config.timezone),
      ]);
      return ok<AbsentDay>({
        fecha,
        sin_clases: null,
        cortes,
        ausentes: absent.map(({ id_turno: _shift, cutoffAt: _at, ...row }) => row),
        sin_salida: missing.map(({ enteredAt: _at, ...row }) => row),
      });
    },
  );

  r.get(
    '/api/access/excuses',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Las excusas de un día (de la familia o del colegio)',
        querystring: absentQuerySchema,
        response: listAnswers(excuseSchema),
      },
    },
    async (req) => {
      const rows = await excusesWhere(db, {
        day: req.query.fecha ?? localDate(clock.now(), config.timezone),
      });
      return okList(rows, rows.length);
    },
  );

  r.post(
    '/api/access/excuses',
    {
      config: { permission: 'access.absent' },
      schema: {
        tags,
        summary: 'Excusar el día de un estudiante {id_estudiante, fecha, motivo, foto?}: listado, no avisado',
        body: officeExcuseSchema,
        response: createdAnswers(excuseSchema),
      },
    },
    async (req, reply) => {
      const { id_estudiante, ...input } = req.body;
      if (!(await isStudent(db, id_estudiante)))
        throw new AppError(404, NO_USER, 'not_found', { id_estudiante: NO_USER });
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const saved = await saveExcuse(
          tx,
          { ...input, studentId: id_estudiante, staffId: staffOf(req).id },
          localDate(now, config.timezone),
          now,
        );
        // The open *Ausentes hoy* screens show it at once.
        await bus.enqueue(tx, { topic: ABSENT_TOPIC, data: { fecha: input.fecha } });
        return saved;
      });
      bus.flush();
      const [saved] = (await excusesWhere(db, { studentId: id_estudiante })).filter((e) => e.id === id);
      reply.code(201);
      return ok(saved, ABSENCE_MESSAGES.excused);
    },
  );

  r.get(
    '/api/access/excuses/:id/foto',
    {
      config: readers,
      schema: {
        tags,
        summary: 'La foto de una excusa, como data URL',
        params: idParamsSchema,
        response: answers(photoSchema),
      },
    },
    async (req) => {
      const photo = await excusePhoto(db, req.params.id);
      if (!photo) throw notFound();
      return ok({
        foto_tipo: photo.mime,
        foto: `data:${photo.mime};base64,${photo.bytes.toString('base64')}`,
      });
    },
  );
}

/** Every `seconds` (0: never), a round at the server's clock; several nodes' rounds tell each notice once. */
function startAbsenceTimer(app: FastifyInstance, { db, config, clock, bus }: AreaOptions): void {
  const seconds = config.safetySeconds;
  if (seconds <= 0) return;
  everyRound(
    app,
    seconds * 1000,
    async () => {
      const counts = await db.transaction((tx) => absenceRound(tx, clock.now(), config.timezone, bus));
      bus.flush();
      if (counts.absent + counts.noExit > 0) app.log.info({ absences: counts }, 'Ausencias al corte');
    },
    { failed: 'La ronda de ausencias falló; se intentará en la próxima' },
  );
}
