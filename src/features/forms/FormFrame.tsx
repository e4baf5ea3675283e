import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../domain/locales.ts';
import { readTypedValues, takePendingSubmit } from './before-hydration.ts';
import { formLevel } from './field-messages.ts';
import { FormStatus, SubmitButton } from './fields.tsx';
import type { FormFailure, FormState, FormStore } from './form-store.ts';
import { formPlural, formText, type FormTexts } from './texts.ts';

/*
 * The frame every visitor form shares: the required-fields note, the fields, the
 * submit button (marked busy, not disabled, while sending, so focus stays on it and a second
 * click does nothing), and a polite live region with the outcome and, after a failure that
 * is not the visitor's, a retry. A refused submit moves focus to the first marked field.
 */

/** What every form island is handed: its form's id, the language and its texts. */
export type FormIsland = {
  formId: string;
  locale: Locale;
  texts: FormTexts;
};

/** One form store per component instance, and its state. */
export function useFormStore<V extends object, F extends string>(
  create: () => FormStore<V, F>,
): [FormStore<V, F>, FormState<V, F>] {
  const [store] = useState(create);
  return [store, useStore(store.$form)];
}

/** What was typed into a form of the page as built; nothing where there is no such form. */
const typedInto = (element: HTMLElement | null) =>
  element instanceof HTMLFormElement ? readTypedValues(element) : {};

/** The sentence a failure shows in the live region. */
export function failureText(
  texts: FormTexts,
  failure: FormFailure,
  locale: Locale,
  formMessage?: string,
): string {
  switch (failure.kind) {
    case 'invalid':
      // Only a problem of the whole form (an estate gone): that problem, not "see the fields".
      return formMessage ?? formText(texts, 'form.error.summary');
    case 'network':
      return formText(texts, 'form.error.network');
    case 'rateLimited':
      return failure.retryAfterSeconds === null
        ? formText(texts, 'form.error.rate.limited')
        : formPlural(
            texts,
            'form.error.rate.limited.minutes',
            Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)),
            locale,
          );
    case 'message':
      return formText(texts, failure.key);
  }
}

/** A failure the visitor can do nothing about but try again. */
const retryable = (failure: FormFailure | null) =>
  failure?.kind === 'network' ||
  (failure?.kind === 'message' && failure.key === 'form.error.unavailable');

/** Focuses the first marked control; a marked group gives focus to its chosen or first option. */
function focusFirstInvalid(form: HTMLFormElement): void {
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const control =
    marked instanceof HTMLFieldSetElement
      ? marked.querySelector<HTMLElement>('input:checked, input, select')
      : marked;
  control?.focus();
}

type FormFrameProps<V extends object, F extends string> = {
  /** The island's props: the frame takes the form's id, language and texts. */
  island: FormIsland;
  state: FormState<V, F>;
  store: Pick<FormStore<V, F>, 'submit' | 'setValue' | 'prepare'>;
  /** Values only the browser knows (the address's query), taken on hydration. */
  browserValues?: () => Partial<V>;
  submitLabel: string;
  /** The heading that names the form. */
  labelledBy?: string;
  /** The success text; the answer's own message by default. */
  successText?: string;
  children: ReactNode;
};

export function FormFrame<V extends object, F extends string>(props: FormFrameProps<V, F>) {
  const { formId, locale, texts } = props.island;
  const { state, store } = props;
  const form = useRef<HTMLFormElement>(null);
  const sending = state.phase === 'sending';

  useEffect(() => {
    if (state.refusals > 0 && form.current) focusFirstInvalid(form.current);
  }, [state.refusals]);

  // What the visitor typed into the page's form before the island hydrated, read as hydration
  // starts: React's hydration puts a textarea (and a select) back to the rendered value.
  const [typedBefore] = useState(() =>
    typeof document === 'undefined' ? {} : typedInto(document.getElementById(formId)),
  );
  // Hydrated: the store takes what only the browser knows, then what the visitor typed before,
  // and sends a submit pressed before.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const values: Record<string, unknown> = { ...props.browserValues?.(), ...typedBefore };
    for (const [name, value] of Object.entries(values)) {
      store.setValue(name as keyof V & string, value as V[keyof V & string]);
    }
    if (takePendingSubmit(element)) void store.submit();
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.submit();
  };

  const formMessage = state.messages[formLevel as F];
  const status =
    state.phase === 'sent' && state.success
      ? (props.successText ?? formText(texts, state.success.message))
      : state.failure
        ? failureText(
            texts,
            state.failure,
            locale,
            formMessage && Object.keys(state.messages).length === 1
              ? formText(texts, formMessage)
              : undefined,
          )
        : '';
  const tone = state.phase === 'sent' ? 'success' : state.failure ? 'error' : 'none';

  return (
    <form
      ref={form}
      id={formId}
      className="form"
      noValidate
      onSubmit={onSubmit}
      onFocus={store.prepare}
      onPointerDown={store.prepare}
      onInput={store.prepare}
      aria-labelledby={props.labelledBy}
      aria-busy={sending}
      data-phase={state.phase}
    >
      <p className="form__note">{formText(texts, 'form.required.note')}</p>
      {props.children}
      <SubmitButton texts={texts} busy={sending} label={props.submitLabel} />
      <FormStatus tone={tone}>
        {status && <p>{status}</p>}
        {formMessage && Object.keys(state.messages).length > 1 && (
          <p>{formText(texts, formMessage)}</p>
        )}
      </FormStatus>
      {retryable(state.failure) && (
        <button type="button" className="button form__retry" onClick={() => void store.submit()}>
          {formText(texts, 'error.retry')}
        </button>
      )}
    </form>
  );
}
