import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MAX_ACTIVE_KEYS } from '../../../../shared/contract/index.js';
import { server } from '../../../testing/msw/server.js';
import { apiKey, keyHandlers } from '../../../testing/msw/handlers/keys.js';
import { renderApp } from '../../../testing/render.js';
import { ApiKeysSettings } from './api-keys-settings.js';

describe('Settings → API keys', () => {
  it('lists keys with prefix, maker, created and last used', async () => {
    server.use(...keyHandlers([apiKey(1, { client: 'mcp', device_name: 'ada-laptop', last_used_at: new Date().toISOString() }), apiKey(2, { livemode: false, prefix: 'skp_test_K2x' })]));
    renderApp(<ApiKeysSettings />);
    const table = await screen.findByRole('table', { name: 'API keys' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('skp_live_K1x…');
    expect(rows[0]!.textContent).toContain('MCP server on ada-laptop');
    expect(rows[1]!.textContent).toContain('test');
    expect(rows[1]!.textContent).toContain('Never');
    expect(screen.getByTestId('keys.count').textContent).toBe(`2 of ${MAX_ACTIVE_KEYS} active keys`);
  });

  it('creates a key and shows its secret once', async () => {
    server.use(...keyHandlers([]));
    const { user } = renderApp(<ApiKeysSettings />);
    await user.type(await screen.findByRole('textbox', { name: 'Key name' }), 'CI pipeline');
    await user.click(screen.getByRole('radio', { name: 'Test' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByTestId('keys.secret')).textContent).toMatch(/^skp_test_/);
    await waitFor(() => expect(screen.getByTestId('keys.count').textContent).toBe(`1 of ${MAX_ACTIVE_KEYS} active keys`));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('keys.secret')).toBeNull();
    expect(document.body.textContent).not.toMatch(/skp_test_S3cret/);
  });

  it('revokes after asking', async () => {
    const keys = [apiKey(1), apiKey(2)];
    server.use(...keyHandlers(keys));
    const { user } = renderApp(<ApiKeysSettings />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Key 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByText('Key 1')).toBeNull());
    expect(keys.map((k) => k.name)).toEqual(['Key 2']);
  });

  it('at the limit, creating is disabled with the reason', async () => {
    server.use(...keyHandlers(Array.from({ length: MAX_ACTIVE_KEYS }, (_, i) => apiKey(i + 1))));
    renderApp(<ApiKeysSettings />);
    const create = await screen.findByRole('button', { name: 'Create key' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Revoke one you no longer use/)).toBeTruthy();
  });
});
