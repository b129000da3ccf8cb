import { usageQuery } from '../api/usage/get-usage.js';
import { usageHistoryQuery } from '../api/usage/get-usage-history.js';
import { UsageHistoryTable } from '../features/usage/components/usage-history-table.js';
import { UsageSummary } from '../features/usage/components/usage-summary.js';
import { queryClient } from '../lib/query-client.js';
import { Page } from './page.js';

export function usageLoader() {
  void queryClient.prefetchQuery(usageQuery);
  void queryClient.prefetchInfiniteQuery(usageHistoryQuery);
  return null;
}

/** /usage — the balance and where the credits went. */
export function UsageRoute() {
  return (
    <Page title="Usage and credits">
      <UsageSummary />
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">History</h2>
        <UsageHistoryTable />
      </section>
    </Page>
  );
}
