import spanishMessages from 'ra-language-spanish';
import type { TranslationMessages } from 'react-admin';
import { deepMerge } from './merge';

/**
 * react-admin messages in Spanish (Latin America, as used in Colombia; formal "usted").
 *
 * Built from `ra-language-spanish@1.0.0`, which was written for react-admin 2 and is
 * incomplete and unpolished for react-admin 5.15, plus two layers of our own:
 *
 * - `corrections`: keys the package has but gets wrong (missing accents and "¿",
 *   typos, an untranslated English sentence, placeholders that react-admin 5 no longer
 *   passes such as `%{id}`, or that it now needs such as `%{recordRepresentation}`,
 *   anglicisms like "Loguearse", and "tú" mixed with "usted").
 * - `additions`: every key of `ra-language-english@5.15.4` that the package lacks.
 *
 * Polyglot placeholders (`%{…}`) and plural separators (`||||`) must match the English
 * catalog; tests/unit/i18n.test.ts checks completeness and placeholders.
 */

const corrections = {
  ra: {
    action: {
      delete: 'Eliminar',
      show: 'Ver',
      // 'Recargar' means a top-up in this product.
      refresh: 'Actualizar',
      remove: 'Quitar',
      remove_filter: 'Quitar este filtro',
      back: 'Volver',
      bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
    },
    boolean: {
      true: 'Sí',
    },
    page: {
      list: '%{name}',
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
      dashboard: 'Tablero',
    },
    input: {
      file: {
        upload_several: 'Arrastre algunos archivos para subirlos o haga clic para seleccionar uno.',
        upload_single: 'Arrastre un archivo para subirlo o haga clic para seleccionarlo.',
      },
      image: {
        upload_several: 'Arrastre algunas imágenes para subirlas o haga clic para seleccionar una.',
        upload_single: 'Arrastre una imagen para subirla o haga clic para seleccionarla.',
      },
      references: {
        all_missing: 'No se encontraron los datos de las referencias.',
        many_missing: 'Al menos una de las referencias asociadas ya no parece estar disponible.',
        single_missing: 'La referencia asociada ya no parece estar disponible.',
      },
    },
    message: {
      yes: 'Sí',
      are_you_sure: '¿Está seguro?',
      not_found: 'Es posible que haya escrito mal la URL o que haya seguido un enlace incorrecto.',
      loading: 'Por favor, espere',
      invalid_form: 'El formulario no es válido. Por favor, revise los errores.',
      delete_title: 'Eliminar %{name} %{recordRepresentation}',
      delete_content: '¿Está seguro de que desea eliminar este registro de %{name}?',
      bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
      bulk_delete_content:
        '¿Está seguro de que desea eliminar este registro de %{name}? |||| ¿Está seguro de que desea eliminar estos %{smart_count} registros?',
    },
    navigation: {
      no_results: 'No se encontraron %{name}',
      no_more_results: 'La página %{page} está fuera de rango. Intente con la página anterior.',
      page_out_of_boundaries: 'La página %{page} está fuera de rango',
      page_out_from_end: 'No se puede ir más allá de la última página',
      page_out_from_begin: 'No se puede ir antes de la página 1',
      next: 'Ir a la página siguiente',
      // Not used by react-admin 5 (replaced by `previous`), kept consistent anyway.
      prev: 'Anterior',
    },
    auth: {
      sign_in: 'Iniciar sesión',
      sign_in_error: 'La autenticación falló. Por favor, intente de nuevo.',
      logout: 'Cerrar sesión',
    },
    notification: {
      http_error: 'Error de comunicación con el servidor',
      canceled: 'Acción cancelada',
    },
    validation: {
      maxLength: 'Debe tener %{max} caracteres o menos',
      minValue: 'Debe ser al menos %{min}',
      number: 'Debe ser un número',
      email: 'Debe ser un correo electrónico válido',
      regex: 'Debe coincidir con un formato específico (regexp): %{pattern}',
    },
  },
};

