import type { EnumEntry, EnumLabels } from './enum-entry.ts';
import type { Locale } from '../locales.ts';
import { localeTags } from '../locales.ts';

/**
 * The country codes of the content service (spec 3 "Country"): every ISO 3166-1 alpha-2 code
 * (249) plus XK, the code the EU and the Belgian registers use for Kosovo.
 */
// prettier-ignore
export const isoCountryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;

export type CountryCode = (typeof isoCountryCodes)[number] | 'UNKNOWN';

/** spec 3: the service's extra value for an address whose country was never filled in. */
const unknownCountry = {
  value: 'UNKNOWN',
  labels: { nl: 'Onbekend', fr: 'Inconnu', en: 'Unknown', de: 'Unbekannt' },
} as const satisfies EnumEntry;

function regionNames(locale: Locale): Intl.DisplayNames {
  // fallback 'none': a code the runtime cannot name gets no label rather than the bare code.
  return new Intl.DisplayNames([localeTags[locale]], { type: 'region', fallback: 'none' });
}

function buildCountries(): readonly (EnumEntry & { readonly value: CountryCode })[] {
  // Names come from the runtime's CLDR data (spec: prefer Intl to hand-written lists).
  const names = {
    nl: regionNames('nl'),
    fr: regionNames('fr'),
    en: regionNames('en'),
    de: regionNames('de'),
  };
  const labelsOf = (code: string): EnumLabels => ({
    nl: names.nl.of(code) ?? null,
    fr: names.fr.of(code) ?? null,
    en: names.en.of(code) ?? null,
    de: names.de.of(code) ?? null,
  });
  return [
    ...isoCountryCodes.map((code) => ({ value: code, labels: labelsOf(code) })),
    unknownCountry,
  ];
}

/** Every country value with its name in the four site languages, UNKNOWN last. */
export const countries = buildCountries();

const regionNamesWithCode = new Map<Locale, Intl.DisplayNames>();

/**
 * The name of a region code in a language, or the code itself when the runtime cannot name
 * it (an agency's own country is better shown as 'XX' than not at all). The formatter is made
 * once per language: building an `Intl.DisplayNames` costs more than a whole page's text.
 * @example regionName('BE', 'fr') // 'Belgique'
 */
export function regionName(code: string, locale: Locale): string | undefined {
  const key = `${locale}:${code}`;
  if (regionNameCache.has(key)) return regionNameCache.get(key);
  const name = lookUpRegionName(code, locale);
  regionNameCache.set(key, name);
  return name;
}

/** Names already looked up: `of()` is slow enough to show in a build of 40,000 pages. */
const regionNameCache = new Map<string, string | undefined>();

function lookUpRegionName(code: string, locale: Locale): string | undefined {
  let names = regionNamesWithCode.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([localeTags[locale]], { type: 'region', fallback: 'code' });
    regionNamesWithCode.set(locale, names);
  }
  try {
    return names.of(code);
  } catch {
    // A malformed code (not two letters or three digits) is shown as given.
    return code;
  }
}
