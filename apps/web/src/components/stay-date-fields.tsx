/**
 * The check-in and check-out inputs with the date rules of spec §4: check-in no earlier than
 * today; changing check-in moves check-out to the next day; check-out at least check-in + 1.
 * Used by the search bar and the hotel page's booking card.
 */
import { addDays } from '@staylane/domain';
import { useToday } from '@/lib/today';
import { inputClass } from './input-class';

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
}

export function StayDateFields({ idPrefix, stay, onChange, labelClassName }: StayDateFieldsProps) {
  const today = useToday();

  function changeCheckIn(value: string) {
    if (!value) return;
    const checkInDate = value < today ? today : value;
    onChange({ checkInDate, checkOutDate: addDays(checkInDate, 1) });
  }

  function changeCheckOut(value: string) {
    if (!value) return;
    const minimum = addDays(stay.checkInDate, 1);
    onChange({ ...stay, checkOutDate: value < minimum ? minimum : value });
  }

  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-in`} className={labelClassName}>
          Check-in
        </label>
        <input
          id={`${idPrefix}-in`}
          type="date"
          className={inputClass}
          min={today}
          value={stay.checkInDate}
          onChange={(event) => changeCheckIn(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-out`} className={labelClassName}>
          Check-out
        </label>
        <input
          id={`${idPrefix}-out`}
          type="date"
          className={inputClass}
          min={addDays(stay.checkInDate, 1)}
          value={stay.checkOutDate}
          onChange={(event) => changeCheckOut(event.target.value)}
        />
      </div>
    </>
  );
}
