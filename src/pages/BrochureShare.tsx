import { ShareButton } from '../features/share/ShareButton';
import styles from './BrochurePage.module.scss';

/** The brochure page's Share link button, beside its download link (an island of the page). */
export function BrochureShare() {
  return <ShareButton className={styles.share} />;
}
