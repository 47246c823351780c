import { lazy, Suspense } from 'react';
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
import { useHydrated } from '../ui/useHydrated';

// The cat is a companion, not content: it arrives after the page is interactive, in its own
// chunk, so it costs nothing on the way to first paint or hydration.
const MascotWidget = lazy(async () => ({
  default: (await import('../features/mascot/MascotWidget')).MascotWidget,
}));

/** One long page with anchored sections, in the spec's order. */
export function HomePage() {
  const hydrated = useHydrated();
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
      {hydrated && (
        <Suspense fallback={null}>
          <MascotWidget />
        </Suspense>
      )}
    </>
  );
}
