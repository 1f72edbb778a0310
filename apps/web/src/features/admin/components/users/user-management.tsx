/**
 * 'User Management' (product §2, §4): users 5 per page. A role change or a delete is confirmed
 * in the 'Think about it' dialog, then sent with the notice 'Saving changes...', and the
 * list reloads.
 */
import {
  ADMIN_LIST_PER_PAGE,
  NOTICES,
  pageCount,
  pageOf,
  type Role,
  type UserWire,
} from '@staylane/domain';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Pagination } from '@/components/pagination';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useChangeUserRole } from '../../api/change-user-role';
import { useDeleteUser } from '../../api/delete-user';
import { useUsers } from '../../api/get-users';
import { UserCard } from './user-card';

export const THINK_TITLE = 'Think about it';
export const THINK_MESSAGE =
  'Take into consideration the possible consequences of this particular action.';

type Pending = { kind: 'role'; user: UserWire; role: Role } | { kind: 'delete'; user: UserWire };

const failure = (error: Error) =>
  notify.error(error instanceof ApiError ? error.message : NOTICES.somethingWentWrong);

export function UserManagement({ selfId }: { selfId: string | undefined }) {
  const users = useUsers();
  const changeRole = useChangeUserRole();
  const remove = useDeleteUser();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending | undefined>(undefined);

  const all = users.data?.data ?? [];
  const pages = Math.max(1, pageCount(all.length, ADMIN_LIST_PER_PAGE));
  // A delete can empty the last page: show the new last one.
  const current = Math.min(page, pages);
  const shown = pageOf(all, current, ADMIN_LIST_PER_PAGE);
  const busy = changeRole.isPending || remove.isPending;

  function confirm() {
    const action = pending;
    setPending(undefined);
    if (!action) return;
    notify.success(NOTICES.savingChanges);
    if (action.kind === 'role') {
      changeRole.mutate(
        { userId: action.user.id, newRole: action.role },
        { onSuccess: (answer) => notify.success(answer.message), onError: failure },
      );
    } else {
      remove.mutate(action.user.id, {
        onSuccess: (answer) => notify.success(answer.message),
        onError: failure,
      });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600" aria-live="polite">
        {users.isSuccess ? `${all.length} ${all.length === 1 ? 'user' : 'users'}` : ''}
        {busy && <span className="ml-2 font-semibold text-brand-800">{NOTICES.savingChanges}</span>}
      </p>
      <div className="relative min-h-40">
        {users.isFetching && <LoadingOverlay label="Loading users" />}
        {users.isError && (
          <p role="alert" className="text-red-700">
            {users.error.message}
          </p>
        )}
        <ul className="flex flex-col gap-3">
          {shown.map((user, at) => (
            // Keyed by the user alone: a card made anew after a role change would take the
            // focus the confirmation just gave back to it.
            <li key={user.id}>
              <UserCard
                index={(current - 1) * ADMIN_LIST_PER_PAGE + at + 1}
                user={user}
                isSelf={user.id === selfId}
                busy={busy}
                onChangeRole={(role) => setPending({ kind: 'role', user, role })}
                onDelete={() => setPending({ kind: 'delete', user })}
              />
            </li>
          ))}
        </ul>
      </div>
      {pages > 1 && (
        <Pagination page={current} pageCount={pages} onChange={setPage} label="User pages" />
      )}
      <ConfirmDialog
        open={pending !== undefined}
        onOpenChange={(open) => !open && setPending(undefined)}
        title={THINK_TITLE}
        message={THINK_MESSAGE}
        onConfirm={confirm}
      />
    </div>
  );
}
