/**
 * The built-in sample shown by the editor page when a diagram cannot come from the API yet:
 * a small AWS web application drawn with draw.io 14.7.3's own AWS icons.
 */
const icon = (resIcon: string, fill: string, gradient: string) =>
  `sketch=0;outlineConnect=0;fontColor=#232F3E;gradientColor=${gradient};gradientDirection=north;fillColor=${fill};strokeColor=#ffffff;dashed=0;verticalLabelPosition=bottom;verticalAlign=top;align=center;html=1;fontSize=12;fontStyle=0;aspect=fixed;shape=mxgraph.aws4.resourceIcon;resIcon=mxgraph.aws4.${resIcon};`;
const group = (grIcon: string, stroke: string, extra = '') =>
  `points=[[0,0],[1,1]];outlineConnect=0;gradientColor=none;html=1;whiteSpace=wrap;fontSize=12;fontStyle=0;container=1;pointerEvents=0;collapsible=0;recursiveResize=0;shape=mxgraph.aws4.group;grIcon=mxgraph.aws4.${grIcon};strokeColor=${stroke};fillColor=none;verticalAlign=top;align=left;spacingLeft=30;fontColor=${stroke};dashed=0;${extra}`;
const edge = 'edgeStyle=orthogonalEdgeStyle;rounded=0;html=1;endArrow=classic;strokeColor=#545B64;';

export const SAMPLE_ICONS = ['cloudfront', 'application_load_balancer', 'ec2', 'rds', 's3'] as const;

export const SAMPLE_DIAGRAM_XML = `<mxfile host="Skyplan"><diagram id="sample" name="Sample"><mxGraphModel dx="1200" dy="800" grid="1" gridSize="10" guides="1" tooltips="1" connect="1" arrows="1" fold="1" page="0" pageScale="1" pageWidth="1100" pageHeight="850" math="0" shadow="0"><root>
<mxCell id="0"/><mxCell id="1" parent="0"/>
<object id="users" label="Users" skyplan_service="general.users" skyplan_kind="users"><mxCell style="sketch=0;outlineConnect=0;gradientColor=none;fontColor=#545B64;strokeColor=none;fillColor=#879196;dashed=0;verticalLabelPosition=bottom;verticalAlign=top;align=center;html=1;fontSize=12;fontStyle=0;aspect=fixed;shape=mxgraph.aws4.illustration_users;pointerEvents=1" vertex="1" parent="1"><mxGeometry x="20" y="190" width="78" height="78" as="geometry"/></mxCell></object>
<object id="cloud" label="AWS Cloud" skyplan_group="cloud"><mxCell style="${group('group_aws_cloud', '#232F3E')}" vertex="1" parent="1"><mxGeometry x="150" y="20" width="760" height="420" as="geometry"/></mxCell></object>
<object id="cdn" label="Amazon CloudFront" skyplan_service="aws.cloudfront" skyplan_kind="cdn"><mxCell style="${icon('cloudfront', '#5A30B5', '#945DF2')}" vertex="1" parent="cloud"><mxGeometry x="40" y="170" width="78" height="78" as="geometry"/></mxCell></object>
<object id="bucket" label="Amazon S3" skyplan_service="aws.s3" skyplan_kind="object_storage"><mxCell style="${icon('s3', '#277116', '#60A337')}" vertex="1" parent="cloud"><mxGeometry x="40" y="310" width="78" height="78" as="geometry"/></mxCell></object>
<object id="vpc" label="VPC" skyplan_group="vpc"><mxCell style="${group('group_vpc', '#248814')}" vertex="1" parent="cloud"><mxGeometry x="180" y="60" width="550" height="330" as="geometry"/></mxCell></object>
<object id="alb" label="Application Load Balancer" skyplan_service="aws.alb" skyplan_kind="load_balancer"><mxCell style="${icon('application_load_balancer', '#4D27AA', '#945DF2')}" vertex="1" parent="vpc"><mxGeometry x="40" y="110" width="78" height="78" as="geometry"/></mxCell></object>
<object id="web" label="Amazon EC2" skyplan_service="aws.ec2" skyplan_kind="vm"><mxCell style="${icon('ec2', '#D05C17', '#F78E04')}" vertex="1" parent="vpc"><mxGeometry x="230" y="110" width="78" height="78" as="geometry"/></mxCell></object>
<object id="db" label="Amazon RDS" skyplan_service="aws.rds" skyplan_kind="relational_db" multi_az="true"><mxCell style="${icon('rds', '#3334B9', '#4D72F3')}" vertex="1" parent="vpc"><mxGeometry x="420" y="110" width="78" height="78" as="geometry"/></mxCell></object>
<object id="e1" label="HTTPS" skyplan_edge="1" protocol="https" tls="true"><mxCell style="${edge}" edge="1" parent="1" source="users" target="cdn"><mxGeometry relative="1" as="geometry"/></mxCell></object>
<object id="e2" label="" skyplan_edge="1"><mxCell style="${edge}" edge="1" parent="cloud" source="cdn" target="alb"><mxGeometry relative="1" as="geometry"/></mxCell></object>
<object id="e3" label="" skyplan_edge="1"><mxCell style="${edge}" edge="1" parent="cloud" source="cdn" target="bucket"><mxGeometry relative="1" as="geometry"/></mxCell></object>
<object id="e4" label="" skyplan_edge="1"><mxCell style="${edge}" edge="1" parent="vpc" source="alb" target="web"><mxGeometry relative="1" as="geometry"/></mxCell></object>
<object id="e5" label="SQL" skyplan_edge="1" protocol="postgres"><mxCell style="${edge}" edge="1" parent="vpc" source="web" target="db"><mxGeometry relative="1" as="geometry"/></mxCell></object>
</root></mxGraphModel></diagram></mxfile>`;
