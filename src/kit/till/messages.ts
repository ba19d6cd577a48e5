/** The offline till's texts (issue 33), on every till screen: Spanish, then English with the same keys. */
import { defineMessages } from '../../i18n/catalog';

export const tillMessages = defineMessages(
  {
    orders: {
      till: {
        offline:
          'Sin conexión con el servidor. Las ventas se guardan en esta caja y se enviarán al volver la conexión.',
        pending: '%{smart_count} venta sin sincronizar |||| %{smart_count} ventas sin sincronizar',
        none_pending: 'Ninguna venta sin sincronizar',
        failed:
          '%{smart_count} venta no pudo registrarse en el servidor: avise al administrador |||| %{smart_count} ventas no pudieron registrarse en el servidor: avise al administrador',
        last_sync: 'Última sincronización: %{when}',
        never: 'Esta caja aún no se ha sincronizado',
        just_now: 'hace menos de un minuto',
        minutes_ago: 'hace %{smart_count} minuto |||| hace %{smart_count} minutos',
        syncing: 'Conexión restablecida: enviando las ventas guardadas sin conexión',
        sign_in: 'Inicie sesión para enviar las ventas guardadas sin conexión',
        unsupported:
          'Este navegador no puede vender sin conexión (requiere HTTPS o la aplicación instalada en este equipo).',
        saved: 'Venta guardada sin conexión. Saldo estimado %{saldo}. Se enviará al volver la conexión.',
        meal_saved:
          'Almuerzo registrado sin conexión para %{name}. Saldo estimado %{saldo}. Se enviará al volver la conexión.',
        meal_alternative: 'Se sirvió el almuerzo alternativo. %{reason}.',
        customer_offline: 'Cliente leído de la lista de la caja (sin conexión)',
        queued: 'Guardado sin conexión',
        sign_out_refused:
          'Hay %{smart_count} venta sin sincronizar: no puede cerrar sesión hasta que se envíe al servidor |||| Hay %{smart_count} ventas sin sincronizar: no puede cerrar sesión hasta que se envíen al servidor',
        // Choosing the device's till (src/domain/tillChoice.ts).
        no_till: 'Este equipo no tiene caja asignada: elíjala para poder vender sin conexión',
        store_tills: 'Cajas de esta tienda',
        use: 'Usar esta caja',
        use_named: 'Usar esta caja: %{name}',
        seen: 'Última conexión: %{when}',
        never_seen: 'Aún no se ha conectado',
        none_active: 'Esta tienda no tiene cajas activas.',
        ask_admin: 'Pida a quien administra las cajas que cree una.',
        list_failed: 'No se pudo leer la lista de cajas: revise la conexión e intente de nuevo',
        new_name: 'Nombre de la caja nueva',
        create: 'Crear caja',
        name: 'Caja: %{name}',
        change: 'Cambiar caja',
        change_refused:
          'Esta caja tiene %{smart_count} venta sin enviar, que lleva su código: no puede cambiar de caja hasta que se envíe |||| Esta caja tiene %{smart_count} ventas sin enviar, que llevan su código: no puede cambiar de caja hasta que se envíen',
      },
    },
  },
  {
    orders: {
      till: {
        offline:
          'No connection to the server. Sales are kept on this till and will be sent when the connection returns.',
        pending: '%{smart_count} unsynced sale |||| %{smart_count} unsynced sales',
        none_pending: 'No unsynced sales',
        failed:
          '%{smart_count} sale could not be recorded by the server: tell the administrator |||| %{smart_count} sales could not be recorded by the server: tell the administrator',
        last_sync: 'Last sync: %{when}',
        never: 'This till has not synced yet',
        just_now: 'less than a minute ago',
        minutes_ago: '%{smart_count} minute ago |||| %{smart_count} minutes ago',
        syncing: 'Connection restored: sending the sales kept offline',
        sign_in: 'Sign in to send the sales kept offline',
        unsupported:
          'This browser cannot sell offline (it needs HTTPS or the app installed on this computer).',
        saved: 'Sale kept offline. Estimated balance %{saldo}. It will be sent when the connection returns.',
        meal_saved:
          'Lunch registered offline for %{name}. Estimated balance %{saldo}. It will be sent when the connection returns.',
        meal_alternative: 'The alternative meal was served. %{reason}.',
        customer_offline: "Customer read from the till's list (offline)",
        queued: 'Kept offline',
        sign_out_refused:
          'There is %{smart_count} unsynced sale: you cannot sign out until it is sent to the server |||| There are %{smart_count} unsynced sales: you cannot sign out until they are sent to the server',
        no_till: 'This computer has no till assigned: choose one to be able to sell offline',
        store_tills: "This store's tills",
        use: 'Use this till',
        use_named: 'Use this till: %{name}',
        seen: 'Last connection: %{when}',
        never_seen: 'Not connected yet',
        none_active: 'This store has no active tills.',
        ask_admin: 'Ask whoever manages the tills to create one.',
        list_failed: 'The list of tills could not be read: check the connection and try again',
        new_name: 'Name of the new till',
        create: 'Create till',
        name: 'Till: %{name}',
        change: 'Change till',
        change_refused:
          'This till has %{smart_count} unsent sale, which carries its code: you cannot change till until it is sent |||| This till has %{smart_count} unsent sales, which carry its code: you cannot change till until they are sent',
      },
    },
  },
);
