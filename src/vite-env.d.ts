/// <reference types="vite/client" />

/** The year the site was built, replaced at build time (see vite.config.ts). */
declare const __BUILD_YEAR__: number;
