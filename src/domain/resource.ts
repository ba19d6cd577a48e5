import type { z } from 'zod';
import { updateSchema, type Fields } from './fields';
import type { PermissionKey } from './permissions';

/**
 * A CRUD resource: its wire name (also the API path under /api and the react-admin
 * resource name), its permission key and its fields. The server's generic CRUD module
 * and the web app's generic screens are both built from it.
 */
export interface ResourceDef<F extends Fields = Fields> {
  name: string;
  label: string;
  labelPlural: string;
  permission: PermissionKey;
  fields: F;
  /** Columns searched by the list's `q`. */
  searchable: readonly string[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Which field's message comes first when several are wrong (spec part 2 §5 for roles). */
  validationOrder?: readonly string[];
  /** Field shown when another record points to this one. */
  recordRepresentation: string;
  /** Other keys that may read the list (e.g. whoever edits users needs the roles to choose from). */
  readers?: readonly PermissionKey[];
  /** After a save, back on the list, the message shows in an information dialog instead of a notice (spec part 2 §7, transport). */
  savedDialog?: boolean;
  /** Rules across fields, checked on the merged record before any write. */
  check?: (record: Record<string, unknown>) => { field: string; message: string } | null;
  /** The spec's own messages for this resource; the generic ones ('Creado', 'Actualizado') where it names none. */
  messages?: ResourceMessages;
  /**
   * Writes the resource does not take, each with its Spanish reason (a till registers itself and
   * keeps its sales): the screens offer no button for them, the list says why it has no «Nuevo»,
   * and the server answers 409 with the reason.
   */
  refuses?: { create?: string; remove?: string };
  /**
   * Yes/no facts the server works out for each listed row, from the row and the server's clock (a
   * till unused for 30 days), each with its Spanish label: the list answers each as 1 or 0, shows
   * its label where it holds and offers it as a filter (1: the rows where it holds, 0: the others).
   * Read only; the server's CRUD options give each its condition (`marks`).
   */
  marks?: Record<string, { label: string }>;
  /**
   * What an edit reads and sends back untouched with its save, beside the fields (issue 35: a
   * student's allergies as read, `alergias_vistas`), so the server tells a value the person left
   * as it was from one they changed over somebody else's change. The edit's answer carries them.
   */
  readBack?: Record<string, z.ZodType>;
}

/**
 * The texts the spec names for one resource (part 2 §8 for students, §8 part 1 for roles). The
 * server answers `created` / `updated`; the web app shows them and the failure texts from the
 * catalog (`resources.<name>.messages.*`, Spanish from here, English in the area's messages.ts).
 */
export interface ResourceMessages {
  /** A create's success ('Estudiante creado correctamente'). */
  created?: string;
  /** An update's success. */
  updated?: string;
  /** Put before the server's reason when a create fails ('Error creando estudiante'). */
  createFailed?: string;
  /** Shown when the list cannot be loaded ('algo salio mal'). */
  listFailed?: string;
}

/** Generic success answers of a create and an update (spec part 1 §8 names 'Actualizado'). */
export const CREATED = 'Creado';
export const UPDATED = 'Actualizado';

type Key<F> = keyof F & string;

/** Checks at compile time that the key lists name real fields. */
export function defineResource<F extends Fields>(
  def: ResourceDef<F> & {
    searchable: readonly Key<F>[];
    validationOrder?: readonly Key<F>[];
    recordRepresentation: Key<F>;
  },
): ResourceDef<F> {
  return def;
}

/** What the server answers after a create / an update of `def`. */
export const createdMessage = (def: ResourceDef): string => def.messages?.created ?? CREATED;
export const updatedMessage = (def: ResourceDef): string => def.messages?.updated ?? UPDATED;

/** An update's body: the fields (`updateSchema`) and what the edit read back, each optional. */
export function editBodySchema(def: ResourceDef) {
  const readBack = Object.entries(def.readBack ?? {}).map(
    ([key, schema]) => [key, schema.optional()] as const,
  );
  return readBack.length
    ? updateSchema(def.fields).extend(Object.fromEntries(readBack))
    : updateSchema(def.fields);
}
