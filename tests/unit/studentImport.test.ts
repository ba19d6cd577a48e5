/** The students import's file reading: RFC 4180 CSV, the delimiter, the headers, and human values. */
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '../../src/domain/studentImport';
import {
  allergensOf,
  decimalOf,
  detectDelimiter,
  documentTypeOf,
  ImportFileError,
  invalidRowsCsv,
  isoDateOf,
  matchHeader,
  parseCsv,
  readStudentFile,
  templateCsv,
} from '../../src/domain/studentImportCsv';

const utf8 = (text: string) => new TextEncoder().encode(text);
const cells = (text: string) => parseCsv(text).map((r) => r.cells);
const HEADER = IMPORT_COLUMNS.map((c) => c.key);

describe('parseCsv', () => {
  it('splits on commas or semicolons, whichever the header uses', () => {
    expect(detectDelimiter('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectDelimiter('a,b,c\n1;2;3')).toBe(',');
    // Inside quotes a delimiter does not count.
    expect(detectDelimiter('"a;b;c",d,e\n')).toBe(',');
    expect(cells('a;b\n1,5;2')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
    expect(cells('a,b\n1;5,2')).toEqual([
      ['a', 'b'],
      ['1;5', '2'],
    ]);
  });

  it('keeps delimiters, line breaks and doubled quotes inside quotes', () => {
    expect(cells('name,address\r\n"Ana ""La Nena"", hija","Calle 1\r\ncasa 2"\r\n')).toEqual([
      ['name', 'address'],
      ['Ana "La Nena", hija', 'Calle 1\r\ncasa 2'],
    ]);
    expect(cells('a,b\n"",x')).toEqual([
      ['a', 'b'],
      ['', 'x'],
    ]);
  });

  it('drops a BOM, reads CRLF, LF and CR line ends, and a last line without one', () => {
    expect(cells('\uFEFFa;b\r\n1;2\n3;4\r5;6')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('skips empty lines and rows of empty cells, and keeps the spreadsheet’s row numbers', () => {
    const records = parseCsv('a;b\r\n\r\n;\r\n1;2\r\n  ;  \r\n3;4\r\n\r\n');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 4, cells: ['1', '2'] },
      { line: 6, cells: ['3', '4'] },
    ]);
    // A quoted line break stays in its row, as in the spreadsheet.
    expect(parseCsv('a\n"x\ny"\nz').map((r) => r.line)).toEqual([1, 2, 3]);
  });

  it('refuses an unclosed quote, naming the row where it opens', () => {
    expect(() => parseCsv('a;b\n1;2\n3;"4\n5;6')).toThrow('Hay unas comillas sin cerrar desde la fila 3');
  });
});

describe('headers', () => {
  it('accept the wire name or the Spanish label, whatever the case, accents and spacing', () => {
    expect(matchHeader('num_doc')).toBe('num_doc');
    expect(matchHeader('NUMERO DE DOCUMENTO')).toBe('num_doc');
    expect(matchHeader(' Número  de documento ')).toBe('num_doc');
    expect(matchHeader('fechanacimiento')).toBe('fechaNacimiento');
    expect(matchHeader('Correo Electronico')).toBe('email');
    expect(matchHeader('Acudiente')).toBe('acudiente_num_doc');
    expect(matchHeader('acudiente num doc')).toBe('acudiente_num_doc');
    expect(matchHeader('Observaciones')).toBeNull();
  });

  it('must name every required column once; the rows come back by column', () => {
    const file = readStudentFile(
      utf8(`${HEADER.join(';')};Notas\r\n${HEADER.map((k) => `${k}-1`).join(';')};x\r\n`),
    );
    expect(file.delimiter).toBe(';');
    expect(file.ignoredColumns).toEqual(['Notas']);
    expect(file.rows).toHaveLength(1);
    expect(file.rows[0].line).toBe(2);
    expect(file.rows[0].values).toMatchObject({ num_doc: 'num_doc-1', acudiente_email: 'acudiente_email-1' });

    const missing = () => readStudentFile(utf8('Nombre,Curso\nAna,Quinto\n'));
    expect(missing).toThrow(ImportFileError);
    expect(missing).toThrow(
      /^Faltan columnas en el archivo: Tipo de documento \(type_doc\), Número de documento \(num_doc\), Fecha/,
    );
  });

  it('refuses bytes that are not UTF-8, naming the row', () => {
    const latin1 = new Uint8Array([...utf8('a;b\n1;2\n'), 0x4a, 0x6f, 0x73, 0xe9, 0x3b, 0x31, 0x0a]);
    expect(() => readStudentFile(latin1)).toThrow(/^El archivo no está en UTF-8 \(fila 3\): .*"CSV UTF-8/);
  });
});

describe('human values', () => {
  it('reads a document type by number, name or abbreviation', () => {
    expect(['4', 'TI', 't.i.', 'Tarjeta de Identidad', 'tarjeta de identidad'].map(documentTypeOf)).toEqual([
      4, 4, 4, 4, 4,
    ]);
    expect(['CC', 'Cédula de ciudadanía', 'RC', 'CE', 'NUIP', 'PA'].map(documentTypeOf)).toEqual([
      1, 1, 5, 7, 6, 3,
    ]);
    expect(['8', 'XX', ''].map(documentTypeOf)).toEqual([null, null, null]);
  });

  it('reads dates as AAAA-MM-DD or DD/MM/AAAA and decimals with a point or a comma', () => {
    expect(isoDateOf('2014-03-05')).toBe('2014-03-05');
    expect(isoDateOf('5/3/2014')).toBe('2014-03-05');
    expect(isoDateOf('05-03-2014')).toBe('2014-03-05');
    expect(isoDateOf('marzo 5')).toBe('marzo 5');
    expect([decimalOf('7,12'), decimalOf('-73.1198'), decimalOf(''), decimalOf('norte')]).toEqual([
      7.12,
      -73.1198,
      undefined,
      'norte',
    ]);
  });

  it('reads allergies by name, key or a usual other name, in the list order, each once', () => {
    expect(allergensOf('Maní, leche y huevo')).toEqual({ keys: ['huevo', 'mani', 'leche'], unknown: [] });
    expect(allergensOf('soja; CACAHUATE / frutos_secos | Sésamo')).toEqual({
      keys: ['mani', 'soya', 'frutos_secos', 'sesamo'],
      unknown: [],
    });
    expect(allergensOf('lácteos, leche, Leche')).toEqual({ keys: ['leche'], unknown: [] });
    expect(allergensOf('Mayonesa y gluten')).toEqual({ keys: ['gluten'], unknown: ['Mayonesa'] });
    // Nothing written, or written as none.
    expect(['', 'Ninguna', 'NINGUNO', 'no', 'N/A', '-'].map((v) => allergensOf(v))).toEqual(
      Array(6).fill({ keys: [], unknown: [] }),
    );
  });
});

describe('files offered for download', () => {
  it('the template reads back as the import’s own columns', () => {
    const file = templateCsv();
    expect(file.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(file)[0].cells).toEqual(HEADER);
  });

  it('the invalid rows keep their values (quoted where needed) and add their messages', () => {
    const text = invalidRowsCsv(
      [
        {
          line: 3,
          values: { name: 'Ana; "Nena"', num_doc: '1' },
          problems: [
            { field: 'email', message: 'El campo Correo electrónico es requerido', rule: 'required' },
            { field: 'turno', message: 'El Horario es requerido', rule: 'required' },
          ],
          guardian: null,
          course: null,
        },
      ],
      ';',
    );
    const [header, row] = parseCsv(text);
    expect(header.cells.at(-1)).toBe('errores');
    expect(row.cells[HEADER.indexOf('name')]).toBe('Ana; "Nena"');
    expect(row.cells.at(-1)).toBe('El campo Correo electrónico es requerido. El Horario es requerido');
  });
});
