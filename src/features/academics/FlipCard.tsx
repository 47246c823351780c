import styles from './FlipCard.module.scss';

/**
 * A card that turns over to show its description. It is one toggle button: `aria-pressed`
 * tells whether it is turned over. Once the cards are live, the face out of sight is hidden
 * from screen readers too (in CSS: FlipCard.module.scss), so the button's name is what a
 * sighted reader sees; before that, and without script, both faces are read.
 */
export function FlipCard(props: {
  emoji: string;
  title: string;
  description: string;
  hint: string;
  flipped: boolean;
  onToggle: () => void;
}) {
  const { emoji, title, description, hint, flipped, onToggle } = props;
  return (
    <button
      type="button"
      className={styles.card}
      aria-pressed={flipped}
      data-flipped={flipped}
      onClick={onToggle}
    >
      <span className={styles.inner}>
        <span className={styles.front}>
          <span className={styles.emoji} aria-hidden="true">
            {emoji}
          </span>
          <span className={styles.title}>{title}</span>
          <span className={styles.hint} aria-hidden="true">
            {hint}
          </span>
        </span>
        <span className={styles.back}>
          <span className={styles.backTitle}>{title}</span>
          <span className={styles.description}>{description}</span>
        </span>
      </span>
    </button>
  );
}
