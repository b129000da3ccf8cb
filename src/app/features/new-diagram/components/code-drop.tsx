import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDiagramFromCode } from '../../../api/diagrams/from-code.js';
import { readDropped, readPicked, type CodeFile } from '../../../lib/code-files.js';
import { Button } from '../../../ui/button.js';
import { ErrorAlert } from '../../../ui/error-alert.js';

/**
 * Or draw what the team already has: drop Terraform, CloudFormation/SAM or Kubernetes files (or a
 * whole folder) here; Skyplan draws and reviews them like a prompt (free).
 */
export function CodeDrop() {
  const navigate = useNavigate();
  const draw = useDiagramFromCode();
  const [files, setFiles] = useState<CodeFile[]>([]);
  const [over, setOver] = useState(false);
  const [empty, setEmpty] = useState(false);
  const folderInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const take = (picked: CodeFile[]) => {
    draw.reset();
    setFiles(picked);
    setEmpty(picked.length === 0);
  };
  const submit = () => draw.mutate({ files }, { onSuccess: (d) => navigate(`/d/${d.id}`) });

  return (
    <section aria-label="Draw from infrastructure code" className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold text-slate-700 dark:text-slate-300">Or draw it from infrastructure code</h2>
      <div
        data-testid="code-drop"
        data-over={over || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void readDropped(e.dataTransfer).then(take);
        }}
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-5 text-center text-sm ${over ? 'border-sky-500 bg-sky-50 dark:bg-sky-950/40' : 'border-slate-300 dark:border-slate-600'}`}
      >
        <p className="text-slate-600 dark:text-slate-400">Drop Terraform (.tf, plan JSON), CloudFormation/SAM or Kubernetes files — or a whole folder — here.</p>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => folderInput.current?.click()}>
            Choose a folder
          </Button>
          <Button size="sm" onClick={() => filesInput.current?.click()}>
            Choose files
          </Button>
        </div>
        <input
          ref={folderInput}
          type="file"
          aria-label="Code folder"
          className="hidden"
          {...{ webkitdirectory: '', directory: '' }}
          onChange={(e) => void readPicked([...(e.target.files ?? [])]).then(take)}
        />
        <input
          ref={filesInput}
          type="file"
          multiple
          aria-label="Code files"
          accept=".tf,.json,.yaml,.yml"
          className="hidden"
          onChange={(e) => void readPicked([...(e.target.files ?? [])]).then(take)}
        />
      </div>
      {empty && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          No .tf, .json, .yaml or .yml files there.
        </p>
      )}
      {files.length > 0 && (
        <div className="flex items-center gap-3">
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="code-drop.files">
            {files.length} file{files.length === 1 ? '' : 's'}: {files.slice(0, 4).map((f) => f.path).join(', ')}
            {files.length > 4 ? ', …' : ''}
          </p>
          <Button variant="primary" className="ml-auto" busy={draw.isPending} onClick={submit}>
            Draw diagram
          </Button>
        </div>
      )}
      {draw.isError && <ErrorAlert error={draw.error} onRetry={submit} />}
    </section>
  );
}
