import { useState } from 'react';
import { useExportFormats } from '../../../api/meta.js';
import { MetaSelect } from '../../../ui/meta-select.js';
import { SAMPLE_DIAGRAM_XML } from '../sample-diagram.js';
import { DrawioEditor } from './drawio-editor.js';

const SAMPLE_DOC = { xml: SAMPLE_DIAGRAM_XML, key: 'sample' };

/** /d/sample: the built-in sample in the editor, to try draw.io without a diagram of your own. */
export function SampleEditor() {
  const formats = useExportFormats();
  const [format, setFormat] = useState('drawio');
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex h-14 shrink-0 items-center gap-4 border-b border-slate-200 px-4 dark:border-slate-800">
        <h1 className="mr-auto text-base font-semibold">Sample diagram</h1>
        <MetaSelect label="Export format" query={formats} value={format} onChange={setFormat} compact />
      </div>
      <DrawioEditor doc={SAMPLE_DOC} autosave={false} />
    </div>
  );
}
