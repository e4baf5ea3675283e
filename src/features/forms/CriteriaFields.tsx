import type { CityOption } from '../../domain/city-options.ts';
import type { Locale } from '../../domain/locales.ts';
import type { FormErrorKey } from '../../forms/form-keys.ts';
import { energyGrades } from '../../schemas/energy-grades.ts';
import { CityPicker } from './CityPicker.tsx';
import { criteriaFeatures } from './criteria-features.ts';
import { ChoiceGroup, messageText, SelectField, TextField } from './fields.tsx';
import type { FormStore } from './form-store.ts';
import type { FormIsland } from './FormFrame.tsx';
import type { CriteriaValues, SubscribeValues } from './payloads.ts';
import { formText } from './texts.ts';

/*
 * What a subscriber wants to hear about (spec 1 "keep me informed", spec 3 filter fields):
 * the language of the mails, the transaction, property types, towns, a price range and a
 * minimum bedroom count, and the listing's filters beyond spec 5 (subtypes, living and plot
 * area, the EPC label at most, with garden / terrace / garage); shared by the subscribe form
 * and the edit page of a subscription.
 */

/** A language as it calls itself ("Nederlands", "Français"), for the language choice. */
export type LanguageOption = { value: Locale; label: string };

/** A property type the form offers: its head type id and name in the language. */
export type TypeOption = { id: number; label: string };

/** A subtype the form offers: its id, name in the language and the head type it belongs to. */
export type SubTypeOption = TypeOption & { headTypeId: number };

export type CriteriaField = keyof CriteriaValues | 'language';

type AreaName = 'areaMin' | 'areaMax' | 'plotMin' | 'plotMax';

/** The criteria of a visitor who chose nothing: for sale, anything. */
export const emptyCriteria: CriteriaValues = {
  transaction: 'FOR_SALE',
  headTypes: [],
  cities: [],
  priceMin: '',
  priceMax: '',
  bedrooms: '',
  subTypes: [],
  areaMin: '',
  areaMax: '',
  plotMin: '',
  plotMax: '',
  epc: '',
  features: [],
};

/** The schema paths of the criteria and the language, by field. */
export const criteriaPaths = {
  locale: 'language',
  'criteria.transaction': 'transaction',
  'criteria.headTypes': 'headTypes',
  'criteria.cities': 'cities',
  'criteria.priceMin': 'priceMin',
  'criteria.priceMax': 'priceMax',
  'criteria.bedrooms': 'bedrooms',
  'criteria.subTypes': 'subTypes',
  'criteria.areaMin': 'areaMin',
  'criteria.areaMax': 'areaMax',
  'criteria.plotMin': 'plotMin',
  'criteria.plotMax': 'plotMax',
  'criteria.epc': 'epc',
  'criteria.garden': 'features',
  'criteria.terrace': 'features',
  'criteria.garage': 'features',
} as const;

export type CriteriaChoices = {
  languages: readonly LanguageOption[];
  headTypes: readonly TypeOption[];
  /** Offered once one of their types is chosen (or when already chosen). */
  subTypes: readonly SubTypeOption[];
  towns: readonly CityOption[];
  /** The largest bedroom count offered, which stands for "that many or more" (spec 9). */
  mostBedrooms: number;
};

type CriteriaFormValues = CriteriaValues & Pick<SubscribeValues, 'language'>;

type CriteriaFieldsProps<V extends CriteriaFormValues> = {
  island: FormIsland & CriteriaChoices;
  state: { values: V; messages: Partial<Record<CriteriaField, FormErrorKey>> };
  store: Pick<FormStore<V, string>, 'setValue'>;
  /**
   * A subscription on one listing's price: its listing is no criterion a visitor changes, so
   * only the language of its mails is shown.
   */
  languageOnly?: boolean;
};

