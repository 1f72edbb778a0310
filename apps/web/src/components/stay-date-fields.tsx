/**
 * The check-in and check-out inputs with the date rules of product §4: check-in no earlier than
 * today; changing check-in moves check-out to the next day; check-out at least check-in + 1.
 * The rules apply to whole dates only, once typed or picked (DateInput); a typed date they
 * refuse is put back to the last good one, and the field says why.
 * Used by the search bar and the hotel page's booking card.
 */
import { addDays, MAX_NIGHTS, STAY_MESSAGES } from '@staylane/domain';
import { useToday } from '@/lib/today';
import { DateInput } from './date-input';

export interface Stay {
  checkInDate: string;
  checkOutDate: string;
}

interface StayDateFieldsProps {
  /** Prefix of the inputs' ids (a useId value of the form). */
  idPrefix: string;
  stay: Stay;
  onChange: (stay: Stay) => void;
  labelClassName: string;
  /** The earliest check-in: the hotel's today on its page (decision 039), else the visitor's. */
  today?: string;
}

export function StayDateFields({
  idPrefix,
  stay,
  onChange,
  labelClassName,
  today: earliest,
}: StayDateFieldsProps) {
  const visitorToday = useToday();
  const today = earliest ?? visitorToday;

  const changeCheckIn = (checkInDate: string) =>
    onChange({ checkInDate, checkOutDate: addDays(checkInDate, 1) });
  const changeCheckOut = (checkOutDate: string) => onChange({ ...stay, checkOutDate });

  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-in`} className={labelClassName}>
          Check-in
        </label>
        <DateInput
          id={`${idPrefix}-in`}
          min={today}
          tooEarlyMessage={STAY_MESSAGES.checkInPast}
          value={stay.checkInDate}
          onChange={changeCheckIn}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-out`} className={labelClassName}>
          Check-out
        </label>
        <DateInput
          id={`${idPrefix}-out`}
          min={addDays(stay.checkInDate, 1)}
          tooEarlyMessage={STAY_MESSAGES.checkOutNotAfterCheckIn}
          // A year being typed over (2232 on the way to 2027) is no stay to hand on.
          max={addDays(stay.checkInDate, MAX_NIGHTS)}
          tooLateMessage={STAY_MESSAGES.tooLong}
          value={stay.checkOutDate}
          onChange={changeCheckOut}
        />
      </div>
    </>
  );
}
