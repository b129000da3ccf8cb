import { http, HttpResponse } from 'msw';
import type { UsageHistoryList, UsageSummary } from '../../../../shared/contract/index.js';
import { usageSummary } from '../fixtures.js';
import { API } from '../http.js';

export const usageHandlers = [
  http.get(`${API}/usage`, () => HttpResponse.json<UsageSummary>(usageSummary())),
  http.get(`${API}/usage/history`, () =>
    HttpResponse.json<UsageHistoryList>({ items: [], has_more: false, next_cursor: null, summary: { total_credits_charged: 0, task_count: 0 } }),
  ),
];
