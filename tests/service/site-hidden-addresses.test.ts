import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { townPositions } from '../../src/domain/hidden-address.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { hiddenAddressEstates, leakedSecrets } from '../fixtures/hidden-addresses.ts';
import { partText, startTestSmtp, type TestSmtp } from './forms-smtp-harness.ts';
import { startHarness, type Harness } from './service-harness.ts';
import { call, formMeta, startTestSite, waitForMail, type TestSite } from './site-ajax-harness.ts';

/*
 * spec 2: "If the address is not visible, nothing is shown". The content service sends the
 * street, number and exact point of such an estate all the same; no answer of the site server
 * (ajax routes, mails) may carry them, and its similar estates are placed at their town.
 */

let h: Harness;
let smtp: TestSmtp;
let site: TestSite;

beforeAll(async () => {
  h = await startHarness(300);
  smtp = await startTestSmtp();
  site = await startTestSite({
    service: h,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    env: { TRUST_PROXY: '1' },
  });
});

afterAll(async () => {
  await site.close();
  await smtp.close();
  await h.close();
});

let clients = 0;
const visitor = () => ({ 'x-forwarded-for': `203.0.113.${(clients += 1)}` });

const hidden = () => hiddenAddressEstates(h.data).filter((estate) => estate.source !== 'unit');

describe('an estate whose address is hidden, through the site server', () => {
  it('is in the demo data, of both sources, with a street, number and point to hide', () => {
    const sources = new Set(hidden().map((estate) => estate.source));
    expect(sources).toEqual(new Set(['skarabee', 'v2']));
    for (const estate of hidden()) expect(estate.secrets.length).toBeGreaterThan(0);
  });

  it('gives no street, number or exact point in any ajax answer about it', async () => {
    const answers: string[] = [];
    for (const { id } of hidden()) {
      for (const path of [
        `/nl/ajax/estate/${id}`,
        `/fr/ajax/similar-estate/${id}`,
        `/en/ajax/appointments/slots/${id}`,
      ]) {
        const response = await call(site, 'GET', path);
        answers.push(`${path} ${response.status} ${await response.text()}`);
      }
    }
    expect(answers.join('\n')).toMatch(/ 200 /);
    expect(leakedSecrets(answers.join('\n'), hidden())).toEqual([]);
  });

  it('is among the similar estates of its neighbours at its town, without street or number', async () => {
    const towns = townPositions((await h.api.estateFilters({ query: {} })).locations);
    const hiddenIds = new Set(hidden().map((estate) => estate.id));
    const visible = h.data.estates.filter(
      (estate) =>
        estate.general.address.visible && !estate.general.project && !estate.general.parentId,
    );
    const seen: EstateSummary[] = [];
    let text = '';
    for (const estate of visible) {
      if (seen.length >= 3) break;
      const response = await call(site, 'GET', `/nl/ajax/similar-estate/${estate.id}`);
      if (response.status !== 200) continue;
      const body = await response.text();
      text += body;
      for (const found of JSON.parse(body) as EstateSummary[]) {
        if (hiddenIds.has(found.id)) seen.push(found);
      }
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(leakedSecrets(text, hidden())).toEqual([]);
    for (const found of seen) {
      const { address } = found.general;
      expect([address.street, address.street_address, address.number, address.box]).toEqual([
        null,
        null,
        null,
        null,
      ]);
      if (address.geoLocation) expect(address.geoLocation).toEqual(towns.get(address.city!.id));
    }
  });

  it('gives no street in the town search of its town', async () => {
    const raw = h.data.estates.find((estate) => !estate.general.address.visible)!;
    const response = await call(
      site,
      'GET',
      `/nl/ajax/search-city?q=${raw.general.address.city!.zip}`,
    );
    expect(response.status).toBe(200);
    expect(leakedSecrets(await response.text(), hidden())).toEqual([]);
  });

  it('is named in a contact mail and a send-to-a-friend mail by its town, never its street', async () => {
    const [first, second] = [hidden().find((e) => e.source === 'skarabee')!, hidden()[1]!];
    for (const { id } of [first, second]) {
      const contact = await call(
        site,
        'POST',
        '/nl/ajax/contact-form-handler',
        {
          ...formMeta(),
          estateId: id,
          name: `Vraag ${id}`,
          email: 'jan@example.be',
          message: 'Waar ligt het precies?',
        },
        visitor(),
      );
      expect(contact.status).toBe(202);
      const friend = await call(
        site,
        'POST',
        '/fr/ajax/send-to-a-friend',
        { ...formMeta(), estateId: id, senderName: 'Els', friendEmail: `friend-${id}@example.be` },
        visitor(),
      );
      expect(friend.status).toBe(202);
      const toAgency = await waitForMail(smtp, (mail) =>
        (partText(mail, 'text/plain') ?? '').includes(`Vraag ${id}`),
      );
      const toFriend = await waitForMail(smtp, (mail) =>
        mail.to.includes(`friend-${id}@example.be`),
      );
      for (const mail of [toAgency, toFriend]) {
        expect(partText(mail, 'text/plain')).toContain(`/${id}`);
        expect(leakedSecrets(mail.raw, hidden())).toEqual([]);
        expect(leakedSecrets(partText(mail, 'text/html') ?? '', hidden())).toEqual([]);
        expect(leakedSecrets(partText(mail, 'text/plain') ?? '', hidden())).toEqual([]);
      }
    }
  });
});
