/**
 * 'Audit log' (People, decision 051): who changed what, newest first, with filters, pages, the
 * CSV of the search, and each entry's changes on demand. The table scrolls sideways on a phone.
 */
import { useState } from 'react';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Pagination } from '@/components/pagination';
import { auditCsvHref, useAuditLog, type AuditSearch } from '../../api/get-audit-log';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { AuditEntryRow } from './audit-entry-row';
import { AuditFilters, NO_AUDIT_FILTERS, type AuditFilterValues } from './audit-filters';

const PAGE_SIZE = 25;

/** `hotelId`: the back office's chosen hotel, the hotel filter until the admin changes it. */
export function AuditLog({ hotelId }: { hotelId?: string }) {
  const [filters, setFilters] = useState<AuditFilterValues>({
    ...NO_AUDIT_FILTERS,
    hotelId: hotelId ?? '',
  });
  const [page, setPage] = useState(1);
  // Typed filters ask once the typing pauses.
  const typed = useDebouncedValue(filters, 300);
  const search: AuditSearch = { ...typed, page, pageSize: PAGE_SIZE };
  const entries = useAuditLog(search);
  const list = entries.data?.data ?? [];
  const meta = entries.data?.meta;

  function changeFilters(change: Partial<AuditFilterValues>) {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  }

  return (
    <div className="flex flex-col gap-6">
      <AuditFilters values={filters} onChange={changeFilters} csvHref={auditCsvHref(search)} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {meta ? `${meta.total} ${meta.total === 1 ? 'entry' : 'entries'}` : ''}
      </p>
      <div className="relative min-h-40" aria-busy={entries.isFetching}>
        {entries.isFetching && <LoadingOverlay label="Loading the audit log" />}
        {entries.isError && (
          <p role="alert" className="text-red-700">
            {entries.error.message}
          </p>
        )}
        {entries.isSuccess && list.length === 0 && (
          <p className="py-10 text-center text-slate-600">No change matches this search.</p>
        )}
        {list.length > 0 && (
          // `relative`: the headers' screen-reader text is positioned absolutely and would
          // otherwise escape this scroll box and widen the whole page on a phone.
          // `@container`: an opened entry sizes its changes to this box's visible width.
          <div className="@container relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">Audit log, newest first</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    When
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Who
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Action
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Entity
                  </th>
                  <th scope="col" className="px-3 py-2">
                    From where
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Changes</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((entry) => (
                  <AuditEntryRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {(meta?.pageCount ?? 0) > 1 && (
        <Pagination
          page={page}
          pageCount={meta!.pageCount}
          onChange={setPage}
          label="Audit log pages"
        />
      )}
    </div>
  );
}
