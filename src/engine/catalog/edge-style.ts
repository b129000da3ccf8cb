/** Edge properties that change how an edge is drawn (well-known keys of ModelEdge.props). */
export interface EdgeStyleProps {
  readonly async?: boolean | string | number;
  readonly direction?: string | boolean | number;
  readonly [key: string]: string | number | boolean | undefined;
}

function truthy(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

/**
 * Orthogonal connector as architecture diagrams use: square corners, arrow at the target, dashed
 * when the call is asynchronous (queues, events), arrows at both ends for two-way traffic.
 */
export function edgeStyle(props: EdgeStyleProps = {}): string {
  const twoWay = props.direction === 'two_way';
  return (
    'edgeStyle=orthogonalEdgeStyle;rounded=0;orthogonalLoop=1;jettySize=auto;html=1;' +
    'strokeColor=#545B64;strokeWidth=1.5;fontSize=11;fontColor=#232F3E;labelBackgroundColor=#FFFFFF;' +
    'endArrow=block;endFill=1;' +
    (twoWay ? 'startArrow=block;startFill=1;' : 'startArrow=none;') +
    (truthy(props.async) ? 'dashed=1;dashPattern=8 4;' : 'dashed=0;')
  );
}
