import type { ReadableAtom } from 'nanostores';
import type { z } from 'zod';
import type { Locale } from '../../domain/locales.ts';
import type { FormErrorKey } from '../../forms/form-keys.ts';
import type { Answer, SiteAnswer, SuccessAnswer } from './answer.ts';
import type { FieldMessages, FieldPaths } from './field-messages.ts';
import type { PayloadMeta } from './payloads.ts';
import type { MetaSource, SubmissionMeta } from './submission-meta.ts';

/*
 * What a visitor form's store holds and is made of (form-store.ts makes it; form-send.ts, which
 * loads when the visitor starts to use the form, checks, sends and settles it).
 */

export type FormPhase = 'editing' | 'sending' | 'sent' | 'failed';

/** Why the last submit did not go through, as the form explains it. */
export type FormFailure =
  | { kind: 'invalid' }
  | { kind: 'network' }
  | { kind: 'rateLimited'; retryAfterSeconds: number | null }
  | { kind: 'message'; key: FormErrorKey };

export type FormState<V, F extends string> = {
  values: V;
  messages: FieldMessages<F>;
  /** Placeholder values of a field's message, from the server (`{ guests: { max: 4 } }`). */
  messageValues: Record<string, Record<string, number>>;
  phase: FormPhase;
  failure: FormFailure | null;
  success: SuccessAnswer | null;
  meta: SubmissionMeta;
  /** Counts the submits that were refused before sending, so the view moves focus each time. */
  refusals: number;
};

export type FormDefinition<V, F extends string> = {
  initial: V;
  /** The page's language. */
  locale: Locale;
  /**
   * Loads the shared schema the body must pass, in the browser as on the server. It loads when
   * the visitor starts to use the form (`prepare`) or sends it, not with the form: zod is most of
   * a form's code. What sends (form-send.ts, with the reader of the site's answers) loads
   * with it.
   */
  schema: () => Promise<z.ZodType>;
  /** Schema path → field. */
  paths: FieldPaths<F>;
  /** The body to send; a promise where the form loads its payload rules with the schema. */
  payload: (values: V, meta: PayloadMeta) => unknown;
  /** Rules the schema cannot know (a required choice, the unit's capacity); they win. */
  precheck?: (values: V) => FieldMessages<F>;
  send: (payload: unknown, values: V) => Promise<SiteAnswer>;
  /** Sees every answer, e.g. to take the fresh slots of a 409. */
  onAnswer?: (answer: Answer) => void;
  /** The values after a success; the initial values by default. */
  afterSuccess?: (values: V) => V;
  /** The values after a 409 (the chosen slot or period is gone); unchanged by default. */
  afterConflict?: (values: V) => V;
  metaSource?: MetaSource;
};

export type FormStore<V, F extends string> = {
  $form: ReadableAtom<FormState<V, F>>;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Checks and sends; ignored while a post is under way and after a success until a change. */
  submit: () => Promise<Answer | null>;
  /** The visitor starts to use the form: the rules it checks with begin to load. */
  prepare: () => void;
};
