import styles from './ConnectionNotice.module.scss';

/**
 * Says that something could not be downloaded, with a button to try again when there is one.
 * Put it inside a live region (`role="status"`) that is on the page before it, so a screen
 * reader announces it when it appears.
 */
export function ConnectionNotice(props: {
  message: string;
  retryLabel?: string;
  onRetry?: () => void;
}) {
  const { message, retryLabel, onRetry } = props;
  return (
    <p className={styles.notice}>
      {message}
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </p>
  );
}
