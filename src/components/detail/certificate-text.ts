import type { Locale } from '../../domain/locales.ts';
import type { Estate } from '../../schemas/estate.ts';
import { isVisibleValue, notEnteredText, yesNo } from '../../domain/display-rules.ts';
import { displayEnumValue } from '../../domain/enum-display.ts';
import { formatDate } from '../../domain/formats.ts';
import { useTranslations } from '../../i18n/translate.ts';

type Certificate = { value?: string | null; conform?: boolean | null; date?: string | null };

/**
 * Value, conformity and date of a certificate (spec 3: the electricity and the conformity
 * certificate) in one line, as the technical tab and the disclosure pack show it; "not
 * entered" when all three are empty.
 *
 * @example certificateText({ value: 'CONFORM', conform: true, date: '2023-05-02' }, 'ElectricityCertification', 'en')
 */
export function certificateText(
  certificate: Certificate | null | undefined,
  list: 'ElectricityCertification' | 'Conformity',
  locale: Locale,
): string {
  const t = useTranslations(locale);
  const parts = [
    displayEnumValue(list, certificate?.value, locale),
    // A conformity certificate's value already says whether it conforms.
    list === 'ElectricityCertification' && typeof certificate?.conform === 'boolean'
      ? t(certificate.conform ? 'detail.technical.conform' : 'detail.technical.not.conform')
      : null,
    isVisibleValue(certificate?.date) ? formatDate(certificate?.date, locale) : null,
  ].filter((part): part is string => part !== null && part !== '');
  return parts.length > 0 ? parts.join(' · ') : notEnteredText(locale);
}

/**
 * The asbestos line of an estate (spec 3 `asbestosInventory`, `certificateAsbestos`): the
 * certificate's text when there is one, otherwise whether an inventory exists; null when
 * neither is known.
 */
export function asbestosText(
  general: Pick<Estate['general'], 'asbestosInventory' | 'certificateAsbestos'>,
  locale: Locale,
): string | null {
  const certificate = general.certificateAsbestos?.trim();
  if (certificate) return certificate;
  return typeof general.asbestosInventory === 'boolean'
    ? yesNo(general.asbestosInventory, locale)
    : null;
}
