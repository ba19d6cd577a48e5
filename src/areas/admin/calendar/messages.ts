/** The school calendar's texts (issue 53): Spanish, then English. */
import { defineMessages } from '../../../i18n/catalog';
import { CALENDAR_MESSAGES } from '../../../domain/calendar';

export const calendarMessages = defineMessages(
  {
    admin: {
      calendar: {
        intro:
          'Los días de este año sin clases: los festivos nacionales y los días que el colegio no tiene clases. Los demás lunes a viernes son días de clase para el pronóstico del portal y los reportes.',
        year: 'Año',
        days_label: 'Días sin clases de %{year}',
        none: 'No hay días sin clases en %{year}.',
        date: 'Fecha',
        kind: 'Tipo',
        name: 'Nombre o motivo',
        festivo: 'Festivo',
        sin_clases: 'Sin clases',
        remove: 'Quitar el %{date}',
        add_title: 'Agregar un día sin clases',
        add: 'Agregar día',
        holidays: 'Cargar festivos de Colombia de %{year}',
        holidays_added: 'Se agregaron %{smart_count} festivo. |||| Se agregaron %{smart_count} festivos.',
        holidays_none: 'Los festivos de %{year} ya están en la lista.',
        unsaved: 'Hay cambios sin guardar.',
        save: 'Guardar calendario',
        saved: CALENDAR_MESSAGES.saved,
        date_required: 'Ingrese la fecha',
        date_year: CALENDAR_MESSAGES.outsideYear,
        date_taken: 'Ese día ya está en la lista',
        name_required: CALENDAR_MESSAGES.name,
      },
    },
  },
  {
    admin: {
      calendar: {
        intro:
          "This year's days without classes: the national holidays and the days the school gives no classes. Every other Monday to Friday is a school day for the portal's forecast and the reports.",
        year: 'Year',
        days_label: 'Days without classes in %{year}',
        none: 'No days without classes in %{year}.',
        date: 'Date',
        kind: 'Kind',
        name: 'Name or reason',
        festivo: 'Holiday',
        sin_clases: 'No classes',
        remove: 'Remove %{date}',
        add_title: 'Add a day without classes',
        add: 'Add day',
        holidays: "Load Colombia's holidays of %{year}",
        holidays_added: '%{smart_count} holiday added. |||| %{smart_count} holidays added.',
        holidays_none: 'The holidays of %{year} are already in the list.',
        unsaved: 'There are unsaved changes.',
        save: 'Save calendar',
        saved: 'School calendar saved',
        date_required: 'Enter the date',
        date_year: 'Each day must be in the year being saved',
        date_taken: 'That day is already in the list',
        name_required: 'Each day without classes needs its name or reason',
      },
    },
  },
);
