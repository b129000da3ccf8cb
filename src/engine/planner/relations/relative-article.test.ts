import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('relations: "X that the B <verb>s" with an article before B', () => {
  it('what A sends that the web app stores: A reaches the web app, which reaches the store', () => {
    const out = statedEdges('A customer sends a cake order that the bakery web app stores in Azure SQL Database.', 'azure');
    expect(out).toContain('general.users -> azure.app_service');
    expect(out).toContain('azure.app_service -> azure.sql_database');
  });
});
