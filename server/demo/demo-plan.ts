/**
 * The plan of the generated families: about 288 students in families of one to three children
 * under one guardian, spread over the eleven grades and both shifts, and the fixed students'
 * portraits and homes. Pure and deterministic (planDemoSchool): the same people on every start.
 */
import { ageOn } from '../../src/domain/inventory';
import {
  addDays,
  birthFor,
  credential,
  cellphone,
  type DemoGuardian,
  type DemoSchoolPlan,
  type DemoStudentPlan,
  familyLooks,
  type FixedStudent,
  GENERATED_STUDENTS,
  GRADES,
  type Home,
  home,
  type Looks,
  portrait,
  unique,
  yearStart,
} from './demo-people';
import { BOYS, FATHERS, GIRL_NAMES, GIRLS, MOTHERS, slug, SURNAMES } from './demo-names';
import { type Random, seededRandom } from './demo-random';

/** How many more students each grade takes so that all 300 are spread evenly. */
function gradeRoom(fixed: readonly FixedStudent[]): number[] {
  const total = fixed.length + GENERATED_STUDENTS;
  const room = Array.from(
    { length: GRADES },
    (_, g) => Math.floor(total / GRADES) + (g < total % GRADES ? 1 : 0),
  );
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
function family(
  state: PlanState,
  size: number,
  guardianIndex: number,
): { guardian: DemoGuardian; children: DemoStudentPlan[] } {
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
    const grade = pickGrade(
      rand,
      state.room,
      children.map((c) => c.grade),
    );
    // A sibling in the same grade is a twin: born the same day.
    const twin = children.find((c) => c.grade === grade);
    children.push(
      child(state, facts, { first, girl, grade, birth: twin?.birth ?? birthFor(rand, grade, state.year) }),
    );
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
    credential: credential(rand),
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
    num_doc: unique(
      state.guardianDocs,
      () => `${rand.pick(isMother ? ['37', '63'] : ['13', '91'])}${rand.int(100_000, 999_999)}`,
    ),
    cellphone: f.parentPhone,
    email: emailOf(state, first, surname, 'familias.colegio.demo'),
    address: f.place.address,
    phone: f.place.phone,
    fechaNacimiento: rand.chance(0.65)
      ? addDays(`${eldest - rand.int(22, 40)}-01-01`, rand.int(0, 364))
      : null,
  };
}

const firstName = (name: string) =>
  GIRLS.concat(BOYS).find((n) => name.startsWith(`${n} `)) ?? name.split(' ')[0];

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
