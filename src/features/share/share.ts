import { copyText } from '../../ui/copyText';

/** What the share button hands on: the page's title, its description and its address. */
export interface Shared {
  title: string;
  text: string;
  url: string;
}

/**
 * What a tap on Share came to: shared through the phone's own share sheet, cancelled there
 * (nothing to say), copied to the clipboard, or neither (the page shows the link to copy).
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'manual';

/**
 * The page as it is now: its title and description (the shell keeps both in the page's
 * language, src/shell/AppShell.tsx), and its address in that language (`/hi/brochure`), without a
 * `#section` or query.
 */
export function currentPage(): Shared {
  return {
    title: document.title,
    text: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
    url: location.origin + location.pathname,
  };
}

type Sharing = Partial<Pick<Navigator, 'share' | 'canShare'>>;

/**
 * Shares `page` through the Web Share API where the browser has it (a phone's share sheet:
 * WhatsApp, messages, e-mail), else copies its address. Call it from the tap itself: both
 * need the tap in hand.
 */
export async function sharePage(
  page: Shared,
  browser: Sharing = navigator,
  copy: (text: string) => Promise<boolean> = copyText,
): Promise<ShareOutcome> {
  if (browser.share && (browser.canShare?.(page) ?? true)) {
    try {
      await browser.share(page);
      return 'shared';
    } catch (error) {
      // The parent closed the share sheet: nothing went wrong, so nothing to say.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
      // Refused (a policy, no tap in hand) or failed: the clipboard still serves.
    }
  }
  return (await copy(page.url)) ? 'copied' : 'manual';
}
