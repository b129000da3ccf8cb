import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { server } from '../../../testing/msw/server.js';
import { signedOut } from '../../../testing/msw/handlers/auth.js';
import { renderApp } from '../../../testing/render.js';
import { LoginRoute } from '../../../routes/login.js';
import { RequireSession } from '../../../routes/require-session.js';
import { Layout } from '../../../ui/layout.js';

function app(route: string) {
  return renderApp(
    [
      {
        element: <Layout />,
        children: [
          { path: '/login', element: <LoginRoute /> },
          { element: <RequireSession />, children: [{ path: '/usage', element: <p>Usage page</p> }] },
        ],
      },
    ],
    { route },
  );
}

describe('sign-in', () => {
  it('a signed-out visitor is sent to /login, signs in with the e-mailed code and comes back', async () => {
    server.use(signedOut);
    const { user } = app('/usage?tab=history');
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in code' }));
    expect(await screen.findByText(/We e-mailed a 6-digit code to/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Sign-in code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Usage page')).toBeTruthy();
    // The chrome follows at once: the account and the balance show without a reload.
    expect(await screen.findByRole('button', { name: 'ada@example.com' })).toBeTruthy();
    expect(await screen.findByText('42 credits')).toBeTruthy();
  });

  it('signing out clears the chrome and sends the person to /login', async () => {
    const { user } = app('/usage');
    await user.click(await screen.findByRole('button', { name: 'ada@example.com' }));
    server.use(signedOut);
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('textbox', { name: 'E-mail address' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ada@example.com' })).toBeNull();
    expect(screen.queryByText('42 credits')).toBeNull();
  });

  it('a wrong code says so and lets the person try again', async () => {
    server.use(signedOut);
    const { user } = app('/login');
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Sign-in code' }), '999999');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That code is not right');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();
  });

  it('a signed-in person on /login goes straight on; "next" never leaves the app', async () => {
    app('/login?next=//evil.example/x');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});
