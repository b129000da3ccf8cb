import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { server } from '../../../testing/msw/server.js';
import { deviceHandlers, EMAILED_CODE, USER_CODE_PENDING } from '../../../testing/msw/handlers/device.js';
import { renderApp } from '../../../testing/render.js';
import { DeviceRoute } from '../../../routes/device.js';

function open(route: string) {
  const decisions: Array<{ code: string; decision: 'approved' | 'denied' }> = [];
  server.use(...deviceHandlers(decisions));
  return { ...renderApp(<DeviceRoute />, { path: '/device', route }), decisions };
}

describe('/device', () => {
  it('no-email flow: shows the code from the URL, who asks, and approves', async () => {
    const { user, decisions } = open(`/device?code=${USER_CODE_PENDING.toLowerCase()}`);
    expect(await screen.findByTestId('device.code')).toHaveProperty('textContent', USER_CODE_PENDING);
    expect(await screen.findByText('Skyplan MCP server')).toBeTruthy();
    expect(screen.getByText('ada-laptop')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Approved. Go back to the Skyplan MCP server/)).toBeTruthy();
    expect(decisions).toEqual([{ code: USER_CODE_PENDING, decision: 'approved' }]);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('e-mail flow: shows the latest request, takes the typed code (never from the URL) and denies', async () => {
    const { user, decisions } = open('/device');
    expect(await screen.findByText('Skyplan Python SDK')).toBeTruthy();
    expect(screen.getByText('build-box')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Code from the e-mail' }), 'wxyz 6789');
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText(/Denied. Nothing was signed in/)).toBeTruthy();
    expect(decisions).toEqual([{ code: EMAILED_CODE, decision: 'denied' }]);
  });

  it('a code that matches nothing says what to check', async () => {
    const { user } = open('/device');
    await user.type(await screen.findByRole('textbox', { name: 'Code from the e-mail' }), 'AAAA-BBBB');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That code does not match a sign-in request.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy());
  });

  it('an unknown user_code in the URL is reported', async () => {
    open('/device?code=ZZZZ-ZZZZ');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No sign-in request has the code ZZZZ-ZZZZ.');
  });
});
