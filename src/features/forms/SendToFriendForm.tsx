import { useEffect, useState } from 'react';
import type { Locale } from '../../domain/locales.ts';
import { formLimits } from '../../forms/form-limits.ts';
import { honeypotField } from '../../forms/honeypot.ts';
import { createFormStore } from './form-store.ts';
import { FormFrame, useFormStore, type FormIsland } from './FormFrame.tsx';
import { Honeypot, TextField } from './fields.tsx';
import { storeFields } from './store-fields.tsx';
import { sendToFriendPayload, type SendToFriendValues } from './payloads.ts';
import { callSite } from './site-client.ts';
import { formPlural, formText, type FormTexts } from './texts.ts';

/*
 * Send a property to a friend (spec 1, spec 2 ajax send-to-a-friend): the visitor's name, the
 * friend's address and a short plain note with a character counter. The mail itself is the
 * agency's fixed text with a link to the property.
 */

export type SendToFriendFormProps = FormIsland & {
  estateId: number;
  /** The send-to-a-friend route (spec 2 ajax send-to-a-friend) in the page's language. */
  endpoint: string;
  headingLevel?: 2 | 3;
};

type Field = 'senderName' | 'friendEmail' | 'message';

const paths = { senderName: 'senderName', friendEmail: 'friendEmail', message: 'message' } as const;

/** How long the counter waits after the last key before it tells a screen reader. */
const announceDelayMs = 1_000;

/** "12 characters left" or "3 characters too many". */
export function counterText(texts: FormTexts, length: number, max: number, locale: Locale) {
  return length <= max
    ? formPlural(texts, 'form.counter.left', max - length, locale)
    : formPlural(texts, 'form.counter.over', length - max, locale);
}

export function SendToFriendForm(props: SendToFriendFormProps) {
  const { formId, locale, texts, estateId, endpoint } = props;
  const [store, state] = useFormStore(() =>
    createFormStore<SendToFriendValues, Field>({
      initial: {
        senderName: '',
        friendEmail: '',
        message: '',
        [honeypotField]: '',
      },
      locale,
      schema: () => import('../../forms/schemas.ts').then((rules) => rules.sendToFriendFormSchema),
      paths,
      payload: (values, meta) => sendToFriendPayload(values, meta, estateId),
      send: (payload) => callSite('POST', endpoint, payload),
      // The sender may tell another friend: their name stays.
      afterSuccess: (values) => ({ ...values, friendEmail: '', message: '' }),
    }),
  );
  const { values } = state;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${formId}-heading`;
  const counterId = `${formId}-counter`;
  const counter = counterText(texts, values.message.length, formLimits.friendMessage, locale);
  // The counter is read with the field; a screen reader hears it again once typing pauses.
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(values.message ? counter : ''), announceDelayMs);
    return () => clearTimeout(timer);
  }, [counter, values.message]);

  const field = storeFields(formId, texts, store, state);
  const over = values.message.length > formLimits.friendMessage;

  return (
    <div className="form-block">
      <Heading id={headingId} className="form-block__title">
        {formText(texts, 'form.friend.title')}
      </Heading>
      <FormFrame
        island={props}
        state={state}
        store={store}
        submitLabel={formText(texts, 'form.friend.submit')}
        labelledBy={headingId}
      >
        <div className="form__row">
          <TextField
            {...field('senderName')}
            label={formText(texts, 'form.friend.name')}
            required
            autoComplete="name"
          />
          <TextField
            {...field('friendEmail')}
            label={formText(texts, 'form.friend.email')}
            type="email"
            required
            autoComplete="off"
          />
        </div>
        <TextField
          {...field('message')}
          label={formText(texts, 'form.friend.message')}
          hint={formText(texts, 'form.friend.hint')}
          multiline
          rows={3}
          describedByExtra={counterId}
        >
          <p id={counterId} className={`form__counter${over ? ' form__counter--over' : ''}`}>
            {counter}
          </p>
          <p className="visually-hidden" aria-live="polite">
            {announced}
          </p>
        </TextField>
        <Honeypot formId={formId} texts={texts} values={values} store={store} />
      </FormFrame>
    </div>
  );
}
