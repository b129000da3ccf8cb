/**
 * Architecture diagrams of a given size for the export benchmark: AWS icons (stencils) with
 * labels under them, inside a cloud / VPC / subnet grouping, joined by orthogonal edges with a
 * few edge labels — the shape of what Skyplan generates.
 */
const ICONS = ['ec2', 'rds', 's3', 'lambda', 'dynamodb', 'elastic_load_balancing', 'cloudfront', 'sqs', 'sns', 'api_gateway'];
const COLORS = ['#ED7100', '#C925D1', '#7AA116', '#ED7100', '#C925D1', '#8C4FFF', '#8C4FFF', '#E7157B', '#E7157B', '#E7157B'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function architectureDiagram(nodes: number): string {
  const perRow = Math.max(4, Math.ceil(Math.sqrt(nodes * 1.5)));
  const rows = Math.ceil(nodes / perRow);
  const width = perRow * 140 + 80;
  const height = rows * 140 + 100;
  const cells: string[] = [
    `<mxCell id="cloud" value="AWS Cloud" style="points=[];outlineConnect=0;gradientColor=none;html=1;whiteSpace=wrap;fontSize=12;fontStyle=0;container=1;pointerEvents=0;collapsible=0;recursiveResize=0;shape=mxgraph.aws4.group;grIcon=mxgraph.aws4.group_aws_cloud_alt;strokeColor=#232F3E;fillColor=none;verticalAlign=top;align=left;spacingLeft=30;fontColor=#232F3E;dashed=0;" vertex="1" parent="1"><mxGeometry x="0" y="0" width="${width + 40}" height="${height + 60}" as="geometry"/></mxCell>`,
    `<mxCell id="vpc" value="VPC" style="points=[];outlineConnect=0;gradientColor=none;html=1;whiteSpace=wrap;fontSize=12;fontStyle=0;container=1;pointerEvents=0;collapsible=0;recursiveResize=0;shape=mxgraph.aws4.group;grIcon=mxgraph.aws4.group_vpc2;strokeColor=#8C4FFF;fillColor=none;verticalAlign=top;align=left;spacingLeft=30;fontColor=#AAB7B8;dashed=0;" vertex="1" parent="cloud"><mxGeometry x="20" y="40" width="${width}" height="${height}" as="geometry"/></mxCell>`,
  ];
  for (let i = 0; i < nodes; i++) {
    const k = i % ICONS.length;
    const x = 40 + (i % perRow) * 140;
    const y = 50 + Math.floor(i / perRow) * 140;
    const label = esc(`Service ${i + 1}<br>${ICONS[k]} tier ${Math.floor(i / perRow) + 1}`);
    cells.push(
      `<object label="${label}" skyplan_service="aws.${ICONS[k]}" id="n${i}"><mxCell style="sketch=0;outlineConnect=0;fontColor=#232F3E;gradientColor=none;fillColor=${COLORS[k]};strokeColor=#ffffff;dashed=0;verticalLabelPosition=bottom;verticalAlign=top;align=center;html=1;fontSize=12;fontStyle=0;aspect=fixed;shape=mxgraph.aws4.resourceIcon;resIcon=mxgraph.aws4.${ICONS[k]};" vertex="1" parent="vpc"><mxGeometry x="${x}" y="${y}" width="60" height="60" as="geometry"/></mxCell></object>`,
    );
    if (i > 0) {
      const source = i % perRow === 0 ? i - perRow : i - 1;
      const label = i % 7 === 0 ? 'HTTPS' : '';
      cells.push(
        `<mxCell id="e${i}" value="${label}" style="edgeStyle=orthogonalEdgeStyle;html=1;endArrow=block;endFill=1;rounded=0;" edge="1" parent="vpc" source="n${source}" target="n${i}"><mxGeometry relative="1" as="geometry"/></mxCell>`,
      );
    }
  }
  return `<mxfile><diagram id="bench" name="Bench"><mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/>${cells.join('')}</root></mxGraphModel></diagram></mxfile>`;
}
