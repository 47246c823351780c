import { Fragment, type ReactNode } from 'react';

const PLACEHOLDER = /\{\{(\w+)\}\}/;

/**
 * Puts React elements where a translated sentence has its placeholders, so each language
 * keeps its own word order around them: `"{{from}} से {{to}} तक"` with `<time>` elements for
 * `from` and `to`. Pass the sentence as `t(key, { from: '{{from}}', to: '{{to}}' })`: i18next
 * does not interpolate a value's own braces again, so the placeholders come back as written.
 */
export function withElements(sentence: string, elements: Record<string, ReactNode>): ReactNode {
  const parts = sentence.split(PLACEHOLDER);
  return parts.map((part, index) =>
    // split() with a capturing group puts each placeholder's name at the odd positions.
    index % 2 === 1 ? <Fragment key={index}>{elements[part] ?? `{{${part}}}`}</Fragment> : part,
  );
}

/** The interpolation values that hand `names` back as placeholders, for `withElements`. */
export function placeholdersFor<Name extends string>(...names: Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, `{{${name}}}`])) as Record<Name, string>;
}
