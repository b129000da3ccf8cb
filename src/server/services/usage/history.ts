import type { ExpressionBuilder } from 'kysely';
import type { UsageHistoryItem, UsageHistoryList, UsageHistoryQuery } from '../../../shared/contract/index.js';
import { BILLABLE_ACTIONS, GRANT_ACTIONS } from '../../../shared/contract/values.js';
import type { Ctx } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { isId } from '../../ids.js';
import { decodeCursor, encodeCursor, paginate } from '../diagrams/cursor.js';

type Eb = ExpressionBuilder<DB, 'credit_ledger'>;

/** The filters of §9.14 as one WHERE clause (shared by the page and its summary). */
function filters(ctx: Ctx, q: UsageHistoryQuery) {
  return (eb: Eb) => {
    const all = [eb('account_id', '=', ctx.actor.accountId)];
    const actions: string[] = q.action ?? [...BILLABLE_ACTIONS];
    all.push(eb('action', 'in', q.include_grants ? [...actions, ...GRANT_ACTIONS] : actions));
    if (q.source) all.push(eb.or([eb('source', 'in', q.source), ...(q.include_grants ? [eb('source', 'is', null)] : [])]));
    if (q.diagram_id !== undefined) all.push(isId(q.diagram_id) ? eb('diagram_id', '=', q.diagram_id) : eb.lit(false));
    if (q.livemode !== undefined) all.push(eb.or([eb('livemode', '=', q.livemode), ...(q.include_grants ? [eb('livemode', 'is', null)] : [])]));
    if (q.from) all.push(eb('created_at', '>=', new Date(q.from)));
    if (q.to) all.push(eb('created_at', '<', new Date(q.to)));
    return eb.and(all);
  };
}

/** GET /usage/history: ledger rows newest first, with totals over every matching row. */
export async function usageHistory({ ctx, input }: { ctx: Ctx; input: UsageHistoryQuery }): Promise<UsageHistoryList> {
  const where = filters(ctx, input);
  let query = ctx.db.selectFrom('credit_ledger').selectAll().where(where).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit + 1);
  if (input.cursor) {
    const { createdAt, id } = decodeCursor(input.cursor);
    query = query.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]));
  }
  const [rows, totals] = await Promise.all([
    query.execute(),
    ctx.db
      .selectFrom('credit_ledger')
      .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('credits_charged'), eb.lit(0)).as('total'), eb.fn.count<number>('id').filterWhere('action', 'in', [...BILLABLE_ACTIONS]).as('tasks')])
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  const page = paginate(rows, input.limit, (r) => encodeCursor(r.created_at, r.id));
  const titles = await diagramTitles(ctx, page.items.map((r) => r.diagram_id));
  const items: UsageHistoryItem[] = page.items.map((r) => ({
    id: r.id,
    created_at: r.created_at.toISOString(),
    action_type: r.action as UsageHistoryItem['action_type'],
    credits_charged: r.credits_charged,
    credits_granted: r.credits_granted,
    balance_after: r.balance_after,
    diagram_id: r.diagram_id,
    diagram_title: r.diagram_id ? (titles.get(r.diagram_id) ?? null) : null,
    tier: r.tier,
    tokens_input: r.tokens_input,
    tokens_output: r.tokens_output,
    tokens_total: r.tokens_input === null && r.tokens_output === null ? null : (r.tokens_input ?? 0) + (r.tokens_output ?? 0),
    source: r.source as UsageHistoryItem['source'],
    livemode: r.livemode,
    request_id: r.request_id,
  }));
  return { items, has_more: page.has_more, next_cursor: page.next_cursor, summary: { total_credits_charged: Number(totals.total), task_count: Number(totals.tasks) } };
}

/** The titles of the account's diagrams named by a page of rows, so each row can name its diagram. */
async function diagramTitles(ctx: Ctx, ids: Array<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('diagrams').select(['id', 'title']).where('account_id', '=', ctx.actor.accountId).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.title]));
}
