/**
 * The demo school's people beyond the twelve fixed students of seed.ts: about 288 more, in
 * families of one to three children under one guardian, spread over the eleven grades and
 * both shifts, living in Bucaramanga, each with a portrait drawn by demo-images.ts and most
 * with a credential whose balance comes from top-ups on the ledger.
 *
 * `planDemoSchool` is pure and deterministic (one seeded generator, never Math.random): the
 * same people on every start. `seedDemoStudents` writes the fixed students and the plan in a
 * handful of statements, money excepted: every top-up goes through `applyMovement`.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ageOn, STORE } from '../../src/domain/inventory';
import { applyMovement, type LockedCredential } from '../money';
import { newCredentialCode } from '../modules/credentials/service';
import { productsForAge } from '../modules/inventory/queries';
import { storeImages } from '../http/images';
import { lastSchoolDays, localDate, zonedInstant } from '../time';
import type { Db } from '../db/client';
import { demoPortrait, type HairStyle, type PortraitSpec } from './demo-images';
import { courses, credentialMovements, credentials, guardians, products, students, users } from '../db/schema';

/** Students added to the fixed twelve: 300 in all. */
export const GENERATED_STUDENTS = 288;
export const GRADES = 11;
/** Where the homes are: Bucaramanga, inside this box. */
export const BUCARAMANGA = { latMin: 7.08, latMax: 7.14, lonMin: -73.14, lonMax: -73.1 } as const;
/**
 * The school year a day belongs to: calendar A runs February to November, so December and
 * January still belong to the year that ends. Birth dates fit it: Primero is 6 on its first
 * day, 7 during it — on any year the demo is first started.
 */
export const schoolYearOf = (today: string): number => Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 2 ? 1 : 0);
const yearStart = (year: number) => `${year}-02-01`;

