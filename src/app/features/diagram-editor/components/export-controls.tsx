import { useState } from 'react';
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
}

/** Pick a format (from /meta/formats) and download the file, named after the title. */
export function ExportControls({ diagramId, title, before, version }: ExportControlsProps) {
  const formats = useExportFormats();
  const [format, setFormat] = useState<string>('drawio');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      if (!version) await before();
      const blob = await exportDiagram(diagramId, format as ExportFormat, { versionId: version?.id });
      saveBlob(blob, exportFileName(version?.version_number ? `${title} v${version.version_number}` : title, format));
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
      {error != null && (
        <div className="absolute top-full right-0 z-40 mt-2 w-80">
          <ErrorAlert error={error} onDismiss={() => setError(null)} onRetry={() => void download()} />
        </div>
      )}
    </div>
  );
}
