import { createHash } from 'node:crypto';
import { locales, type Locale } from '../../domain/locales.ts';
import { activeTranslationSystem } from '../../i18n/translate.ts';
import type { FormIslandSpec } from './island-props.ts';
import { formTexts, islandTextKeys, type IslandTexts } from './strings.ts';
import type { FormTexts } from './texts.ts';

/*
 * The forms' texts as files of the build, one per language and form (build time only). Every
 * property page carries three forms, and their texts in each form's props were a fifth of the
 * page's HTML, the same on every page of a language; so the mount point names the file and the
 * browser reads it, once for every page, when the form goes live. Its name holds a digest of
 * its content, so it is cached for good and a change of wording is a new file.
 */

/** The texts each form island reads. */
export const islandTextSet: Readonly<Record<FormIslandSpec['island'], IslandTexts>> = {
  'contact-form': 'contact',
  'send-to-friend': 'sendToFriend',
  'viewing-booking': 'viewing',
  'subscribe-form': 'subscribe',
  'subscription-edit': 'subscriptionEdit',
  unsubscribe: 'unsubscribe',
  'cancel-appointment': 'cancelAppointment',
  'holiday-reservation': 'reservation',
};

export type FormTextsFile = { locale: Locale; set: IslandTexts; name: string; texts: FormTexts };

/** The files of each translation system (the build's one). */
const filesOf = new WeakMap<object, Map<string, FormTextsFile>>();

/** Every texts file, by `{locale}/{set}`: the file name is `{locale}-{set}.{digest}`. */
export function formTextsFiles(): ReadonlyMap<string, FormTextsFile> {
  const system = activeTranslationSystem();
  let files = filesOf.get(system);
  if (files) return files;
  files = new Map(
    locales.flatMap((locale) =>
      (Object.keys(islandTextKeys) as IslandTexts[]).map((set) => {
        const texts = formTexts(locale, set);
        const digest = createHash('sha256').update(JSON.stringify(texts)).digest('hex');
        const name = `${locale}-${set}.${digest.slice(0, 12)}`;
        return [`${locale}/${set}`, { locale, set, name, texts }] as const;
      }),
    ),
  );
  filesOf.set(system, files);
  return files;
}

/**
 * Where the browser reads a form's texts.
 * @example formTextsUrl('nl', 'contact-form') // '/form-texts/nl-contact.3f9a…json'
 */
export function formTextsUrl(locale: Locale, island: FormIslandSpec['island']): string {
  return `/form-texts/${formTextsFiles().get(`${locale}/${islandTextSet[island]}`)!.name}.json`;
}
