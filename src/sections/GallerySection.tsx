import { useTranslation } from 'react-i18next';
import { Gallery } from '../features/gallery/Gallery';
import { IntroSection } from './IntroSection';

export function GallerySection() {
  const { t } = useTranslation('home');
  return (
    <IntroSection id="gallery" title={t('gallery.title')} intro={t('gallery.intro')}>
      <Gallery />
    </IntroSection>
  );
}
