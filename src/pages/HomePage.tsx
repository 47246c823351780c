import { lazy, Suspense, useEffect } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { HeroSection } from '../sections/HeroSection';
import { loadRestOfText } from '../i18n/localeLoaders';
import { laterPart } from '../ui/LaterPart';
import { useHydrated } from '../ui/useHydrated';

// Below the hero (and the floating like button): in the prerendered HTML, hydrated just after
// the page is live, when its code and the rest of the home text have arrived
// (src/ui/LaterPart.tsx). A tap on it before then is held and replayed.
const rest = laterPart('home', async () => {
  const [module] = await Promise.all([import('./HomeRest'), loadRestOfText(i18next, 'home')]);
  return module.HomeRest;
});

/** Called by the route before a client-side navigation shows the home page. */
export const preloadHomePage = rest.preload;

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

/**
 * One long page with anchored sections, in the spec's order. The hero, with the tour, hydrates
 * with the page; the rest just after.
 */
export function HomePage() {
  const hydrated = useHydrated();
  return (
    <>
      <HeroSection />
      <rest.LaterPart />
      {hydrated && <LateMascot />}
    </>
  );
}
