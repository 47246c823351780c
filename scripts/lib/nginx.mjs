// @ts-check
// Exports startNginx(): serves dist/ with the shipped nginx config (deploy/nginx/site.conf)
// from a real nginx on 127.0.0.1, HTTP on 80 and HTTPS on 443 with a certificate from a
// throwaway certificate authority made for the run, as its own process (stopped by its pid).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_DEFAULTS } from '../../deploy/render.mjs';
import { root } from './site.mjs';

export const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';

/** Replaces `from` by `to` in `text`, failing if `from` is not there (the shipped file changed). */
function replaceOnce(
  /** @type {string} */ text,
  /** @type {string} */ from,
  /** @type {string} */ to,
) {
  if (!text.includes(from)) throw new Error(`deploy/nginx/site.conf no longer has "${from}"`);
  return text.replaceAll(from, to);
}

/** Makes a certificate authority and a certificate it signs for `host` and 127.0.0.1. */
function makeCertificates(/** @type {string} */ dir, /** @type {string} */ host) {
  const openssl = (/** @type {string[]} */ args) =>
    execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl([
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Throwaway test CA',
  ]);
  openssl(['req', ...ec, '-keyout', 'site.key', '-out', 'site.csr', '-subj', `/CN=${host}`]);
  const extensions = join(dir, 'site.ext');
  return writeFile(
    extensions,
    [
      `subjectAltName=DNS:${host},IP:127.0.0.1`,
      'basicConstraints=CA:FALSE',
      'keyUsage=digitalSignature',
      'extendedKeyUsage=serverAuth',
    ].join('\n'),
  ).then(() =>
    openssl([
      'x509',
      '-req',
      '-in',
      'site.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'site.pem',
      '-days',
      '2',
      '-extfile',
      extensions,
    ]),
  );
}

/** Resolves once something listens on 127.0.0.1:`port`. */
async function waitForPort(/** @type {number} */ port, /** @type {() => string | null} */ failed) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const problem = failed();
    if (problem) throw new Error(problem);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on port ${port}`);
}

/**
 * Starts nginx on 127.0.0.1:80 and :443 for `host` (which must resolve to 127.0.0.1).
 * `extra` adds directories beside the site's files, URL path → directory (the benchmark's own
 * pages: `{ __bench: … }` serves them under /__bench/).
 * `service` is where the enquiries service listens (`127.0.0.1:port`), for its proxied paths.
 * @param {{ host?: string; extra?: Record<string, string>; service?: string }} [options]
 */
export async function startNginx({
  host = 'localhost',
  extra = {},
  service = NGINX_DEFAULTS.service,
} = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'site-nginx-'));
  // nginx's workers drop root (to www-data): they read a copy of dist/ in a directory they may
  // enter, as on a real server, not the checkout (which may sit in a private directory).
  await chmod(dir, 0o755);
  const site = join(dir, 'site');
  await cp(join(root, 'dist'), site, { recursive: true });
  for (const [path, source] of Object.entries(extra)) {
    await cp(source, join(site, path), { recursive: true });
  }
  await makeCertificates(dir, host);
  let config = await readFile(join(root, 'deploy', 'nginx', 'site.conf'), 'utf8');
  config = replaceOnce(config, '    listen [::]:80;\n', '');
  config = replaceOnce(config, '    listen [::]:443 ssl http2;\n', '');
  config = replaceOnce(config, 'listen 80;', 'listen 127.0.0.1:80;');
  config = replaceOnce(config, 'listen 443 ssl http2;', 'listen 127.0.0.1:443 ssl http2;');
  config = replaceOnce(config, `server_name ${NGINX_DEFAULTS.serverName};`, `server_name ${host};`);
  config = replaceOnce(config, `root ${NGINX_DEFAULTS.root};`, `root ${site};`);
  config = replaceOnce(config, `http://${NGINX_DEFAULTS.service};`, `http://${service};`);
  // The build's Content-Security-Policy, included from the built site in each block.
  config = config.replaceAll(`include ${NGINX_DEFAULTS.root}/`, `include ${site}/`);
  config = replaceOnce(
    config,
    `ssl_certificate ${NGINX_DEFAULTS.certificate};`,
    `ssl_certificate ${join(dir, 'site.pem')};`,
  );
  config = replaceOnce(
    config,
    `ssl_certificate_key ${NGINX_DEFAULTS.certificateKey};`,
    `ssl_certificate_key ${join(dir, 'site.key')};`,
  );
  if (!existsSync(BROTLI_MODULE))
    throw new Error(
      `nginx's brotli_static module is missing (${BROTLI_MODULE}): install libnginx-mod-http-brotli-static`,
    );
  await writeFile(join(dir, 'site.conf'), config);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  await writeFile(
    join(dir, 'nginx.conf'),
    `load_module ${BROTLI_MODULE};
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events {
    worker_connections 1024;
}
http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
    access_log ${join(dir, 'access.log')};
${temp}
    include ${join(dir, 'site.conf')};
}
`,
  );
  execFileSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'pipe' });
  const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr.on('data', (chunk) => (stderr += chunk));
  /** @type {string | null} */
  let exited = null;
  nginx.once('exit', (code) => (exited = `nginx exited (${code}): ${stderr.trim()}`));
  await waitForPort(80, () => exited);
  await waitForPort(443, () => exited);
  return {
    origin: `https://${host}`,
    host,
    caFile: join(dir, 'ca.pem'),
    errorLog: join(dir, 'error.log'),
    async stop() {
      if (nginx.exitCode === null) {
        const gone = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGQUIT');
        await gone;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
