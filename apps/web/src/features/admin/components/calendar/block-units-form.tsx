/**
 * "Block units" (decision 026): take units of a room type out of sale for nights, e.g. for
 * maintenance. Checked on the client with the server's own schema; the server's answer (409
 * "Not enough free units…", a past night…) is shown as it comes.
 */
import { addDays, BLOCK_REASON_MAX, NOTICES, roomBlockBodySchema } from '@staylane/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { DateField } from '@/components/date-field';
import { FormField } from '@/components/form-field';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAddRoomBlock } from '../../api/room-blocks';

interface BlockUnitsFormProps {
  roomId: string;
  roomUnits: number;
  night: string;
  /** The hotel's today: earlier nights cannot be blocked. */
  today: string;
}

type Field = 'units' | 'from' | 'to' | 'reason';

export function BlockUnitsForm({ roomId, roomUnits, night, today }: BlockUnitsFormProps) {
  const id = useId();
  const [units, setUnits] = useState('1');
  const [from, setFrom] = useState(night);
  const [to, setTo] = useState(addDays(night, 1));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const add = useAddRoomBlock();

  function changeFrom(next: string) {
    setFrom(next);
    // The block keeps at least one night: a later first night moves the morning after along.
    if (to <= next) setTo(addDays(next, 1));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    const body = { roomId, from, to, units: Number(units), reason };
    const checked = roomBlockBodySchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(body, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setReason('');
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          setErrors(error.fields as Partial<Record<Field, string>>);
          setProblem(error.message);
        } else setProblem(NOTICES.somethingWentWrong);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="font-display text-lg font-bold text-ink">
        Block units
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField
          label={`Units (of ${roomUnits})`}
          type="number"
          inputMode="numeric"
          min={1}
          max={roomUnits}
          value={units}
          error={errors.units}
          onChange={(event) => setUnits(event.target.value)}
        />
        <DateField
          id={`${id}-from`}
          label="From (first night)"
          value={from}
          min={today}
          error={errors.from}
          onChange={changeFrom}
        />
        <DateField
          id={`${id}-to`}
          label="To (morning after)"
          value={to}
          min={addDays(from, 1)}
          error={errors.to}
          onChange={setTo}
        />
      </div>
      <FormField
        label="Reason"
        value={reason}
        maxLength={BLOCK_REASON_MAX}
        placeholder="e.g. Painting"
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Blocking…' : 'Block units'}
        </Button>
      </div>
    </form>
  );
}
