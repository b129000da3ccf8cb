import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EditRequestSchema, RevertRequestSchema, type RelayoutStatusOut } from '../../../../shared/contract/index.js';
import { server } from '../../../testing/msw/server.js';
import { API } from '../../../testing/msw/http.js';
import { DIAGRAM_ID, VERSION_IDS, WARNINGS, diagram, houseError, score, version } from '../../../testing/msw/fixtures.js';
import { fakeDrawio } from '../../../testing/fake-drawio.js';
import { renderApp } from '../../../testing/render.js';
import { AUTOSAVE_DELAY_MS } from '../hooks/use-autosave.js';
import { EditorPage } from './editor-page.js';

const XML_V2 = '<mxfile><diagram id="p"><mxGraphModel><root><mxCell id="0"/><mxCell id="cache" value="Redis"/></root></mxGraphModel></diagram></mxfile>';
const JOB = '7e57ab1e-0000-4000-8000-00000000a0b1';

function openEditor() {
  return renderApp(<EditorPage diagramId={DIAGRAM_ID} />, { path: '/d/:id', route: `/d/${DIAGRAM_ID}` });
}

afterEach(() => vi.restoreAllMocks());

describe('edit by prompt', () => {
  it('Apply edit sends the prompt and shows the new version', async () => {
    const drawio = fakeDrawio();
    let prompt = '';
    server.use(
      http.post(`${API}/diagrams/:id/edit`, async ({ request }) => {
        prompt = EditRequestSchema.parse(await request.json()).edit_prompt;
        return HttpResponse.json(diagram({ xml: XML_V2, version_number: 2, usage: { credits_charged: 1, credits_remaining: 41 } }));
      }),
    );
    const { user } = openEditor();
    await screen.findByLabelText('Score 62 out of 100');
    await user.type(screen.getByRole('textbox', { name: 'Edit prompt' }), 'Add a Redis cache between the app and the database');
    await user.click(screen.getByRole('button', { name: 'Apply edit' }));
    await waitFor(() => expect(drawio.loads.at(-1)).toBe(XML_V2));
    expect(prompt).toBe('Add a Redis cache between the app and the database');
    expect((screen.getByRole('textbox', { name: 'Edit prompt' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('not understood: shows what was understood and an example that can be used', async () => {
    fakeDrawio();
    server.use(
      http.post(`${API}/diagrams/:id/edit`, () =>
        HttpResponse.json(
          houseError('NOT_UNDERSTOOD', 'Skyplan could not tell what to change.', { understood: 'You mentioned "faster", but no component.', example: 'Add a CloudFront CDN in front of the load balancer' }),
          { status: 422 },
        ),
      ),
    );
    const { user } = openEditor();
    await screen.findByLabelText('Score 62 out of 100');
    await user.type(screen.getByRole('textbox', { name: 'Edit prompt' }), 'make it faster');
    await user.click(screen.getByRole('button', { name: 'Apply edit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Skyplan did not understand that');
    expect(alert.textContent).toContain('You mentioned "faster", but no component.');
    await user.click(within(alert).getByRole('button', { name: 'Use this example' }));
    expect((screen.getByRole('textbox', { name: 'Edit prompt' }) as HTMLTextAreaElement).value).toBe('Add a CloudFront CDN in front of the load balancer');
  });
});

describe('re-layout', () => {
  function relayoutServer(chargeable: boolean) {
    const calls: string[] = [];
    let polls = 0;
    let current = diagram();
    server.use(
      http.get(`${API}/diagrams/:id`, () => HttpResponse.json(current)),
      http.post(`${API}/diagrams/:id/relayout`, ({ request }) => {
        const confirm = new URL(request.url).searchParams.get('confirm');
        calls.push(`POST confirm=${confirm}`);
        if (confirm !== 'true') return HttpResponse.json({ status: 'confirmation_required', chargeable, message: chargeable ? 'Re-layout is billed; re-call with confirm=true.' : 'Free re-layout.', credits: chargeable ? 1 : 0 });
        return HttpResponse.json({ job_id: JOB, status: 'pending', chargeable, progress: 0 }, { status: 202 });
      }),
      http.get(`${API}/diagrams/:id/relayout/:job`, () => {
        polls += 1;
        const body: RelayoutStatusOut =
          polls < 2
            ? { job_id: JOB, status: 'running', progress: 40, warnings: [] }
            : { job_id: JOB, status: 'done', applied: true, progress: 100, version_number: 2, xml: XML_V2, warnings: WARNINGS, score: score(62, 3) };
        if (body.status === 'done') current = diagram({ xml: XML_V2, version_number: 2 });
        return HttpResponse.json(body);
      }),
    );
    return calls;
  }

  it('asks first when it is chargeable, shows the job progress, then loads the new version', async () => {
    const drawio = fakeDrawio();
    const calls = relayoutServer(true);
    const { user } = openEditor();
    await screen.findByLabelText('Score 62 out of 100');
    await user.click(screen.getByRole('button', { name: 'Re-layout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-layout this diagram?' });
    expect(dialog.textContent).toContain('Re-layout is billed');
    expect(calls).toEqual(['POST confirm=null']);
    await user.click(within(dialog).getByRole('button', { name: 'Re-layout' }));
    const bar = await screen.findByRole('progressbar', { name: 'Re-layout progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    await waitFor(() => expect(drawio.loads.at(-1)).toBe(XML_V2), { timeout: 5000 });
    expect(await screen.findByText('Re-laid out as version 2.')).toBeTruthy();
    expect(calls).toEqual(['POST confirm=null', 'POST confirm=true']);
  });

  it('free re-layouts start without asking', async () => {
    const drawio = fakeDrawio();
    const calls = relayoutServer(false);
    const { user } = openEditor();
    await screen.findByLabelText('Score 62 out of 100');
    await user.click(screen.getByRole('button', { name: 'Re-layout' }));
    await waitFor(() => expect(drawio.loads.at(-1)).toBe(XML_V2), { timeout: 5000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual(['POST confirm=null', 'POST confirm=true']);
  });
});

describe('export, versions, title', () => {
  it('Download saves the chosen format under a name made from the title', async () => {
    fakeDrawio();
    const formats: string[] = [];
    server.use(
      http.get(`${API}/diagrams/:id/export`, ({ request }) => {
        const format = new URL(request.url).searchParams.get('format')!;
        formats.push(format);
        return new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'Content-Type': 'image/svg+xml' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = openEditor();
    const select = await screen.findByRole('combobox', { name: 'Export format' });
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(select, 'svg');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual(['aws-web-shop-in-three-tiers.svg']));
    expect(formats).toEqual(['svg']);
    // An image: its alt text is offered, the diagram described in words.
    const alt = await screen.findByRole('textbox', { name: 'Alt text for aws-web-shop-in-three-tiers.svg' });
    expect((alt as HTMLTextAreaElement).value).toMatch(/^AWS web shop in three tiers: an AWS architecture[\s\S]*Users to Load balancer/);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Alt text of the exported image' })).toBeNull();
  });

  it('describes the diagram in words, for everyone and as the canvas description for screen readers', async () => {
    fakeDrawio();
    openEditor();
    const panel = await screen.findByTestId('editor.description');
    expect(panel.textContent).toContain('AWS web shop in three tiers: an AWS architecture with 3 components and 2 connections.');
    await waitFor(() => expect(document.querySelector('iframe[data-testid="drawio.frame"]')?.getAttribute('aria-describedby')).toBeTruthy());
    const id = document.querySelector('iframe[data-testid="drawio.frame"]')!.getAttribute('aria-describedby')!;
    expect(document.getElementById(id)?.textContent).toContain('Users to Load balancer (HTTPS).');
  });

  it('Download while previewing an earlier version saves that version, named with its number', async () => {
    fakeDrawio();
    const asked: Array<string | null> = [];
    server.use(
      http.get(`${API}/diagrams/:id/versions/:vid`, () => HttpResponse.json(diagram({ xml: XML_V2, version_number: 1, version_id: VERSION_IDS[0] }))),
      http.get(`${API}/diagrams/:id/export`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('version_id'));
        return new HttpResponse(XML_V2, { headers: { 'Content-Type': 'application/xml' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderApp(<EditorPage diagramId={DIAGRAM_ID} />, { path: '/d/:id', route: `/d/${DIAGRAM_ID}?version=${VERSION_IDS[0]}` });
    await screen.findByText('Previewing version 1');
    const select = await screen.findByRole('combobox', { name: 'Export format' });
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    await user.click(await screen.findByRole('button', { name: 'Download version 1' }));
    await waitFor(() => expect(clicked).toEqual(['aws-web-shop-in-three-tiers-v1.drawio']));
    expect(asked).toEqual([VERSION_IDS[0]]);
  });

  it('Revert makes an old version current and shows it', async () => {
    const drawio = fakeDrawio();
    let reverted: unknown = null;
    let current = diagram({ version_number: 2, xml: XML_V2 });
    server.use(
      http.get(`${API}/diagrams/:id`, () => HttpResponse.json(current)),
      http.get(`${API}/diagrams/:id/versions`, () =>
        HttpResponse.json({ items: reverted ? [version(1, false), version(2, false), version(3, true, 'Reverted to version 1')] : [version(1, false, 'First'), version(2, true, 'Add Redis')], has_more: false, next_cursor: null }),
      ),
      http.post(`${API}/diagrams/:id/revert`, async ({ request }) => {
        reverted = RevertRequestSchema.parse(await request.json());
        current = diagram({ version_number: 3 });
        return HttpResponse.json({ id: DIAGRAM_ID, title: current.title, is_public: false, created_at: current.created_at });
      }),
    );
    const { user } = openEditor();
    await user.click(await screen.findByRole('button', { name: 'Revert to version 1' }));
    await waitFor(() => expect(drawio.loads.at(-1)).toBe(diagram().xml));
    expect(reverted).toEqual({ version_id: VERSION_IDS[0] });
    expect(await screen.findByText('Reverted to version 1')).toBeTruthy();
  });

  it('a version in the URL is previewed read-only; "Revert to this version" makes it current', async () => {
    const drawio = fakeDrawio();
    const old = diagram({ xml: XML_V2, version_number: 1, version_id: VERSION_IDS[0] });
    let reverted: unknown = null;
    const patches: string[] = [];
    server.use(
      http.patch(`${API}/diagrams/:id`, async ({ request }) => {
        patches.push(await request.text());
        return HttpResponse.json({ id: DIAGRAM_ID, title: old.title, is_public: false, created_at: old.created_at });
      }),
      http.get(`${API}/diagrams/:id/versions`, () => HttpResponse.json({ items: [version(1, false, 'First'), version(2, true, 'Add Redis')], has_more: false, next_cursor: null })),
      http.get(`${API}/diagrams/:id/versions/:vid`, () => HttpResponse.json(old)),
      http.post(`${API}/diagrams/:id/revert`, async ({ request }) => {
        reverted = RevertRequestSchema.parse(await request.json());
        return HttpResponse.json({ id: DIAGRAM_ID, title: old.title, is_public: false, created_at: old.created_at });
      }),
    );
    const { user, router } = renderApp(<EditorPage diagramId={DIAGRAM_ID} />, { path: '/d/:id', route: `/d/${DIAGRAM_ID}?version=${VERSION_IDS[0]}` });
    expect(await screen.findByText('Previewing version 1')).toBeTruthy();
    await waitFor(() => expect(drawio.loads.at(-1)).toBe(XML_V2));
    expect(screen.queryByRole('textbox', { name: 'Edit prompt' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Fix' }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    // Canvas changes in a preview are not saved.
    drawio.autosave('<mxfile>preview edit</mxfile>');
    await new Promise((r) => setTimeout(r, AUTOSAVE_DELAY_MS + 300));
    expect(patches).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Revert to this version' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(reverted).toEqual({ version_id: VERSION_IDS[0] });
  });

  it('Rename changes the title', async () => {
    fakeDrawio();
    let title = '';
    server.use(
      http.patch(`${API}/diagrams/:id`, async ({ request }) => {
        title = ((await request.json()) as { title: string }).title;
        return HttpResponse.json({ id: DIAGRAM_ID, title, is_public: false, created_at: diagram().created_at });
      }),
    );
    const { user } = openEditor();
    await user.click(await screen.findByRole('button', { name: 'Rename diagram' }));
    const field = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(field);
    await user.type(field, 'Bookstore on AWS{Enter}');
    expect(await screen.findByRole('heading', { name: 'Bookstore on AWS' })).toBeTruthy();
    expect(title).toBe('Bookstore on AWS');
  });
});
