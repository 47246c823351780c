// @ts-check
// Writes each host's configuration from the policy (deploy/policy.mjs). Pure functions. The
// files that do not change with the build are committed (deploy/nginx/site.conf,
// public/_redirects) so a host's admin can read them; `npm run deploy:config` rewrites them and
// a unit test fails when one drifts from the policy. The Content-Security-Policy lists the
// hashes of the built pages' styles, so the build writes it into dist/ (scripts/build/policy.mjs):
// `_headers` for the static hosts, and an nginx file that site.conf includes.
import {
  CONTENT_SECURITY_POLICY_WHY,
  IMMUTABLE,
  IMMUTABLE_PREFIXES,
  notFoundPage,
  PREFIXED_LANGUAGES,
  REDIRECTS,
  OTHER_SECURITY_HEADERS,
  REVALIDATE,
  securityHeaders,
} from './policy.mjs';
import { ENQUIRIES_PATH } from '../src/config/enquiries.mjs';

const GENERATED =
  'Generated from deploy/policy.mjs by `npm run deploy:config`: edit the policy, not this file.';

/** The values a host's admin sets in the nginx config; the CI run replaces them too. */
export const NGINX_DEFAULTS = {
  serverName: 'ghatkopar-international.school.example',
  root: '/srv/ghatkopar-international/dist',
  certificate: '/etc/ssl/certs/ghatkopar-international.pem',
  certificateKey: '/etc/ssl/private/ghatkopar-international.key',
  /** Where the enquiries service listens (deploy/systemd's unit: scripts/serve/serve.mjs, PORT). */
  service: '127.0.0.1:4173',
};

/** The enquiries service's body limit (enquiryRules.mjs). */
const BODY_LIMIT = '128k';

/** nginx quoting for a header value. */
const quoted = (/** @type {string} */ value) => `"${value.replaceAll('"', '\\"')}"`;

/** The build's nginx file with its Content-Security-Policy, in dist/ beside the pages. */
export const BUILT_POLICY_FILE = 'content-security-policy.conf';

/**
 * The security headers as `add_header … always;` lines (`always`: on errors and redirects
 * too); the Content-Security-Policy's line is in the build's file, included.
 */
function nginxHeaders(/** @type {string} */ indent, { sitePolicy = true } = {}) {
  return [
    ...(sitePolicy
      ? [
          `${indent}# ${CONTENT_SECURITY_POLICY_WHY}: written by the build, with its pages' style hashes`,
          `${indent}include ${NGINX_DEFAULTS.root}/${BUILT_POLICY_FILE};`,
        ]
      : []),
    ...OTHER_SECURITY_HEADERS.map(
      ([name, value, why]) =>
        `${indent}# ${why}\n${indent}add_header ${name} ${quoted(value)} always;`,
    ),
  ].join('\n');
}

