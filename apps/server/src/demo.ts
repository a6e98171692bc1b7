import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/create-database';
import { migrateToLatest } from './db/migrate-to-latest';
import { createDemoAccount, DEMO_EMAIL } from './demo/create-demo-account';

/** `npm run demo`: the demo person in the database the server uses (same environment). */
try {
  const config = loadConfig(process.env);
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  const { results } = await createDemoAccount({ db: database.db, clock: systemClock });
  await database.db.destroy();
  console.log(`Demo account ready: ${DEMO_EMAIL} with ${String(results)} results over three years.
Sign in: start the app (npm start), open ${config.publicUrl.origin}/login, choose Email, enter
${DEMO_EMAIL}, and read the 6-digit code from the server's log or ${config.dataDir}/outbox/
(or from your mailbox when SMTP_URL is set).`);
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : `The demo account could not be created: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
