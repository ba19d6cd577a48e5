/**
 * What `npm start` reads before opening anything: the configuration (config.ts) and HTTPS
 * (security/tls.ts). A bad setting or certificate file ends the start with its Spanish
 * message alone — no stack trace — and exit code 1.
 */
import { loadConfig, type Config } from './config';
import { keepFolderPrivate, madePrivate } from './db/private-folder';
import { prepareTls, TlsSetupError, type TlsSetup } from './security/tls';

const isRefusal = (err: unknown): err is Error =>
  err instanceof TlsSetupError || (err instanceof Error && err.message.startsWith('Configuración inválida'));

export function startSettingsOrExit(env: NodeJS.ProcessEnv = process.env): {
  config: Config;
  tls: TlsSetup | null;
  /** What to say in the log once it can: a data folder whose permissions were fixed. */
  notes: string[];
} {
  try {
    const config = loadConfig(env);
    // DATA_DIR, when used (PGlite, or TLS=auto's keys): created and kept 0700, before anything writes in it.
    const notes: string[] = [];
    if (!config.databaseUrl || config.tls.mode === 'auto') {
      const mode = keepFolderPrivate(config.dataDir);
      if (mode !== null) notes.push(madePrivate(config.dataDir, mode));
    }
    return { config, tls: prepareTls(config.tls), notes };
  } catch (err) {
    if (!isRefusal(err)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
