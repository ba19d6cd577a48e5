/** Starts the server: `npm start` (README). */
import { startDailyBackups } from './db/backup-schedule';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDemo, DEMO_ADMIN, DEMO_PASSWORD, DEMO_STAFF } from './demo/seed';
import { isEmpty, seedFirstAdmin } from './db/seed';
import { accountsWithPublishedPassword } from './modules/auth';
import { familiesWithPublishedPassword } from './modules/family';
import { DEMO_FAMILIES } from './demo/demo-families';
import { buildApp } from './app';
import { listenText } from './security/tls';
import { startSettingsOrExit } from './start-settings';

const { config, tls, notes } = startSettingsOrExit();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  statementTimeoutMs: config.statementTimeoutMs,
}).catch((err: unknown) => {
  // Another server already uses DATA_DIR: say which, and leave it and its data alone.
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
});
const app = await buildApp(database, config, true, { tls, dataDir: config.dataDir });
for (const note of notes) app.log.warn(note);
// A clock started elsewhere dates every sale and ledger row by it: say so at every start.
if (config.clockStart) {
  app.log.warn(
    `Reloj del servidor iniciado en ${config.clockStart.toISOString()} (CLOCK_START), no en la hora de este equipo: solo para capacitación o demostración`,
  );
}

if (await isEmpty(database.db)) {
  if (config.demo) {
    await seedDemo(database.db, { timezone: config.timezone, clock: app.clock });
    app.log.info(`Colegio de demostración cargado. Ingrese con ${DEMO_ADMIN} / ${DEMO_PASSWORD}`);
  } else if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
    await seedFirstAdmin(database.db, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD, app.clock.now());
    app.log.info(`Administrador inicial creado: ${process.env.ADMIN_EMAIL}`);
  } else {
    app.log.warn(
      'Base de datos vacía: defina ADMIN_EMAIL y ADMIN_PASSWORD para crear el primer administrador',
    );
  }
}

// Which demo accounts still hold the README's password: usable only from this machine.
const published = await accountsWithPublishedPassword(database.db, DEMO_STAFF);
app.log.info(
  published.length > 0
    ? `Cuentas de demostración activas con la contraseña publicada (${published.join(', ')}): solo se aceptan desde este equipo (http://localhost:${config.port}) hasta que se cambie su contraseña`
    : 'Ninguna cuenta de demostración activa con la contraseña publicada',
);

const families = await familiesWithPublishedPassword(database.db, DEMO_FAMILIES);
if (families.length > 0) {
  app.log.info(
    `Familias de demostración con la contraseña publicada en el portal (${families.join(', ')}): solo se aceptan desde este equipo (http://localhost:${config.port}/familia/) hasta que el colegio les envíe una invitación nueva`,
  );
}

startDailyBackups(app, database, config); // PGlite: BACKUP_DIR, by app.clock, stopped on app close

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host, listenTextResolver: listenText(tls) });
app.log.info(
  `Back office en ${tls ? 'https' : 'http'}://localhost:${config.port} (${database.driver === 'pg' ? 'PostgreSQL' : `PGlite en ${config.dataDir}`})`,
);
