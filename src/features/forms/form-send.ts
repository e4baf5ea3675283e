import type { WritableAtom } from 'nanostores';
import type { z } from 'zod';
import { readAnswer, type Answer } from './answer.ts';
import { checkPayload, toFieldMessages } from './field-mapping.ts';
import { formLevel, type FieldMessages } from './field-messages.ts';
import type { FormDefinition, FormState } from './form-state.ts';
import { startSubmission, type MetaSource } from './submission-meta.ts';

/*
 * The half of a visitor form's store that checks, sends and settles a submission
 * (form-store.ts loads it when the visitor starts to use the form, or sends it): with it the
 * reader of the site's answers and the mapping of the schema's problems to fields, and the
 * form's schema beside it. A form renders and takes input without any of this.
 */

const isEmpty = (messages: object) => Object.keys(messages).length === 0;

/** Sending for one form store: its definition, its state, where its meta comes from. */
export function formSender<V extends object, F extends string>(
  definition: FormDefinition<V, F>,
  $form: WritableAtom<FormState<V, F>>,
  source: MetaSource,
) {
  const update = (change: Partial<FormState<V, F>>) => $form.set({ ...$form.get(), ...change });
  /** A send waiting for the schema: a second click meanwhile is the same send. */
  let checking = false;

  const refuse = (messages: FieldMessages<F>) => {
    update({
      messages,
      messageValues: {},
      phase: 'failed',
      failure: { kind: 'invalid' },
      refusals: $form.get().refusals + 1,
    });
  };

  const settle = (answer: Answer, values: V) => {
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
        const messages = toFieldMessages(answer.fields, definition.paths);
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

  /**
   * Checks with the schema (the store loads it beside this module) and sends; ignored while a
   * post is under way and after a success until a change.
   */
  const submit = async (schema: Promise<z.ZodType>): Promise<Answer | null> => {
    const state = $form.get();
    // One post at a time; and a form just sent, unchanged since, is not sent again (the second
    // click of a double click can come after a quick answer).
    if (state.phase === 'sending' || state.phase === 'sent' || checking) return null;
    let rules: z.ZodType;
    let values: V;
    let payload: unknown;
    checking = true;
    try {
      rules = await schema;
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
    const checked = checkPayload(rules, payload, definition.paths);
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
    settle(answer, values);
    return answer;
  };

  return { submit };
}

export type FormSender = ReturnType<typeof formSender>;
