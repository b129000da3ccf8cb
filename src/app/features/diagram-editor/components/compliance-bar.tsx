import { useId } from 'react';
import { FRAMEWORK_NAMES, FRAMEWORKS, type Framework, type WarningOut } from '../../../../shared/contract/index.js';
import { saveBlob, slugify } from '../../../lib/download.js';
import { Button } from '../../../ui/button.js';
import { csvReport, markdownReport } from '../lib/findings-report.js';

interface ComplianceBarProps {
  title: string;
  score: number | null;
  warnings: WarningOut[];
  framework: Framework | null;
  onFramework: (framework: Framework | null) => void;
}

/** Filter the findings by a compliance framework, and download them as a Markdown or CSV report. */
export function ComplianceBar({ title, score, warnings, framework, onFramework }: ComplianceBarProps) {
  const selectId = useId();
  const present = FRAMEWORKS.filter((f) => warnings.some((w) => (w.controls ?? []).some((c) => c.framework === f)));
  const download = (kind: 'md' | 'csv') => {
    const input = { title, score, warnings, framework, date: new Date().toISOString().slice(0, 10) };
    const body = kind === 'md' ? markdownReport(input) : csvReport(input);
    const type = kind === 'md' ? 'text/markdown;charset=utf-8' : 'text/csv;charset=utf-8';
    saveBlob(new Blob([body], { type }), `${slugify(title)}-findings${framework ? `-${framework}` : ''}.${kind}`);
  };
  return (
    <div className="flex flex-wrap items-end gap-2 text-xs" data-testid="editor.compliance">
      <label htmlFor={selectId} className="flex min-w-0 flex-1 flex-col gap-1 text-slate-600 dark:text-slate-300">
        Compliance framework
        <select
          id={selectId}
          value={framework ?? ''}
          onChange={(e) => onFramework(e.target.value === '' ? null : (e.target.value as Framework))}
          className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-800"
        >
          <option value="">All findings</option>
          {present.map((f) => (
            <option key={f} value={f}>
              {FRAMEWORK_NAMES[f]}
            </option>
          ))}
        </select>
      </label>
      <Button size="sm" onClick={() => download('md')} aria-label="Save the findings report as Markdown">
        Report .md
      </Button>
      <Button size="sm" onClick={() => download('csv')} aria-label="Save the findings report as CSV">
        .csv
      </Button>
    </div>
  );
}
