/**
 * Builders for the draw.io 14.7.3 styles the catalog emits. Each builder mirrors the style that
 * draw.io's own sidebar palette inserts for that icon family, so a diagram we write looks exactly
 * like one a person drew by hand, and `styles.test.ts` can prove every style resolves to a shape.
 */

/** Label under the icon, centred: how architecture diagrams are labelled. */
export const LABEL_BELOW = 'verticalLabelPosition=bottom;verticalAlign=top;align=center;html=1;';

/** AWS 2021 category colours (fill, gradient) as used by Sidebar-AWS4.js. */
export const AWS_PALETTE = {
  analytics: ['#5A30B5', '#945DF2'],
  integration: ['#BC1356', '#F34482'],
  compute: ['#D05C17', '#F78E04'],
  database: ['#3334B9', '#4D72F3'],
  devtools: ['#3334B9', '#4D72F3'],
  ml: ['#116D5B', '#4AB29A'],
  management: ['#BC1356', '#F34482'],
  network: ['#5A30B5', '#945DF2'],
  security: ['#C7131F', '#F54749'],
  storage: ['#277116', '#60A337'],
  iot: ['#277116', '#60A337'],
  enduser: ['#116D5B', '#4AB29A'],
  migration: ['#116D5B', '#4AB29A'],
  engagement: ['#3334B9', '#4D72F3'],
  media: ['#D05C17', '#F78E04'],
} as const;
export type AwsPalette = keyof typeof AWS_PALETTE;

/** A service-level AWS icon: the coloured square with a white glyph (`resourceIcon`). */
export function awsService(icon: string, palette: AwsPalette): string {
  const [fill, gradient] = AWS_PALETTE[palette];
  return (
    'sketch=0;outlineConnect=0;fontColor=#232F3E;gradientColor=' + gradient +
    ';gradientDirection=north;fillColor=' + fill +
    ';strokeColor=#ffffff;dashed=0;' + LABEL_BELOW +
    'fontSize=12;fontStyle=0;aspect=fixed;shape=mxgraph.aws4.resourceIcon;resIcon=mxgraph.aws4.' + icon + ';'
  );
}

/** A resource-level AWS glyph (e.g. `application_load_balancer`, `nat_gateway`) drawn in one colour. */
export function awsGlyph(shape: string, fill: string): string {
  return (
    'sketch=0;outlineConnect=0;fontColor=#232F3E;gradientColor=none;fillColor=' + fill +
    ';strokeColor=none;dashed=0;' + LABEL_BELOW +
    'fontSize=12;fontStyle=0;aspect=fixed;pointerEvents=1;shape=mxgraph.aws4.' + shape + ';'
  );
}

/** An Azure icon from draw.io's bundled `img/lib/azure2/<folder>/<File>.svg` images. */
export function azureImage(path: string): string {
  return 'aspect=fixed;html=1;points=[];align=center;image;fontSize=12;image=img/lib/azure2/' + path + ';' +
    'verticalLabelPosition=bottom;verticalAlign=top;';
}

/** An Azure icon from the older `img/lib/mscae/` set (for services azure2 lacks). */
export function mscaeImage(file: string): string {
  return 'aspect=fixed;html=1;points=[];align=center;image;fontSize=12;image=img/lib/mscae/' + file + ';' +
    'verticalLabelPosition=bottom;verticalAlign=top;';
}

/** A Google Cloud product icon: the blue hexagon with the product glyph (`gcp2.hexIcon`). */
export function gcpHex(icon: string): string {
  return (
    'sketch=0;html=1;fillColor=#5184F3;strokeColor=none;verticalAlign=top;labelPosition=center;' +
    'verticalLabelPosition=bottom;align=center;spacingTop=-6;fontSize=11;fontStyle=1;fontColor=#999999;' +
    // draw.io paints the hexagon inset ~12% inside the cell: pull the perimeter in so arrows touch it.
    'perimeterSpacing=-7;shape=mxgraph.gcp2.hexIcon;prIcon=' + icon + ';'
  );
}

/** A Kubernetes object icon (`kubernetes.icon` with its `prIcon`). */
export function k8sIcon(icon: string): string {
  return (
    'sketch=0;html=1;dashed=0;whitespace=wrap;fillColor=#2875E2;strokeColor=#ffffff;' +
    'points=[[0.005,0.63,0],[0.1,0.2,0],[0.9,0.2,0],[0.5,0,0],[0.995,0.63,0],[0.72,0.99,0],[0.5,1,0],[0.28,0.99,0]];' +
    LABEL_BELOW + 'shape=mxgraph.kubernetes.icon;prIcon=' + icon + ';'
  );
}

/** A vendor-neutral stencil (`mxgraph.networks.*`, `mxgraph.aws4.*` user glyphs, ...) in one colour. */
export function stencil(shape: string, fill: string, stroke = 'none'): string {
  return (
    'sketch=0;outlineConnect=0;fillColor=' + fill + ';strokeColor=' + stroke + ';fontColor=#232F3E;dashed=0;' +
    LABEL_BELOW + 'aspect=fixed;pointerEvents=1;shape=' + shape + ';'
  );
}

/** A neutral device/infrastructure stencil from draw.io's Network set (`mxgraph.networks.*`). */
export function networkStencil(name: string): string {
  return (
    'sketch=0;html=1;outlineConnect=0;fillColor=#CCCCCC;strokeColor=#6881B3;gradientColor=none;strokeWidth=2;' +
    'fontColor=#232F3E;labelPosition=center;' + LABEL_BELOW + 'shape=mxgraph.networks.' + name + ';'
  );
}

/**
 * A clean labelled box, for services whose icon draw.io 14.7.3 does not ship (newer than mid-2021).
 * The name sits inside, so it never renders as a blank square.
 */
export function labelledBox(fill: string, stroke: string, fontColor = '#FFFFFF'): string {
  return (
    'rounded=1;whiteSpace=wrap;html=1;arcSize=12;fillColor=' + fill + ';strokeColor=' + stroke +
    ';fontColor=' + fontColor + ';fontStyle=1;fontSize=12;align=center;verticalAlign=middle;'
  );
}

/** Labelled-box colours per provider, for services without a 14.7.3 icon. */
export const BOX = {
  awsCompute: labelledBox('#D05C17', '#A4410E'),
  awsNetwork: labelledBox('#5A30B5', '#3F1F87'),
  awsDatabase: labelledBox('#3334B9', '#23248A'),
  awsIntegration: labelledBox('#BC1356', '#8E0D40'),
  awsMl: labelledBox('#116D5B', '#0B4F42'),
  awsSecurity: labelledBox('#C7131F', '#960E17'),
  azure: labelledBox('#0078D4', '#005A9E'),
  gcp: labelledBox('#4285F4', '#2A64C5'),
  k8s: labelledBox('#326CE5', '#2350B0'),
  oci: labelledBox('#C74634', '#9E3729'),
  neutral: labelledBox('#F5F5F5', '#666666', '#333333'),
} as const;

/** Built-in cylinder (drawn in code by draw.io): the neutral database shape. */
export function cylinder(fill: string, stroke: string): string {
  return (
    'shape=cylinder3;whiteSpace=wrap;html=1;boundedLbl=1;backgroundOutline=1;size=12;fillColor=' + fill +
    ';strokeColor=' + stroke + ';' + LABEL_BELOW
  );
}
