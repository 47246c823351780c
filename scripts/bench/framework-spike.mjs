// @ts-check
// Decision 1's spike (docs/decisions.md): the floor of React Router 7's framework mode, prerendered
// with no server, against this site's first load. `node scripts/bench/framework-spike.mjs`
// writes the smallest framework-mode app with this site's routes (/, /academics, /brochure under
// an optional language prefix, all nine prerendered, `ssr: false`) and its i18n stack (i18next,
// react-i18next, one string), installs the versions the site uses into a temporary folder (the
// npm registry must be reachable), builds it, and prints, for each prerendered page, the gzip
// bytes (level 9) of every script its HTML loads and how many inline scripts it carries. The
// site's own figure for the same pages is `npm run budget` (the same sum, with the site's text,
// sections and code). Nothing here is part of the site or its tests.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  '@react-router/dev': '7.18.4', // the newest 7.x of the build tool on the registry
  '@react-router/node': '7.18.5',
  vite: '8.3.8',
  i18next: '27',
  'react-i18next': '18',
  typescript: '6',
};

const page = (/** @type {string} */ id) => `import { useLoaderData } from 'react-router';
export async function clientLoader({ params }: { params: { lang?: string } }) {
  return { lang: params.lang ?? 'en', title: '${id}' };
}
export async function loader({ params }: { params: { lang?: string } }) {
  return { lang: params.lang ?? 'en', title: '${id}' };
}
export default function Page() {
  const data = useLoaderData() as { lang: string; title: string };
  return <main><h1>{data.title} {data.lang}</h1></main>;
}
`;

const FILES = {
  'package.json': JSON.stringify({ name: 'framework-spike', private: true, type: 'module' }),
  'vite.config.ts': `import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [reactRouter()] });
`,
  'react-router.config.ts': `import type { Config } from '@react-router/dev/config';
const pages = ['', 'academics', 'brochure'];
export default {
  ssr: false,
  async prerender() {
    return ['', 'hi', 'mr'].flatMap((lng) => pages.map((p) => '/' + [lng, p].filter(Boolean).join('/')));
  },
} satisfies Config;
`,
  'app/routes.ts': `import { type RouteConfig, route } from '@react-router/dev/routes';
export default [
  route(':lang?', 'routes/home.tsx', { id: 'home' }),
  route(':lang?/academics', 'routes/academics.tsx', { id: 'academics' }),
  route(':lang?/brochure', 'routes/brochure.tsx', { id: 'brochure' }),
] satisfies RouteConfig;
`,
  'app/root.tsx': `import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { common: { hi: 'Hello' } } }, defaultNS: 'common' });
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head><meta charSet="utf-8" /><Meta /><Links /></head>
      <body>{children}<ScrollRestoration /><Scripts /></body>
    </html>
  );
}
export default function App() {
  const { t } = useTranslation();
  return <><p>{t('hi')}</p><Outlet /></>;
}
`,
  'app/routes/home.tsx': page('home'),
  'app/routes/academics.tsx': page('academics'),
  'app/routes/brochure.tsx': page('brochure'),
};

const dir = await mkdtemp(join(tmpdir(), 'framework-spike-'));
try {
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  const packages = Object.entries(VERSIONS).map(([name, version]) => `${name}@${version}`);
  execFileSync('npm', ['install', '--silent', '--no-audit', '--no-fund', ...packages], {
    cwd: dir,
    stdio: 'inherit',
  });
  execFileSync('npx', ['react-router', 'build'], { cwd: dir, stdio: 'ignore' });
  const client = join(dir, 'build', 'client');
  console.log('page                       first-load JS gzip KB   inline scripts');
  for (const entry of await readdir(client, { recursive: true })) {
    if (!entry.endsWith('index.html')) continue;
    const html = await readFile(join(client, entry), 'utf8');
    const scripts = [...html.matchAll(/href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
    let bytes = 0;
    for (const script of scripts) {
      bytes += gzipSync(await readFile(join(client, script)), { level: 9 }).length;
    }
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].length;
    console.log(
      `${entry.padEnd(27)}${(bytes / 1024).toFixed(1).padStart(8)}${String(inline).padStart(20)}`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
