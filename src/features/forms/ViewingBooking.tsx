import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { buildPath } from '../../domain/routes.ts';
import type { AgendaSlot } from '../../schemas/agenda.ts';
import { readSlots } from './booking-data.ts';
import { formEndpoints } from './endpoints.ts';
import { createFormStore } from './form-store.ts';
import { FormFrame, useFormStore, type FormIsland } from './FormFrame.tsx';
import {
  describedBy,
  fieldIds,
  FieldMessage,
  Honeypot,
  LabelText,
  messageText,
} from './fields.tsx';
import { PersonFields, storeFields } from './store-fields.tsx';
import { appointmentPayload, emptyPerson, type AppointmentValues } from './payloads.ts';
import { createRequestStore } from './request-store.ts';
import { callSite } from './site-client.ts';
import { formatSlotMoment, groupSlotsByDay } from './slot-days.ts';
import { formText } from './texts.ts';

/*
 * Book a viewing (spec 1 "book a viewing appointment", spec 7 live agenda): the free slots,
 * fresh from the site server, grouped by day as one radio group; the visitor's details; on
 * success the confirmation with the cancel link. When the slot was taken in the meantime (409)
 * the form says so and shows the free slots of that moment, keeping everything else typed.
 */

export type ViewingBookingProps = FormIsland & {
  estateId: number;
  headingLevel?: 2 | 3;
};

type Field = 'slot' | 'name' | 'email' | 'phone' | 'message';

const paths = {
  slotId: 'slot',
  slotStart: 'slot',
  name: 'name',
  email: 'email',
  phone: 'phone',
  message: 'message',
} as const;

export function ViewingBooking(props: ViewingBookingProps) {
  const { formId, locale, texts, estateId } = props;
  const [slotsStore] = useState(() =>
    createRequestStore<AgendaSlot[], 'failed'>(async () => {
      const answer = await callSite('GET', formEndpoints.slots(locale, estateId));
      const slots = answer.status === 200 ? readSlots(answer.body) : null;
      return slots ? { ok: true, data: slots } : { ok: false, error: 'failed' };
    }, 'failed'),
  );
  const slotsState = useStore(slotsStore.$request);
  const slots = slotsState.status === 'done' ? slotsState.data : [];

  const [store, state] = useFormStore(() =>
    createFormStore<AppointmentValues, Field>({
      initial: { slot: '', ...emptyPerson },
      locale,
      schema: () => import('../../forms/schemas.ts').then((rules) => rules.appointmentFormSchema),
      paths,
      payload: (values, meta) => {
        const current = slotsStore.$request.get();
        return appointmentPayload(values, meta, {
          estateId,
          slots: current.status === 'done' ? current.data : [],
        });
      },
      send: (payload) => callSite('POST', formEndpoints.appointments(locale), payload),
      onAnswer: (answer) => {
        if (answer.kind === 'slotTaken') slotsStore.set(answer.slots);
      },
      afterConflict: (values) => ({ ...values, slot: '' }),
      // The booked slot stays for the confirmation.
      afterSuccess: (values) => values,
    }),
  );

  // Loads once hydrated; the server render shows "loading".
  useEffect(() => {
    void slotsStore.run();
  }, [slotsStore]);

  const confirmation = useRef<HTMLParagraphElement>(null);
  const booked = state.phase === 'sent' && state.success?.appointmentId;
  useEffect(() => {
    if (booked) confirmation.current?.focus();
  }, [booked]);

  // After a 409 the fresh slots are there to choose from: the choice is where focus goes.
  const slotGroup = useRef<HTMLFieldSetElement>(null);
  const taken = state.failure?.kind === 'message' && state.failure.key === 'form.error.slot.taken';
  useEffect(() => {
    if (taken) slotGroup.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [taken]);

  const { values, messages } = state;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${formId}-heading`;

  if (booked && state.success?.appointmentId) {
    const slot = slots.find((candidate) => candidate.id === values.slot);
    const cancelPath = buildPath('cancelAppointment', locale, {
      appointmentId: state.success.appointmentId,
    });
    return (
      <div className="form-block form-block--done">
        <Heading className="form-block__title">{formText(texts, 'form.viewing.title')}</Heading>
        {/* Focus moves here, so the confirmation is what a screen reader reads next. */}
        <p ref={confirmation} tabIndex={-1} className="form__status form__status--success">
          {formText(texts, 'form.appointment.booked')}
        </p>
        {slot && (
          <p>
            {formText(texts, 'form.viewing.when', { time: formatSlotMoment(slot.start, locale) })}
          </p>
        )}
        <p>
          <a href={cancelPath}>{formText(texts, 'form.viewing.cancel')}</a>
        </p>
      </div>
    );
  }

  const days = groupSlotsByDay(slots, locale);
  const loading = slotsState.status === 'idle' || slotsState.status === 'loading';
  const slotIds = fieldIds(formId, 'slot');
  const slotMessage = messageText(texts, messages.slot);

  return (
    <div className="form-block" aria-busy={loading}>
      <Heading id={headingId} className="form-block__title">
        {formText(texts, 'form.viewing.title')}
      </Heading>
      {loading && <p className="form-block__loading">{formText(texts, 'form.viewing.loading')}</p>}
      {slotsState.status === 'failed' && (
        <div className="form__status form__status--error" role="alert">
          <p>{formText(texts, 'form.viewing.error')}</p>
          <button type="button" className="button" onClick={() => void slotsStore.run()}>
            {formText(texts, 'error.retry')}
          </button>
        </div>
      )}
      {slotsState.status === 'done' && days.length === 0 && (
        <p role="status">
          {taken ? formText(texts, 'form.error.slot.taken') : ''}{' '}
          {formText(texts, 'form.viewing.none')}
        </p>
      )}
      {slotsState.status === 'done' && days.length > 0 && (
        <FormFrame
          island={props}
          state={state}
          store={store}
          submitLabel={formText(texts, 'form.viewing.submit')}
          labelledBy={headingId}
        >
          <fieldset
            ref={slotGroup}
            className="field form__choices slot-picker"
            aria-invalid={slotMessage ? true : undefined}
            aria-describedby={describedBy(slotIds, { message: slotMessage })}
            data-field="slot"
          >
            <legend>
              <LabelText label={formText(texts, 'form.viewing.slots')} required texts={texts} />
            </legend>
            {days.map((day) => (
              <fieldset key={day.key} className="slot-picker__day">
                <legend>{day.label}</legend>
                <div className="slot-picker__times">
                  {day.slots.map((slot) => {
                    const id = `${slotIds.control}-${slot.id}`;
                    return (
                      <div className="slot-picker__time" key={slot.id}>
                        <input
                          id={id}
                          type="radio"
                          name="slot"
                          value={slot.id}
                          checked={values.slot === slot.id}
                          onChange={() => store.setValue('slot', slot.id)}
                        />
                        <label htmlFor={id}>
                          {slot.label}
                          {slot.salesRep && (
                            <span className="slot-picker__rep">
                              {' '}
                              {formText(texts, 'form.viewing.with', { name: slot.salesRep })}
                            </span>
                          )}
                        </label>
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            ))}
            <FieldMessage id={slotIds.message} text={slotMessage} />
          </fieldset>
          <PersonFields
            field={storeFields(formId, texts, store, state)}
            texts={texts}
            message={{ rows: 3 }}
          />
          <Honeypot formId={formId} texts={texts} values={values} store={store} />
        </FormFrame>
      )}
    </div>
  );
}
