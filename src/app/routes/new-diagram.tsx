import { useState } from 'react';
import { Link } from 'react-router';
import { useDiagramTypes, useProviders } from '../api/meta.js';
import { MetaSelect } from '../ui/meta-select.js';

/** / — describe a system; Skyplan draws it. */
export function NewDiagramRoute() {
  const providers = useProviders();
  const types = useDiagramTypes();
  const [provider, setProvider] = useState('aws');
  const [type, setType] = useState('architecture');
  const [prompt, setPrompt] = useState('');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-8">
      <h1 className="text-2xl font-semibold">Describe your architecture</h1>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">Prompt</span>
        <textarea
          aria-label="Prompt"
          rows={5}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          placeholder="A three-tier web app on AWS with an ALB, EC2 Auto Scaling and RDS Multi-AZ"
          className="rounded-md border border-slate-300 bg-white p-2 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        />
      </label>
      <div className="flex gap-4">
        <MetaSelect label="Cloud provider" query={providers} value={provider} onChange={setProvider} />
        <MetaSelect label="Diagram type" query={types} value={type} onChange={setType} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Or open the <Link className="underline" to="/d/sample">sample diagram</Link>.
      </p>
    </div>
  );
}