/** A complete nginx server configuration: HTTP redirecting to HTTPS, and the site on HTTPS. */
export function nginxSite() {
  const { serverName, root, certificate, certificateKey } = NGINX_DEFAULTS;
  const languageLocations = PREFIXED_LANGUAGES.map(
    (language) => `
    location /${language}/ {
        error_page 404 ${notFoundPage(`/${language}/`)};
        try_files $uri $uri/index.html =404;
    }`,
  ).join('\n');
  const redirects = REDIRECTS.map(
    ([from, to]) => `    location = ${from} {\n        return 301 ${to}$is_args$args;\n    }`,
  ).join('\n');
  const immutable = IMMUTABLE_PREFIXES.map(
    (prefix) => `
    # Named by content hash: never changes. (An add_header here drops the server's, so the
    # security headers are repeated.)
    location ${prefix} {
${nginxHeaders('        ')}
        add_header Cache-Control ${quoted(IMMUTABLE)} always;
        try_files $uri =404;
    }`,
  ).join('\n');
  const enquiries = `
    # The enquiries service (server/; deploy/systemd/school-site.service runs it): a parent's
    # question from the contact form. 128 KiB holds 10,000 Devanagari letters form-encoded;
    # beyond it, the "too long" page in the language the form was in (?lang=), status 413.
    location = ${ENQUIRIES_PATH} {
        client_max_body_size ${BODY_LIMIT};
        error_page 413 $enquiry_language/enquiry/too-large/;
        proxy_pass http://${NGINX_DEFAULTS.service};
        proxy_http_version 1.1;
        proxy_set_header Host $host;
        # Set, not appended: the service believes this header from nginx alone (127.0.0.1), so a
        # parent cannot make it up.
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
        # The service sends the same headers itself: only nginx's are kept, once each.
${securityHeaders('')
  .map(([name]) => `        proxy_hide_header ${name};`)
  .join('\n')}
        proxy_hide_header Cache-Control;
${nginxHeaders('        ')}
        add_header Cache-Control "no-store" always;
    }

    # The admissions office's inbox (server/office/): the service sends its own policy (no
    # script at all), no-store and noindex; nginx adds the other security headers, once.
    location ^~ /office/ {
        client_max_body_size 16k;
        proxy_pass http://${NGINX_DEFAULTS.service};
        proxy_http_version 1.1;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
${OTHER_SECURITY_HEADERS.map(([name]) => `        proxy_hide_header ${name};`).join('\n')}
${nginxHeaders('        ', { sitePolicy: false })}
    }

    # Its health, for the machine's own monitoring only.
    location = /health {
        allow 127.0.0.1;
        deny all;
        proxy_pass http://${NGINX_DEFAULTS.service};
    }`;
  return `# ${GENERATED}
#
# The site on nginx 1.22 or later (Debian 12's): include this file in the http block of nginx.conf (with
# mime.types) and set the four lines marked "yours" (the root's folder is named in the include
# lines too). brotli_static needs Debian's libnginx-mod-http-brotli-static (nginx-light lacks
# it); without it, delete that line and gzip_static still sends the build's .gz files.
# The Content-Security-Policy comes from the build (dist/${BUILT_POLICY_FILE}: it lists the
# hashes of the pages' styles): after each deploy, reload nginx (nginx -s reload) so it reads
# the new one.

# The language of a form posted to the enquiries service, for its "too long" page.
map $arg_lang $enquiry_language {
    default "";
${PREFIXED_LANGUAGES.map((language) => `    ${language} /${language};`).join('\n')}
}

# HTTP: every request moves to the same URL on HTTPS.
server {
    listen 80;
    listen [::]:80;
    server_name ${serverName}; # yours
    server_tokens off;

${nginxHeaders('    ')}
    return 301 https://$host$request_uri;
}

server {
    # (nginx 1.25.1 and later prefer a separate "http2 on;", and accept this with a warning.)
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name ${serverName}; # yours

    ssl_certificate ${certificate}; # yours
    ssl_certificate_key ${certificateKey}; # yours
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_prefer_server_ciphers off;
    ssl_session_cache shared:site_tls:10m;
    ssl_session_timeout 1d;
    ssl_session_tickets off;

    # The built site (npm run build writes dist/).
    root ${root}; # yours

    server_tokens off;
    charset utf-8;
    charset_types text/css text/plain text/xml application/javascript application/json image/svg+xml;
    # Redirects name a path, not a host and port (right behind a proxy too).
    absolute_redirect off;
    # The build writes .br and .gz beside every text file (scripts/build/compress.mjs).
    brotli_static on;
    gzip_static on;
    gzip_vary on;
    # ETag and Last-Modified (nginx's defaults) make a revalidation a 304 without a body.
    etag on;

${nginxHeaders('    ')}
    # Pages, pictures, the manifest, PDFs: kept, but checked with the server before each use.
    add_header Cache-Control ${quoted(REVALIDATE)} always;

    # An encoded slash or backslash is in none of our paths, and "..%2F" must not climb out of
    # a language's folder: 404.
    if ($request_uri ~* "%2f|%5c") {
        return 404;
    }

    # Anything unknown: the English 404 page, with status 404 (each language's below).
    error_page 404 ${notFoundPage('/')};
${immutable}

    location = /manifest.webmanifest {
        default_type application/manifest+json;
    }

    # A language's home without its slash goes to the page.
${redirects}
${enquiries}

    # Each language's pages, and its own 404 page (with status 404) for anything unknown.${languageLocations}

    location / {
        try_files $uri $uri/index.html =404;
    }
}
`;
}

/**
 * Netlify's and Cloudflare Pages' `_headers`, which the build writes into dist/ with its
 * policy. One `/*` rule carries every header: Cloudflare Pages joins the values of several
 * matching rules with a comma, which would make two policies of one.
 * @param {string} policy the build's Content-Security-Policy
 */
