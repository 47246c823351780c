/*
 * The client entry. The page arrives prerendered, with a `modulepreload` link in its head for
 * every chunk its hydration needs (its code and its text: scripts/build/prerender.mjs), so the
 * browser asks for all of them as the HTML arrives, side by side, and nothing waits for a
 * second round trip. This small module starts the app once they are here.
 */

import { holdEarlyTaps } from './boot/earlyTaps';
import { nameInlinedStyles } from './boot/inlinedStyles';
import { smoothScrollOnceTouched } from './boot/smoothScroll';
import { untilLoaded } from './hydration/untilLoaded';
import { OFFER_BLOCK_ID, offerLanguage } from './features/language-switcher/offer';
import { readDataBlock } from './prerender/dataBlock';

nameInlinedStyles(document);
holdEarlyTaps();
smoothScrollOnceTouched();
// On an English page, the offer to read it in the browser's language comes with the page.
offerLanguage(readDataBlock(OFFER_BLOCK_ID));
// What hydration needs and cannot download (its code, the page's code or text) is asked for
// again; until then the page stays as prerendered: it reads, its links work.
void untilLoaded(async () => {
  const { start } = await import('./boot/hydrate');
  await start();
});
