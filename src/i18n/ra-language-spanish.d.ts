/**
 * Types for `ra-language-spanish@1.0.0`, an old CommonJS package without typings.
 *
 * The shape below lists exactly the phrases that version ships. It is deliberately
 * NOT typed as react-admin's `TranslationMessages`: the package lacks many keys that
 * react-admin 5 uses (those are added in `./ra-es.ts`, where the type checker then
 * verifies that the merged catalog is a complete `TranslationMessages`).
 *
 * It is a `type` alias rather than an `interface` on purpose, so that it stays
 * assignable to index-signature types such as react-admin's `StringMap`.
 */
declare module 'ra-language-spanish' {
  export type RaLanguageSpanishMessages = {
    ra: {
      action: {
        delete: string;
        show: string;
        list: string;
        save: string;
        create: string;
        edit: string;
        sort: string;
        cancel: string;
        undo: string;
        refresh: string;
        add: string;
        remove: string;
        add_filter: string;
        remove_filter: string;
        back: string;
        bulk_actions: string;
      };
      boolean: {
        true: string;
        false: string;
      };
      page: {
        list: string;
        edit: string;
        show: string;
        create: string;
        dashboard: string;
        not_found: string;
        loading: string;
      };
      input: {
        file: {
          upload_several: string;
          upload_single: string;
        };
        image: {
          upload_several: string;
          upload_single: string;
        };
        references: {
          all_missing: string;
          many_missing: string;
          single_missing: string;
        };
      };
      message: {
        yes: string;
        no: string;
        are_you_sure: string;
        about: string;
        not_found: string;
        loading: string;
        invalid_form: string;
        delete_title: string;
        delete_content: string;
        bulk_delete_title: string;
        bulk_delete_content: string;
      };
      navigation: {
        no_results: string;
        no_more_results: string;
        page_out_of_boundaries: string;
        page_out_from_end: string;
        page_out_from_begin: string;
        page_range_info: string;
        next: string;
        prev: string;
      };
      auth: {
        username: string;
        password: string;
        sign_in: string;
        sign_in_error: string;
        logout: string;
      };
      notification: {
        updated: string;
        created: string;
        deleted: string;
        bad_item: string;
        item_doesnt_exist: string;
        http_error: string;
        canceled: string;
      };
      validation: {
        required: string;
        minLength: string;
        maxLength: string;
        minValue: string;
        maxValue: string;
        number: string;
        email: string;
        oneOf: string;
        regex: string;
      };
    };
  };

  const spanishMessages: RaLanguageSpanishMessages;
  export default spanishMessages;
}
