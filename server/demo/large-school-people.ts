/**
 * The large school's people (run by large-school.ts): courses and guardians, students with their
 * accounts and credentials, more users, the last days at the gate, and the buses with their riders.
 */
import { sql } from 'drizzle-orm';
import { CODE_ALPHABET } from '../../src/domain/credentials';
import { gradeBirthYear } from './demo-people';
import { DEMO_COURSES } from './seed';
import { ADULT_NAMES, FIRST_NAMES, SURNAMES } from './large-school-names';
import { int, LARGE_SCHOOL, type LargeRun, pick, rowsOf, textArray } from './large-school-run';

const STUDENTS_PER_GROUP = 38;

/** The generated courses (groups of each grade) and the guardians. */
export async function coursesAndGuardians(run: LargeRun): Promise<void> {
  const { exec, now, newStudents } = run;
  const groups = Math.max(1, Math.ceil(newStudents / STUDENTS_PER_GROUP / DEMO_COURSES.length));
  await exec(sql`create temporary table large_courses on commit drop as
    with made as (
      insert into courses (name, created_at, updated_at)
      select g.name || ' ' || (g.n * 100 + k)::text, ${now}, ${now}
      from unnest(${textArray(DEMO_COURSES)}) with ordinality as g(name, n), generate_series(1, ${groups}) as k
      returning id, name)
    -- 'Sexto 603' is the sixth grade's third group.
    select id, row_number() over (order by id)::int - 1 as k, split_part(name, ' ', 2)::int / 100 - 1 as grade from made`);
  await exec(sql`insert into guardians (type_doc, num_doc, name, cellphone, email, address, created_at, updated_at)
    select 1, '40' || lpad(g::text, 8, '0'),
      ${pick(textArray(ADULT_NAMES))} || ' ' || ${pick(textArray(SURNAMES))} || ' ' || ${pick(textArray(SURNAMES))},
      '31' || (floor(random() * 10))::int || ' ' || lpad((g % 10000000)::text, 7, '0'),
      'acudiente' || g || '@familias.colegio.demo',
      'Calle ' || (1 + floor(random() * 100))::int || ' # ' || (1 + floor(random() * 45))::int || '-' || (2 + floor(random() * 97))::int || ', Bucaramanga',
      ${now}, ${now}
    from generate_series(1, ${Math.max(1, Math.ceil(newStudents / 1.7))}) as g`);
}

/** The generated students, their user accounts and their credentials. */
export async function studentsWithCredentials(run: LargeRun): Promise<void> {
  const { exec, ctx, days, year, newStudents } = run;
  await exec(sql`create temporary table large_students on commit drop as
    select s, ${pick(textArray(FIRST_NAMES))} || ' ' || ${pick(textArray(SURNAMES))} || ' ' || ${pick(textArray(SURNAMES))} as name,
      case when random() < 0.55 then ${int(ctx.morning)} else ${int(ctx.afternoon)} end as shift,
      floor(random() * (select count(*) from large_courses))::int as course_k,
      1 + floor(random() * ${Math.max(1, Math.ceil(newStudents / 1.7))})::int as family
    from generate_series(1, ${newStudents}) as s`);
  await exec(sql`create temporary table large_student_users on commit drop as
    with made as (
      insert into users (name, email, type_doc, num_doc, id_rol, turno, cellphone, password_hash, created_at, updated_at)
      select name, 'estudiante' || s || '@estudiantes.colegio.demo', 2, '11' || lpad(s::text, 8, '0'),
        ${int(ctx.student_role)}, shift, '32' || lpad((s * 7919 % 100000000)::text, 8, '0'), '!',
        ${days[0]}::date - 30, ${days[0]}::date - 30
      from large_students order by s
      returning id, num_doc)
    select id, substr(num_doc, 3)::int as s from made`);
  await exec(sql`insert into students (id_user, id_attendant, id_course, fecha_nacimiento, created_at, updated_at)
    select u.id,
      (select min(id) from guardians where num_doc like '40%') + st.family - 1,
      c.id,
      make_date(${gradeBirthYear(year, 0)} - c.grade, 4, 1) + floor(random() * 365)::int,
      ${days[0]}::date - 30, ${days[0]}::date - 30
    from large_student_users u join large_students st using (s) join large_courses c on c.k = st.course_k`);
  await exec(sql`create temporary table large_carnets on commit drop as
    with made as (
      insert into carnets (id_user_primary, code, created_at, updated_at)
      select id, 'CRN' || substr(translate(md5('carnet-' || s) || md5('qr-' || s), '0123456789abcdef', ${CODE_ALPHABET.slice(0, 16)}), 1, 24),
        ${days[0]}::date - 30, ${days[0]}::date - 30
      from large_student_users order by id
      returning id, id_user_primary)
    select id, id_user_primary as id_user, row_number() over (order by id)::int - 1 as k from made`);
}

