import { sql } from 'drizzle-orm';
import { openPglite } from './server/db/client';
const d = await openPglite('/tmp/large-full');
await d.db.execute(sql`vacuum (analyze)`);
await d.close();
