import { describe, expect, it } from 'vitest';
import { clientIdOf, notNow, receiptOf } from './worker/delivery';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe("the worker's reading of the enquiries service's answer", () => {
  it('takes the receipt of a new message (201) and of one already stored (200)', async () => {
    expect(await receiptOf(json({ id: 17, receivedAt: '2026-11-28T10:00:00Z' }, 201))).toBe(17);
    expect(await receiptOf(json({ id: 17, receivedAt: '2026-11-28T10:00:00Z' }, 200))).toBe(17);
  });

  it('leaves the answer readable for the page after looking at it', async () => {
    const answer = json({ id: 3 }, 201);
    await receiptOf(answer);
    expect(await answer.json()).toEqual({ id: 3 });
  });

  it('finds no receipt in a Wi-Fi sign-in page, a refusal or a number that is not one', async () => {
    expect(await receiptOf(new Response('<h1>Sign in to Wi-Fi</h1>', { status: 200 }))).toBe(null);
    expect(await receiptOf(json({ problems: { email: 'emailInvalid' } }, 422))).toBe(null);
    expect(await receiptOf(json({ id: '17' }, 201))).toBe(null);
    expect(await receiptOf(json({ kept: true, reason: 'offline' }, 202))).toBe(null);
  });

  it('sends again later after "not now": 408, 429, 5xx, nginx 502, a 2xx that is not the service', () => {
    for (const status of [200, 408, 429, 500, 502, 503, 504])
      expect(notNow(new Response(null, { status })), String(status)).toBe(true);
  });

  it('does not send again what the service refused for what it says: 400, 413, 422', () => {
    for (const status of [400, 413, 422])
      expect(notNow(new Response(null, { status })), String(status)).toBe(false);
  });

  it("reads the form's client id from the message, and nothing from a body that is not one", async () => {
    const post = (body: string) => new Request('http://x/enquiries', { method: 'POST', body });
    expect(await clientIdOf(post(JSON.stringify({ clientId: 'ab12', message: 'hi' })))).toBe(
      'ab12',
    );
    expect(await clientIdOf(post(JSON.stringify({ message: 'hi' })))).toBe(null);
    expect(await clientIdOf(post('first_name=Asha'))).toBe(null);
  });
});
