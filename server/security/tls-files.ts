/** The files of TLS=auto in its folder (DATA_DIR/tls: config.ts tlsFolder); what they hold: auto-certificates.ts. */
import { join } from 'node:path';

export const authorityFiles = (dir: string) => ({
  key: join(dir, 'ca', 'ca.key'),
  cert: join(dir, 'ca', 'ca.crt'),
});

export const serverFiles = (dir: string) => ({ key: join(dir, 'server.key'), cert: join(dir, 'server.crt') });
