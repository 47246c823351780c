/**
 * The stages of school, in order, with the grades each covers (preschool has none). The
 * academics page shows one tab per level; its ids are also the `?level=` values of shared links.
 */
export const LEVEL_IDS = ['preschool', 'primary', 'secondary', 'ibdp'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];

export const DEFAULT_LEVEL: LevelId = 'preschool';

export interface GradeRange {
  from: number;
  to: number;
}

export const LEVEL_GRADES = {
  preschool: null,
  primary: { from: 1, to: 5 },
  secondary: { from: 6, to: 10 },
  ibdp: { from: 11, to: 12 },
} as const satisfies Record<LevelId, GradeRange | null>;

export function isLevelId(value: unknown): value is LevelId {
  return typeof value === 'string' && (LEVEL_IDS as readonly string[]).includes(value);
}

/** The level a `?level=` value names; anything else (missing, misspelt) is the default. */
export function parseLevel(value: string | null): LevelId {
  return isLevelId(value) ? value : DEFAULT_LEVEL;
}
