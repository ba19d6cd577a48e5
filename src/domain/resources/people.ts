import { f } from '../fieldBuilders';
import { DOCUMENT_TYPES } from '../documents';

export const DUPLICATE_DOCUMENT = 'El numero de documento ya se encuentra registrado';

/** A person's document (staff, students, guardians): its type, and its number, unique among them. */
export const documentFields = (defaultType: number) => ({
  type_doc: f.select('Tipo de documento', DOCUMENT_TYPES, { required: true, defaultValue: defaultType }),
  num_doc: f.text('Número de documento', {
    required: true,
    list: true,
    maxLength: 20,
    unique: DUPLICATE_DOCUMENT,
  }),
});
