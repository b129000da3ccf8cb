import { readFileSync } from 'node:fs';
import { parse } from '../src/engine/drawio/parse.js';
import { planEdit } from '../src/engine/planner/edit/index.js';
const cases = JSON.parse(readFileSync('/work/shared/bench/edits.public.json', 'utf8'));
const mode = process.argv[2] ?? 'plan';
const only = process.argv[3] ? new Set(process.argv[3].split(',').map(Number)) : undefined;
cases.forEach((c: any, i: number) => {
  if (only && !only.has(i)) return;
  const xml = readFileSync('/work/' + c.base, 'utf8');
  const { model } = parse(xml);
  if (mode === 'model') {
    console.log(`#${i} ${c.base}`);
    for (const g of model.groups) console.log(`  G ${g.id} [${g.kind}] "${g.label}" in ${g.parent} ${JSON.stringify(g.props)}`);
    for (const n of model.nodes) console.log(`  N ${n.id} ${n.service} "${n.label.replace(/\n/g, ' | ')}" in ${n.parent}`);
    for (const e of model.edges) console.log(`  E ${e.source} -> ${e.target} "${e.label}"`);
    return;
  }
  const t0 = performance.now();
  const p = planEdit(c.edit, model);
  const ms = (performance.now() - t0).toFixed(1);
  console.log(`#${i} ${p.ok ? 'OK ' : 'REF'} ${ms}ms | ${c.edit}\n    ${p.ok ? p.understood.join('; ') : p.message}`);
  if (p.ok && mode === 'ops') for (const o of p.ops) console.log('      ' + JSON.stringify(o));
});
