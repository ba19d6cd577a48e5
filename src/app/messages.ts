/**
 * The shell's texts (language names, profile, error pages, the menu entries of areas not
 * built yet): Spanish first, then English with the same keys. The UI kit keeps its own in
 * src/kit/messages.ts and the areas theirs in src/areas/<area>/messages.ts.
 */
import { defineMessages } from '../i18n/catalog';

export const shellMessages = defineMessages(
  {
    app: {
      language: {
        es: 'Español',
        en: 'English',
      },
      title: 'Back office escolar',
      pages: {
        error_title: 'Houston, we have a problem!',
        error_text: 'Ocurrió un error al mostrar esta página. Intente de nuevo o vuelva al inicio.',
        retry: 'Reintentar',
        home: 'Volver al inicio',
        not_found_title: "Oops! You're lost.",
        not_found_text: 'La página que busca no existe o fue movida.',
      },
      breadcrumb: {
        label: 'Ruta de navegación',
        home: 'Inicio',
        inactive_users: 'Usuarios inactivos',
        detail: 'Detalle',
        sale: 'Vender',
        topup: 'Recargar',
        deduct: 'Descargar',
        edit: 'Editar #%{id}',
      },
      certificate: {
        title: 'Certificado de seguridad del colegio',
        intro:
          'Las tabletas y los teléfonos solo permiten usar la cámara en una conexión segura (https). ' +
          'Este servidor tiene su propia autoridad certificadora: instale su certificado una vez en cada equipo ' +
          'y abra el back office con https.',
        loading: 'Consultando el servidor',
        unavailable:
          'Este servidor no ofrece un certificado propio. Si el back office no abre con https, pida al administrador ' +
          'del sistema que lo configure (TLS=auto o un certificado del colegio).',
        fingerprint: 'Huella SHA-256 del certificado',
        fingerprint_help:
          'Compárela con la que el servidor muestra al iniciar o con la que le dé el administrador; si no es igual, no lo instale.',
        scope_title: 'Para qué sirve',
        scope_limited:
          'El equipo confiará en este certificado solo para este servidor: para los nombres de abajo (y los que terminan en ellos) ' +
          'y para las direcciones de la red local (10.x, 172.16 a 172.31, 192.168.x, 127.x y las locales de IPv6). ' +
          'No sirve para ningún otro sitio: ni bancos, ni correo, ni redes sociales.',
        scope_addresses: 'También para estas direcciones del servidor:',
        scope_unlimited:
          'Este certificado se creó sin límites: un equipo que lo instale confiaría en él para cualquier sitio. ' +
          'Antes de instalarlo, pida al administrador que cree uno nuevo (el servidor explica cómo al iniciar).',
        download_crt: 'Descargar certificado (.crt)',
        download_pem: 'Descargar certificado (.pem)',
        open_https: 'Abrir el back office con https',
        back: 'Volver al ingreso',
        android: {
          title: 'Android',
          step1: 'Toque «Descargar certificado (.crt)».',
          step2:
            'Abra Ajustes → Seguridad y privacidad → Más ajustes de seguridad → Cifrado y credenciales → Instalar un certificado → Certificado de CA (los nombres cambian un poco según la marca).',
          step3:
            'Toque «Instalar de todas formas», elija el archivo descargado y confirme con el bloqueo de pantalla.',
          step4: 'Abra el back office con https en Chrome.',
        },
        ios: {
          title: 'iPhone y iPad',
          step1: 'En Safari toque «Descargar certificado (.crt)» y luego «Permitir»: se descarga un perfil.',
          step2: 'Abra Ajustes → Perfil descargado → Instalar, e ingrese el código del equipo.',
          step3:
            'Vaya a Ajustes → General → Información → Ajustes de confianza de certificados y active la confianza total para la autoridad local.',
          step4: 'Abra el back office con https en Safari.',
        },
        windows: {
          title: 'Windows',
          step1: 'Descargue el certificado (.crt) y ábralo con doble clic.',
          step2:
            'Elija «Instalar certificado…» → Equipo local → «Colocar todos los certificados en el siguiente almacén» → Examinar → «Entidades de certificación raíz de confianza» → Aceptar → Finalizar.',
          step3: 'Cierre el navegador (Chrome o Edge), ábralo de nuevo y entre con https.',
        },
        chromeos: {
          title: 'Chromebook (ChromeOS)',
          step1: 'Descargue el certificado (.pem).',
          step2:
            'Abra Configuración → Privacidad y seguridad → Seguridad → Administrar certificados → Autoridades → Importar.',
          step3:
            'Elija el archivo, marque «Confiar en este certificado para identificar sitios web» y acepte.',
          step4: 'Abra el back office con https.',
        },
      },
      dashboard: {
        unavailable: 'Disponible cuando se habilite el módulo',
        sales: 'Ventas de los últimos 14 días',
        no_figures: 'Use el menú de la izquierda para ir a sus tareas.',
        no_sales:
          'Aún no hay ventas registradas: las ventas de cafetería, papelería y restaurante aparecerán aquí.',
      },
      profile: {
        title: 'Perfil',
        menu: 'Mi perfil',
        user_menu: 'Perfil %{name}',
        photo: 'Foto',
        change_photo: 'Cambiar foto',
        photo_type: 'La imagen debe ser un archivo .jpg o .png',
        photo_size: 'La imagen no puede superar 2 MB',
        loading: 'Cargando perfil',
        forced: 'Su contraseña fue restablecida. Elija una nueva contraseña para continuar.',
        new_password_required: 'Debe ingresar una nueva contraseña',
        change_password: 'Cambiar contraseña',
        change_password_optional: 'Cambiar contraseña (opcional)',
        save: 'Guardar',
        fields: {
          num_doc: 'Número de documento',
          num_doc_help: 'No se puede modificar',
          name: 'Nombre',
          email: 'Correo electrónico',
          address: 'Dirección',
          phone: 'Teléfono',
          cellphone: 'Celular',
          password: 'Nueva contraseña',
          password_help: 'Mínimo 8 caracteres',
          password_confirmation: 'Confirmar contraseña',
          current_password: 'Contraseña actual',
          current_password_help: 'Para cambiar la contraseña escriba la actual',
          current_password_forced_help: 'La contraseña temporal con la que ingresó',
        },
      },
    },
  },
  {
    app: {
      language: {
        es: 'Spanish',
        en: 'English',
      },
      title: 'School back office',
      pages: {
        error_title: 'Houston, we have a problem!',
        error_text: 'Something went wrong while showing this page. Try again or go back home.',
        retry: 'Try again',
        home: 'Back to home',
        not_found_title: "Oops! You're lost.",
        not_found_text: 'The page you are looking for does not exist or was moved.',
      },
      breadcrumb: {
        label: 'Breadcrumb',
        home: 'Home',
        inactive_users: 'Inactive users',
        detail: 'Detail',
        sale: 'Sell',
        topup: 'Top up',
        deduct: 'Deduct',
        edit: 'Edit #%{id}',
      },
      certificate: {
        title: "The school's security certificate",
        intro:
          'Tablets and phones allow the camera only over a secure connection (https). ' +
          'This server has its own certificate authority: install its certificate once on each device ' +
          'and open the back office with https.',
        loading: 'Asking the server',
        unavailable:
          'This server offers no certificate of its own. If the back office does not open with https, ask the system ' +
          'administrator to set it up (TLS=auto or a certificate of the school).',
        fingerprint: 'SHA-256 fingerprint of the certificate',
        fingerprint_help:
          'Compare it with the one the server shows when it starts or the one your administrator gives you; if it differs, do not install it.',
        scope_title: 'What it is for',
        scope_limited:
          'The device will trust this certificate for this server only: for the names below (and those ending in them) ' +
          'and for the addresses of the local network (10.x, 172.16 to 172.31, 192.168.x, 127.x and the local IPv6 ones). ' +
          'It is no good for any other site: not banks, not e-mail, not social networks.',
        scope_addresses: 'Also for these addresses of the server:',
        scope_unlimited:
          'This certificate was made without limits: a device that installs it would trust it for any site. ' +
          'Before installing it, ask the administrator to make a new one (the server explains how when it starts).',
        download_crt: 'Download certificate (.crt)',
        download_pem: 'Download certificate (.pem)',
        open_https: 'Open the back office with https',
        back: 'Back to sign-in',
        android: {
          title: 'Android',
          step1: 'Tap «Download certificate (.crt)».',
          step2:
            'Open Settings → Security and privacy → More security settings → Encryption and credentials → Install a certificate → CA certificate (names vary a little between brands).',
          step3: 'Tap «Install anyway», choose the downloaded file and confirm with the screen lock.',
          step4: 'Open the back office with https in Chrome.',
        },
        ios: {
          title: 'iPhone and iPad',
          step1: 'In Safari tap «Download certificate (.crt)», then «Allow»: a profile is downloaded.',
          step2: 'Open Settings → Profile Downloaded → Install, and enter the device passcode.',
          step3:
            'Go to Settings → General → About → Certificate Trust Settings and turn on full trust for the local authority.',
          step4: 'Open the back office with https in Safari.',
        },
        windows: {
          title: 'Windows',
          step1: 'Download the certificate (.crt) and double-click it.',
          step2:
            'Choose «Install Certificate…» → Local Machine → «Place all certificates in the following store» → Browse → «Trusted Root Certification Authorities» → OK → Finish.',
          step3: 'Close the browser (Chrome or Edge), open it again and go in with https.',
        },
        chromeos: {
          title: 'Chromebook (ChromeOS)',
          step1: 'Download the certificate (.pem).',
          step2:
            'Open Settings → Privacy and security → Security → Manage certificates → Authorities → Import.',
          step3: 'Choose the file, tick «Trust this certificate for identifying websites» and confirm.',
          step4: 'Open the back office with https.',
        },
      },
      dashboard: {
        unavailable: 'Available once the module is enabled',
        sales: 'Sales of the last 14 days',
        no_figures: 'Use the menu on the left to go to your tasks.',
        no_sales: 'No sales yet: cafeteria, stationery and restaurant sales will show here.',
      },
      profile: {
        title: 'Profile',
        menu: 'My profile',
        user_menu: 'Profile %{name}',
        photo: 'Photo',
        change_photo: 'Change photo',
        photo_type: 'The image must be a .jpg or .png file',
        photo_size: 'The image cannot exceed 2 MB',
        loading: 'Loading profile',
        forced: 'Your password was reset. Choose a new password to continue.',
        new_password_required: 'You must enter a new password',
        change_password: 'Change password',
        change_password_optional: 'Change password (optional)',
        save: 'Save',
        fields: {
          num_doc: 'Document number',
          num_doc_help: 'Cannot be changed',
          name: 'Name',
          email: 'Email',
          address: 'Address',
          phone: 'Phone',
          cellphone: 'Mobile phone',
          password: 'New password',
          password_help: 'At least 8 characters',
          password_confirmation: 'Confirm password',
          current_password: 'Current password',
          current_password_help: 'To change your password, type your current one',
          current_password_forced_help: 'The temporary password you signed in with',
        },
      },
    },
  },
  // English for texts the domain holds (src/i18n/domain-messages.ts).
  {
    app: {
      dashboard: {
        tiles: {
          users: 'Users',
          products: 'Products',
          categories: 'Categories',
          orders: 'Orders',
          carnets: 'Credentials',
        },
      },
      menu: {
        dashboard: 'Dashboard',
        schoolroutes: 'School routes',
        'schoolroutes.monitors': 'Monitors',
        'schoolroutes.drivers': 'Drivers',
        'schoolroutes.vehicles': 'Vehicles',
        'schoolroutes.routes': 'Routes',
        'schoolroutes.asignate': 'Assignment',
        'schoolroutes.news': 'Incidents',
        'schoolroutes.messenger': 'Messages',
        'schoolroutes.reports': 'Reports',
        'schoolroutes.boarding': 'Boarding',
        'schoolroutes.runs': 'Bus runs',
        'schoolroutes.alarms': 'Run alarms',
        access: 'Access control',
        'access.qracces': 'QR entry',
        'access.permiss': 'Permits',
        'access.reports': 'Reports',
        'access.turns': 'Work shifts',
        'access.gates': 'Gates',
        'access.absent': 'Absent today',
        'access.coordination': 'Attendance coordination',
        'access.rollcall': 'Emergency: roll call',
      },
    },
  },
);
