import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatCurrency } from '../../domain/formats.ts';
import { wholeNumber } from '../../domain/whole-numbers.ts';
import type { Locale } from '../../domain/locales.ts';
import {
  constructionVatRates,
  ordinaryConstructionVatRate,
  type BelgianRegion,
  type ConstructionVatRate,
} from '../../domain/purchase-cost-rates.ts';
import { purchaseCosts, type PurchaseCostInput } from '../../domain/purchase-costs.ts';
import type { UiKey } from '../../i18n/schema.ts';
import { formText, type FormTexts } from '../forms/texts.ts';

/*
 * The purchase-cost calculator of a property for sale. The build renders it with the listing's
 * own figures (a sole own home, no loan), so the estimate is there without JavaScript; the
 * island hydrates when the visitor first uses it and recomputes on every change. The form is
 * read, not controlled: what was typed before hydration counts.
 */

export type PurchaseCostCalculatorProps = {
  id: string;
  locale: Locale;
  /** The asking price; null when the page does not show one (price on request, VAT regime). */
  price: number | null;
  region: BelgianRegion;
  /** A new build sold under the VAT regime, with its land price where the page shows it. */
  vatRegime: { landPrice: number | null } | null;
  texts: FormTexts;
};

const regions: readonly BelgianRegion[] = ['FLANDERS', 'WALLONIA', 'BRUSSELS'];

/** A whole euro amount typed by a visitor ('250.000', '250000', '€ 250 000'); null when none. */
export function typedAmount(text: string | null | undefined): number | null {
  const digits = (text ?? '').replace(/[^\d]/g, '');
  if (digits === '' || digits.length > 10) return null;
  return Number(digits);
}

type Choices = {
  price: number | null;
  region: BelgianRegion;
  soleOwnHome: boolean;
  energyRenovation: boolean;
  loan: number | null;
  landPrice: number | null;
  vatRate: ConstructionVatRate;
};

function readForm(form: HTMLFormElement, fallback: Choices): Choices {
  const data = new FormData(form);
  const region = String(data.get('region') ?? '');
  const vatRate = Number(data.get('vatRate'));
  return {
    price: typedAmount(data.get('price') as string | null),
    region: regions.includes(region as BelgianRegion) ? (region as BelgianRegion) : fallback.region,
    soleOwnHome: data.get('soleOwnHome') === 'on',
    energyRenovation: data.get('energyRenovation') === 'on',
    loan: typedAmount(data.get('loan') as string | null),
    landPrice: typedAmount(data.get('landPrice') as string | null),
    vatRate: constructionVatRates.includes(vatRate as ConstructionVatRate)
      ? (vatRate as ConstructionVatRate)
      : fallback.vatRate,
  };
}

const euros = (amount: number, locale: Locale) => formatCurrency(Math.round(amount), locale);
/** An amount as the field first shows it: whole euros grouped as Belgians write them. */
const typedDefault = (amount: number | null) =>
  amount === null ? '' : (wholeNumber(Math.round(amount), 'nl') ?? '');

/** A field for an amount in euros, read back by `typedAmount`. */
function AmountField(props: {
  id: string;
  name: string;
  label: string;
  amount: number | null;
  hint?: { id: string; text: string };
}) {
  return (
    <p className="purchase-costs__field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={props.hint?.id}
        defaultValue={typedDefault(props.amount)}
      />
      {props.hint && (
        <span id={props.hint.id} className="purchase-costs__hint">
          {props.hint.text}
        </span>
      )}
    </p>
  );
}

