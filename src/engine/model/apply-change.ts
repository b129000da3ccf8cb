import { getService } from '../catalog/index.js';
import { checkService } from './apply-create.js';
import { Draft, OpError } from './draft.js';
import { reservedKeyReason } from './props.js';
import type { Operation } from './operations.js';

type OpOf<K extends Operation['op']> = Extract<Operation, { op: K }>;

export function moveInto(d: Draft, op: OpOf<'move_into'>): OpOf<'move_into'> {
  const moving = d.vertex('move_into', op.id);
  const parent = d.parentGroup(`move_into "${op.id}"`, op.parent);
  if (parent !== null && d.groups.has(op.id)) {
    if (parent === op.id) throw new OpError(`move_into: group "${op.id}" cannot be moved into itself`);
    if (d.ancestors(parent).includes(op.id)) {
      throw new OpError(`move_into: group "${op.id}" cannot be moved into "${parent}", which is inside it`);
    }
  }
  if (moving.parent !== parent) {
    const before = d.edgeContainers();
    moving.parent = parent;
    d.touch(op.id);
    d.touchMovedEdges(before);
  }
  return { op: 'move_into', id: op.id, parent };
}

export function setProperty(d: Draft, op: OpOf<'set_property'>): OpOf<'set_property'> {
  const target = d.cell('set_property', op.id);
  const reason = reservedKeyReason(op.key);
  if (reason) throw new OpError(`set_property "${op.id}": ${reason}`);
  if (op.value === null) {
    if (op.key in target.props) {
      delete target.props[op.key];
      d.touch(op.id);
    }
  } else if (target.props[op.key] !== op.value) {
    target.props[op.key] = op.value;
    d.touch(op.id);
  }
  return { op: 'set_property', id: op.id, key: op.key, value: op.value };
}

export function rename(d: Draft, op: OpOf<'rename'>): OpOf<'rename'> {
  const target = d.cell('rename', op.id);
  if (target.label !== op.label) {
    target.label = op.label;
    d.touch(op.id);
  }
  return { op: 'rename', id: op.id, label: op.label };
}

/**
 * Swaps the service of a node. The node takes the new service's look, so earlier restyles are
 * dropped; a label that was the old service's default name becomes the new default name.
 */
export function replaceService(d: Draft, op: OpOf<'replace_service'>): OpOf<'replace_service'> {
  if (d.groups.has(op.id)) throw new OpError(`replace_service: "${op.id}" is a group; groups have no service`);
  if (d.edges.has(op.id)) throw new OpError(`replace_service: "${op.id}" is an edge; edges have no service`);
  const node = d.node('replace_service', op.id);
  checkService(`replace_service "${op.id}"`, op.service);
  const old = node.service === null ? undefined : getService(node.service);
  const next = getService(op.service)!;
  const wasDefault = old !== undefined && (node.label === old.short || node.label === old.name);
  node.label = op.label ?? (wasDefault || node.label === '' ? next.short : node.label);
  node.service = op.service;
  delete node.style;
  d.touch(op.id);
  return { op: 'replace_service', id: op.id, service: op.service, label: node.label };
}

export function restyle(d: Draft, op: OpOf<'restyle'>): OpOf<'restyle'> {
  const target = d.cell('restyle', op.id);
  const style = { ...target.style };
  for (const [key, value] of Object.entries(op.style)) {
    if (!/^[A-Za-z][A-Za-z0-9_.-]*$/.test(key)) {
      throw new OpError(`restyle "${op.id}": "${key}" is not a draw.io style key (letters, digits, _ . -)`);
    }
    if (value !== null && /[;\n\r]/.test(value)) {
      throw new OpError(`restyle "${op.id}": the value of "${key}" must not contain ";" or line breaks`);
    }
    if (value === null) delete style[key];
    else style[key] = value;
  }
  if (Object.keys(style).length === 0) delete target.style;
  else target.style = style;
  d.touch(op.id);
  return { op: 'restyle', id: op.id, style: { ...op.style } };
}

export function setProvider(d: Draft, op: OpOf<'set_provider'>): OpOf<'set_provider'> {
  d.provider = op.provider;
  return { op: 'set_provider', provider: op.provider };
}

export function setTitle(d: Draft, op: OpOf<'set_title'>): OpOf<'set_title'> {
  d.title = op.title;
  return { op: 'set_title', title: op.title };
}
