// What the enquiries service's answer means for a message the worker may keep
// (./enquiryQueue.ts): delivered, to send again later, or refused for what it says.

/** The enquiry's number in the service's receipt, or null when the answer is not one. */
export async function receiptOf(response: Response) {
  if (!response.ok) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { id?: unknown } | null;
  return typeof body?.id === 'number' ? body.id : null;
}

/** An answer that is not a refusal of the message itself: send it again later. */
export const notNow = (response: Response) =>
  response.ok || response.status === 408 || response.status === 429 || response.status >= 500;

/** The client id the form put in the message, if it is there. */
export async function clientIdOf(request: Request) {
  const body = (await request.json().catch(() => null)) as { clientId?: unknown } | null;
  return typeof body?.clientId === 'string' ? body.clientId : null;
}
