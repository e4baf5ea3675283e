import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../domain/locales.ts';
import { buildPath } from '../../domain/routes.ts';
import type { FormErrorKey } from '../../forms/schemas.ts';
import type { Appointment } from '../../schemas/agenda.ts';
import { readAnswer } from './answer.ts';
import { readAppointment } from './booking-data.ts';
import { formEndpoints } from './endpoints.ts';
import type { LiveOptions } from './FormFrame.tsx';
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
  appointmentId?: string | undefined;
  live?: LiveOptions;
};

type Failure = FormErrorKey | 'network';

const failureOf = (kind: ReturnType<typeof readAnswer>['kind']): FormErrorKey =>
  kind === 'notFound'
    ? 'form.error.not.found'
    : kind === 'rateLimited'
      ? 'form.error.rate.limited'
      : 'form.error.unavailable';

export function CancelAppointment({ locale, texts, appointmentId, live }: CancelAppointmentProps) {
  const [stores] = useState(() => ({
    appointment: createRequestStore<Appointment, Failure>(async () => {
      if (!appointmentId) return { ok: false, error: 'form.error.not.found' };
      const answer = await callSite('GET', formEndpoints.appointment(locale, appointmentId));
      const appointment = answer.status === 200 ? readAppointment(answer.body) : null;
      if (appointment) return { ok: true, data: appointment };
      return { ok: false, error: failureOf(readAnswer(answer).kind) };
    }, 'network'),
    cancel: createRequestStore<true, Failure>(async () => {
      if (!appointmentId) return { ok: false, error: 'form.error.not.found' };
      const answer = readAnswer(
        await callSite('DELETE', formEndpoints.appointment(locale, appointmentId)),
      );
      return answer.kind === 'success'
        ? { ok: true, data: true }
        : { ok: false, error: failureOf(answer.kind) };
    }, 'network'),
  }));
  const loaded = useStore(stores.appointment.$request);
  const cancelled = useStore(stores.cancel.$request);

  const isLive = live !== undefined;
  useEffect(() => {
    if (isLive) void stores.appointment.run();
  }, [isLive, stores]);
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cancelled.status === 'done') done.current?.focus();
  }, [cancelled.status]);

  if (loaded.status === 'failed') {
    return (
      <div className="form-block">
        <p className="form__status form__status--error" role="alert">
          {formText(texts, loaded.error === 'network' ? 'form.error.network' : loaded.error)}
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
      <a href={buildPath('estateDetailShort', locale, { estateId: appointment.estateId })}>
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
  const failure =
    cancelled.status === 'failed'
      ? formText(texts, cancelled.error === 'network' ? 'form.error.network' : cancelled.error)
      : '';
  return (
    <div className="form-block">
      <p className="form-block__lead">{when}</p>
      {property}
      <form
        className="form"
        noValidate
        aria-busy={cancelled.status === 'loading'}
        onSubmit={(event) => {
          event.preventDefault();
          void stores.cancel.run();
        }}
      >
        <p>{formText(texts, 'form.cancel.question')}</p>
        <div className="form__actions">
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={cancelled.status === 'loading' ? true : undefined}
          >
            {cancelled.status === 'loading'
              ? formText(texts, 'form.sending')
              : formText(texts, 'form.viewing.cancel')}
          </button>
        </div>
        <div className="form__status form__status--error" role="status" aria-live="polite">
          {failure && <p>{failure}</p>}
        </div>
      </form>
    </div>
  );
}
