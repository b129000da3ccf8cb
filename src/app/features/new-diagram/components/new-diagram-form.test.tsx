import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { GenerateRequestSchema, formatSseEvent, type GenerateRequest } from '../../../../shared/contract/index.js';
import { server } from '../../../testing/msw/server.js';
import { API } from '../../../testing/msw/http.js';
import { DIAGRAM_ID, diagram, houseError } from '../../../testing/msw/fixtures.js';
import { renderApp } from '../../../testing/render.js';
import { NewDiagramForm } from './new-diagram-form.js';

/**
 * An SSE answer written event by event; `hold` keeps the stream open after the events; `pause`
 * waits for a promise after the event at `after`, so a test can look at that stage however busy
 * the machine is.
 */
function sse(
  events: Array<[name: 'progress' | 'complete' | 'error', data: unknown]>,
  opts: { hold?: boolean; onCancel?: () => void; pause?: { after: number; until: Promise<void> } } = {},
) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [index, [name, data]] of events.entries()) {
        const text = formatSseEvent(name, data);
        // Split each event in two chunks: the reader must join partial events.
        controller.enqueue(encoder.encode(text.slice(0, 9)));
        await new Promise((r) => setTimeout(r, 5));
        controller.enqueue(encoder.encode(text.slice(9)));
        if (opts.pause?.after === index) await opts.pause.until;
      }
      if (!opts.hold) controller.close();
    },
    cancel: () => opts.onCancel?.(),
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

const progress = (stage: string, pct: number, message: string) => ['progress', { stage, progress: pct, message }] as ['progress', unknown];

function openForm() {
  return renderApp(<NewDiagramForm />, { path: '/' });
}

async function typePrompt(user: ReturnType<typeof openForm>['user'], text = 'Three-tier web app on AWS') {
  await waitFor(() => expect((screen.getByRole('combobox', { name: 'Cloud provider' }) as HTMLSelectElement).disabled).toBe(false));
  await user.type(screen.getByRole('textbox', { name: 'Prompt' }), text);
}

describe('new diagram', () => {
  it('streams the real stages with a progress bar, then opens the diagram', async () => {
    let sent: GenerateRequest | null = null;
    let accept: string | null = null;
    let release = () => {};
    const stage2Shown = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${API}/diagrams/stream`, async ({ request }) => {
        sent = GenerateRequestSchema.parse(await request.json());
        accept = request.headers.get('accept');
        return sse([
          progress('understanding', 10, 'Reading your prompt'),
          progress('planning', 35, 'Planning 9 services'),
          progress('layout', 60, 'Laying out 3 tiers'),
          ['complete', diagram({ usage: { credits_charged: 2, credits_remaining: 40 } })],
        ], { pause: { after: 1, until: stage2Shown } });
      }),
    );
    const { user } = openForm();
    await typePrompt(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Diagram type' }), 'network');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => {
      const bar = screen.queryByRole('progressbar', { name: 'Generation progress' });
      expect(bar?.getAttribute('aria-valuenow')).toBe('35');
    });
    expect(screen.getByText(/Planning 9 services/)).toBeTruthy();
    release();
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/d/${DIAGRAM_ID}`);
    expect(sent).toEqual({ prompt: 'Three-tier web app on AWS', cloud_provider: 'aws', diagram_type: 'network', opinionated: false });
    expect(accept).toBe('text/event-stream');
  });

  it('Ctrl+Enter generates; Cancel closes the stream and says nothing was charged', async () => {
    let closed = false;
    server.use(
      http.post(`${API}/diagrams/stream`, ({ request }) => {
        request.signal.addEventListener('abort', () => (closed = true));
        return sse([progress('understanding', 10, 'Reading your prompt')], { hold: true, onCancel: () => (closed = true) });
      }),
    );
    const { user } = openForm();
    await typePrompt(user);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await screen.findByText(/Reading your prompt/);
    await user.click(screen.getByRole('button', { name: 'Cancel generation' }));
    expect(await screen.findByText(/Cancelled. Nothing was charged/)).toBeTruthy();
    await waitFor(() => expect(closed).toBe(true));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeTruthy();
  });

  it('out of credits before the stream starts: the message and the upgrade link', async () => {
    server.use(
      http.post(`${API}/diagrams/stream`, () =>
        HttpResponse.json(houseError('QUOTA_EXCEEDED', 'You have 0 credits left; a diagram needs 1–3.', { upgrade_url: 'http://127.0.0.1/billing' }), { status: 402 }),
      ),
    );
    const { user } = openForm();
    await typePrompt(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You are out of credits');
    expect(within(alert).getByRole('link', { name: 'Get more credits' }).getAttribute('href')).toBe('http://127.0.0.1/billing');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('an error event during the stream shows the server message with a retry', async () => {
    server.use(
      http.post(`${API}/diagrams/stream`, () =>
        sse([progress('understanding', 10, 'Reading your prompt'), ['error', houseError('AI_PROVIDER_ERROR', 'The AI provider did not answer. Nothing was charged.')]]),
      ),
    );
    const { user } = openForm();
    await typePrompt(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The AI provider did not answer. Nothing was charged.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('dropdowns hold exactly the /meta values', async () => {
    openForm();
    const providers = await screen.findByRole('combobox', { name: 'Cloud provider' });
    await waitFor(() => expect((providers as HTMLSelectElement).disabled).toBe(false));
    expect([...(providers as HTMLSelectElement).options].map((o) => o.value)).toEqual(['aws', 'azure', 'gcp', 'kubernetes', 'oci', 'general']);
  });

  it('counts characters against the plan limit and stops an over-long prompt before sending', async () => {
    let sent = 0;
    server.use(
      http.get(`${API}/meta/features`, () => HttpResponse.json({ plan: 'free', features: {}, limits: { max_prompt_chars: 40, generate_credits_min: 1, generate_credits_max: 3 } })),
      http.post(`${API}/diagrams/stream`, () => {
        sent++;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = openForm();
    await waitFor(() => expect(screen.getByTestId('generate.cost').textContent).toContain('1–3 credits'));
    await typePrompt(user, 'A queue feeding a worker pool that writes to object storage');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/limit is 40\b/);
    expect(screen.getByTestId('prompt.count').textContent).toContain('/ 40');
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(sent).toBe(0);
    expect(screen.getByRole('textbox', { name: 'Prompt' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('choosing an example puts it in the prompt box and moves focus there', async () => {
    const { user } = openForm();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Cloud provider' }) as HTMLSelectElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: /data pipeline on Google Cloud/ }));
    const box = screen.getByRole('textbox', { name: 'Prompt' });
    expect(document.activeElement).toBe(box);
    expect((box as HTMLTextAreaElement).value).toMatch(/Pub\/Sub/);
  });
});
