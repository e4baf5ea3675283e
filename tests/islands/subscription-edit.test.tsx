import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import SubscriptionForm from '../../src/features/forms/SubscriptionForm.tsx';
import type { SubscriptionView } from '../../src/features/forms/subscription-data.ts';
import { formText } from '../../src/features/forms/texts.ts';
import { locales, type Locale } from '../../src/domain/locales.ts';
import type { UiKey } from '../../src/i18n/schema.ts';
import { expectAxeClean } from './axe.ts';
import '../../src/features/forms/forms.css';

/*
 * The edit page of a subscription (its {token} link) once the site server has answered: the
 * listing's own filters it holds (subtypes, areas, EPC label, with …) shown and changed in each
 * language, labelled from the dictionaries. The site's answer is stood in for; the route itself
 * is tested over HTTP (tests/service/site-ajax-forms.test.ts).
 */

const token = 'a'.repeat(48);

const subscription: SubscriptionView = {
  email: 'ann@example.org',
  locale: 'nl',
  status: 'confirmed',
  criteria: {
    transaction: 'FOR_SALE',
    headTypes: [1],
    cities: [],
    subTypes: [102],
    areaMin: 120,
    plotMax: 1_000,
    epc: 'B',
    garden: true,
    garage: true,
  },
};

/** The edit form's PUTs, each answered with the saved subscription. */
function standInSite() {
  const puts: unknown[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (_path, init) => {
    const body = JSON.parse(String(init?.body)) as { criteria: unknown };
    puts.push(body);
    return new Response(
      JSON.stringify({
        message: 'form.subscription.saved',
        subscription: { ...subscription, criteria: body.criteria },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  return { puts };
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderEdit(locale: Locale) {
  const props = inject('subscriptionEdits')[locale];
  const t = (key: UiKey) => {
    const text = formText(props.texts, key);
    // Every label comes from the page's texts: a missing one would show its key.
    expect(text, `${locale} ${key}`).not.toBe(key);
    return text;
  };
  const screen = await render(
    <SubscriptionForm
      {...props}
      token={token}
      opened={{ subscription, confirmedNow: false }}
      confirmed={{ status: 'idle' }}
      confirm={() => {}}
    />,
  );
  const living = screen.getByRole('group', { name: t('filter.area.living') });
  const plot = screen.getByRole('group', { name: t('filter.area.plot') });
  const features = screen.getByRole('group', { name: t('filter.with'), exact: false });
  return {
    screen,
    props,
    t,
    areaMin: living.getByLabelText(t('filter.area.min'), { exact: false }),
    areaMax: living.getByLabelText(t('filter.area.max'), { exact: false }),
    plotMax: plot.getByLabelText(t('filter.area.max'), { exact: false }),
    epc: screen.getByLabelText(t('filter.epc'), { exact: false }),
    garden: features.getByLabelText(t('filter.garden')),
    terrace: features.getByLabelText(t('filter.terrace')),
    garage: features.getByLabelText(t('filter.garage')),
    subTypes: screen.getByRole('group', { name: t('form.subscribe.subtypes'), exact: false }),
    save: screen.getByRole('button', { name: t('form.subscription.save') }),
  };
}

describe.each(locales)('the edit page of a subscription (%s)', (locale) => {
  it("shows the listing's own filters it holds and saves them as changed", async () => {
    const site = standInSite();
    const edit = await renderEdit(locale);
    await expect.element(edit.areaMin).toHaveValue('120');
    await expect.element(edit.areaMax).toHaveValue('');
    await expect.element(edit.plotMax).toHaveValue('1000');
    await expect.element(edit.epc).toHaveValue('B');
    await expect.element(edit.garden).toBeChecked();
    await expect.element(edit.terrace).not.toBeChecked();
    await expect.element(edit.garage).toBeChecked();
    const [villa, bungalow] = edit.props.subTypes;
    await expect.element(edit.subTypes.getByLabelText(villa!.label)).toBeChecked();
    await expect.element(edit.subTypes.getByLabelText(bungalow!.label)).not.toBeChecked();
    await expectAxeClean(edit.screen.container, `${locale} opened`);

    await userEvent.fill(edit.plotMax, '800');
    await userEvent.selectOptions(edit.epc, 'A');
    await userEvent.click(edit.garden);
    await userEvent.click(edit.subTypes.getByLabelText(bungalow!.label));
    await edit.save.click();
    await expect.poll(() => site.puts.length).toBe(1);
    expect(site.puts[0]).toEqual({
      locale: 'nl',
      criteria: {
        transaction: 'FOR_SALE',
        headTypes: [1],
        cities: [],
        subTypes: [102, 103],
        areaMin: 120,
        plotMax: 800,
        epc: 'A',
        garage: true,
      },
    });
  });
});

describe('the edit page of a subscription, refusing', () => {
  it('marks an area range upside down on its maximum, translated, and sends nothing', async () => {
    const site = standInSite();
    const edit = await renderEdit('fr');
    await userEvent.fill(edit.areaMax, '50');
    await edit.save.click();
    await expect.element(edit.areaMax).toHaveAttribute('aria-invalid', 'true');
    await expect.element(edit.areaMax).toHaveFocus();
    await expect.element(edit.areaMax).toHaveAccessibleDescription(edit.t('form.error.area.range'));
    await expectAxeClean(edit.screen.container, 'marked');
    expect(site.puts).toHaveLength(0);
  });
});
