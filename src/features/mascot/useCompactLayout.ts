import { useMediaQuery } from '../../ui/useMediaQuery';

/**
 * Screens where the open card would cover too much of the page: phones, upright or on their
 * side. 30rem is `$bp-small` in src/styles/_tokens.scss (a unit test keeps the two equal).
 */
export const COMPACT_QUERY = '(max-width: 30rem), (max-height: 30rem)';

/** True on a phone-sized screen: the guide folds into a small cat button there. */
export function useCompactLayout(): boolean {
  return useMediaQuery(COMPACT_QUERY);
}
