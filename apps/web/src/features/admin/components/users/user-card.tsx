/** A user of 'User Management' (product §2): index, full name, role, new-role selector, delete. */
import { ROLES, roleName, type Role, type UserWire } from '@staylane/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { inputClass } from '@/components/input-class';

interface UserCardProps {
  index: number;
  user: UserWire;
  isSelf: boolean;
  busy: boolean;
  onChangeRole: (role: Role) => void;
  onDelete: () => void;
}

export function UserCard({ index, user, isSelf, busy, onChangeRole, onDelete }: UserCardProps) {
  const id = useId();
  const [role, setRole] = useState<Role>(user.role.id);
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr_auto] sm:items-center"
    >
      <span
        className="flex size-10 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800"
        aria-label={`User ${index}`}
      >
        {index}
      </span>
      <div className="min-w-0">
        <h3 id={`${id}-name`} className="font-display text-lg font-bold break-words text-ink">
          {user.fullName}
          {isSelf && <span className="text-sm font-semibold text-slate-500"> (you)</span>}
        </h3>
        <p className="text-sm break-words text-slate-600">{user.email}</p>
        <p className="mt-1 text-sm">
          Role: <strong data-testid="role-name">{user.role.Name}</strong>
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-role`} className="text-xs font-bold text-slate-600">
            New role
          </label>
          <select
            id={`${id}-role`}
            className={`${inputClass} h-9 w-28 py-0`}
            value={role}
            onChange={(event) => setRole(Number(event.target.value) as Role)}
          >
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {roleName(option)}
              </option>
            ))}
          </select>
        </div>
        <Button
          size="sm"
          disabled={busy || role === user.role.id}
          onClick={() => onChangeRole(role)}
          aria-label={`Confirm the new role of ${user.fullName}`}
        >
          Confirm
        </Button>
        {!isSelf && (
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={onDelete}
            aria-label={`Delete ${user.fullName}`}
          >
            Delete
          </Button>
        )}
      </div>
    </article>
  );
}
