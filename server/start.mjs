// @ts-check
// Starts the site and the enquiries service from settings (scripts/serve/serve.mjs reads them from
// the environment): opens the database, starts the outbox and the retention sweep, listens.
import { parseAdmissionsEmail } from '../src/config/schoolContact.ts';
import { parseRetentionDays } from '../src/config/enquiries.mjs';
import { securityHeaders } from '../deploy/policy.mjs';
import { readBuiltPolicy } from '../scripts/lib/built-policy.mjs';
import { buildApp } from './app.mjs';
import { openDatabase } from './db.mjs';
import { outbox as makeOutbox, smtpTransport } from './mail.mjs';
import { enquiryPages } from './pages.mjs';
import { passwordChecker } from './office/auth.mjs';

const DAY_MS = 24 * 60 * 60_000;
/** How often enquiries past their retention are deleted. */
const SWEEP_EVERY_MS = 6 * 60 * 60_000;

/**
 * @param {{
 *   port: number; dist: string; ssr: string; database: string; benchRoot: string | null;
 *   env: Record<string, string | undefined>;
 * }} settings
 */
export async function startServer({ port, dist, ssr, database, benchRoot, env }) {
  const admissions = parseAdmissionsEmail(env.ADMISSIONS_EMAIL);
  const retentionDays = parseRetentionDays(env.ENQUIRY_RETENTION_DAYS);
  const from = env.MAIL_FROM || `Website <website@${admissions.split('@')[1]}>`;
  const store = openDatabase(database);
  const outbox = makeOutbox({
    store,
    transport: smtpTransport(env.SMTP_URL),
    addresses: { from, to: admissions },
  });
  const app = await buildApp({
    store,
    outbox,
    pages: await enquiryPages({ dist, ssr }),
    securityHeaders: securityHeaders(await readBuiltPolicy(dist)),
    dist,
    benchRoot,
    stuckAfterMs: Number(env.OUTBOX_STUCK_MINUTES ?? 30) * 60_000,
    checkPassword: passwordChecker(env),
  });

  const sweep = () => {
    const deleted = store.expire(new Date(Date.now() - retentionDays * DAY_MS));
    if (deleted) console.log(`enquiries: ${deleted} older than ${retentionDays} days deleted`);
  };
  sweep();
  setInterval(sweep, SWEEP_EVERY_MS).unref();
  outbox.start(Number(env.OUTBOX_EVERY_SECONDS ?? 15) * 1000);
  if (!env.SMTP_URL)
    console.log('enquiries: SMTP_URL is not set: enquiries are stored, and mailed once it is');

  await app.listen({ port, host: '127.0.0.1' });
  console.log(`Serving ${dist} and the enquiries service at http://127.0.0.1:${port}/`);
  if (benchRoot) console.log(`Serving ${benchRoot} at http://127.0.0.1:${port}/__bench/`);

  const stop = async () => {
    await app.close();
    await outbox.stop();
    store.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  return app;
}