export function PurchaseCostCalculator(props: PurchaseCostCalculatorProps) {
  const { id, locale, texts } = props;
  const t = (key: UiKey, values?: Record<string, string | number>) => formText(texts, key, values);
  const initial: Choices = {
    price: props.price,
    region: props.region,
    soleOwnHome: true,
    energyRenovation: false,
    loan: null,
    landPrice: props.vatRegime?.landPrice ?? null,
    vatRate: ordinaryConstructionVatRate,
  };
  const [choices, setChoices] = useState(initial);
  const form = useRef<HTMLFormElement>(null);
  // What the visitor typed before the island hydrated is the starting point.
  useEffect(() => {
    if (form.current) setChoices(readForm(form.current, initial));
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const update = (event: FormEvent<HTMLFormElement>) =>
    setChoices(readForm(event.currentTarget, choices));

  const input: PurchaseCostInput | null =
    choices.price === null || choices.price <= 0
      ? null
      : {
          price: choices.price,
          region: choices.region,
          soleOwnHome: choices.soleOwnHome,
          energyRenovation: choices.region === 'FLANDERS' && choices.energyRenovation,
          loan: choices.loan ?? 0,
          newBuildVat: props.vatRegime
            ? { landPrice: choices.landPrice ?? 0, vatRate: choices.vatRate }
            : null,
        };
  const result = input ? purchaseCosts(input) : null;
  const field = (name: string) => `${id}-${name}`;
  const resultId = field('result');
  const rate = result
    ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
        result.registrationRate,
      )
    : null;

  return (
    <form
      ref={form}
      className="purchase-costs__form"
      onInput={update}
      onChange={update}
      onSubmit={(event) => event.preventDefault()}
      aria-describedby={resultId}
    >
      <div className="purchase-costs__fields">
        <AmountField
          id={field('price')}
          name="price"
          label={t('costs.price')}
          amount={props.price}
        />
        <p className="purchase-costs__field">
          <label htmlFor={field('region')}>{t('costs.region')}</label>
          <select id={field('region')} name="region" defaultValue={props.region}>
            {regions.map((region) => (
              <option key={region} value={region}>
                {t(`costs.region.${region}` as UiKey)}
              </option>
            ))}
          </select>
        </p>
        {props.vatRegime && (
          <>
            <AmountField
              id={field('land')}
              name="landPrice"
              label={t('costs.land')}
              amount={props.vatRegime.landPrice}
            />
            <p className="purchase-costs__field">
              <label htmlFor={field('vat')}>{t('costs.vat.rate')}</label>
              <select
                id={field('vat')}
                name="vatRate"
                defaultValue={String(ordinaryConstructionVatRate)}
              >
                {constructionVatRates.map((vatRate) => (
                  <option key={vatRate} value={String(vatRate)}>
                    {`${Math.round(vatRate * 100)} %`}
                  </option>
                ))}
              </select>
            </p>
          </>
        )}
        <AmountField
          id={field('loan')}
          name="loan"
          label={t('costs.loan')}
          amount={null}
          hint={{ id: field('loan-hint'), text: t('costs.loan.hint') }}
        />
        <p className="purchase-costs__check">
          <input
            id={field('sole')}
            name="soleOwnHome"
            type="checkbox"
            defaultChecked
            aria-describedby={field('sole-conditions')}
          />
          <label htmlFor={field('sole')}>{t('costs.sole.home')}</label>
          <span id={field('sole-conditions')} className="purchase-costs__hint">
            {t(`costs.sole.home.conditions.${choices.region}` as UiKey)}
          </span>
        </p>
        {choices.region === 'FLANDERS' && (
          <p className="purchase-costs__check">
            <input id={field('energy')} name="energyRenovation" type="checkbox" />
            <label htmlFor={field('energy')}>{t('costs.energy.renovation')}</label>
          </p>
        )}
      </div>
      <div id={resultId} className="purchase-costs__result" aria-live="polite">
        {result ? (
          <table className="purchase-costs__table">
            <caption className="visually-hidden">{t('costs.heading')}</caption>
            <tbody>
              {result.lines.map((line) => (
                <tr key={line.key}>
                  <th scope="row">
                    {t(`costs.line.${line.key}` as UiKey)}
                    {line.key === 'registration' && (
                      <span className="purchase-costs__detail">
                        {' '}
                        {t('costs.registration.rate', { rate: rate! })}
                        {result.abatement > 0 &&
                          ` · ${t('costs.abatement', { amount: euros(result.abatement, locale) })}`}
                      </span>
                    )}
                  </th>
                  <td>{euros(line.amount, locale)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('costs.total.costs')}</th>
                <td>{euros(result.costs, locale)}</td>
              </tr>
              <tr className="purchase-costs__total">
                <th scope="row">{t('costs.total')}</th>
                <td>{euros(result.total, locale)}</td>
              </tr>
            </tfoot>
          </table>
        ) : (
          <p>{t('costs.price.needed')}</p>
        )}
      </div>
    </form>
  );
}
