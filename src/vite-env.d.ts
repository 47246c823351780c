/// <reference types="vite/client" />

/** The year the site was built, replaced at build time (see vite.config.ts). */
declare const __BUILD_YEAR__: number;

/** The site's origin, from SITE_ORIGIN at build time (see src/config/siteOrigin.ts). */
declare const __SITE_ORIGIN__: string;

/**
 * The pages of each script that has a web font, as a selector list (`{ Deva: ':lang(hi),
 * :lang(mr)' }`), written at build time from the registry (locales/languages.mjs).
 */
declare const __WEB_FONT_PAGES__: Record<string, string>;
