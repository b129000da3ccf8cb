import { useState } from 'react';
import { useParams } from 'react-router';
import { DrawioEditor } from '../features/diagram-editor/components/drawio-editor.js';
import { SAMPLE_DIAGRAM_XML } from '../features/diagram-editor/sample-diagram.js';
import { useExportFormats } from '../api/meta.js';
import { MetaSelect } from '../ui/meta-select.js';

/** /d/:id — the diagram in the embedded editor. */
export function EditorRoute() {
  const { id } = useParams();
  const formats = useExportFormats();
  const [format, setFormat] = useState('drawio');
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-end gap-4 border-b border-slate-200 px-4 py-2 dark:border-slate-700">
        <h1 className="mr-auto text-base font-semibold">{id === 'sample' ? 'Sample diagram' : `Diagram ${id ?? ''}`}</h1>
        <MetaSelect label="Export format" query={formats} value={format} onChange={setFormat} />
      </div>
      <DrawioEditor xml={SAMPLE_DIAGRAM_XML} />
    </div>
  );
}
