/** Credentials (carnets): lookups, create, top-up and deduction through the ledger, reports. */
import type { AreaPlugin } from '../area';
import { credentialRoutes } from './routes';

export const credentialsArea: AreaPlugin = async function credentials(app, opts) {
  credentialRoutes(app, opts);
};
