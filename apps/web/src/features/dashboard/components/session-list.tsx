/**
 * The devices signed in to the account (decision 013), on the Profile tab: when each session began
 * and was last used, with "Sign out" for each other device and "Sign out everywhere" for all
 * of them. This device ends with Log Out, as everywhere else in the app.
 */
import type { SessionWire } from '@staylane/domain';
import { useId } from 'react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { formatDayTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';

export function SessionList() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const busy = endOne.isPending || endOthers.isPending;
  const everywhereHint = useId();

  if (sessions.isPending) return <Spinner label="Loading your sessions" className="size-8" />;
  if (!sessions.data) {
    return (
      <p className="text-slate-600">Your sessions could not load. {sessions.error?.message}</p>
    );
  }

  const others = sessions.data.filter((session) => !session.current);
  function signOut(session: SessionWire) {
    endOne.mutate(session.id, {
      onSuccess: () => notify.success(`Signed out of ${session.device}`),
      onError: (error) => notify.error(error.message),
    });
  }
  function signOutEverywhere() {
    endOthers.mutate(undefined, {
      onSuccess: () => notify.success('Signed out of every other device'),
      onError: (error) => notify.error(error.message),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Signed-in devices" className="flex flex-col divide-y divide-slate-200">
        {sessions.data.map((session) => (
          <li
            key={session.id}
            className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink">
                {session.device}
                {session.current && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    This device
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-600">
                Started {formatDayTime(session.started)} · Last used{' '}
                {formatDayTime(session.lastUsed)}
              </p>
            </div>
            {!session.current && (
              <Button
                variant="outline"
                size="sm"
                className="self-start sm:self-auto"
                disabled={busy}
                onClick={() => signOut(session)}
              >
                Sign out
                <span className="sr-only">
                  {' '}
                  {session.device}, started {formatDayTime(session.started)}
                </span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button
            variant="danger"
            disabled={busy}
            onClick={signOutEverywhere}
            aria-describedby={everywhereHint}
          >
            Sign out everywhere
          </Button>
          <p id={everywhereHint} className="text-sm text-slate-600">
            Every other device; this one stays signed in.
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">No other device is signed in.</p>
      )}
    </div>
  );
}
