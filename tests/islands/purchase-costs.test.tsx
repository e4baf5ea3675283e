import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  PurchaseCostCalculator,
  type PurchaseCostCalculatorProps,
} from '../../src/features/purchase-costs/PurchaseCostCalculator.tsx';
import { purchaseCosts } from '../../src/domain/purchase-costs.ts';
import { formatCurrency } from '../../src/domain/formats.ts';
import type { FormTexts } from '../../src/features/forms/texts.ts';
import en from '../../src/i18n/en.json';
import fr from '../../src/i18n/fr.json';
import { expectAxeClean } from './axe.ts';
import '../../src/features/purchase-costs/purchase-costs.css';

/*
 * The purchase-cost calculator on its own: what a visitor changes and what it then shows. The
 * rates themselves are tested in tests/unit/purchase-costs.test.ts.
 */

const costTexts = (dictionary: Record<string, string>): FormTexts =>
  Object.fromEntries(Object.entries(dictionary).filter(([key]) => key.startsWith('costs.')));

const props = (more: Partial<PurchaseCostCalculatorProps> = {}): PurchaseCostCalculatorProps => ({
  id: 'costs',
  locale: 'en',
  price: 350_000,
  region: 'BRUSSELS',
  vatRegime: null,
  texts: costTexts(en),
  ...more,
});

// As toHaveTextContent reads text: every kind of space as a plain one.
const euros = (amount: number, locale: 'en' | 'fr' = 'en') =>
  formatCurrency(Math.round(amount), locale).replace(/\s/gu, ' ');

describe('the purchase-cost calculator', () => {
  it('recomputes as the visitor changes the price, the region, the home and the loan', async () => {
    const screen = await render(<PurchaseCostCalculator {...props()} />);
    const total = screen.getByRole('row', { name: /Total with the price/ });
    const at = (input: Parameters<typeof purchaseCosts>[0]) => euros(purchaseCosts(input).total);
    await expect
      .element(total)
      .toMatchTextContent(at({ price: 350_000, region: 'BRUSSELS', soleOwnHome: true }));
    await expect
      .element(screen.getByRole('rowheader', { name: /Registration duties/ }))
      .toMatchTextContent(/after an abatement of €\s200\.000/u);

    await userEvent.fill(screen.getByLabelText('Price'), '420.000');
    await expect
      .element(total)
      .toMatchTextContent(at({ price: 420_000, region: 'BRUSSELS', soleOwnHome: true }));

    await userEvent.selectOptions(screen.getByLabelText('Region'), 'Flemish Region');
    await expect
      .element(screen.getByLabelText('I will renovate the home deeply for energy (1%)'))
      .toBeVisible();
    await userEvent.click(screen.getByLabelText('This will be my only home'));
    await expect
      .element(total)
      .toMatchTextContent(at({ price: 420_000, region: 'FLANDERS', soleOwnHome: false }));

    await userEvent.fill(screen.getByLabelText('Amount you borrow'), '300000');
    await expect
      .element(screen.getByRole('rowheader', { name: 'Registration duty on the mortgage' }))
      .toBeVisible();
    await expect
      .element(total)
      .toMatchTextContent(
        at({ price: 420_000, region: 'FLANDERS', soleOwnHome: false, loan: 300_000 }),
      );
    await expectAxeClean(screen.container, 'after changing every input');
  });

  it('asks for a price when the page gives none, and offers the VAT of a new build', async () => {
    const screen = await render(
      <PurchaseCostCalculator
        {...props({
          locale: 'fr',
          price: null,
          region: 'WALLONIA',
          vatRegime: { landPrice: null },
          texts: costTexts(fr),
        })}
      />,
    );
    await expect
      .element(screen.getByText('Indiquez un prix pour calculer les frais.'))
      .toBeVisible();
    await userEvent.fill(screen.getByLabelText('Prix', { exact: true }), '400000');
    await userEvent.fill(screen.getByLabelText('Prix du terrain'), '100000');
    await userEvent.selectOptions(screen.getByLabelText('TVA sur la construction'), '6 %');
    const expected = purchaseCosts({
      price: 400_000,
      region: 'WALLONIA',
      soleOwnHome: true,
      newBuildVat: { landPrice: 100_000, vatRate: 0.06 },
    });
    await expect
      .element(screen.getByRole('row', { name: /TVA sur la construction/ }))
      .toMatchTextContent(euros(18_000, 'fr'));
    await expect
      .element(screen.getByRole('row', { name: /Total avec le prix/ }))
      .toMatchTextContent(euros(expected.total, 'fr'));
    await expectAxeClean(screen.container, 'a new build in French');
  });

  it('starts from what was typed before it hydrated', async () => {
    // The build renders the form; a visitor may type before the island takes it over.
    const host = document.createElement('div');
    document.body.append(host);
    const screen = await render(<PurchaseCostCalculator {...props()} />, { container: host });
    const price = screen.getByLabelText('Price').element() as HTMLInputElement;
    price.value = '500000';
    price.dispatchEvent(new Event('input', { bubbles: true }));
    await expect
      .element(screen.getByRole('row', { name: /Total with the price/ }))
      .toMatchTextContent(
        euros(purchaseCosts({ price: 500_000, region: 'BRUSSELS', soleOwnHome: true }).total),
      );
  });
});