/** More users: teachers (staff who only see the dashboard) and students who left. */
export async function moreUsers(run: LargeRun): Promise<void> {
  const { exec, ctx, now, staffHash, newUsers } = run;
  const staff = Math.round(newUsers * 0.05);
  const [teacherRole] = rowsOf<{ id: number }>(
    await exec(sql`insert into roles (name, description, function, created_at, updated_at)
      values ('Docente', 'Consulta del tablero', ${JSON.stringify(['dashboard'])}::jsonb, ${now}, ${now}) returning id`),
  );
  await exec(sql`insert into users (name, email, type_doc, num_doc, id_rol, turno, password_hash, active, created_at, updated_at)
    select ${pick(textArray(ADULT_NAMES))} || ' ' || ${pick(textArray(SURNAMES))} || ' ' || ${pick(textArray(SURNAMES))},
      'docente' || u || '@colegio.demo', 1, '80' || lpad(u::text, 8, '0'), ${teacherRole.id},
      case when random() < 0.5 then ${int(ctx.morning)} else ${int(ctx.afternoon)} end, ${staffHash}, 1, ${now}, ${now}
    from generate_series(1, ${staff}) as u`);
  // Students who left: kept (their history refers to them), inactive, without a credential.
  await exec(sql`insert into users (name, email, type_doc, num_doc, id_rol, turno, password_hash, active, created_at, updated_at)
    select ${pick(textArray(FIRST_NAMES))} || ' ' || ${pick(textArray(SURNAMES))} || ' ' || ${pick(textArray(SURNAMES))},
      'egresado' || u || '@estudiantes.colegio.demo', 2, '12' || lpad(u::text, 8, '0'), ${int(ctx.student_role)},
      ${int(ctx.morning)}, '!', 0, ${now} - interval '2 years', ${now} - interval '1 year'
    from generate_series(1, ${newUsers - staff}) as u`);
}

/** The last school days at the gate. */
export async function gatePassages(run: LargeRun): Promise<void> {
  const { exec, at, ctx, gateDays } = run;
  // Most students come every day: in before their shift starts (a few late), out after it ends.
  await exec(sql`create temporary table large_gates on commit drop as
    select id, name, row_number() over (order by id)::int - 1 as k from access_gates`);
  await exec(sql`create temporary table large_presence on commit drop as
    select c.id_user, d.day::date as day, t.h_start::time as h_start, t.h_end::time as h_end,
      random() < 0.05 as late, random() as r_in, random() as r_out, random() as r_via,
      floor(random() * (select count(*) from large_gates))::int as gate
    from large_carnets c join users u on u.id = c.id_user join turns t on t.id = u.turno
    cross join unnest(${textArray(gateDays)}) as d(day)
    where random() < 0.95`);
  await exec(sql`insert into access_passages (id_user, tipo, id_gate, porteria, via, late, created_by, created_at)
    select p.id_user, w.tipo, g.id, g.name,
      case when r_via < 0.9 then 'carnet' when r_via < 0.95 then 'app' else 'documento' end,
      case when w.tipo = 1 and p.late then 1 else 0 end, ${int(ctx.guard)},
      case when w.tipo = 2 then ${at(sql`p.day`, sql`p.h_end + floor(r_out * 30) * interval '1 minute'`)}
           when p.late then ${at(sql`p.day`, sql`p.h_start + (1 + floor(r_in * 30)) * interval '1 minute'`)}
           else ${at(sql`p.day`, sql`p.h_start - (1 + floor(r_in * 40)) * interval '1 minute'`)} end as at
    from large_presence p join large_gates g on g.k = p.gate cross join (values (1), (2)) as w(tipo)
    order by at`);
}

