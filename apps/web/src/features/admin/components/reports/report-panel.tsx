/**
 * The 'Reports' tab (decision 022): occupancy, ADR and RevPAR per night, and money and bookings
 * per day, for one hotel or all of them, over a period. Loaded lazily with its chart library.
 */
import { todayIso } from '@staylane/domain';
import { useState } from 'react';
import { useReport } from '../../api/get-report';
import { ReportFigures } from './report-figures';
import { ReportFilters } from './report-filters';
import { periodQuery, presetPeriod, type ShownPeriod } from './report-periods';
import { ReportSkeleton } from './report-skeleton';

/** The hotel is the back office's chosen one; '' reports on all of them. */
export default function ReportPanel({ hotelId }: { hotelId: string }) {
  const [today] = useState(() => todayIso());
  const [period, setPeriod] = useState<ShownPeriod>(() => presetPeriod('This month', today));
  const asked = periodQuery(period, hotelId);
  const query = 'query' in asked ? asked.query : undefined;
  const report = useReport(query);

  return (
    <div className="flex flex-col gap-6">
      <ReportFilters
        period={period}
        onPeriodChange={setPeriod}
        today={today}
        problem={'problem' in asked ? asked.problem : undefined}
      />
      <p className="sr-only" aria-live="polite">
        {report.isFetching ? 'Loading the report' : report.isSuccess ? 'Report ready' : ''}
      </p>
      {report.isError && (
        <p role="alert" className="text-red-700">
          {report.error.message}
        </p>
      )}
      {report.data ? (
        <div className={report.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <ReportFigures report={report.data.data} />
        </div>
      ) : (
        report.isPending && query !== undefined && <ReportSkeleton />
      )}
    </div>
  );
}
