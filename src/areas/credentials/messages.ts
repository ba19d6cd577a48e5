/** The credentials area's texts: Spanish (the spec's words), then English with the same keys. */
import { defineMessages } from '../../i18n/catalog';

export const credentialsMessages = defineMessages({}, {});
