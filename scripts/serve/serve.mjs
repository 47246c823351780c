// @ts-check
// Serves a build (dist/) and the enquiries service on one port: `npm start` builds first,
// `node scripts/serve/serve.mjs` serves what is built. The site is served the way the production
// hosts serve it, under the same policy (deploy/policy.mjs, server/static.mjs); the service
// stores each enquiry in SQLite and mails it to admissions (server/). Settings, from the
// environment (docs/deploy.md):
//   PORT                    4173
//   ENQUIRIES_DB            data/enquiries.sqlite
//   SMTP_URL                the mail server (smtp://user:pass@host:587); unset, mails wait
//   ADMISSIONS_EMAIL        where enquiries are mailed (as for the build)
//   MAIL_FROM               the mails' From, on the school's own domain
//                           (default: website@ the admissions address's domain)
//   ENQUIRY_RETENTION_DAYS  enquiries older than this are deleted (365)
//   OUTBOX_STUCK_MINUTES    /health fails when a mail has waited longer (30)
//   SITE_DIST               another build to serve (the offline tests serve two, in turn)
//   BENCH_ROOT              a folder served at /__bench/ (only `npm run bench` sets it)
import { fileURLToPath } from 'node:url';
import { resolve as resolvePath, sep } from 'node:path';

// node:sqlite is Node's own SQLite, from 22.19 on (package.json's engines).
try {
  await import('node:sqlite');
} catch {
  console.error(
    `The enquiries service needs Node.js 22.19 or later (for node:sqlite); this is Node.js ${process.version}.`,
  );
  process.exit(1);
}

const { startServer } = await import('../../server/start.mjs');
const root = fileURLToPath(new URL('../..', import.meta.url));
await startServer({
  port: Number(process.env.PORT ?? 4173),
  dist: process.env.SITE_DIST ? resolvePath(process.env.SITE_DIST) + sep : `${root}dist${sep}`,
  ssr: `${root}dist-ssr`,
  database: process.env.ENQUIRIES_DB ?? `${root}data${sep}enquiries.sqlite`,
  benchRoot: process.env.BENCH_ROOT ? resolvePath(process.env.BENCH_ROOT) + sep : null,
  env: process.env,
});