export function staticHostHeaders(policy) {
  return `# Written by the build (scripts/build/policy.mjs) from deploy/policy.mjs and the pages' styles.
# Netlify and Cloudflare Pages. Both revalidate pages by ETag by default
# ("max-age=0, must-revalidate"), so only the hashed files get a Cache-Control of their own
# (a second Cache-Control on /* would be joined to theirs).
/*
${securityHeaders(policy)
  .map(([name, value]) => `  ${name}: ${value}`)
  .join('\n')}
${IMMUTABLE_PREFIXES.map((prefix) => `\n${prefix}*\n  Cache-Control: ${IMMUTABLE}`).join('\n')}
`;
}

/**
 * The nginx file site.conf includes in each block that sets headers: the build's policy.
 * @param {string} policy the build's Content-Security-Policy
 */
export function nginxPolicy(policy) {
  return `# Written by the build (scripts/build/policy.mjs): the Content-Security-Policy of this build's pages,
# with their styles' hashes. deploy/nginx/site.conf includes it; reload nginx after a deploy.
add_header Content-Security-Policy ${quoted(policy)} always;
`;
}

/** The policy in a file `nginxPolicy` wrote, or null. */
export function policyOfNginxFile(/** @type {string} */ text) {
  const value = /^add_header Content-Security-Policy "((?:[^"\\]|\\.)*)" always;$/m.exec(text)?.[1];
  return value === undefined ? null : value.replaceAll('\\"', '"');
}

/**
 * The files the build writes into dist/ for a policy, by their path in dist/.
 * @param {string} policy
 */
export function builtPolicyFiles(policy) {
  return { _headers: staticHostHeaders(policy), [BUILT_POLICY_FILE]: nginxPolicy(policy) };
}

/** Netlify's and Cloudflare Pages' `_redirects` (written into dist/ from public/). */
export function staticHostRedirects() {
  return `# ${GENERATED}
# A language's home without its slash goes to the page.
${REDIRECTS.map(([from, to]) => `${from}  ${to}  301!`).join('\n')}
# Unknown paths get their language's 404 page with status 404 (Netlify; Cloudflare Pages
# finds the nearest 404.html by itself and skips these lines).
${PREFIXED_LANGUAGES.map((language) => `/${language}/*  ${notFoundPage(`/${language}/`)}  404`).join('\n')}
/*  ${notFoundPage('/')}  404
`;
}

/**
 * The systemd unit that runs the site's server and enquiries service (scripts/serve/serve.mjs) behind
 * nginx, from the checkout whose dist/ nginx serves: restarted when it stops, with its database
 * in systemd's state directory and its secrets (SMTP_URL) in a file only root reads.
 */
export function systemdUnit() {
  const checkout = NGINX_DEFAULTS.root.replace(/\/dist$/, '');
  const port = NGINX_DEFAULTS.service.split(':')[1];
  return `# ${GENERATED}
#
# Install: copy to /etc/systemd/system/school-site.service, create the user (useradd --system
# school-site), put the settings in /etc/school-site/env (mode 600; docs/deploy.md lists them:
# SMTP_URL, ADMISSIONS_EMAIL, MAIL_FROM, ENQUIRY_RETENTION_DAYS), then
# systemctl enable --now school-site. The checkout path below is nginx's root without /dist.
[Unit]
Description=Ghatkopar International School website: enquiries service
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
User=school-site
WorkingDirectory=${checkout}
ExecStart=/usr/bin/node scripts/serve/serve.mjs
Environment=NODE_ENV=production
Environment=PORT=${port}
Environment=ENQUIRIES_DB=/var/lib/school-site/enquiries.sqlite
EnvironmentFile=/etc/school-site/env
StateDirectory=school-site
StateDirectoryMode=0700
Restart=always
RestartSec=2
# SIGTERM first: the service closes the database cleanly.
KillSignal=SIGTERM
TimeoutStopSec=10
NoNewPrivileges=true
ProtectSystem=strict
ProtectHome=true
PrivateTmp=true
PrivateDevices=true
ProtectKernelTunables=true
ProtectControlGroups=true
RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX
ReadWritePaths=/var/lib/school-site

[Install]
WantedBy=multi-user.target
`;
}

/** Every written file, by its path from the project's root. */
export function deployFiles() {
  return {
    'deploy/nginx/site.conf': nginxSite(),
    'deploy/systemd/school-site.service': systemdUnit(),
    'public/_redirects': staticHostRedirects(),
  };
}
