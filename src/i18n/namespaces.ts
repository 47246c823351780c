import type common from '../../locales/en/common.json';
import type errors from '../../locales/en/errors.json';
import type home from '../../locales/en/home.json';
import type academics from '../../locales/en/academics.json';
import type brochure from '../../locales/en/brochure.json';
import type tour from '../../locales/en/tour.json';
import type mascot from '../../locales/en/mascot.json';
import type offline from '../../locales/en/offline.json';
import type share from '../../locales/en/share.json';

/**
 * Every namespace, typed from the English files: English is the source language, and
 * `npm run i18n:check` guarantees that Hindi and Marathi have exactly the same keys.
 */
export interface Resources {
  common: typeof common;
  errors: typeof errors;
  home: typeof home;
  academics: typeof academics;
  brochure: typeof brochure;
  tour: typeof tour;
  mascot: typeof mascot;
  offline: typeof offline;
  share: typeof share;
}

export type Namespace = keyof Resources;

export const NAMESPACES = [
  'common',
  'errors',
  'home',
  'academics',
  'brochure',
  'tour',
  'mascot',
  'offline',
  'share',
] as const satisfies readonly Namespace[];

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
