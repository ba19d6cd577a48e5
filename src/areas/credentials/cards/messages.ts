/** The printed carnets' texts (issue 34, item 4): Spanish, then English with the same keys. */
import { defineMessages } from '../../../i18n/catalog';

export const cardPrintMessages = defineMessages(
  {
    credentials: {
      print: {
        title: 'Imprimir carnets',
        open_one: 'Imprimir carnet',
        open_many: 'Imprimir carnets',
        course: 'Curso',
        course_option: '%{name} (%{smart_count} carnet) |||| %{name} (%{smart_count} carnets)',
        course_help: 'Se imprimen los carnets activos de los estudiantes activos del curso.',
        paper: 'Papel',
        papers: {
          a4: 'A4',
          letter: 'Carta',
          card: 'Tarjeta (impresora de carnets)',
        },
        paper_help: {
          a4: 'Hasta %{smart_count} carnets por hoja, con marcas de corte.',
          letter: 'Hasta %{smart_count} carnets por hoja, con marcas de corte.',
          card: 'Un carnet por tarjeta, sin márgenes.',
        },
        print: 'Imprimir',
        summary: '%{cards} en %{pages}',
        cards: '%{smart_count} carnet |||| %{smart_count} carnets',
        pages: '%{smart_count} página |||| %{smart_count} páginas',
        choose: 'Elija un curso para ver sus carnets.',
        empty: 'El curso no tiene carnets activos para imprimir.',
        truncated: 'Se muestran los primeros %{smart_count} carnets del curso.',
        inactive:
          'El carnet está inactivo: se imprime, pero no servirá para comprar ni para ingresar hasta que se active.',
        preview: 'Vista previa de la impresión',
        card_label: 'Carnet de %{name}',
        no_school: 'Carnet',
        no_course: 'Sin curso',
      },
    },
  },
  {
    credentials: {
      print: {
        title: 'Print credentials',
        open_one: 'Print credential',
        open_many: 'Print credentials',
        course: 'Course',
        course_option: '%{name} (%{smart_count} credential) |||| %{name} (%{smart_count} credentials)',
        course_help: "The course's active students' active credentials are printed.",
        paper: 'Paper',
        papers: {
          a4: 'A4',
          letter: 'Letter',
          card: 'Card (credential printer)',
        },
        paper_help: {
          a4: 'Up to %{smart_count} credentials per sheet, with cut marks.',
          letter: 'Up to %{smart_count} credentials per sheet, with cut marks.',
          card: 'One credential per card, no margins.',
        },
        print: 'Print',
        summary: '%{cards} on %{pages}',
        cards: '%{smart_count} credential |||| %{smart_count} credentials',
        pages: '%{smart_count} page |||| %{smart_count} pages',
        choose: 'Choose a course to see its credentials.',
        empty: 'The course has no active credentials to print.',
        truncated: "Only the course's first %{smart_count} credentials are shown.",
        inactive:
          'The credential is inactive: it prints, but it will not buy or open the gate until it is activated.',
        preview: 'Print preview',
        card_label: 'Credential of %{name}',
        no_school: 'Credential',
        no_course: 'No course',
      },
    },
  },
);
