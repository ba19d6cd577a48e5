/**
 * The UI kit's texts (generic list and forms, report panel, dialogs, scan field, maps): Spanish
 * first, then English with the same keys. The API's refusals and the fields' rules have their own
 * catalog (./refusalMessages.ts), which the sign-in page loads alone. The keys keep the shell's `app.` prefix they were
 * born with; only their home is the kit's.
 */
import { defineMessages } from '../i18n/catalog';
import { REPORT_EMPTY } from '../domain/credentials';
import { CREATED, UPDATED } from '../domain/resource';
import { PASSWORDS_DIFFER } from '../domain/fields';

/** The seven document types (src/domain/documents.ts) in English, for every person's form (users, guardians, students). */
export const DOCUMENT_TYPES_ENGLISH = {
  1: 'Citizenship card',
  2: 'NIT (tax ID)',
  3: 'Passport',
  4: 'Identity card',
  5: 'Civil registry',
  6: 'Unique personal identification number',
  7: 'Foreigner ID card',
};

export const kitMessages = defineMessages(
  {
    app: {
      // Live boards (src/kit/live), a store's name (src/kit/useStoreLabel.ts), the catalog's browser and the customer's card.
      live: { on: 'En vivo', polling: 'Actualizando cada pocos segundos' },
      store_unknown: 'Tienda %{id}',
      catalog: {
        categories: 'Categorías',
        subcategories: 'Subcategorías',
        more_products: 'Ver más productos (quedan %{count})',
        previous: '%{label}: anteriores',
        next: '%{label}: siguientes',
      },
      customer: { document: 'Documento %{document}' },
      pages: {
        forbidden: 'No tiene permiso para ver esta página.',
      },
      dialog: { info_title: 'Mensaje informativo' },
      print: {
        paper: 'Papel',
        roll80: 'Rollo de 80 mm',
        halfLetter: 'Media carta',
        a4: 'A4',
        print: 'Imprimir',
        back: 'Volver',
      },
      scan: {
        empty: 'Ingrese un número de documento o escanee el código del carnet',
        camera_open: 'Escanear QR',
        camera_close: 'Cerrar cámara',
        camera_opening: 'Abriendo cámara',
        camera_denied: 'No hay permiso para usar la cámara. Permítalo en el navegador o use el lector USB.',
        camera_failed: 'No se pudo abrir la cámara. Verifique que esté conectada o use el lector USB.',
      },
      reports: {
        empty: REPORT_EMPTY,
        from: 'Fecha inicial',
        to: 'Fecha final',
        day: 'Fecha',
        document: 'Documento de la persona',
        document_optional: 'Documento (vacío: todos)',
        truncated: 'Se muestran las primeras %{limit} filas; el Excel las trae todas.',
        excel_preparing: 'Preparando el Excel…',
      },
      // A table's row that opens its other fields below it (src/kit/ui/DetailTable.tsx).
      detail_rows: { header: 'Detalles', show: 'Detalles de %{name}' },
      generic: {
        range_of_many: '%{offsetBegin}-%{offsetEnd} de más de %{limit}',
        loading: 'Cargando',
        from: 'Desde',
        to: 'Hasta',
        actions: 'Acciones',
        choose: 'Seleccione…',
        image_drop: 'Arrastre una imagen .jpg o .png (máx. 2 MB) o haga clic para elegirla',
        created: CREATED,
        updated: UPDATED,
        failed_because: '%{lead}: %{reason}',
        password_confirmation: 'Confirmar contraseña',
        passwords_differ: PASSWORDS_DIFFER,
        create_title: 'Nuevo %{name}',
        edit_title: 'Editar %{name}',
        clear: 'Limpiar',
        new: 'Nuevo',
        excel: 'Excel',
        excel_cut: 'El Excel tiene las primeras %{limit} filas de la lista; filtre para exportar las demás.',
        delete_confirm: '¿Confirma que deseas eliminar el elemento?',
        accept: 'Aceptar',
        permission_count: '%{smart_count} permiso |||| %{smart_count} permisos',
        overdue: 'Vencida',
        due_today: 'Vence hoy',
        due_in: 'Vence en %{smart_count} día |||| Vence en %{smart_count} días',
        chosen_option: '%{field}: %{option}',
      },
      map: {
        zoom_in: 'Acercar',
        zoom_out: 'Alejar',
        marker: 'Ubicación elegida',
        marker_unset: 'Ubicación sin elegir',
        school: 'Colegio',
      },
    },
  },
  {
    app: {
      live: { on: 'Live', polling: 'Updating every few seconds' },
      store_unknown: 'Store %{id}',
      catalog: {
        categories: 'Categories',
        subcategories: 'Subcategories',
        more_products: 'Show more products (%{count} left)',
        previous: '%{label}: previous',
        next: '%{label}: next',
      },
      customer: { document: 'Document %{document}' },
      pages: {
        forbidden: 'You are not allowed to see this page.',
      },
      dialog: { info_title: 'Information' },
      print: {
        paper: 'Paper',
        roll80: '80 mm roll',
        halfLetter: 'Half letter',
        a4: 'A4',
        print: 'Print',
        back: 'Back',
      },
      scan: {
        empty: 'Enter a document number or scan the credential code',
        camera_open: 'Scan QR',
        camera_close: 'Close camera',
        camera_opening: 'Opening camera',
        camera_denied: 'The camera is not allowed. Allow it in the browser or use the USB reader.',
        camera_failed: 'Could not open the camera. Check that it is connected or use the USB reader.',
      },
      reports: {
        empty: 'No records found for this search',
        from: 'Start date',
        to: 'End date',
        day: 'Date',
        document: "Person's document",
        document_optional: 'Document (empty: everyone)',
        truncated: 'Showing the first %{limit} rows; the Excel has them all.',
        excel_preparing: 'Preparing the Excel…',
      },
      detail_rows: { header: 'Details', show: 'Details of %{name}' },
      generic: {
        range_of_many: '%{offsetBegin}-%{offsetEnd} of more than %{limit}',
        loading: 'Loading',
        from: 'From',
        to: 'To',
        actions: 'Actions',
        choose: 'Choose…',
        image_drop: 'Drop a .jpg or .png image (max. 2 MB) or click to choose one',
        created: 'Created',
        updated: 'Updated',
        failed_because: '%{lead}: %{reason}',
        password_confirmation: 'Confirm password',
        passwords_differ: 'The passwords do not match.',
        create_title: 'New %{name}',
        edit_title: 'Edit %{name}',
        clear: 'Clear',
        new: 'New',
        excel: 'Excel',
        excel_cut: 'The Excel has the first %{limit} rows of the list; filter to export the rest.',
        delete_confirm: 'Do you want to delete this item?',
        accept: 'OK',
        permission_count: '%{smart_count} permission |||| %{smart_count} permissions',
        overdue: 'Expired',
        due_today: 'Expires today',
        due_in: 'Expires in %{smart_count} day |||| Expires in %{smart_count} days',
        chosen_option: '%{field}: %{option}',
      },
      map: {
        zoom_in: 'Zoom in',
        zoom_out: 'Zoom out',
        marker: 'Chosen location',
        marker_unset: 'Location not chosen',
        school: 'School',
      },
    },
  },
);
