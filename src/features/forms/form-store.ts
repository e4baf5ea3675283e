import { atom, type ReadableAtom } from 'nanostores';
import type { z } from 'zod';
import type { Locale } from '../../domain/locales.ts';
import type { FormErrorKey } from '../../forms/form-keys.ts';
import type { Answer, SiteAnswer, SuccessAnswer, readAnswer as ReadAnswer } from './answer.ts';
import type {
  checkPayload as CheckPayload,
  toFieldMessages as ToFieldMessages,
} from './field-mapping.ts';
import { formLevel, type FieldMessages, type FieldPaths } from './field-messages.ts';
import type { PayloadMeta } from './payloads.ts';
import {
  browserMetaSource,
  startSubmission,
  type MetaSource,
  type SubmissionMeta,
} from './submission-meta.ts';

/*
 * The state machine every visitor form shares, one store per form on the page: the
 * values as typed, the messages per field, sending, and the outcome. The components only render
 * it and dispatch. What the visitor typed is never dropped on a failure; a success starts a new
 * submission (new idempotency key and start time), sent only once the visitor changes something;
 * a retry keeps the old one.
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
   * a form's code. The reader of the site's answers (answer.ts) loads with it.
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

const isEmpty = (messages: object) => Object.keys(messages).length === 0;

/** A store for one form. */
export function createFormStore<V extends object, F extends string>(
  definition: FormDefinition<V, F>,
): FormStore<V, F> {
  const source = definition.metaSource ?? browserMetaSource;
  const $form = atom<FormState<V, F>>({
    values: definition.initial,
    messages: {},
    messageValues: {},
    phase: 'editing',
    failure: null,
    success: null,
    meta: startSubmission(source, true),
    refusals: 0,
  });
  const update = (change: Partial<FormState<V, F>>) => $form.set({ ...$form.get(), ...change });
  /** What a send needs besides the form: the schema, its mapping to fields, the answer's reader. */
  type Rules = [
    z.ZodType,
    { readAnswer: typeof ReadAnswer },
    { checkPayload: typeof CheckPayload; toFieldMessages: typeof ToFieldMessages },
  ];
  let rules: Promise<Rules> | undefined;
  const loadRules = () => {
    if (!rules) {
      rules = Promise.all([
        definition.schema(),
        import('./answer.ts'),
        import('./field-mapping.ts'),
      ]);
      // A load that failed is tried again by the next send.
      rules.catch(() => (rules = undefined));
    }
    return rules;
  };
  /** A send waiting for the schema: a second click meanwhile is the same send. */
  let checking = false;

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    const state = $form.get();
    // The message of a field goes when the field changes; a form-level message stays.
    const messages: FieldMessages<F> = { ...state.messages };
    delete messages[name as string as F];
    // A change after a success begins the next message: the thank-you makes way for it.
    const next = state.phase === 'sent' ? { phase: 'editing' as const, success: null } : {};
    update({ values: { ...state.values, [name]: value }, messages, ...next });
  };

  const refuse = (messages: FieldMessages<F>) => {
    update({
      messages,
      messageValues: {},
      phase: 'failed',
      failure: { kind: 'invalid' },
      refusals: $form.get().refusals + 1,
    });
  };

  const settle = (answer: Answer, values: V, mapping: Rules[2]) => {
    definition.onAnswer?.(answer);
    switch (answer.kind) {
      case 'success':
        update({
          values: (definition.afterSuccess ?? (() => definition.initial))(values),
          messages: {},
          messageValues: {},
          phase: 'sent',
          failure: null,
          success: answer.body,
          meta: startSubmission(source),
        });
        return;
      case 'invalid': {
        const messages = mapping.toFieldMessages(answer.fields, definition.paths);
        const whole = { [formLevel]: 'form.error.invalid' } as FieldMessages<F>;
        refuse(isEmpty(messages) ? whole : messages);
        update({ messageValues: answer.values });
        return;
      }
      case 'slotTaken':
      case 'periodTaken':
        update({
          values: (definition.afterConflict ?? ((same: V) => same))($form.get().values),
          phase: 'failed',
          failure: {
            kind: 'message',
            key: answer.kind === 'slotTaken' ? 'form.error.slot.taken' : 'form.error.period.taken',
          },
        });
        return;
      case 'rateLimited':
        update({
          phase: 'failed',
          failure: { kind: 'rateLimited', retryAfterSeconds: answer.retryAfterSeconds },
        });
        return;
      case 'notFound':
        update({ phase: 'failed', failure: { kind: 'message', key: 'form.error.not.found' } });
        return;
      case 'unavailable':
        update({ phase: 'failed', failure: { kind: 'message', key: 'form.error.unavailable' } });
        return;
    }
  };

  const submit = async (): Promise<Answer | null> => {
    const state = $form.get();
    // One post at a time; and a form just sent, unchanged since, is not sent again (the second
    // click of a double click can come after a quick answer).
    if (state.phase === 'sending' || state.phase === 'sent' || checking) return null;
    let schema: z.ZodType;
    let readAnswer: typeof ReadAnswer;
    let mapping: Rules[2];
    let values: V;
    let payload: unknown;
    checking = true;
    try {
      [schema, { readAnswer }, mapping] = await loadRules();
      const current = $form.get();
      values = current.values;
      payload = await definition.payload(values, { ...current.meta, locale: definition.locale });
    } catch {
      // The rules could not be fetched: as good as no answer, and the retry loads them.
      update({ phase: 'failed', failure: { kind: 'network' } });
      return null;
    } finally {
      checking = false;
    }
    const checked = mapping.checkPayload(schema, payload, definition.paths);
    const messages: FieldMessages<F> = Object.assign(
      {},
      checked.ok ? {} : checked.messages,
      definition.precheck?.(values),
    );
    if (!isEmpty(messages)) {
      refuse(messages);
      return null;
    }
    update({ phase: 'sending', failure: null, success: null, messages: {}, messageValues: {} });
    let answer: Answer;
    try {
      answer = readAnswer(await definition.send(payload, values));
    } catch {
      // No answer at all: everything stays as typed, with the same key for the retry.
      update({ phase: 'failed', failure: { kind: 'network' } });
      return null;
    }
    settle(answer, values, mapping);
    return answer;
  };

  const prepare = () => void loadRules().catch(() => undefined);

  return { $form, setValue, submit, prepare };
}
