import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: an "it" that was the last sentence\'s doer stays that doer', () => {
  it('after an opening phrase and its comma, "it" is the part the last sentence\'s "it" was', () => {
    const d = drawn('Azure Event Grid receives payment events. It starts a function app that writes ledgers into Azure SQL Database. On the audit path, it starts a Logic Apps workflow.', 'azure');
    expect(d.edges.some((e) => /^Azure Event Grid -> Logic Apps/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Function app.* -> Logic Apps/.test(e))).toBe(false);
  });
});
