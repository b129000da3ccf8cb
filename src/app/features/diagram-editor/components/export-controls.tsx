import { useId, useState } from 'react';
import type { ExportFormat } from '../../../../shared/contract/index.js';
import { exportDiagram } from '../../../api/diagrams/export-diagram.js';
import { useExportFormats } from '../../../api/meta.js';
import { exportFileName, saveBlob } from '../../../lib/download.js';
import { Button } from '../../../ui/button.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { MetaSelect } from '../../../ui/meta-select.js';

interface ExportControlsProps {
  diagramId: string;
  title: string;
  /** Save pending canvas changes first, so the file has what the person sees. */
  before: () => Promise<void>;
  /** The version shown when it is a preview of an earlier one: the file is that version. */
  version?: { id: string; version_number?: number | null } | null;
  /** The diagram in words: offered as the alt text of an exported image (the file carries it too). */
  altText?: string | undefined;
}

/** Pick a format (from /meta/formats) and download the file, named after the title. */
export function ExportControls({ diagramId, title, before, version, altText }: ExportControlsProps) {
  const formats = useExportFormats();
  const [format, setFormat] = useState<string>('drawio');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [altFor, setAltFor] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      if (!version) await before();
      const blob = await exportDiagram(diagramId, format as ExportFormat, { versionId: version?.id });
      const fileName = exportFileName(version?.version_number ? `${title} v${version.version_number}` : title, format);
      saveBlob(blob, fileName);
      setAltFor(format === 'drawio' ? null : fileName);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="relative flex items-end gap-2">
      <MetaSelect label="Export format" query={formats} value={format} onChange={setFormat} compact />
      <Button onClick={() => void download()} busy={busy} disabled={!formats.data}>
        {version ? `Download version ${version.version_number ?? ''}`.trim() : 'Download'}
      </Button>
      {altFor !== null && altText && error == null && <AltText fileName={altFor} text={altText} onClose={() => setAltFor(null)} />}
      {error != null && (
        <div className="absolute top-full right-0 z-40 mt-2 w-80">
          <ErrorAlert error={error} onDismiss={() => setError(null)} onRetry={() => void download()} />
        </div>
      )}
    </div>
  );
}

/** After an image export: its alt text, to paste where the image goes (it is in the file too). */
function AltText({ fileName, text, onClose }: { fileName: string; text: string; onClose: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <section
      aria-label="Alt text of the exported image"
      className="absolute top-full right-0 z-40 mt-2 flex w-96 flex-col gap-2 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <label htmlFor={id} className="font-medium">
        Alt text for {fileName}
      </label>
      <textarea id={id} readOnly value={text} rows={8} className="w-full rounded-md border border-slate-300 p-2 text-xs dark:border-slate-600 dark:bg-slate-800" />
      <p className="text-xs text-slate-600 dark:text-slate-300">The file carries it too: as its description ({fileName.endsWith('.svg') ? 'SVG title and desc' : 'PNG Title and Description'}).</p>
      <div className="flex justify-end gap-2">
        <Button
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? 'Copied' : 'Copy alt text'}
        </Button>
        <Button size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
    </section>
  );
}
