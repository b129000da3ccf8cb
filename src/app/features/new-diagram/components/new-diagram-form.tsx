import { useRef, useState } from 'react';
import type { DiagramType, Provider } from '../../../../shared/contract/index.js';
import { useDiagramTypes, useProviders } from '../../../api/meta.js';
import { Button } from '../../../ui/button.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { MetaSelect } from '../../../ui/meta-select.js';
import { costText, PromptMeter, usePromptLimits } from '../../../ui/prompt-meter.js';
import { useGenerate } from '../hooks/use-generate.js';
import { useGenerationStore } from '../stores/generation-store.js';
import { GenerationProgress } from './generation-progress.js';

const EXAMPLES = [
  { provider: 'aws', text: 'A three-tier web app on AWS: CloudFront, an Application Load Balancer, EC2 in an Auto Scaling group across two AZs, and RDS PostgreSQL Multi-AZ' },
  { provider: 'azure', text: 'Event-driven order processing on Azure with API Management, Functions, Service Bus and Cosmos DB' },
  { provider: 'gcp', text: 'A data pipeline on Google Cloud: Pub/Sub ingestion, Dataflow, BigQuery and Looker dashboards' },
] as const;

/** Describe a system; Skyplan draws it, showing each stage as it happens. */
export function NewDiagramForm() {
  const providers = useProviders();
  const types = useDiagramTypes();
  const [provider, setProvider] = useState<string>('aws');
  const [type, setType] = useState<string>('architecture');
  const [prompt, setPrompt] = useState('');
  const status = useGenerationStore((s) => s.status);
  const error = useGenerationStore((s) => s.error);
  const { generate, cancel } = useGenerate();
  const limits = usePromptLimits('generate');
  const box = useRef<HTMLTextAreaElement>(null);
  const running = status === 'running';
  const tooLong = prompt.trim().length > limits.max;
  const canGenerate = prompt.trim().length > 0 && !tooLong && !running && !!providers.data && !!types.data;
  const submit = () => {
    if (tooLong) box.current?.focus();
    if (canGenerate) void generate({ prompt: prompt.trim(), provider: provider as Provider, diagramType: type as DiagramType });
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <textarea
        ref={box}
        aria-label="Prompt"
        aria-describedby="prompt-meter"
        aria-invalid={tooLong || undefined}
        rows={6}
        value={prompt}
        autoFocus
        readOnly={running}
        onChange={(e) => setPrompt(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            submit();
          }
        }}
        placeholder="Describe the system: its users, services, data stores and how traffic flows…"
        className="w-full resize-y rounded-lg border border-slate-300 bg-white p-3 text-[15px] leading-relaxed text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-sky-500 focus:ring-4 focus:ring-sky-500/15 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      />
      <PromptMeter id="prompt-meter" length={prompt.trim().length} max={limits.max} />
      <div className="flex flex-wrap items-end gap-3">
        <MetaSelect label="Cloud provider" query={providers} value={provider} onChange={setProvider} className="w-44" />
        <MetaSelect label="Diagram type" query={types} value={type} onChange={setType} className="w-56" />
        <div className="ml-auto flex items-center gap-2">
          <span className="text-xs text-slate-600 dark:text-slate-400" data-testid="generate.cost">
            {limits.cost ? `${costText(limits.cost)} by size · ` : ''}Ctrl+Enter
          </span>
          {running && (
            <Button onClick={cancel} aria-label="Cancel generation">
              Cancel
            </Button>
          )}
          <Button type="submit" variant="primary" busy={running} disabled={!canGenerate} className="px-5">
            Generate
          </Button>
        </div>
      </div>
      {running && <GenerationProgress />}
      {status === 'cancelled' && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Cancelled. Nothing was charged; change the prompt and generate again when you are ready.
        </p>
      )}
      {status === 'error' && <ErrorAlert error={error} onRetry={submit} onUseExample={setPrompt} />}
      {!running && prompt.trim() === '' && (
        <div className="flex flex-col gap-2">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Try an example</p>
          <div className="flex flex-col gap-1.5">
            {EXAMPLES.map((ex) => (
              <button
                key={ex.text}
                type="button"
                onClick={() => {
                  setPrompt(ex.text);
                  setProvider(ex.provider);
                  // The button disappears with a prompt typed: carry on in the prompt box.
                  box.current?.focus();
                }}
                className="rounded-md border border-slate-200 px-3 py-2 text-left text-sm text-slate-700 hover:border-sky-300 hover:bg-sky-50 dark:border-slate-700 dark:text-slate-300 dark:hover:border-sky-700 dark:hover:bg-sky-950/40"
              >
                {ex.text}
              </button>
            ))}
          </div>
        </div>
      )}
    </form>
  );
}