/** The buses: drivers, monitors, vehicles, bus routes, their riders and boardings. */
export async function busRoutesAndBoardings(run: LargeRun): Promise<void> {
  const { exec, at, ctx, now, today, gateDays, newStudents } = run;
  const riders = Math.max(1, Math.round(newStudents * LARGE_SCHOOL.busRiders));
  const routes = Math.max(1, Math.ceil(riders / 30));
  await exec(sql`insert into transport_drivers (num_doc, name, cellphone, licencia_categoria, licencia_vence, created_at, updated_at)
    select '91' || lpad(r::text, 8, '0'), ${pick(textArray(ADULT_NAMES))} || ' ' || ${pick(textArray(SURNAMES))}, '300' || lpad(r::text, 7, '0'),
      'C2', ${today} + 200 + r, ${now}, ${now} from generate_series(1, ${routes}) r`);
  await exec(sql`insert into transport_monitors (num_doc, name, cellphone, created_at, updated_at)
    select '63' || lpad(r::text, 8, '0'), ${pick(textArray(ADULT_NAMES))} || ' ' || ${pick(textArray(SURNAMES))}, '315' || lpad(r::text, 7, '0'), ${now}, ${now}
    from generate_series(1, ${routes}) r`);
  // Each bus with its papers current (issue 53): a run refuses a bus without them.
  await exec(sql`insert into transport_vehicles (placa, nombre_ruta, sillas, marca, categoria, observaciones,
      soat_numero, soat_vence, tecnomecanica_numero, tecnomecanica_vence, poliza_numero, poliza_vence, created_at, updated_at)
    select 'GR' || lpad(r::text, 4, '0'), 'Ruta ' || r, 35, 'Chevrolet NPR', 'Buseta', 'Revisión técnico-mecánica vigente',
      'SOAT-GR' || r, ${today} + 100 + r, 'RTM-GR' || r, ${today} + 150 + r, 'RC-GR' || r, ${today} + 250 + r, ${now}, ${now}
    from generate_series(1, ${routes}) r`);
  await exec(sql`insert into transport_routes (nombre, hora_inicio, id_driver, id_monitor, id_vehicle, id_jornada, created_at, updated_at)
    select 'Ruta ' || r, '05:45',
      (select id from transport_drivers where num_doc = '91' || lpad(r::text, 8, '0')),
      (select id from transport_monitors where num_doc = '63' || lpad(r::text, 8, '0')),
      (select id from transport_vehicles where placa = 'GR' || lpad(r::text, 4, '0')), 1, ${now}, ${now}
    from generate_series(1, ${routes}) r`);
  // The morning shift's riders, thirty to a route.
  await exec(sql`create temporary table large_riders on commit drop as
    select c.id_user, (select min(id) from transport_routes where nombre like 'Ruta %' and hora_inicio = '05:45') + (n - 1) / 30 as route, (n - 1) % 30 + 1 as position
    from (select c.id_user, row_number() over (order by random())::int as n
          from large_carnets c join users u on u.id = c.id_user where u.turno = ${int(ctx.morning)}) c
    where n <= ${riders}`);
  await exec(sql`insert into transport_route_students (id_route, id_user, position, dias)
    select route, id_user, position, array[1, 2, 3, 4, 5]::smallint[] from large_riders`);
  await exec(sql`insert into transport_boardings (id_route, ruta, id_user, kind, created_by, created_at)
    select r.route, 'Ruta ' || (r.route - (select min(route) from large_riders) + 1), r.id_user, k.kind, ${int(ctx.admin)},
      ${at(sql`d.day::date`, sql`k.at + r.position * interval '1 minute'`)}
    from large_riders r cross join unnest(${textArray(gateDays)}) as d(day)
    cross join (values (1, time '05:30'), (2, time '06:00')) as k(kind, at)
    order by 6`);
}
