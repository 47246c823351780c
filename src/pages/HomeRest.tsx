import { AboutSection } from '../sections/AboutSection';
import { StudentLifeSection } from '../sections/StudentLifeSection';
import { CovidSection } from '../sections/CovidSection';
import { ClubsSection } from '../sections/ClubsSection';
import { AchievementsSection } from '../sections/AchievementsSection';
import { TestimonialsSection } from '../sections/TestimonialsSection';
import { GallerySection } from '../sections/GallerySection';
import { BrochureBanner } from '../sections/BrochureBanner';
import { ContactSection } from '../sections/ContactSection';
import { LikeButton } from '../features/like/LikeButton';
import './HomeRest.scss';

/**
 * The home page below its hero, in the spec's order, and the floating like button (see
 * HomePage.tsx).
 */
export function HomeRest() {
  return (
    <>
      <AboutSection />
      <StudentLifeSection />
      <CovidSection />
      <ClubsSection />
      <AchievementsSection />
      <TestimonialsSection />
      <GallerySection />
      <BrochureBanner />
      <ContactSection />
      <LikeButton />
    </>
  );
}
