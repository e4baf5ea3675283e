import { atom } from 'nanostores';
import type { z } from 'zod';
import type { FormDefinition, FormState, FormStore } from './form-state.ts';
import type { FormSender } from './form-send.ts';
import { browserMetaSource, startSubmission } from './submission-meta.ts';

/*
 * The state machine every visitor form shares, one store per form on the page: the
 * values as typed, the messages per field, sending, and the outcome. The components only render
 * it and dispatch. What the visitor typed is never dropped on a failure; a success starts a new
 * submission (new idempotency key and start time), sent only once the visitor changes something;
 * a retry keeps the old one. What checks, sends and settles a submission (form-send.ts) loads
 * when the visitor starts to use the form, with the form's schema: until then a form only
 * renders and takes input.
 */

export type { FormDefinition, FormFailure, FormPhase, FormState, FormStore } from './form-state.ts';

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
  // What a send needs besides the form, each loaded once and side by side: the schema, and the
  // code that checks, sends and settles. A load that failed is tried again by the next send.
  let schema: Promise<z.ZodType> | undefined;
  const loadSchema = () => {
    if (!schema) {
      schema = definition.schema();
      schema.catch(() => (schema = undefined));
    }
    return schema;
  };
  let sender: Promise<FormSender> | undefined;
  const loadSender = () => {
    if (!sender) {
      sender = import('./form-send.ts').then(({ formSender }) =>
        formSender(definition, $form, source),
      );
      sender.catch(() => (sender = undefined));
    }
    return sender;
  };
  const prepare = () => {
    loadSchema().catch(() => undefined);
    loadSender().catch(() => undefined);
  };

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    const state = $form.get();
    // The message of a field goes when the field changes; a form-level message stays.
    const messages: FormState<V, F>['messages'] = { ...state.messages };
    delete messages[name as string as F];
    // A change after a success begins the next message: the thank-you makes way for it.
    const next = state.phase === 'sent' ? { phase: 'editing' as const, success: null } : {};
    update({ values: { ...state.values, [name]: value }, messages, ...next });
  };

  const submit = async () => {
    const rules = loadSchema();
    // A schema that fails to load fails this send (below), as a network failure.
    rules.catch(() => undefined);
    let send: FormSender;
    try {
      send = await loadSender();
    } catch {
      // The code that sends could not be fetched: as good as no answer; the retry loads it.
      update({ phase: 'failed', failure: { kind: 'network' } });
      return null;
    }
    return send.submit(rules);
  };

  return { $form, setValue, submit, prepare };
}
