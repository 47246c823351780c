// The page's side of the contact form's kept messages (src/offline/worker/enquiryQueue.ts).
import type { FromWorker, SendKept } from './protocol';

/** Asks the worker that controls this page, if one does, to send the messages it keeps. */
export function sendKept() {
  const message: SendKept = { type: 'SEND_KEPT' };
  // No workers outside a secure context (plain http to another host than this machine).
  const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  workers?.controller?.postMessage(message);
}

/**
 * Calls `arrived` with the school's number when the worker says that the kept message
 * `clientId` has reached the school. Returns the function that stops listening.
 */
export function whenKeptArrives(clientId: string, arrived: (id: number) => void) {
  const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!workers) return () => undefined;
  const listener = (event: MessageEvent<Partial<FromWorker> | null>) => {
    const data = event.data;
    if (data?.type === 'ENQUIRY_SENT' && data.clientId === clientId && typeof data.id === 'number')
      arrived(data.id);
  };
  workers.addEventListener('message', listener);
  return () => workers.removeEventListener('message', listener);
}
