import { HeroSection } from '../sections/HeroSection';
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
import { MascotWidget } from '../features/mascot/MascotWidget';

/** One long page with anchored sections, in the spec's order. */
export function HomePage() {
  return (
    <>
      <HeroSection />
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
      <MascotWidget />
    </>
  );
}