const additions = {
  ra: {
    action: {
      clear_array_input: 'Vaciar la lista',
      clear_input_value: 'Borrar valor',
      clone: 'Duplicar',
      confirm: 'Confirmar',
      create_item: 'Crear %{item}',
      export: 'Exportar',
      remove_all_filters: 'Quitar todos los filtros',
      reset: 'Restablecer',
      search: 'Buscar',
      search_columns: 'Buscar columnas',
      select_all: 'Seleccionar todo',
      select_all_button: 'Seleccionar todo',
      select_row: 'Seleccionar esta fila',
      unselect: 'Quitar selección',
      expand: 'Expandir',
      close: 'Cerrar',
      open_menu: 'Abrir menú',
      close_menu: 'Cerrar menú',
      update: 'Actualizar',
      move_up: 'Subir',
      move_down: 'Bajar',
      open: 'Abrir',
      toggle_theme: 'Cambiar entre modo claro y oscuro',
      select_columns: 'Columnas',
      update_application: 'Actualizar la aplicación',
    },
    boolean: {
      null: ' ',
    },
    page: {
      error: 'Algo salió mal',
      empty: 'Aún no hay %{name}.',
      invite: '¿Desea agregar un registro?',
      access_denied: 'Acceso denegado',
      authentication_error: 'Error de autenticación',
    },
    input: {
      password: {
        toggle_visible: 'Ocultar contraseña',
        toggle_hidden: 'Mostrar contraseña',
      },
    },
    message: {
      access_denied: 'No tiene los permisos necesarios para acceder a esta página',
      authentication_error:
        'El servidor de autenticación devolvió un error y no se pudieron verificar sus credenciales.',
      auth_error: 'Ocurrió un error al validar el token de autenticación.',
      bulk_update_content:
        '¿Está seguro de que desea actualizar %{name} %{recordRepresentation}? |||| ¿Está seguro de que desea actualizar estos %{smart_count} registros?',
      bulk_update_title: 'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
      clear_array_input: '¿Está seguro de que desea vaciar toda la lista?',
      details: 'Detalles',
      error: 'Ocurrió un error en la aplicación y no se pudo completar su solicitud.',
      select_all_limit_reached:
        'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max}.',
      unsaved_changes: 'Algunos de sus cambios no se han guardado. ¿Está seguro de que desea descartarlos?',
      placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
    },
    navigation: {
      clear_filters: 'Limpiar filtros',
      no_filtered_results: 'No se encontraron %{name} con los filtros actuales.',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
      current_page: 'Página %{page}',
      page: 'Ir a la página %{page}',
      first: 'Ir a la primera página',
      last: 'Ir a la última página',
      previous: 'Ir a la página anterior',
      page_rows_per_page: 'Filas por página:',
      skip_nav: 'Saltar al contenido',
    },
    sort: {
      sort_by: 'Ordenar por %{field_lower_first} %{order}',
      ASC: 'ascendente',
      DESC: 'descendente',
    },
    auth: {
      auth_check_error: 'Inicie sesión para continuar',
      user_menu: 'Perfil',
      email: 'Correo electrónico',
    },
    notification: {
      data_provider_error: 'Error del proveedor de datos. Revise la consola para ver los detalles.',
      i18n_error: 'No se pudieron cargar las traducciones del idioma seleccionado',
      logged_out: 'Su sesión ha finalizado. Por favor, vuelva a iniciar sesión.',
      not_authorized: 'No tiene autorización para acceder a este recurso.',
      application_update_available: 'Hay una nueva versión disponible.',
      offline: 'Sin conexión. No se pudieron obtener los datos.',
    },
    validation: {
      unique: 'Debe ser único',
    },
    saved_queries: {
      label: 'Consultas guardadas',
      query_name: 'Nombre de la consulta',
      new_label: 'Guardar la consulta actual...',
      new_dialog_title: 'Guardar la consulta actual como',
      remove_label: 'Eliminar consulta guardada',
      remove_label_with_name: 'Eliminar la consulta "%{name}"',
      remove_dialog_title: '¿Eliminar la consulta guardada?',
      remove_message: '¿Está seguro de que desea eliminar este elemento de su lista de consultas guardadas?',
      help: 'Filtre la lista y guarde esta consulta para usarla más tarde',
    },
    guesser: {
      empty: {
        title: 'No hay datos para mostrar',
        message: 'Por favor, revise su proveedor de datos',
      },
    },
    configurable: {
      customize: 'Personalizar',
      configureMode: 'Configurar esta página',
      inspector: {
        title: 'Inspector',
        content: 'Pase el cursor sobre los elementos de la interfaz para configurarlos',
        reset: 'Restablecer configuración',
        hideAll: 'Ocultar todo',
        showAll: 'Mostrar todo',
      },
      Datagrid: {
        title: 'Tabla de datos',
        unlabeled: 'Columna sin etiqueta #%{column}',
      },
      SimpleForm: {
        title: 'Formulario',
        unlabeled: 'Campo sin etiqueta #%{input}',
      },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Texto principal',
        secondaryText: 'Texto secundario',
        tertiaryText: 'Texto terciario',
      },
    },
  },
};

/**
 * Complete react-admin catalog in Spanish. Typed as `TranslationMessages`, so the
 * compiler also rejects the merge if any key react-admin declares is missing.
 */
export const raSpanish: TranslationMessages = deepMerge(deepMerge(spanishMessages, corrections), additions);
