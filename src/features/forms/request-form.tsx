import { useEffect, useRef, type ReactNode } from 'react';
import type { RequestFailure } from './answer.ts';
import { takePendingSubmit } from './before-hydration.ts';
import { FormStatus, SubmitButton } from './fields.tsx';
import type { RequestState } from './request-store.ts';
import { formText, type FormTexts } from './texts.ts';

/*
 * The pages of a mail's link that do one thing (cancel a viewing, unsubscribe): a form of one
 * button, and the message of a request that failed.
 */

/** Why a page's own request failed, in the visitor's language. */
export const requestFailureText = (texts: FormTexts, failure: RequestFailure) =>
  formText(texts, failure === 'network' ? 'form.error.network' : failure);

/**
 * A form that is one button running one request (cancel a viewing, unsubscribe): busy while
 * the request runs, and why it failed in the live region.
 */
export function RequestForm({
  texts,
  request,
  run,
  label,
  children,
}: {
  texts: FormTexts;
  request: RequestState<unknown, RequestFailure>;
  run: () => void;
  label: string;
  children?: ReactNode;
}) {
  const busy = request.status === 'loading';
  const form = useRef<HTMLFormElement>(null);
  // A click on the button before the island hydrated runs the request now.
  useEffect(() => {
    if (form.current && takePendingSubmit(form.current)) run();
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form
      ref={form}
      className="form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        run();
      }}
    >
      {children}
      <SubmitButton texts={texts} busy={busy} label={label} />
      <FormStatus tone="error">
        {request.status === 'failed' && <p>{requestFailureText(texts, request.error)}</p>}
      </FormStatus>
    </form>
  );
}
