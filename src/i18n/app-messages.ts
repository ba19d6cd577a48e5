/**
 * Application texts (the `app` namespace), one plain nested object per locale.
 *
 * Rules:
 * - `es` and `en` must always have exactly the same keys (checked by tests/unit/i18n.test.ts).
 * - Use polyglot placeholders (`%{name}`) and `||||` plural forms like react-admin does.
 * - Spanish is the reference language of the application (Latin American, Colombia).
 */
export const appMessages = {
  es: {
    app: {
      language: {
        es: 'Español',
        en: 'English',
      },
      profile: {
        title: 'Perfil',
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
  en: {
    app: {
      language: {
        es: 'Spanish',
        en: 'English',
      },
      profile: {
        title: 'Profile',
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
};
