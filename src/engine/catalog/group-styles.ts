import type { GroupKind } from '../model/schema.js';
import type { Provider } from './types.js';

/**
 * Container styles for draw.io 14.7.3. AWS boxes are the AWS 2021 group shapes draw.io ships
 * (`mxgraph.aws4.group` + `grIcon`); Azure, Google Cloud, Kubernetes and generic boxes are plain
 * rectangles in each vendor's colours. Every label sits at the top-left, as in vendor reference
 * architectures, and every box is a container so members move with it.
 */

const CONTAINER = 'container=1;collapsible=0;recursiveResize=0;html=1;whiteSpace=wrap;fontSize=12;fontStyle=0;';
const TOP_LEFT = 'verticalAlign=top;align=left;spacingLeft=10;spacingTop=2;';

/** An AWS group with its corner icon (the icon is drawn in the stroke colour). */
function awsGroup(icon: string, stroke: string, opts: { fill?: string; dashed?: boolean; grStroke?: boolean; font?: string } = {}): string {
  return (
    CONTAINER + 'points=[[0,0],[0.25,0],[0.5,0],[0.75,0],[1,0],[1,0.25],[1,0.5],[1,0.75],[1,1],[0.75,1],[0.5,1],[0.25,1],[0,1],[0,0.75],[0,0.5],[0,0.25]];' +
    'outlineConnect=0;gradientColor=none;shape=mxgraph.aws4.group;grIcon=mxgraph.aws4.' + icon + ';' +
    (opts.grStroke === false ? 'grStroke=0;' : '') +
    'strokeColor=' + stroke + ';fillColor=' + (opts.fill ?? 'none') + ';verticalAlign=top;align=left;spacingLeft=30;' +
    'fontColor=' + (opts.font ?? stroke) + ';dashed=' + (opts.dashed ? '1' : '0') + ';'
  );
}

/** A plain box: `fill` may be "none"; dashed boxes mark logical (not network) boundaries. */
function box(stroke: string, fill: string, opts: { dashed?: boolean; font?: string; rounded?: boolean; bold?: boolean } = {}): string {
  return (
    CONTAINER + TOP_LEFT + (opts.rounded ? 'rounded=1;arcSize=3;absoluteArcSize=1;' : 'rounded=0;') +
    'strokeColor=' + stroke + ';fillColor=' + fill + ';fontColor=' + (opts.font ?? stroke) + ';' +
    (opts.dashed ? 'dashed=1;dashPattern=8 4;' : 'dashed=0;') + (opts.bold ? 'fontStyle=1;' : '')
  );
}

/** A variant of a group kind that depends on its props (e.g. public vs private subnet). */
export type GroupVariant = 'default' | 'public' | 'private' | 'autoscaling';

type KindStyles = Partial<Record<GroupKind, Partial<Record<GroupVariant, string>>>>;

const GENERIC_STYLES: KindStyles = {
  cloud: { default: box('#232F3E', 'none', { bold: true }) },
  account: { default: box('#5A6C86', 'none') },
  region: { default: box('#147EBA', 'none', { dashed: true }) },
  vpc: { default: box('#248814', 'none') },
  az: { default: box('#147EBA', 'none', { dashed: true }) },
  subnet: {
    default: box('#147EBA', '#E6F2F8'),
    public: box('#248814', '#E9F3E6'),
    private: box('#147EBA', '#E6F2F8'),
  },
  security_group: { default: box('#DD3522', 'none', { dashed: true }) },
  resource_group: { default: box('#767676', 'none', { dashed: true }) },
  cluster: { default: box('#326CE5', '#F5F8FE', { rounded: true }) },
  namespace: { default: box('#326CE5', 'none', { dashed: true, rounded: true }) },
  overlay: { default: box('#D86613', 'none', { dashed: true }) },
  onprem: { default: box('#5A6C86', '#F4F5F7', { dashed: true }) },
  generic: { default: box('#5A6C86', 'none', { dashed: true }) },
};

const AWS_STYLES: KindStyles = {
  cloud: { default: awsGroup('group_aws_cloud_alt', '#232F3E') },
  account: { default: awsGroup('group_aws_cloud', '#CD2264') },
  region: { default: awsGroup('group_region', '#147EBA', { dashed: true }) },
  vpc: { default: awsGroup('group_vpc', '#248814') },
  az: { default: box('#147EBA', 'none', { dashed: true }) },
  subnet: {
    default: awsGroup('group_security_group', '#147EBA', { fill: '#E6F2F8', grStroke: false }),
    public: awsGroup('group_security_group', '#248814', { fill: '#E9F3E6', grStroke: false }),
    private: awsGroup('group_security_group', '#147EBA', { fill: '#E6F2F8', grStroke: false }),
  },
  security_group: { default: box('#DD3522', 'none', { dashed: true }) },
  overlay: {
    default: box('#D86613', 'none', { dashed: true }),
    autoscaling:
      CONTAINER + 'points=[[0,0],[0.25,0],[0.5,0],[0.75,0],[1,0],[1,0.25],[1,0.5],[1,0.75],[1,1],[0.75,1],[0.5,1],[0.25,1],[0,1],[0,0.75],[0,0.5],[0,0.25]];' +
      'outlineConnect=0;gradientColor=none;shape=mxgraph.aws4.groupCenter;grIcon=mxgraph.aws4.group_auto_scaling_group;grStroke=1;' +
      'strokeColor=#D86613;fillColor=none;verticalAlign=top;align=center;fontColor=#D86613;dashed=1;spacingTop=25;',
  },
  cluster: { default: box('#ED7100', 'none', { rounded: true }) },
  onprem: { default: awsGroup('group_corporate_data_center', '#5A6C86') },
};

