import type { ParseKeys } from 'i18next';
import type { Namespace } from './namespaces';

/**
 * A key of one namespace, checked against the English file: content modules hold these
 * instead of text, so a misspelt key is a type error, not a blank on the page.
 */
export type TranslationKey<NS extends Namespace> = ParseKeys<NS>;

/** An item's id as the name its keys use: `'student-council'` → `'studentCouncil'`. */
export type KeyName<Id extends string> = Id extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<KeyName<Tail>>}`
  : Id;

export function keyName<const Id extends string>(id: Id): KeyName<Id> {
  return id.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase()) as KeyName<Id>;
}

/**
 * The one key of an item, `${prefix}.${name}`: `itemKey('gallery', 'computer-lab')` is
 * `'gallery.computerLab'`. Its type is that exact key, so a list that `satisfies` an interface
 * of `TranslationKey` fields fails the type check when the English file lacks it.
 */
export function itemKey<const Prefix extends string, const Id extends string>(
  prefix: Prefix,
  id: Id,
): `${Prefix}.${KeyName<Id>}` {
  return `${prefix}.${keyName(id)}`;
}

/**
 * The keys of an item's text, one per field, `${prefix}.${name}.${field}` as `${field}Key`:
 * `itemKeys('clubs', 'student-council', ['title'])` is
 * `{ titleKey: 'clubs.studentCouncil.title' }`, typed as exactly that (see `itemKey`).
 */
export function itemKeys<
  const Prefix extends string,
  const Id extends string,
  const Field extends string,
>(
  prefix: Prefix,
  id: Id,
  fields: readonly Field[],
): { [F in Field as `${F}Key`]: `${Prefix}.${KeyName<Id>}.${F}` } {
  const name = keyName(id);
  return Object.fromEntries(
    fields.map((field) => [`${field}Key`, `${prefix}.${name}.${field}`]),
  ) as { [F in Field as `${F}Key`]: `${Prefix}.${KeyName<Id>}.${F}` };
}