// ---------------------------------------------------------------------------------------------
// A small seeded generator (xorshift, 32 bits): the same sequence for the same seed.

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  /** An index of `weights`, each as likely as its weight. */
  weighted(weights: readonly number[]): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => list[int(0, list.length - 1)],
    chance: (p) => next() < p,
    weighted: (weights) => {
      let r = next() * weights.reduce((a, b) => a + b, 0);
      for (const [i, w] of weights.entries()) if ((r -= w) < 0) return i;
      return weights.length - 1;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Names: common in Colombia (and Santander's surnames). The fixed students' first names are
// left out of the generated ones, so a search for a fixed student finds only that student.

const GIRLS = [
  'Valentina', 'Camila', 'Isabella', 'Sofía', 'Mariana', 'Antonella', 'María José', 'Luciana', 'Salomé',
  'Gabriela', 'Sara', 'Daniela', 'Juliana', 'Laura', 'Manuela', 'Valeria', 'Natalia', 'Paula', 'Ana Sofía',
  'María Paula', 'Isabel', 'Luisa Fernanda', 'Juanita', 'Catalina', 'Victoria', 'Martina', 'Abigail',
  'Melissa', 'Ximena', 'Alejandra', 'Danna', 'María Camila', 'Emilia', 'Violeta', 'Amelia', 'Silvana',
  'Allison', 'Valery', 'Nicole', 'Julieta', 'Renata', 'Zharick',
];
const BOYS = [
  'Santiago', 'Mateo', 'Samuel', 'Nicolás', 'Emiliano', 'Tomás', 'Sebastián', 'Alejandro', 'Juan José',
  'Juan David', 'Juan Pablo', 'Daniel', 'David', 'Felipe', 'Andrés Felipe', 'Miguel Ángel', 'Jerónimo',
  'Martín', 'Gabriel', 'Simón', 'Julián', 'Esteban', 'Cristian', 'Diego', 'Jacobo', 'Maximiliano',
  'Emmanuel', 'Thiago', 'Matías', 'Joaquín', 'Juan Esteban', 'Juan Sebastián', 'Santino', 'Agustín',
  'Luis Miguel', 'Kevin', 'Isaac', 'Benjamín', 'Dylan', 'Juan Manuel',
];
const MOTHERS = [
  'Claudia', 'Sandra', 'Adriana', 'Liliana', 'Paola', 'Carolina', 'Diana', 'Marcela', 'Andrea', 'Yolanda',
  'Gloria', 'Martha', 'Luz Marina', 'Patricia', 'Johanna', 'Lorena', 'Viviana', 'Ángela', 'Mónica',
  'Milena', 'Leidy', 'Ana María', 'Jenny', 'Erika', 'Sonia', 'Maritza', 'Yenny', 'Esperanza', 'Nubia',
  'Astrid',
];
const FATHERS = [
  'Carlos', 'Jorge', 'Luis', 'Javier', 'Andrés', 'Fabián', 'Mauricio', 'Óscar', 'Hernán', 'Edwin', 'Wilson',
  'Alexander', 'Fernando', 'Ricardo', 'Germán', 'Diego', 'Alberto', 'Rafael', 'Camilo', 'Julio', 'Henry',
  'Sergio', 'Freddy', 'William', 'Álvaro', 'Héctor', 'Manuel', 'Iván', 'Gustavo', 'Orlando',
];
const SURNAMES = [
  'Rodríguez', 'Martínez', 'García', 'Gómez', 'López', 'González', 'Hernández', 'Sánchez', 'Ramírez',
  'Pérez', 'Díaz', 'Muñoz', 'Rojas', 'Moreno', 'Jiménez', 'Vargas', 'Torres', 'Castro', 'Suárez', 'Ortiz',
  'Rueda', 'Serrano', 'Duarte', 'Mantilla', 'Ardila', 'Gualdrón', 'Pinzón', 'Quintero', 'Sepúlveda',
  'Prada', 'Arenas', 'Blanco', 'Cáceres', 'Meneses', 'Navas', 'Niño', 'Villamizar', 'Jaimes', 'Cárdenas',
  'Delgado', 'Parra', 'Galvis', 'Uribe', 'Acevedo', 'Silva', 'Flórez', 'Camacho', 'Reyes', 'Becerra',
  'Carreño', 'Ortega', 'Bautista',
];
const GIRL_NAMES = new Set(GIRLS);

/** Lower case, no accents, the first word: 'María José' → 'maria'. */
const slug = (text: string) =>
  text
    .split(' ')[0]
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// ---------------------------------------------------------------------------------------------
// The plan.

export interface DemoGuardian {
  name: string;
  num_doc: string;
  cellphone: string;
  email: string;
  address: string;
  phone: string | null;
  fechaNacimiento: string | null;
}

export interface DemoTopUp {
  amount: number;
  /** When, as a fraction of the last two weeks' school days (0 their start, 1 yesterday's end). */
  when: number;
}

export interface DemoCarnet {
  topUps: DemoTopUp[];
  active: boolean;
  /** Daily cap in pesos; 0 none. */
  lockSaldo: number;
}

export interface DemoStudentPlan {
  name: string;
  email: string;
  type_doc: number;
  num_doc: string;
  /** Index in the plan's guardians. */
  guardian: number;
  shift: 'morning' | 'afternoon';
  /** 0 Primero … 10 Undécimo. */
  grade: number;
  birth: string;
  address: string;
  phone: string;
  cellphone: string;
  latitud: number;
  longitud: number;
  portrait: PortraitSpec;
  carnet: DemoCarnet | null;
}

/** What the plan needs of a fixed student: its first name is kept out, its grade counted. */
export interface FixedStudent {
  name: string;
  /** Index in seed.ts's guardians: siblings share a home. */
  guardian: number;
  grade: number;
}

export interface DemoSchoolPlan {
  guardians: DemoGuardian[];
  students: DemoStudentPlan[];
  /** The fixed students' portraits and homes, in their order. */
  fixed: { portrait: PortraitSpec; latitud: number; longitud: number; address: string; phone: string | null }[];
}

interface Home {
  address: string;
  phone: string | null;
  latitud: number;
  longitud: number;
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** A home inside the box (a little margin), its address on the city's grid of calles and carreras. */
function home(rand: Random): Home {
  const latitud = round6(BUCARAMANGA.latMin + 0.004 + rand.next() * (BUCARAMANGA.latMax - BUCARAMANGA.latMin - 0.008));
  const longitud = round6(BUCARAMANGA.lonMin + 0.004 + rand.next() * (BUCARAMANGA.lonMax - BUCARAMANGA.lonMin - 0.008));
  // Calles grow southwards, carreras eastwards: the address agrees with the point on the map.
  const calle = 1 + Math.round(((BUCARAMANGA.latMax - latitud) / 0.06) * 104);
  const carrera = 1 + Math.round(((longitud - BUCARAMANGA.lonMin) / 0.04) * 44);
  const number = String(rand.int(2, 98)).padStart(2, '0');
  const street = rand.chance(0.5) ? `Calle ${calle} # ${carrera}-${number}` : `Carrera ${carrera} # ${calle}-${number}`;
  const flat = rand.chance(0.35) ? `, Apto ${rand.int(1, 15)}0${rand.int(1, 4)}` : '';
  const phone = rand.chance(0.55) ? `607 6${rand.int(10, 99)} ${rand.int(1000, 9999)}` : null;
  return { address: street + flat, phone, latitud, longitud };
}

const CARRIERS = ['300', '301', '304', '310', '311', '312', '313', '314', '315', '316', '317', '318', '320', '321', '350'];
const cellphone = (rand: Random) => `${rand.pick(CARRIERS)} ${rand.int(100, 999)} ${rand.int(1000, 9999)}`;

/** 'YYYY-MM-DD' `days` after 'YYYY-MM-DD'. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Born between April of one year and March of the next: the grade's age in the school year. */
export const gradeBirthYear = (year: number, grade: number) => year - 7 - grade;
const birthFor = (rand: Random, grade: number, year: number) => addDays(`${gradeBirthYear(year, grade)}-04-01`, rand.int(0, 364));

/** A unique value from `make`, drawn again while `taken` holds it. */
function unique(taken: Set<string>, make: () => string): string {
  let value = make();
  while (taken.has(value)) value = make();
  taken.add(value);
  return value;
}

/** Balances of $5.000 to $60.000 in multiples of $500, from one or two top-ups; some capped, a few off. */
function carnet(rand: Random): DemoCarnet | null {
  if (rand.chance(0.05)) return null;
  const first = 500 * rand.int(10, 80);
  const topUps: DemoTopUp[] = [{ amount: first, when: rand.next() * 0.5 }];
  // A second top-up for some (few: every top-up is a ledger write, and the demo seeds on each first start).
  if (first <= 55_000 && rand.chance(0.2)) {
    topUps.push({ amount: 500 * rand.int(10, Math.min(40, (60_000 - first) / 500)), when: 0.5 + rand.next() * 0.5 });
  }
  const lockSaldo = rand.chance(0.15) ? rand.pick([5000, 8000, 10_000, 12_000, 15_000]) : 0;
  return { topUps, active: !rand.chance(0.025), lockSaldo };
}

/** Hair styles by the name's gender; most hair dark. */
const GIRL_STYLES: readonly HairStyle[] = ['long', 'ponytail', 'bob', 'curly'];
const BOY_STYLES: readonly HairStyle[] = ['short', 'buzz', 'curly'];
/** How common each of SKIN_TONES and HAIR_COLOURS is. */
const SKIN_WEIGHTS = [1, 3, 4, 3, 2, 1];
const HAIR_WEIGHTS = [35, 30, 20, 8, 4, 3];

interface Looks {
  skin: number;
  hair: number;
}

/** A portrait no one else has: the family's skin and hair, the child's own style, background, shirt and glasses. */
function portrait(rand: Random, looks: Looks, girl: boolean, taken: Set<string>): PortraitSpec {
  const hairStyle = rand.pick(girl ? GIRL_STYLES : BOY_STYLES);
  const glasses = rand.chance(0.2);
  let spec: PortraitSpec;
  do {
    spec = { background: rand.int(0, 23) * 15, skin: looks.skin, hair: looks.hair, hairStyle, shirt: rand.int(0, 11) * 30 + 10, glasses };
  } while (taken.has(portraitKey(spec)));
  taken.add(portraitKey(spec));
  return spec;
}

export const portraitKey = (s: PortraitSpec) => [s.background, s.skin, s.hair, s.hairStyle, s.shirt, s.glasses].join('/');

const familyLooks = (rand: Random): Looks => ({ skin: rand.weighted(SKIN_WEIGHTS), hair: rand.weighted(HAIR_WEIGHTS) });

/** How many more students each grade takes so that all 300 are spread evenly. */
function gradeRoom(fixed: readonly FixedStudent[]): number[] {
  const total = fixed.length + GENERATED_STUDENTS;
  const room = Array.from({ length: GRADES }, (_, g) => Math.floor(total / GRADES) + (g < total % GRADES ? 1 : 0));
  for (const st of fixed) room[st.grade] -= 1;
  return room;
}

/** A grade with room, other than the siblings' if possible. */
function pickGrade(rand: Random, room: number[], siblings: readonly number[]): number {
  const open = room.flatMap((n, g) => (n > 0 ? [g] : []));
  const apart = open.filter((g) => !siblings.includes(g));
  const grade = rand.pick(apart.length > 0 ? apart : open);
  room[grade] -= 1;
  return grade;
}

interface PlanState {
  rand: Random;
  /** The school year the ages fit. */
  year: number;
  room: number[];
  docs: Set<string>;
  /** Full names taken. */
  names: Set<string>;
  guardianDocs: Set<string>;
  emails: Map<string, number>;
  portraits: Set<string>;
  girls: string[];
  boys: string[];
}

/** `<first>.<surname><n>`, n counting people with the same two words. */
function emailOf(state: PlanState, first: string, surname: string, domain: string): string {
  const base = `${slug(first)}.${slug(surname)}`;
  const n = (state.emails.get(base) ?? 0) + 1;
  state.emails.set(base, n);
  return `${base}${n}@${domain}`;
}

/** A first name that with these surnames makes a full name no student has (siblings never share one). */
function freshFirstName(state: PlanState, girl: boolean, surnames: string): string {
  let first: string;
  do first = state.rand.pick(girl ? state.girls : state.boys);
  while (state.names.has(`${first} ${surnames}`));
  state.names.add(`${first} ${surnames}`);
  return first;
}

interface FamilyFacts {
  father: string;
  mother: string;
  place: Home;
  shift: 'morning' | 'afternoon';
  looks: Looks;
  parentPhone: string;
  guardianIndex: number;
}

/** One family: a guardian, a home, and `size` children sharing both surnames. */
function family(state: PlanState, size: number, guardianIndex: number): { guardian: DemoGuardian; children: DemoStudentPlan[] } {
  const { rand } = state;
  const father = rand.pick(SURNAMES);
  const facts: FamilyFacts = {
    father,
    mother: unique(new Set([father]), () => rand.pick(SURNAMES)),
    place: home(rand),
    shift: rand.chance(0.55) ? 'morning' : 'afternoon',
    looks: familyLooks(rand),
    parentPhone: cellphone(rand),
    guardianIndex,
  };
  const children: DemoStudentPlan[] = [];
  for (let k = 0; k < size; k++) {
    const girl = rand.chance(0.5);
    const first = freshFirstName(state, girl, `${facts.father} ${facts.mother}`);
    const grade = pickGrade(rand, state.room, children.map((c) => c.grade));
    // A sibling in the same grade is a twin: born the same day.
    const twin = children.find((c) => c.grade === grade);
    children.push(child(state, facts, { first, girl, grade, birth: twin?.birth ?? birthFor(rand, grade, state.year) }));
  }
  return { guardian: guardianOf(state, facts, children), children };
}

function child(
  state: PlanState,
  f: FamilyFacts,
  own: { first: string; girl: boolean; grade: number; birth: string },
): DemoStudentPlan {
  const { rand } = state;
  return {
    name: `${own.first} ${f.father} ${f.mother}`,
    email: emailOf(state, own.first, f.father, 'estudiantes.colegio.demo'),
    // Colombian children hold a registro civil until 7, then a tarjeta de identidad.
    type_doc: ageOn(own.birth, yearStart(state.year)) < 7 ? 5 : 4,
    num_doc: unique(state.docs, () => String(rand.int(1_095_000_000, 1_097_999_999))),
    guardian: f.guardianIndex,
    shift: f.shift,
    grade: own.grade,
    birth: own.birth,
    address: f.place.address,
    phone: f.place.phone ?? f.parentPhone,
    // From Sexto on, their own mobile; before, the guardian's.
    cellphone: own.grade >= 5 ? cellphone(rand) : f.parentPhone,
    latitud: f.place.latitud,
    longitud: f.place.longitud,
    portrait: portrait(rand, f.looks, own.girl, state.portraits),
    carnet: carnet(rand),
  };
}

/** The mother (most often) or the father; a cédula of Santander; some give their birth date. */
function guardianOf(state: PlanState, f: FamilyFacts, children: readonly DemoStudentPlan[]): DemoGuardian {
  const { rand } = state;
  const isMother = rand.chance(0.7);
  const first = rand.pick(isMother ? MOTHERS : FATHERS);
  const surname = isMother ? f.mother : f.father;
  const eldest = Math.min(...children.map((c) => Number(c.birth.slice(0, 4))));
  return {
    name: `${first} ${surname} ${rand.pick(SURNAMES)}`,
    num_doc: unique(state.guardianDocs, () => `${rand.pick(isMother ? ['37', '63'] : ['13', '91'])}${rand.int(100_000, 999_999)}`),
    cellphone: f.parentPhone,
    email: emailOf(state, first, surname, 'familias.colegio.demo'),
    address: f.place.address,
    phone: f.place.phone,
    fechaNacimiento: rand.chance(0.65) ? addDays(`${eldest - rand.int(22, 40)}-01-01`, rand.int(0, 364)) : null,
  };
}

const firstName = (name: string) => GIRLS.concat(BOYS).find((n) => name.startsWith(`${n} `)) ?? name.split(' ')[0];

/**
 * The generated families and the fixed students' portraits and homes (one per guardian),
 * the same on every call. `fixed`: seed.ts's students, in order.
 */
export function planDemoSchool(fixed: readonly FixedStudent[], year: number): DemoSchoolPlan {
  const rand = seededRandom(20_260_201);
  const reserved = new Set(fixed.map((st) => firstName(st.name)));
  const state: PlanState = {
    rand,
    year,
    room: gradeRoom(fixed),
    docs: new Set(),
    names: new Set(),
    guardianDocs: new Set(),
    emails: new Map(),
    portraits: new Set(),
    girls: GIRLS.filter((n) => !reserved.has(n)),
    boys: BOYS.filter((n) => !reserved.has(n)),
  };
  const homes = new Map<number, Home>();
  const fixedOut = fixed.map((st) => {
    const place = homes.get(st.guardian) ?? home(rand);
    homes.set(st.guardian, place);
    const girl = GIRL_NAMES.has(firstName(st.name));
    return {
      portrait: portrait(rand, familyLooks(rand), girl, state.portraits),
      latitud: place.latitud,
      longitud: place.longitud,
      address: place.address,
      phone: place.phone,
    };
  });
  const plan: DemoSchoolPlan = { guardians: [], students: [], fixed: fixedOut };
  while (plan.students.length < GENERATED_STUDENTS) {
    const left = GENERATED_STUDENTS - plan.students.length;
    // About a quarter of the guardians have two or three children at the school.
    const size = Math.min(left, rand.chance(0.25) ? rand.int(2, 3) : 1);
    const { guardian, children } = family(state, size, plan.guardians.length);
    plan.guardians.push(guardian);
    plan.students.push(...children);
  }
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Writing it.

/** A fixed student of seed.ts as the writer needs it. */
export interface FixedStudentSeed extends FixedStudent {
  email: string;
  num_doc: string;
  shift: 'morning' | 'afternoon';
  birth: string;
  carnet: { saldo: number; active: boolean } | null;
}

export interface DemoStudentsContext {
  studentRoleId: number;
  shiftIds: Record<'morning' | 'afternoon', number>;
  /** Who made the fixed students' initial top-ups. */
  adminId: number;
  /** Who made the generated students' top-ups, at the secretary's desk. */
  secretaryId: number;
  passwordHash: string;
  timezone: string;
  now?: Date;
}

/** One student to write, fixed or generated. */
interface StudentRow {
  user: Pick<typeof users.$inferInsert, 'name' | 'email' | 'type_doc' | 'num_doc' | 'address' | 'phone' | 'cellphone'>;
  shift: 'morning' | 'afternoon';
  guardian: number;
  birth: string;
  grade: number;
  latitud: number;
  longitud: number;
  portrait: PortraitSpec;
  carnet: { topUps: { amount: number; when: number | null; detalle: string }[]; active: boolean; lockSaldo: number } | null;
}

function rowsOf(fixed: readonly FixedStudentSeed[], plan: DemoSchoolPlan, guardianCellphones: readonly (string | null | undefined)[]): StudentRow[] {
  const fixedGuardians = guardianCellphones.length;
  const fixedRows = fixed.map((st, i): StudentRow => {
    // Every field the student form requires (an edit is the whole form): the home's address and
    // phone, and the guardian's mobile, as a young student's is.
    const { address, phone, ...place } = plan.fixed[i];
    const cellphone = guardianCellphones[st.guardian] ?? phone ?? '';
    return {
      user: { name: st.name, email: st.email, type_doc: 4, num_doc: st.num_doc, address, phone: phone ?? cellphone, cellphone },
      shift: st.shift,
      guardian: st.guardian,
      birth: st.birth,
      grade: st.grade,
      ...place,
      carnet: st.carnet && {
        topUps: [{ amount: st.carnet.saldo, when: null, detalle: 'Saldo inicial de demostración' }],
        active: st.carnet.active,
        lockSaldo: 0,
      },
    };
  });
  const generated = plan.students.map((st): StudentRow => ({
    user: { name: st.name, email: st.email, type_doc: st.type_doc, num_doc: st.num_doc, address: st.address, phone: st.phone, cellphone: st.cellphone },
    shift: st.shift,
    guardian: fixedGuardians + st.guardian,
    birth: st.birth,
    grade: st.grade,
    latitud: st.latitud,
    longitud: st.longitud,
    portrait: st.portrait,
    carnet: st.carnet && { ...st.carnet, topUps: st.carnet.topUps.map((t) => ({ ...t, detalle: 'Recarga en secretaría' })) },
  }));
  return [...fixedRows, ...generated];
}

/** Inserts `rows` in slices of `size`, one statement each; returns what each returned, in order. */
async function inSlices<T, R>(rows: readonly T[], size: number, insert: (slice: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await insert(rows.slice(i, i + size))));
  return out;
}

/**
 * Each student's default meal: the first restaurant product for the student's age today, as
 * `POST restaurant/getproductstudents` offers them; the first restaurant product otherwise.
 */
async function defaultMeals(tx: Db, births: readonly string[], today: string): Promise<(number | null)[]> {
  const [first] = await tx.select({ id: products.id }).from(products).where(eq(products.store, STORE.restaurant)).orderBy(asc(products.id)).limit(1);
  const byAge = new Map<number, number | null>();
  for (const age of new Set(births.map((b) => ageOn(b, today)))) {
    const [meal] = await productsForAge(tx, age);
    byAge.set(age, meal?.id ?? first?.id ?? null);
  }
  return births.map((b) => byAge.get(ageOn(b, today)) ?? null);
}

/** The instant of a top-up: `when` spread over the school days of the last two weeks, 7:00 to 16:00. */
function topUpInstants(timezone: string, now: Date): (when: number) => Date {
  const today = localDate(now, timezone);
  const days = lastSchoolDays(14, timezone, now)
    .map((d) => d.date)
    .filter((date) => date < today && ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()));
  return (when) => {
    const x = when * days.length;
    const day = Math.min(Math.floor(x), days.length - 1);
    const minutes = Math.floor((x - day) * 540);
    const time = `${String(7 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
    return zonedInstant(days[day], time, timezone);
  };
}

/**
 * Writes the fixed students (with seed.ts's guardians) and the planned ones: guardians,
 * portraits, users, students, credentials, then every balance through the ledger.
 * Inside the caller's transaction, after the catalog (the default meals come from it).
 */
export async function seedDemoStudents(
  tx: Db,
  input: { fixed: readonly FixedStudentSeed[]; fixedGuardians: readonly Omit<typeof guardians.$inferInsert, 'type_doc'>[]; plan: DemoSchoolPlan },
  ctx: DemoStudentsContext,
): Promise<void> {
  const now = ctx.now ?? new Date();
  const rows = rowsOf(input.fixed, input.plan, input.fixedGuardians.map((g) => g.cellphone));
  const guardianIds = await tx
    .insert(guardians)
    .values([...input.fixedGuardians, ...input.plan.guardians].map((g) => ({ ...g, type_doc: 1 })))
    .returning({ id: guardians.id });
  const urls = await inSlices(rows, 100, (slice) =>
    storeImages(tx, slice.map((r) => ({ bytes: demoPortrait(r.portrait), mime: 'image/png' }))),
  );
  // users.url as the student form sets it: the stored image's url.
  const userRows = rows.map((r, i) => ({
    ...r.user,
    id_rol: ctx.studentRoleId,
    turno: ctx.shiftIds[r.shift],
    password_hash: ctx.passwordHash,
    url: urls[i],
  }));
  const userIds = await inSlices(userRows, 150, (slice) => tx.insert(users).values(slice).returning({ id: users.id }));
  const meals = await defaultMeals(tx, rows.map((r) => r.birth), localDate(now, ctx.timezone));
  const courseIds = await courseIdsByGrade(tx);
  await tx.insert(students).values(
    rows.map((r, i) => ({
      id_user: userIds[i].id,
      id_attendant: guardianIds[r.guardian].id,
      id_course: courseIds[r.grade],
      id_product_default: meals[i],
      fecha_nacimiento: r.birth,
      latitud: r.latitud,
      longitud: r.longitud,
    })),
  );
  await seedCredentials(tx, rows, userIds.map((u) => u.id), ctx, topUpInstants(ctx.timezone, now));
}

/** The courses' ids, Primero first (seed.ts inserts them in grade order). */
async function courseIdsByGrade(tx: Db): Promise<number[]> {
  const rows = await tx.select({ id: courses.id }).from(courses).orderBy(asc(courses.id));
  if (rows.length !== GRADES) throw new Error(`demo: se esperaban ${GRADES} cursos`);
  return rows.map((r) => r.id);
}

/**
 * One credential per holder in one statement, then each top-up through the ledger; inactive
 * ones are switched off after their top-ups (an inactive credential takes none). The generated
 * top-ups move back to their day, and their credentials to just before the first one.
 */
async function seedCredentials(
  tx: Db,
  rows: readonly StudentRow[],
  userIds: readonly number[],
  ctx: DemoStudentsContext,
  instantOf: (when: number) => Date,
): Promise<void> {
  const holders = rows.flatMap((r, i) => (r.carnet ? [{ carnet: r.carnet, userId: userIds[i] }] : []));
  const carnetIds = (
    await inSlices(holders, 200, (slice) =>
      tx
        .insert(credentials)
        .values(slice.map((h) => ({ id_user_primary: h.userId, code: newCredentialCode(), lockSaldo: h.carnet.lockSaldo })))
        .returning({ id: credentials.id }),
    )
  ).map((c) => c.id);
  const movedBack: { id: number; at: Date }[] = [];
  const openedAt: { id: number; at: Date }[] = [];
  for (const [i, { carnet, userId }] of holders.entries()) {
    // Inserted by this transaction, so no one else can see the row, let alone move money on
    // it: its state is known and the ledger need not lock and read it again for each top-up.
    let state: LockedCredential = { id: carnetIds[i], id_user_primary: userId, saldo: 0, active: 1, holderActive: 1, lockSaldo: carnet.lockSaldo };
    for (const [k, topUp] of carnet.topUps.entries()) {
      const moved = await applyMovement(
        tx,
        { carnetId: state.id, operation: 'topUp', amount: topUp.amount, staffId: topUp.when === null ? ctx.adminId : ctx.secretaryId, detalle: topUp.detalle },
        state,
      );
      state = { ...state, saldo: moved.saldo };
      if (topUp.when === null) continue;
      const at = instantOf(topUp.when);
      movedBack.push({ id: moved.movementId, at });
      if (k === 0) openedAt.push({ id: state.id, at: new Date(at.getTime() - 5 * 60_000) });
    }
  }
  const inactive = holders.flatMap((h, i) => (h.carnet.active ? [] : [carnetIds[i]]));
  if (inactive.length > 0) await tx.update(credentials).set({ active: 0 }).where(inArray(credentials.id, inactive));
  await setCreatedAt(tx, credentialMovements, movedBack);
  await setCreatedAt(tx, credentials, openedAt);
}

/** Sets each row's created_at, all in one statement. */
async function setCreatedAt(tx: Db, table: typeof credentials | typeof credentialMovements, list: readonly { id: number; at: Date }[]) {
  if (list.length === 0) return;
  const values = sql.join(
    list.map((x) => sql`(${x.id}::integer, ${x.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(sql`update ${table} set created_at = v.at from (values ${values}) as v(id, at) where ${table}.id = v.id`);
}
