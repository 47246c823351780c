// @ts-check
// `npm run enquiries:backup -- <file>`: an online backup of the enquiries database (the one
// ENQUIRIES_DB names, else data/enquiries.sqlite) into a new file, while the service runs: one
// consistent copy (SQLite's VACUUM INTO), an ordinary SQLite file. Restoring is described in
// docs/deploy.md ("Backups"): stop the service, put the copy in the database's place, start it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../server/db.mjs';
import { root } from '../lib/site.mjs';

const target = process.argv[2];
if (!target) {
  console.error(
    'Usage: npm run enquiries:backup -- <new file>, e.g. backups/enquiries-2026-11-28.sqlite',
  );
  process.exit(2);
}
if (existsSync(target)) {
  console.error(`${target} exists: a backup goes into a new file.`);
  process.exit(2);
}
const database = process.env.ENQUIRIES_DB ?? join(root, 'data', 'enquiries.sqlite');
if (!existsSync(database)) {
  console.error(`No database at ${database} (set ENQUIRIES_DB).`);
  process.exit(2);
}
const store = openDatabase(database);
store.backup(target);
const copy = openDatabase(target);
console.log(`${database} → ${target}: ${copy.all().length} enquiries`);
copy.close();
store.close();
