/**
 * The demo school's people, drawn at random but the same on every start (demo-random.ts, from the
 * names of demo-names.ts): the homes, phone numbers, birth dates, balances and portraits a
 * person gets, and the shape of the plan (demo-plan.ts draws it, demo-students.ts writes it).
 */
import type { HairStyle, PortraitSpec } from './demo-images';
import type { Random } from './demo-random';

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
export const schoolYearOf = (today: string): number =>
  Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 2 ? 1 : 0);
export const yearStart = (year: number) => `${year}-02-01`;

// ---------------------------------------------------------------------------------------------
// The plan's shape, and what each person of it draws.

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

export interface DemoCredential {
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
  credential: DemoCredential | null;
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
  fixed: {
    portrait: PortraitSpec;
    latitud: number;
    longitud: number;
    address: string;
    phone: string | null;
  }[];
}

export interface Home {
  address: string;
  phone: string | null;
  latitud: number;
  longitud: number;
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** A home inside the box (a little margin), its address on the city's grid of calles and carreras. */
export function home(rand: Random): Home {
  const latitud = round6(
    BUCARAMANGA.latMin + 0.004 + rand.next() * (BUCARAMANGA.latMax - BUCARAMANGA.latMin - 0.008),
  );
  const longitud = round6(
    BUCARAMANGA.lonMin + 0.004 + rand.next() * (BUCARAMANGA.lonMax - BUCARAMANGA.lonMin - 0.008),
  );
  // Calles grow southwards, carreras eastwards: the address agrees with the point on the map.
  const calle = 1 + Math.round(((BUCARAMANGA.latMax - latitud) / 0.06) * 104);
  const carrera = 1 + Math.round(((longitud - BUCARAMANGA.lonMin) / 0.04) * 44);
  const number = String(rand.int(2, 98)).padStart(2, '0');
  const street = rand.chance(0.5)
    ? `Calle ${calle} # ${carrera}-${number}`
    : `Carrera ${carrera} # ${calle}-${number}`;
  const flat = rand.chance(0.35) ? `, Apto ${rand.int(1, 15)}0${rand.int(1, 4)}` : '';
  const phone = rand.chance(0.55) ? `607 6${rand.int(10, 99)} ${rand.int(1000, 9999)}` : null;
  return { address: street + flat, phone, latitud, longitud };
}

const CARRIERS = [
  '300',
  '301',
  '304',
  '310',
  '311',
  '312',
  '313',
  '314',
  '315',
  '316',
  '317',
  '318',
  '320',
  '321',
  '350',
];
export const cellphone = (rand: Random) =>
  `${rand.pick(CARRIERS)} ${rand.int(100, 999)} ${rand.int(1000, 9999)}`;

/** 'YYYY-MM-DD' `days` after 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Born between April of one year and March of the next: the grade's age in the school year. */
export const gradeBirthYear = (year: number, grade: number) => year - 7 - grade;
export const birthFor = (rand: Random, grade: number, year: number) =>
  addDays(`${gradeBirthYear(year, grade)}-04-01`, rand.int(0, 364));

/** A unique value from `make`, drawn again while `taken` holds it. */
export function unique(taken: Set<string>, make: () => string): string {
  let value = make();
  while (taken.has(value)) value = make();
  taken.add(value);
  return value;
}

/** Balances of $5.000 to $60.000 in multiples of $500, from one or two top-ups; some capped, a few off. */
export function credential(rand: Random): DemoCredential | null {
  if (rand.chance(0.05)) return null;
  const first = 500 * rand.int(10, 80);
  const topUps: DemoTopUp[] = [{ amount: first, when: rand.next() * 0.5 }];
  // A second top-up for some (few: every top-up is a ledger write, and the demo seeds on each first start).
  if (first <= 55_000 && rand.chance(0.2)) {
    topUps.push({
      amount: 500 * rand.int(10, Math.min(40, (60_000 - first) / 500)),
      when: 0.5 + rand.next() * 0.5,
    });
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

export interface Looks {
  skin: number;
  hair: number;
}

/** A portrait no one else has: the family's skin and hair, the child's own style, background, shirt and glasses. */
export function portrait(rand: Random, looks: Looks, girl: boolean, taken: Set<string>): PortraitSpec {
  const hairStyle = rand.pick(girl ? GIRL_STYLES : BOY_STYLES);
  const glasses = rand.chance(0.2);
  let spec: PortraitSpec;
  do {
    spec = {
      background: rand.int(0, 23) * 15,
      skin: looks.skin,
      hair: looks.hair,
      hairStyle,
      shirt: rand.int(0, 11) * 30 + 10,
      glasses,
    };
  } while (taken.has(portraitKey(spec)));
  taken.add(portraitKey(spec));
  return spec;
}

export const portraitKey = (s: PortraitSpec) =>
  [s.background, s.skin, s.hair, s.hairStyle, s.shirt, s.glasses].join('/');

export const familyLooks = (rand: Random): Looks => ({
  skin: rand.weighted(SKIN_WEIGHTS),
  hair: rand.weighted(HAIR_WEIGHTS),
});
