import { useEffect, useRef, useState } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { formEndpoints } from './endpoints.ts';
import type { FieldMessages } from './field-messages.ts';
import { createFormStore } from './form-store.ts';
import { FormFrame, useFormStore, type FormIsland } from './FormFrame.tsx';
import { Honeypot, SelectField } from './fields.tsx';
import { PersonFields, storeFields } from './store-fields.tsx';
import {
  emptyPerson,
  parseWholeNumber,
  reservationPayload,
  type ReservationValues,
} from './payloads.ts';
import { bookablePeriods, localToday, periodLabel, type PeriodOption } from './period-choices.ts';
import { callSite } from './site-client.ts';
import { formText } from './texts.ts';

/*
 * A holiday-rental reservation request (spec 1, spec 7 rental-units/reservation): one of the
 * unit's available periods (from the build; refreshed from the server's 409 when one was taken
 * in the meantime), the number of guests up to the unit's capacity, and the guest's details.
 */

export type ReservationFormProps = FormIsland & {
  unitId: number;
  maxOccupation: number;
  /** The unit's periods as the build saw them; the form offers the bookable ones. */
  periods: readonly (PeriodOption & { available?: boolean })[];
  /** The id of the heading that names the form (the unit page's "Request a booking"). */
  labelledBy?: string;
};

type Field = 'period' | 'guests' | 'name' | 'email' | 'phone' | 'message';

const paths = {
  periodId: 'period',
  guests: 'guests',
  name: 'name',
  email: 'email',
  phone: 'phone',
  message: 'message',
} as const;

const typeKeys = {
  WEEK: 'holiday.period.week',
  WEEKEND: 'holiday.period.weekend',
  MIDWEEK: 'holiday.period.midweek',
  CUSTOM: 'holiday.period.custom',
} as const;

/** Rules the schema cannot know: a period must be chosen, the guests must fit the unit. */
export function reservationPrecheck(
  values: Pick<ReservationValues, 'period' | 'guests'>,
  maxOccupation: number,
): FieldMessages<Field> {
  const messages: FieldMessages<Field> = {};
  if (values.period === '') messages.period = 'form.error.required';
  const guests = parseWholeNumber(values.guests);
  if (guests !== undefined && guests > maxOccupation) messages.guests = 'form.error.guests';
  return messages;
}

export function ReservationForm(props: ReservationFormProps) {
  const { formId, locale, texts, unitId, maxOccupation } = props;
  const [$periods] = useState(() => atom(bookablePeriods(props.periods, localToday())));
  const periods = useStore($periods);
  const [store, state] = useFormStore(() =>
    createFormStore<ReservationValues, Field>({
      initial: { period: '', guests: '', ...emptyPerson },
      locale,
      schema: () => import('../../forms/schemas.ts').then((rules) => rules.reservationFormSchema),
      paths,
      precheck: (values) => reservationPrecheck(values, maxOccupation),
      payload: (values, meta) => reservationPayload(values, meta, unitId),
      send: (payload) => callSite('POST', formEndpoints.reservations(locale), payload),
      onAnswer: (answer) => {
        if (answer.kind === 'periodTaken') {
          $periods.set(bookablePeriods(answer.periods, localToday()));
        }
      },
      afterConflict: (values) => ({ ...values, period: '' }),
      afterSuccess: (values) => ({ ...values, period: '', message: '' }),
    }),
  );

  // After a 409 the fresh periods are there to choose from: the choice is where focus goes.
  const periodField = `${formId}-period`;
  const taken =
    state.failure?.kind === 'message' && state.failure.key === 'form.error.period.taken';
  const wasTaken = useRef(false);
  useEffect(() => {
    if (taken && !wasTaken.current) document.getElementById(periodField)?.focus();
    wasTaken.current = taken;
  }, [taken, periodField]);

  const typeLabels = Object.fromEntries(
    Object.entries(typeKeys).map(([type, key]) => [type, formText(texts, key)]),
  );
  const template = formText(texts, 'form.reservation.option');
  const field = storeFields(formId, texts, store, state);

  if (periods.length === 0) {
    return (
      <div className="form-block">
        <p role="status">
          {taken ? `${formText(texts, 'form.error.period.taken')} ` : ''}
          {formText(texts, 'holiday.periods.none')}
        </p>
      </div>
    );
  }

  return (
    <div className="form-block">
      <FormFrame
        island={props}
        state={state}
        store={store}
        submitLabel={formText(texts, 'form.reservation.submit')}
        {...(props.labelledBy ? { labelledBy: props.labelledBy } : {})}
      >
        <SelectField
          {...field('period')}
          label={formText(texts, 'form.reservation.period')}
          required
          options={[
            { value: '', label: '—' },
            ...periods.map((period) => ({
              value: String(period.id),
              label: periodLabel(period, locale, template, typeLabels),
            })),
          ]}
        />
        <SelectField
          {...field('guests')}
          label={formText(texts, 'form.reservation.guests')}
          hint={formText(texts, 'form.reservation.guests.hint', { count: maxOccupation })}
          required
          options={[
            { value: '', label: '—' },
            ...Array.from({ length: Math.max(1, maxOccupation) }, (_, index) => ({
              value: String(index + 1),
              label: String(index + 1),
            })),
          ]}
        />
        <PersonFields field={field} texts={texts} stacked message={{ rows: 3 }} />
        <Honeypot formId={formId} texts={texts} values={state.values} store={store} />
      </FormFrame>
    </div>
  );
}
