/**
 * One entry of the audit log: when, who, what and from where, and on demand the fields its
 * change touched, before and after (changed-fields.ts).
 */
import type { AuditEntryWire } from '@staylane/domain';
import { Fragment, useId, useState } from 'react';
import { buttonClass } from '@/components/button';
import { changedFields } from './changed-fields';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }) + ' UTC';

const cell = 'px-3 py-2 align-top';

export function AuditEntryRow({ entry }: { entry: AuditEntryWire }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const changes = open ? changedFields(entry.before, entry.after) : [];
  return (
    <Fragment>
      <tr className="border-t border-slate-200">
        <td className={`${cell} whitespace-nowrap`}>{when(entry.at)}</td>
        <td className={cell}>
          {entry.actorEmail ?? 'Unknown'}
          {entry.actorId && <span className="block text-xs text-slate-500">#{entry.actorId}</span>}
        </td>
        <td className={`${cell} font-mono text-sm`}>{entry.action}</td>
        <td className={cell}>
          {entry.entityType.replaceAll('_', ' ')}
          {entry.entityId && ` #${entry.entityId}`}
          {entry.hotelId && (
            <span className="block text-xs text-slate-500">hotel #{entry.hotelId}</span>
          )}
        </td>
        <td className={cell}>
          {entry.ip ?? '—'}
          {entry.userAgent && (
            <span
              className="block max-w-56 truncate text-xs text-slate-500"
              title={entry.userAgent}
            >
              {entry.userAgent}
            </span>
          )}
        </td>
        <td className={cell}>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            aria-label={`${open ? 'Hide' : 'Show'} changes of ${entry.action} #${entry.id}`}
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? 'Hide changes' : 'Show changes'}
          </button>
        </td>
      </tr>
      {open && (
        <tr id={detailId} className="bg-slate-50">
          <td colSpan={6} className="p-0">
            {/* As wide as the scroll box shows and held at its left edge, so the changes are
                read without scrolling sideways on a phone; long values wrap. */}
            <div className="sticky left-0 w-[100cqw] px-3 py-3">
              {changes.length === 0 ? (
                <p className="text-sm text-slate-600">No field changed.</p>
              ) : (
                <table className="w-full text-sm">
                  <caption className="sr-only">Changes of {entry.action}</caption>
                  <thead>
                    <tr className="text-left text-slate-600">
                      <th scope="col" className="py-1 pr-3">
                        Field
                      </th>
                      <th scope="col" className="py-1 pr-3">
                        Before
                      </th>
                      <th scope="col" className="py-1">
                        After
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {changes.map((change) => (
                      <tr key={change.field} className="border-t border-slate-200">
                        <th
                          scope="row"
                          className="py-1 pr-3 text-left font-mono font-normal break-words"
                        >
                          {change.field}
                        </th>
                        <td className="py-1 pr-3 wrap-anywhere text-red-800">{change.before}</td>
                        <td className="py-1 wrap-anywhere text-green-800">{change.after}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          </td>
        </tr>
      )}
    </Fragment>
  );
}
