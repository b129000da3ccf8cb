/**
 * Infrastructure code → diagram benchmark: for every input of `../shared/iac/` (Terraform,
 * CloudFormation/SAM, Kubernetes), the time to read the code, plan, lay out, compile and review,
 * as CPU time of this process (median of 3 runs, after a warm-up), so a busy machine does not
 * inflate it. Target on the reference 2-core machine: every input ≤ 1 s. `npm run bench:iac`
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '../src/engine/drawio/index.js';
import { readInfrastructureCode, warmTerraformParser, type IacFile } from '../src/engine/iac/index.js';
import { layoutModel } from '../src/engine/layout/index.js';
import { planToModel } from '../src/engine/planner/plan/to-model.js';
import { review } from '../src/engine/review/index.js';
import { SHARED_DIR } from '../src/testing/shared-data.js';

const BUDGET_MS = 1000;
const RUNS = 3;

function filesOf(dir: string): IacFile[] {
  const out: IacFile[] = [];
  const walk = (d: string) => {
    for (const f of fs.readdirSync(d).sort()) {
      const p = path.join(d, f);
      if (fs.statSync(p).isDirectory()) walk(p);
      else out.push({ path: path.relative(dir, p), content: fs.readFileSync(p, 'utf8') });
    }
  };
  walk(dir);
  return out;
}

async function once(files: IacFile[]): Promise<{ cpuMs: number; nodes: number }> {
  const start = process.cpuUsage();
  const read = await readInfrastructureCode(files);
  const built = planToModel(read.plan, 'general');
  if (!built.ok) throw new Error(built.errors.join('; '));
  const geometry = await layoutModel(built.model);
  compile(built.model, geometry);
  review(built.model);
  const used = process.cpuUsage(start);
  return { cpuMs: (used.user + used.system) / 1000, nodes: built.model.nodes.length };
}

async function main(): Promise<void> {
  const root = path.join(SHARED_DIR, 'iac', 'files');
  if (!fs.existsSync(root)) {
    console.log(`bench:iac skipped: no ${root}`);
    return;
  }
  await warmTerraformParser();
  const inputs = fs.readdirSync(root).sort();
  await once(filesOf(path.join(root, inputs[0]!))); // warm up the JIT and ELK
  let worst = 0;
  for (const name of inputs) {
    const files = filesOf(path.join(root, name));
    const times: number[] = [];
    let nodes = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await once(files);
      times.push(r.cpuMs);
      nodes = r.nodes;
    }
    const med = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    worst = Math.max(worst, med);
    console.log(`${name.padEnd(58)} ${String(nodes).padStart(3)} nodes  ${med.toFixed(0).padStart(5)} ms CPU`);
  }
  const verdict = worst <= BUDGET_MS ? `ok (≤ ${BUDGET_MS} ms)` : `OVER BUDGET (${BUDGET_MS} ms)`;
  console.log(`worst input: ${worst.toFixed(0)} ms CPU — ${verdict}; ratio to budget ${(worst / BUDGET_MS).toFixed(2)}`);
  if (worst > BUDGET_MS) process.exitCode = 1;
}

await main();
