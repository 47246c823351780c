import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styles from './Tabs.module.scss';

export interface Tab<Id extends string> {
  id: Id;
  /** What the tab shows (its accessible name). */
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs after the WAI-ARIA Authoring Practices: a `tablist` of `tab` buttons, each controlling
 * a `tabpanel`. Only the selected tab is in the Tab order; the arrow keys move between tabs
 * (wrapping round), Home and End go to the first and last, and moving selects (the panels are
 * already in the page, so there is nothing to wait for). Panels are not focusable themselves:
 * each holds focusable content. Every panel is rendered, the others
 * `hidden`, so the prerendered page holds all of them.
 *
 * Each tab is a link to its panel (`#<panel id>`): before the script has run, or when it never
 * arrives, the link shows its panel by `:target` (Tabs.module.scss); with script a click selects
 * the tab instead. Without script at all (`scripting: none`) every panel is shown, one after
 * another, and the tabs are links to each.
 */
export function Tabs<Id extends string>(props: {
  label: string;
  /** Prefix of the tab and panel element ids, unique on the page. */
  idPrefix: string;
  tabs: readonly Tab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const { label, idPrefix, tabs, selected, onSelect } = props;
  const links = useRef(new Map<Id, HTMLAnchorElement>());
  const tabId = (id: Id) => `${idPrefix}-tab-${id}`;
  const panelId = (id: Id) => `${idPrefix}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    links.current.get(next.id)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <a
              key={tab.id}
              ref={(element) => {
                if (element) links.current.set(tab.id, element);
                else links.current.delete(tab.id);
              }}
              href={`#${panelId(tab.id)}`}
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                event.preventDefault();
                onSelect(tab.id);
              }}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
