import { SampleEditor } from '../features/diagram-editor/components/sample-editor.js';

/** /d/sample — the built-in sample diagram. */
export function SampleRoute() {
  return <SampleEditor />;
}
