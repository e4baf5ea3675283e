import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { product, serviceEstates } from './lib/product.ts';

/*
 * The forms' rate limits count each visitor on their own, through the server `npm start`
 * composes (publishing front, build app, ajax routes): several visitors are several loopback
 * addresses (127.0.0.0/8), each a socket of its own, as distinct clients on the internet are.
 */

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/** One request from the client address `from`. */
function send(
  from: string,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(path, product().site);
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        localAddress: from,
        agent: false,
        headers: {
          accept: 'application/json',
          // As a browser: it names the page's origin on every POST, PUT and DELETE.
          ...(method === 'GET' ? {} : { origin: url.origin }),
          ...(text === undefined ? {} : { 'content-type': 'application/json' }),
          ...extraHeaders,
        },
      },
      (incoming) => {
        let received = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (received += chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: received }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

const meta = () => ({
  startedAt: Date.now() - 15_000,
  idempotencyKey: crypto.randomUUID(),
  website: '',
});

let visitors = 10;
/** A loopback address no other test of this file used. */
const newVisitor = () => `127.0.0.${(visitors += 1)}`;

/** Posts until the limit answers, from one visitor; the statuses in order. */
async function untilRefused(
  from: string,
  post: () => [method: string, path: string, body?: unknown],
  most: number,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < most; i += 1) {
    const answer = await send(from, ...post());
    answers.push(answer);
    if (answer.status === 429) break;
  }
  return answers;
}

describe('the forms limit each visitor on their own, through the served product', () => {
  it('refuses the sixth contact message of one visitor, and takes the next visitor’s', async () => {
    const [estate] = (await serviceEstates()).filter((e) => e.kind === 'estate');
    const contact = (): [string, string, unknown] => [
      'POST',
      '/nl/ajax/contact-form-handler',
      {
        ...meta(),
        estateId: estate!.id,
        name: 'Jan Peeters',
        email: 'jan.peeters@example.be',
        message: 'Is de woning nog beschikbaar?',
      },
    ];
    const busy = newVisitor();
    const answers = await untilRefused(busy, contact, 8);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = answers.at(-1)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'form.error.rate.limited' });

    // Two other visitors are not held back by the first one, nor by each other.
    for (const other of [newVisitor(), newVisitor()]) {
      expect((await send(other, ...contact())).status).toBe(202);
    }
    // The busy visitor stays refused, also when it names another client: no proxy is trusted.
    expect((await send(busy, ...contact())).status).toBe(429);
    const forged = { 'x-forwarded-for': '198.51.100.23' };
    expect((await send(busy, ...contact(), forged)).status).toBe(429);
  });

  it('limits sending a listing to a friend per visitor', async () => {
    const [estate] = (await serviceEstates()).filter((e) => e.kind === 'estate');
    const toFriend = (): [string, string, unknown] => [
      'POST',
      '/fr/ajax/send-to-a-friend',
      {
        ...meta(),
        estateId: estate!.id,
        senderName: 'Els',
        friendEmail: `ami-${crypto.randomUUID()}@example.be`,
      },
    ];
    const busy = newVisitor();
    const answers = await untilRefused(busy, toFriend, 8);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.slice(0, -1).every((answer) => answer.status === 202)).toBe(true);
    expect((await send(newVisitor(), ...toFriend())).status).toBe(202);
  });

  it('limits cancelling viewings per visitor', async () => {
    const cancel = (): [string, string] => [
      'DELETE',
      `/en/ajax/appointments/no-such-${crypto.randomUUID().slice(0, 8)}`,
    ];
    const busy = newVisitor();
    const answers = await untilRefused(busy, cancel, 20);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.length).toBeGreaterThan(1);
    // Another visitor's cancel link is looked up as usual: an unknown one is not found.
    expect((await send(newVisitor(), ...cancel())).status).toBe(404);
  });
});
