import { isReservedPropKey, looksTyped, propToString, readProp, type Props } from '../model/index.js';

/** The attributes Skyplan writes on draw.io `<object>` wrappers (draw.io shows them in Edit Data). */
export const ATTR = {
  service: 'skyplan_service',
  /** The service's official name ("Azure Synapse Analytics") when the label is the text's own name for it. */
  name: 'skyplan_name',
  kind: 'skyplan_kind',
  group: 'skyplan_group',
  edge: 'skyplan_edge',
  members: 'skyplan_members',
  /** Props whose string value would otherwise read back as a number or boolean. */
  strings: 'skyplan_strings',
  title: 'skyplan_title',
  provider: 'skyplan_provider',
  diagramType: 'skyplan_diagram_type',
} as const;

const PROP_KEY = /^[a-z][a-z0-9_]*$/;

/** Props as attribute pairs, plus the string marker when a string would read back as another type. */
export function propAttributes(props: Props): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const strings: string[] = [];
  for (const [key, value] of Object.entries(props)) {
    pairs.push([key, propToString(value)]);
    if (typeof value === 'string' && looksTyped(value)) strings.push(key);
  }
  if (strings.length > 0) pairs.push([ATTR.strings, strings.join(' ')]);
  return pairs;
}

/** The props of a wrapper's data attributes: every key that can be a prop, typed. */
export function readProps(data: Record<string, string>): Props {
  const strings = new Set((data[ATTR.strings] ?? '').split(' ').filter(Boolean));
  const props: Props = {};
  for (const key of Object.keys(data)) {
    if (!PROP_KEY.test(key) || isReservedPropKey(key)) continue;
    props[key] = readProp(data[key]!, strings.has(key));
  }
  return props;
}
