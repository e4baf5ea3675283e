import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../domain/locales.ts';
import type { Appointment } from '../../schemas/agenda.ts';
import { failureKey, readAnswer, type RequestFailure } from './answer.ts';
import { readAppointment } from './appointment-data.ts';
import { fillPath, formEndpoints, pathParam, type PathPattern } from './endpoints.ts';
import { RequestForm, requestFailureText } from './request-form.tsx';
import { deleteOnSite } from './delete-on-site.ts';
import { createRequestStore } from './request-store.ts';
import { callSite } from './site-client.ts';
import { formatSlotMoment } from './slot-days.ts';
import { formText, type FormTexts } from './texts.ts';

/*
 * Cancel a viewing (spec 2 cancel-appointment/{appointmentId}, the link of the confirmation
 * mail): shows the appointment, and cancels it once the visitor confirms with the button. The
 * id comes from the address: the page is one static shell for every appointment.
 */

export type CancelAppointmentProps = {
  locale: Locale;
  texts: FormTexts;
  /** This page's route, whose `{appointmentId}` names the appointment. */
  pagePath: PathPattern;
  /** The short detail route of an estate (`{estateId}`), for the link to the property. */
  estatePath: PathPattern;
};

export function CancelAppointment({ locale, texts, pagePath, estatePath }: CancelAppointmentProps) {
  const [stores] = useState(() => {
    // The id of the address, read when a request runs (in the browser): the page is one
    // static shell for every appointment.
    const pathOf = () => {
      const appointmentId = pathParam(pagePath, 'appointmentId');
      return appointmentId ? formEndpoints.appointment(locale, appointmentId) : undefined;
    };
    return {
      appointment: createRequestStore<Appointment, RequestFailure>(async () => {
        const path = pathOf();
        if (!path) return { ok: false, error: 'form.error.not.found' };
        const answer = await callSite('GET', path);
        const appointment = answer.status === 200 ? readAppointment(answer.body) : null;
        if (appointment) return { ok: true, data: appointment };
        return { ok: false, error: failureKey(readAnswer(answer).kind) };
      }, 'network'),
      cancel: createRequestStore<true, RequestFailure>(() => deleteOnSite(pathOf()), 'network'),
    };
  });
  const loaded = useStore(stores.appointment.$request);
  const cancelled = useStore(stores.cancel.$request);

  // Loaded once hydrated; the server render shows "loading".
  useEffect(() => {
    void stores.appointment.run();
  }, [stores]);
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cancelled.status === 'done') done.current?.focus();
  }, [cancelled.status]);

  if (loaded.status === 'failed') {
    return (
      <div className="form-block">
        <p className="form__status form__status--error" role="alert">
          {requestFailureText(texts, loaded.error)}
        </p>
        {loaded.error !== 'form.error.not.found' && (
          <button type="button" className="button" onClick={() => void stores.appointment.run()}>
            {formText(texts, 'error.retry')}
          </button>
        )}
      </div>
    );
  }
  if (loaded.status !== 'done') {
    return (
      <p className="form-block__loading" aria-busy="true">
        {formText(texts, 'form.cancel.loading')}
      </p>
    );
  }
  const appointment = loaded.data;
  const when = formText(texts, 'form.viewing.when', {
    time: formatSlotMoment(appointment.slot.start, locale),
  });
  const property = (
    <p>
      <a href={fillPath(estatePath, { estateId: appointment.estateId })}>
        {formText(texts, 'form.cancel.property')}
      </a>
    </p>
  );
  if (cancelled.status === 'done' || appointment.status === 'CANCELLED') {
    return (
      <div className="form-block">
        <p className="form-block__lead">{when}</p>
        <p ref={done} tabIndex={-1} className="form__status form__status--success">
          {formText(
            texts,
            cancelled.status === 'done' ? 'form.appointment.cancelled' : 'form.cancel.already',
          )}
        </p>
        {property}
      </div>
    );
  }
  return (
    <div className="form-block">
      <p className="form-block__lead">{when}</p>
      {property}
      <RequestForm
        texts={texts}
        request={cancelled}
        run={() => void stores.cancel.run()}
        label={formText(texts, 'form.viewing.cancel')}
      >
        <p>{formText(texts, 'form.cancel.question')}</p>
      </RequestForm>
    </div>
  );
}
