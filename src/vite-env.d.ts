/// <reference types="vite/client" />

/** The year the site was built, replaced at build time (see vite.config.ts). */
declare const __BUILD_YEAR__: number;

/** The site's origin, from SITE_ORIGIN at build time (see src/config/siteOrigin.ts). */
declare const __SITE_ORIGIN__: string;