export function CriteriaFields<V extends CriteriaFormValues>(props: CriteriaFieldsProps<V>) {
  const { formId, locale, texts, languages, headTypes, subTypes, towns, mostBedrooms } =
    props.island;
  const { values, messages } = props.state;
  // Each control gives its own kind of value (a text, or a list for a group).
  const setValue = (name: CriteriaField, value: string | string[]) =>
    props.store.setValue(name, value as never);
  const message = (name: CriteriaField) => messageText(texts, messages[name]);
  /** A control that holds one text. */
  type TextName = 'language' | 'priceMin' | 'priceMax' | 'bedrooms' | 'epc' | AreaName;
  const field = (name: TextName) => ({
    formId,
    name,
    texts,
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    message: message(name),
  });
  const price = (name: 'priceMin' | 'priceMax') => ({
    ...field(name),
    inputMode: 'numeric' as const,
    hint: formText(texts, 'form.price.hint'),
  });
  /** A range in whole m², as the listing's "More filters" ask it. */
  const areaRange = (legend: string, min: AreaName, max: AreaName) => (
    <fieldset>
      <legend>{legend}</legend>
      <div className="form__row">
        <TextField {...field(min)} inputMode="numeric" label={formText(texts, 'filter.area.min')} />
        <TextField {...field(max)} inputMode="numeric" label={formText(texts, 'filter.area.max')} />
      </div>
    </fieldset>
  );
  // The subtypes of the chosen types, and any chosen already, so no choice is ever hidden.
  const offeredSubTypes = subTypes.filter(
    ({ id, headTypeId }) =>
      values.headTypes.includes(String(headTypeId)) || values.subTypes.includes(String(id)),
  );
  const language = (
    <SelectField
      {...field('language')}
      label={formText(texts, 'form.subscribe.language')}
      options={languages.map(({ value, label }) => ({ value, label, lang: value }))}
      required
    />
  );
  if (props.languageOnly) return language;
  return (
    <>
      {language}
      <fieldset className="form__group">
        <legend className="form__group-title">{formText(texts, 'form.subscribe.criteria')}</legend>
        <ChoiceGroup
          formId={formId}
          name="transaction"
          type="radio"
          texts={texts}
          legend={formText(texts, 'search.transaction')}
          options={[
            { value: 'FOR_SALE', label: formText(texts, 'search.transaction.buy') },
            { value: 'TO_RENT', label: formText(texts, 'search.transaction.rent') },
          ]}
          chosen={[values.transaction]}
          onChange={([value]) => setValue('transaction', value ?? '')}
          required
          message={message('transaction')}
          className="form__choices--inline"
        />
        {headTypes.length > 0 && (
          <ChoiceGroup
            formId={formId}
            name="headTypes"
            type="checkbox"
            texts={texts}
            legend={formText(texts, 'form.subscribe.types')}
            hint={formText(texts, 'form.subscribe.types.hint')}
            options={headTypes.map(({ id, label }) => ({ value: String(id), label }))}
            chosen={values.headTypes}
            onChange={(chosen) => setValue('headTypes', chosen)}
            message={message('headTypes')}
            className="form__choices--inline"
          />
        )}
        {offeredSubTypes.length > 0 && (
          <ChoiceGroup
            formId={formId}
            name="subTypes"
            type="checkbox"
            texts={texts}
            legend={formText(texts, 'form.subscribe.subtypes')}
            hint={formText(texts, 'form.subscribe.subtypes.hint')}
            options={offeredSubTypes.map(({ id, label }) => ({ value: String(id), label }))}
            chosen={values.subTypes}
            onChange={(chosen) => setValue('subTypes', chosen)}
            message={message('subTypes')}
            className="form__choices--inline"
          />
        )}
        {towns.length > 0 && (
          <CityPicker
            formId={formId}
            locale={locale}
            texts={texts}
            towns={towns}
            chosen={values.cities}
            onChange={(chosen) => setValue('cities', chosen)}
            message={message('cities')}
          />
        )}
        <div className="form__row">
          <TextField {...price('priceMin')} label={formText(texts, 'filter.price.min')} />
          <TextField {...price('priceMax')} label={formText(texts, 'filter.price.max')} />
        </div>
        <SelectField
          {...field('bedrooms')}
          label={formText(texts, 'filter.bedrooms')}
          options={[
            { value: '', label: formText(texts, 'filter.any') },
            // spec 9: 6 stands for "6 or more".
            ...Array.from({ length: mostBedrooms }, (_, index) => ({
              value: String(index + 1),
              label: index + 1 === mostBedrooms ? `${index + 1}+` : String(index + 1),
            })),
          ]}
        />
        {areaRange(formText(texts, 'filter.area.living'), 'areaMin', 'areaMax')}
        {areaRange(formText(texts, 'filter.area.plot'), 'plotMin', 'plotMax')}
        <SelectField
          {...field('epc')}
          label={formText(texts, 'filter.epc')}
          options={[
            { value: '', label: formText(texts, 'filter.any') },
            // The label as a visitor reads it: A_PLUS_PLUS is A++.
            ...energyGrades.map((grade) => ({
              value: grade,
              label: grade.replaceAll('_PLUS', '+'),
            })),
          ]}
        />
        <ChoiceGroup
          formId={formId}
          name="features"
          type="checkbox"
          texts={texts}
          legend={formText(texts, 'filter.with')}
          options={criteriaFeatures.map((name) => ({
            value: name,
            label: formText(texts, `filter.${name}`),
          }))}
          chosen={values.features}
          onChange={(chosen) => setValue('features', chosen)}
          message={message('features')}
          className="form__choices--inline"
        />
      </fieldset>
    </>
  );
}
