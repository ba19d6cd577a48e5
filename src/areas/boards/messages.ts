/** The boards area's texts: Spanish (the spec's words), then English with the same keys. */
import { defineMessages } from '../../i18n/catalog';

export const boardsMessages = defineMessages({}, {});
