import type { CityOption } from '../../domain/city-options.ts';
import type { Locale } from '../../domain/locales.ts';
import { CityCombobox } from '../listing/CityCombobox.tsx';
import { fieldIds, FieldMessage } from './fields.tsx';
import { formPlural, formText, type FormTexts } from './texts.ts';

/*
 * The towns of a subscription (spec 3 filter field `city`, a list of ids), picked with the
 * listing filter's own combobox over the towns the build offers; the chosen towns travel with
 * the form as its `cities` field.
 */

type CityPickerProps = {
  formId: string;
  locale: Locale;
  texts: FormTexts;
  towns: readonly CityOption[];
  /** The chosen city ids, as texts. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  message?: string | undefined;
};

export function CityPicker({ formId, locale, texts, message, ...choice }: CityPickerProps) {
  const ids = fieldIds(formId, 'cities');
  return (
    <CityCombobox
      {...choice}
      id={ids.control}
      block="form-city"
      locale={locale}
      texts={{
        label: (
          <>
            {formText(texts, 'filter.city')}{' '}
            <span className="form__optional">({formText(texts, 'form.optional')})</span>
          </>
        ),
        hint: formText(texts, 'search.city.hint'),
        selected: formText(texts, 'search.city.selected'),
        none: formText(texts, 'search.city.none'),
        suggestions: (count) => formPlural(texts, 'search.city.suggestions', count, locale),
        remove: (city) => formText(texts, 'search.city.remove', { city }),
      }}
      visibleHint
      name="cities"
      holdEnter
      messageId={message ? ids.message : undefined}
    >
      <FieldMessage id={ids.message} text={message} />
    </CityCombobox>
  );
}
