import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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

// The cat is a companion, not content: its code and its text arrive after the page is
// interactive, side by side, so they cost nothing on the way to first paint or hydration.
const loadMascot = () => import('../features/mascot/MascotWidget');
const MascotWidget = lazy(async () => ({ default: (await loadMascot()).MascotWidget }));

function LateMascot() {
  // Asking for the namespace loads it (in the page's language); the widget shows once it has.
  const { ready } = useTranslation('mascot');
  useEffect(() => {
    void loadMascot().catch(() => undefined);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <MascotWidget />
    </Suspense>
  );
}

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
      {hydrated && <LateMascot />}
    </>
  );
}
