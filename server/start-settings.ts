/**
 * What `npm start` reads before opening anything: the configuration (config.ts) and HTTPS
 * (security/tls.ts). A bad setting or certificate file ends the start with its Spanish
 * message alone — no stack trace — and exit code 1.
 */
import { loadConfig, type Config } from './config';
import { prepareTls, TlsSetupError, type TlsSetup } from './security/tls';

const isRefusal = (err: unknown): err is Error =>
  err instanceof TlsSetupError || (err instanceof Error && err.message.startsWith('Configuración inválida'));

export function startSettingsOrExit(env: NodeJS.ProcessEnv = process.env): {
  config: Config;
  tls: TlsSetup | null;
} {
  try {
    const config = loadConfig(env);
    return { config, tls: prepareTls(config.tls) };
  } catch (err) {
    if (!isRefusal(err)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
