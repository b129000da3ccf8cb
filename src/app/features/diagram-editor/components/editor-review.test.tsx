import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FixRequestSchema, type DiagramOut } from '../../../../shared/contract/index.js';
import { server } from '../../../testing/msw/server.js';
import { API } from '../../../testing/msw/http.js';
import { DIAGRAM_ID, WARNINGS, diagram, houseError, score } from '../../../testing/msw/fixtures.js';
import { fakeDrawio } from '../../../testing/fake-drawio.js';
import { renderApp } from '../../../testing/render.js';
import { CreditsBadge } from '../../../ui/credits-badge.js';
import { EditorPage } from './editor-page.js';

const XML_FIXED = '<mxfile><diagram id="p"><mxGraphModel><root><mxCell id="0"/><mxCell id="tls"/></root></mxGraphModel></diagram></mxfile>';

function openEditor() {
  return renderApp(
    <>
      <CreditsBadge />
      <EditorPage diagramId={DIAGRAM_ID} />
    </>,
    { path: '/d/:id', route: `/d/${DIAGRAM_ID}` },
  );
}

describe('the editor review panel', () => {
  it('groups the warnings by severity, with the score and one Fix per warning', async () => {
    const drawio = fakeDrawio();
    openEditor();
    const panel = await screen.findByRole('region', { name: 'Warnings' });
    expect(within(panel).getByLabelText('Score 62 out of 100')).toBeTruthy();
    const groups = within(panel).getAllByRole('group', { name: /severity/ }).map((g) => g.getAttribute('aria-label'));
    expect(groups).toEqual(['Critical severity', 'High severity', 'Medium severity']);
    expect(within(panel).getAllByRole('button', { name: 'Fix' })).toHaveLength(WARNINGS.length);
    await waitFor(() => expect(drawio.loads.at(-1)).toBe(diagram().xml));
  });

  it('shows each finding\'s compliance controls and filters the findings by framework', async () => {
    fakeDrawio();
    const withControls = WARNINGS.map((w, i) => ({
      ...w,
      controls: i === 1 ? [{ framework: 'pci-dss' as const, id: '1.4.4', title: 'Stores not reachable from untrusted networks' }, { framework: 'soc2' as const, id: 'A1.2', title: 'Recovery infrastructure' }] : [{ framework: 'soc2' as const, id: 'CC7.2', title: 'Monitoring' }],
    }));
    server.use(http.get(`${API}/diagrams/:id`, () => HttpResponse.json(diagram({ warnings: withControls }))));
    const { user } = openEditor();
    const panel = await screen.findByRole('region', { name: 'Warnings' });
    expect(within(panel).getAllByText('Controls (2)')).toHaveLength(1);
    expect(within(panel).getByText('PCI DSS v4.0 1.4.4')).toBeTruthy();
    const select = within(panel).getByRole('combobox', { name: 'Compliance framework' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['All findings', 'PCI DSS v4.0', 'SOC 2']);
    await user.selectOptions(select, 'pci-dss');
    expect(within(panel).getAllByRole('button', { name: 'Fix' })).toHaveLength(1);
    expect(within(panel).queryByText('SOC 2 A1.2')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Save the findings report as CSV' })).toBeTruthy();
  });

  it('Fix sends the warning, then shows the fixed version: warning gone, score up, canvas reloaded, credits updated', async () => {
    const drawio = fakeDrawio();
    const fixed: DiagramOut = diagram({
      xml: XML_FIXED,
      warnings: WARNINGS.filter((w) => w.id !== 'w-tls-alb'),
      score: score(74, 2),
      version_number: 2,
      usage: { credits_charged: 1, credits_remaining: 41, tier: 'standard' },
    });
    let sent: unknown = null;
    server.use(
      http.post(`${API}/diagrams/:id/fix`, async ({ request }) => {
        sent = FixRequestSchema.parse(await request.json());
        expect(request.headers.get('idempotency-key')).toMatch(/^web-/);
        return HttpResponse.json(fixed);
      }),
    );
    const { user } = openEditor();
    await screen.findByText('42 credits');
    const item = (await screen.findByText('Traffic to the ALB is not encrypted in transit.')).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Fix' }));
    await waitFor(() => expect(screen.queryByText('Traffic to the ALB is not encrypted in transit.')).toBeNull());
    expect(sent).toEqual({ message: WARNINGS[0]!.message, component: 'ALB', warning_type: 'no_encryption_transit', warning_id: 'w-tls-alb' });
    expect(screen.getByLabelText('Score 74 out of 100')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Fix' })).toHaveLength(2);
    await waitFor(() => expect(drawio.loads.at(-1)).toBe(XML_FIXED));
    expect(screen.getByText('41 credits')).toBeTruthy();
  });

  it('out of credits: says so and links to the upgrade page', async () => {
    fakeDrawio();
    server.use(
      http.post(`${API}/diagrams/:id/fix`, () =>
        HttpResponse.json(houseError('QUOTA_EXCEEDED', 'You have 0 credits left; this fix needs 1.', { upgrade_url: 'http://127.0.0.1/upgrade', credits_remaining: 0 }), { status: 402 }),
      ),
    );
    const { user } = openEditor();
    await user.click((await screen.findAllByRole('button', { name: 'Fix' }))[0]!);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You are out of credits');
    expect(alert.textContent).toContain('You have 0 credits left; this fix needs 1.');
    expect(within(alert).getByRole('link', { name: 'Get more credits' }).getAttribute('href')).toBe('http://127.0.0.1/upgrade');
    expect(screen.getAllByRole('button', { name: 'Fix' })).toHaveLength(3);
  });

  it('rate limited: tells how long to wait', async () => {
    fakeDrawio();
    server.use(http.post(`${API}/diagrams/:id/fix`, () => HttpResponse.json(houseError('RATE_LIMITED', 'Slow down: 60 requests a minute.', { retry_after: 12 }), { status: 429 })));
    const { user } = openEditor();
    await user.click((await screen.findAllByRole('button', { name: 'Fix' }))[0]!);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Please wait 1[12] seconds before trying again/);
  });

  it('a diagram that is gone says so and offers the way out', async () => {
    server.use(http.get(`${API}/diagrams/:id`, () => HttpResponse.json(houseError('NOT_FOUND', 'No diagram with this id.'), { status: 404 })));
    openEditor();
    expect(await screen.findByRole('heading', { name: 'This diagram is not here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your diagrams' })).toBeTruthy();
  });
});
