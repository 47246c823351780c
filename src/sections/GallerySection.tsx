import { useTranslation } from 'react-i18next';
import { Gallery } from '../features/gallery/Gallery';
import { Section } from './Section';

export function GallerySection() {
  const { t } = useTranslation('home');
  return (
    <Section id="gallery" title={t('gallery.title')} intro={t('gallery.intro')}>
      <Gallery />
    </Section>
  );
}