const AZURE_STYLES: KindStyles = {
  cloud: { default: box('#0078D4', 'none', { bold: true }) },
  account: { default: box('#E3A21A', 'none') },
  resource_group: { default: box('#767676', '#F7F7F7', { dashed: true, font: '#3B3B3B' }) },
  region: { default: box('#0078D4', 'none', { dashed: true }) },
  vpc: { default: box('#0078D4', '#F2F8FD') },
  az: { default: box('#0078D4', 'none', { dashed: true }) },
  subnet: {
    default: box('#0078D4', '#FFFFFF', { dashed: true }),
    public: box('#57A300', '#F3FAEC', { dashed: true, font: '#3E7700' }),
    private: box('#0078D4', '#FFFFFF', { dashed: true }),
  },
  security_group: { default: box('#E81123', 'none', { dashed: true }) },
  cluster: { default: box('#326CE5', '#F5F8FE', { rounded: true }) },
};

/** Google Cloud's zone colours from draw.io's GCP palette (light fills, no border). */
function gcpZone(fill: string, stroke = 'none'): string {
  return (
    CONTAINER + TOP_LEFT + 'rounded=1;absoluteArcSize=1;arcSize=2;strokeColor=' + stroke + ';fillColor=' + fill +
    ';fontColor=#5F6368;dashed=0;'
  );
}

const GCP_STYLES: KindStyles = {
  cloud: { default: gcpZone('#F6F6F6', '#DADCE0') },
  account: { default: gcpZone('#F6F6F6', '#9E9E9E') },
  region: { default: gcpZone('#E3F2FD') },
  vpc: { default: gcpZone('#E8F0FE', '#4285F4') },
  az: { default: gcpZone('#FFF3E0') },
  subnet: { default: gcpZone('#F1F8E9'), public: gcpZone('#F1F8E9', '#34A853'), private: gcpZone('#E1F5FE', '#4285F4') },
  security_group: { default: box('#EA4335', 'none', { dashed: true }) },
  cluster: { default: gcpZone('#E8EAF6', '#326CE5') },
};

const KUBERNETES_STYLES: KindStyles = {
  cluster: { default: box('#326CE5', '#F5F8FE', { rounded: true, bold: true }) },
  namespace: { default: box('#326CE5', 'none', { dashed: true, rounded: true }) },
};

/** Oracle Cloud: tenancy, compartments and VCNs in Oracle red (no OCI group shapes in 14.7.3). */
const OCI_STYLES: KindStyles = {
  cloud: { default: box('#C74634', 'none', { bold: true }) },
  account: { default: box('#C74634', 'none', { dashed: true }) },
  region: { default: box('#6F6F6F', 'none', { dashed: true }) },
  vpc: { default: box('#C74634', '#FCF4F3') },
};

/** Every container style the catalog can emit, by provider, kind and variant (tests cover all). */
export const GROUP_KIND_STYLES: Readonly<Record<Provider, KindStyles>> = {
  aws: AWS_STYLES,
  azure: AZURE_STYLES,
  gcp: GCP_STYLES,
  kubernetes: KUBERNETES_STYLES,
  oci: OCI_STYLES,
  general: GENERIC_STYLES,
};

/** Group props that pick a variant (`tier`, `public`, `autoscaling`, `role`). */
export type GroupStyleProps = Readonly<Record<string, string | number | boolean | undefined>>;

function variantOf(kind: GroupKind, props: GroupStyleProps): GroupVariant {
  if (kind === 'subnet') {
    if (props['tier'] === 'public' || props['public'] === true || props['public'] === 'true') return 'public';
    return props['tier'] !== undefined || props['public'] !== undefined ? 'private' : 'default';
  }
  if (kind === 'overlay') {
    const role = String(props['role'] ?? '');
    if (props['autoscaling'] === true || props['autoscaling'] === 'true' || role === 'asg' || role === 'autoscaling_group') {
      return 'autoscaling';
    }
  }
  return 'default';
}

/**
 * The draw.io style of a container. Provider-specific when the provider has one for the kind,
 * otherwise the neutral style. Subnets: `tier: 'public'` (or `public: true`) draws the green
 * public subnet, any other tier the blue private one. AWS overlays with `autoscaling: true` or
 * `role: 'asg'` draw as an Auto Scaling group.
 */
export function groupStyle(kind: GroupKind, provider: Provider, props: GroupStyleProps = {}): string {
  const variant = variantOf(kind, props);
  const own = GROUP_KIND_STYLES[provider][kind];
  const neutral = GENERIC_STYLES[kind]!;
  return own?.[variant] ?? own?.default ?? neutral[variant] ?? neutral.default!;
}

/** Every distinct style groupStyle can return (for the style-resolution test). */
export function allGroupStyles(): string[] {
  const styles = new Set<string>();
  for (const table of Object.values(GROUP_KIND_STYLES)) {
    for (const variants of Object.values(table)) for (const s of Object.values(variants ?? {})) if (s) styles.add(s);
  }
  return [...styles];
}
