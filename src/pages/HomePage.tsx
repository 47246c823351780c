import i18next from 'i18next';
import { HeroSection } from '../sections/HeroSection';
import { loadLanguage } from '../i18n/loading';
import { loadRestOfText } from '../i18n/localeLoaders';
import { island } from '../hydration/Island';
import { loadOnce } from '../hydration/loadOnce';
import { ClientOnly } from '../hydration/ClientOnly';
import { FUN_FACTS, funFactValues } from '../content/funFacts';
import { formatAhead } from '../i18n/format';
import { useLanguage } from '../i18n/useLanguage';
import { useLoaded } from '../hydration/useLoaded';
import { untilLoaded } from '../hydration/untilLoaded';

// Below the hero (and the floating like button): in the prerendered HTML, hydrated just after
// the page is live, when its code and the rest of the home text (and the text of its share
// button) have arrived (src/hydration/Island.tsx). A tap on it before then is held and replayed.
const rest = island('home', async () => {
  const [module] = await Promise.all([
    import('./HomeRest'),
    loadRestOfText(i18next, 'home'),
    import('../features/share/shareText').then((share) => share.loadShareText()),
  ]);
  return module.HomeRest;
});

/** Called before a client-side navigation shows the home page (src/pages/pageLoading.ts). */
export const preloadHomePage = rest.preload;

// The cat is a companion, not content: its code and its text arrive after the page is
// interactive, side by side, so they cost nothing on the way to first paint or hydration.
const loadMascot = loadOnce(async () => {
  const [module, text] = await Promise.all([
    import('../features/mascot/MascotWidget'),
    loadLanguage(i18next, i18next.language, ['mascot']),
  ]);
  if (!text) throw new Error('The cat’s text could not be loaded');
  return module.MascotWidget;
});

// Nobody asked for the cat, so a failed download says nothing: the page stays as it is, and
// the cat tries again whenever the browser is back online.
const loadMascotSomeday = () => untilLoaded(loadMascot, 0);

function LateMascot() {
  const { value: MascotWidget } = useLoaded(loadMascotSomeday, true);
  return MascotWidget ? <MascotWidget /> : null;
}

/**
 * One long page with anchored sections, in the spec's order. The hero, with the tour, hydrates
 * with the page; the rest just after.
 */
export function HomePage() {
  const language = useLanguage();
  // The figures of the cat's fun facts, listed with the page: the cat arrives after hydration
  // and a pat makes no number formatter.
  formatAhead(() => FUN_FACTS.forEach((fact) => funFactValues(fact, language)));
  return (
    <>
      <HeroSection />
      <rest.Island />
      <ClientOnly>
        <LateMascot />
      </ClientOnly>
    </>
  );
}
