/// <reference lib="webworker" />
// The contact form's messages that could not reach the school, kept until they can.
//
// The form sends a message with script as JSON (src/features/contact/EnquiryForm.tsx). When the
// school cannot be reached (no connection), or answers that it cannot take it now (429, a 5xx,
// nginx's 502 while the service restarts, a 2xx that is not the service's receipt: a Wi-Fi
// sign-in page), the worker keeps the request in Workbox's background-sync queue (IndexedDB)
// and answers the page 202 `EnquiryKept`; the page tells the parent it will go by itself.
//
// The kept messages are sent again, oldest first:
// - by Background Sync where the browser has it (Chromium), when it is back online;
// - when the worker starts, where it does not (Workbox's fallback: Firefox, Safari);
// - when a page of the site starts or the browser comes back online (`SEND_KEPT`, from
//   src/offline/client.ts), as Chromium's own retries are minutes apart.
// Only the service's receipt (a 2xx whose body has the enquiry's number) takes a message off the
// queue; anything else puts it back, first in line. Each message carries the client id the form
// made, unique in the service's table, so one that did arrive but whose answer was lost is
// stored once when it is sent again. Each open page is told of each message that arrived
// (`ENQUIRY_SENT`), so the one that sent it can say so.
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { ENQUIRIES_PATH } from '../../config/enquiries.mjs';
import type { EnquiryKept, EnquirySent } from '../protocol';
import { clientIdOf, notNow, receiptOf } from './delivery';

declare const self: ServiceWorkerGlobalScope;

/** How long a kept message waits for the school before it is given up: a week, in minutes. */
const KEEP_MINUTES = 7 * 24 * 60;
/** Seconds without an answer after which a send counts as not arrived (a train's weak signal). */
const SEND_TIMEOUT_SECONDS = 30;

/** Sends `request`; null when nothing answered in time. */
async function send(request: Request) {
  try {
    return await fetch(request, { signal: AbortSignal.timeout(SEND_TIMEOUT_SECONDS * 1000) });
  } catch {
    return null;
  }
}

/** Tells every open page of the site that a kept message has arrived. */
async function tellPages(message: EnquirySent) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

/** Sends the kept messages, oldest first; throws (so the browser tries again) on one not sent. */
async function sendKept(queue: Queue) {
  let entry: Awaited<ReturnType<Queue['shiftRequest']>>;
  while ((entry = await queue.shiftRequest())) {
    const response = await send(entry.request.clone());
    const id = response && (await receiptOf(response));
    if (id !== null) {
      const clientId = (entry.metadata as { clientId?: unknown } | undefined)?.clientId;
      if (typeof clientId === 'string') await tellPages({ type: 'ENQUIRY_SENT', clientId, id });
      continue;
    }
    if (!response || notNow(response)) {
      await queue.unshiftRequest(entry);
      throw new Error(`A kept enquiry was not taken (${response?.status ?? 'no answer'})`);
    }
    // Refused for what it says (400, 413, 422): the form checks by the service's own rules
    // before it sends, so only a message kept across a change of those rules gets here. Sending
    // it again would be refused again.
    console.warn(`A kept enquiry was refused (${response.status}) and is dropped`);
  }
}

/**
 * One sending at a time. An ask while one is under way (a page saying the connection is back
 * while the browser's own sync is still meeting the old failure) is not dropped: one more
 * sending follows that one, at once, rather than at the page's next ask 15 s later.
 */
let sending: Promise<void> | null = null;
let again: Promise<void> | null = null;
function sendKeptOnce(queue: Queue): Promise<void> {
  if (sending) {
    again ??= sending
      .catch(() => undefined)
      .then(() => {
        again = null;
        return sendKeptOnce(queue);
      });
    return again;
  }
  sending = sendKept(queue).finally(() => {
    sending = null;
  });
  return sending;
}

/** Whether the browser has Background Sync, which tries again when the sending throws. */
const hasSync = 'sync' in self.registration;

const queue = new Queue('enquiries', {
  maxRetentionTime: KEEP_MINUTES,
  // Without Background Sync, Workbox calls this as the worker starts, and nothing would catch
  // what it throws: a message not sent stays kept for the next start or page.
  onSync: ({ queue: kept }) =>
    hasSync ? sendKeptOnce(kept) : sendKeptOnce(kept).catch(() => undefined),
});

/** The page asked: send what is kept, for as long as `event` keeps the worker alive. */
export function sendKeptNow(event: ExtendableEvent) {
  event.waitUntil(sendKeptOnce(queue).catch(() => undefined));
}

const kept = (reason: EnquiryKept['reason']) =>
  new Response(JSON.stringify({ kept: true, reason } satisfies EnquiryKept), {
    status: 202,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });

// The form's message with script (JSON). A form posted without script is a page load the
// browser shows itself, and keeps the typed text when the parent goes back.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname === ENQUIRIES_PATH &&
    (request.headers.get('Content-Type') ?? '').startsWith('application/json'),
  async ({ request }) => {
    const toKeep = request.clone();
    const clientId = await clientIdOf(request.clone());
    const response = await send(request);
    if (response && ((await receiptOf(response)) !== null || !notNow(response))) return response;
    try {
      await queue.pushRequest({ request: toKeep, metadata: { clientId } });
    } catch {
      // Nowhere to keep it (storage turned off): the page hears what happened, as without us.
      return response ?? Response.error();
    }
    return kept(response ? 'service' : 'offline');
  },
  'POST',
);
