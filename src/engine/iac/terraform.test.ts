import { describe, expect, it } from 'vitest';
import { readInfrastructureCode } from './read.js';
import { IacInputError } from './types.js';

const tf = (files: Record<string, string>) => Object.entries(files).map(([path, content]) => ({ path, content }));

const label = (plan: { nodes: Array<{ label: string; id: string }> }, id: string) => plan.nodes.find((n) => n.id === id)?.label;
const edgePairs = (plan: { edges: Array<{ from: string; to: string }> }) => plan.edges.map((e) => `${e.from}>${e.to}`);

describe('Terraform reader', () => {
  it('follows references between resources across files, through locals, and places them in their network', async () => {
    const { plan } = await readInfrastructureCode(
      tf({
        'network.tf': `
resource "aws_vpc" "core" { cidr_block = "10.1.0.0/16" }
resource "aws_subnet" "app" {
  vpc_id = aws_vpc.core.id
  cidr_block = "10.1.1.0/24"
}`,
        'data.tf': `
locals { orders_table = aws_dynamodb_table.orders.name }
resource "aws_dynamodb_table" "orders" {
  name = "orders"
  hash_key = "id"
}
resource "aws_lambda_function" "checkout" {
  function_name = "checkout"
  environment { variables = { TABLE = local.orders_table } }
  vpc_config { subnet_ids = [aws_subnet.app.id] }
}`,
      }),
    );
    const fn = plan.nodes.find((n) => n.label.startsWith('checkout'))!;
    const table = plan.nodes.find((n) => n.service === 'aws.dynamodb')!;
    expect(fn.service).toBe('aws.lambda');
    expect(edgePairs(plan)).toContain(`${fn.id}>${table.id}`);
    const subnet = plan.groups.find((g) => g.kind === 'subnet')!;
    expect(fn.group).toBe(subnet.id);
    expect(subnet.parent).toBe(plan.groups.find((g) => g.kind === 'vpc')!.id);
    expect(fn.props).toMatchObject({ iac_resource: 'aws_lambda_function.checkout', iac_source: 'data.tf:7' });
  });

  it('draws count and for_each copies once with their number, from literals and variable defaults', async () => {
    const { plan, unknowns } = await readInfrastructureCode(
      tf({
        'main.tf': `
variable "workers" { default = 4 }
variable "zones" { default = ["a", "b", "c"] }
resource "aws_instance" "worker" {
  count = var.workers
  ami = "ami-1"
}
resource "aws_sqs_queue" "per_zone" {
  for_each = toset(var.zones)
  name = "q-\${each.key}"
}
resource "aws_sns_topic" "dynamic" {
  count = length(data.aws_availability_zones.all.names)
}`,
      }),
    );
    const worker = plan.nodes.find((n) => n.service === 'aws.ec2')!;
    expect(worker.label).toContain('×4');
    expect(worker.props?.replicas).toBe(4);
    expect(plan.nodes.find((n) => n.service === 'aws.sqs')!.props?.replicas).toBe(3);
    expect(plan.nodes.find((n) => n.service === 'aws.sns')!.label).toContain('×n');
    expect(unknowns.some((u) => u.includes('aws_sns_topic.dynamic'))).toBe(true);
  });

  it('turns a listener into an edge from the load balancer to its target group, and target groups feed what uses them', async () => {
    const { plan } = await readInfrastructureCode(
      tf({
        'lb.tf': `
resource "aws_lb" "edge" { load_balancer_type = "application" }
resource "aws_lb_target_group" "web" { port = 80 }
resource "aws_lb_listener" "http" {
  load_balancer_arn = aws_lb.edge.arn
  default_action {
    type = "forward"
    target_group_arn = aws_lb_target_group.web.arn
  }
}
resource "aws_ecs_service" "web" {
  load_balancer { target_group_arn = aws_lb_target_group.web.arn }
}`,
      }),
    );
    const id = (address: string) => plan.nodes.find((n) => n.props?.iac_resource === address)!.id;
    expect(edgePairs(plan)).toEqual(expect.arrayContaining([`${id('aws_lb.edge')}>${id('aws_lb_target_group.web')}`, `${id('aws_lb_target_group.web')}>${id('aws_ecs_service.web')}`]));
    expect(plan.nodes.some((n) => n.props?.iac_resource === 'aws_lb_listener.http')).toBe(false);
    expect(label(plan, id('aws_lb.edge'))).toMatch(/Application Load Balancer/);
  });

  it('reads local modules the root calls, with the inputs the call gives, and follows their outputs', async () => {
    const { plan } = await readInfrastructureCode(
      tf({
        'main.tf': `
module "store" {
  source = "./modules/store"
  table_name = "carts"
}
resource "aws_lambda_function" "api" {
  environment { variables = { TABLE = module.store.table } }
}`,
        'modules/store/main.tf': `
variable "table_name" { default = "unnamed" }
resource "aws_dynamodb_table" "this" { name = var.table_name }
output "table" { value = aws_dynamodb_table.this.name }`,
      }),
    );
    const table = plan.nodes.find((n) => n.service === 'aws.dynamodb')!;
    expect(table.label).toBe('carts (DynamoDB table)');
    expect(table.props).toMatchObject({ iac_resource: 'module.store.aws_dynamodb_table.this', iac_source: 'modules/store/main.tf:3' });
    const fn = plan.nodes.find((n) => n.service === 'aws.lambda')!;
    expect(edgePairs(plan)).toEqual([`${fn.id}>${table.id}`]);
  });

  it('keeps an unknown resource type as a generic component and names it', async () => {
    const { plan, unknowns } = await readInfrastructureCode(tf({ 'x.tf': 'resource "acme_widget" "thing" { size = 2 }' }));
    expect(plan.nodes).toHaveLength(1);
    expect(plan.nodes[0]!.kind).toBe('generic');
    expect(unknowns.join(' ')).toMatch(/acme_widget/);
  });

  it('answers a malformed file with its name and line', async () => {
    const bad = readInfrastructureCode(tf({ 'ok.tf': 'resource "aws_s3_bucket" "b" {}', 'broken.tf': 'resource "aws_s3_bucket" "c" {\n  bucket = \n}\n' }));
    await expect(bad).rejects.toBeInstanceOf(IacInputError);
    await expect(bad).rejects.toMatchObject({ file: 'broken.tf', line: 2 });
  });

  it('reads a plan from terraform show -json, with references from its configuration', async () => {
    const plan = {
      format_version: '1.2',
      planned_values: {
        root_module: {
          resources: [
            { address: 'aws_sqs_queue.jobs', mode: 'managed', type: 'aws_sqs_queue', name: 'jobs', values: { name: 'jobs' } },
            { address: 'aws_lambda_function.worker[0]', mode: 'managed', type: 'aws_lambda_function', name: 'worker', index: 0, values: {} },
            { address: 'aws_lambda_function.worker[1]', mode: 'managed', type: 'aws_lambda_function', name: 'worker', index: 1, values: {} },
            { address: 'aws_lambda_event_source_mapping.jobs', mode: 'managed', type: 'aws_lambda_event_source_mapping', name: 'jobs', values: {} },
          ],
        },
      },
      configuration: {
        root_module: {
          resources: [
            {
              address: 'aws_lambda_event_source_mapping.jobs',
              expressions: { event_source_arn: { references: ['aws_sqs_queue.jobs.arn', 'aws_sqs_queue.jobs'] }, function_name: { references: ['aws_lambda_function.worker'] } },
            },
          ],
        },
      },
    };
    const read = await readInfrastructureCode([{ path: 'plan.json', content: JSON.stringify(plan) }]);
    const queue = read.plan.nodes.find((n) => n.service === 'aws.sqs')!;
    const fn = read.plan.nodes.find((n) => n.service === 'aws.lambda')!;
    expect(fn.props?.replicas).toBe(2);
    expect(edgePairs(read.plan)).toEqual([`${queue.id}>${fn.id}`]);
  });

  it('reads a state from terraform show -json, linking resources whose values repeat another one\'s id', async () => {
    const state = {
      format_version: '1.0',
      values: {
        root_module: {
          resources: [
            { address: 'aws_sqs_queue.inbox', mode: 'managed', type: 'aws_sqs_queue', name: 'inbox', values: { id: 'https://sqs.example/123/inbox', arn: 'arn:aws:sqs:eu-west-1:123:inbox' } },
            { address: 'aws_sns_topic.alerts', mode: 'managed', type: 'aws_sns_topic', name: 'alerts', values: { arn: 'arn:aws:sns:eu-west-1:123:alerts' } },
            { address: 'aws_sns_topic_subscription.to_inbox', mode: 'managed', type: 'aws_sns_topic_subscription', name: 'to_inbox', values: { topic_arn: 'arn:aws:sns:eu-west-1:123:alerts', endpoint: 'arn:aws:sqs:eu-west-1:123:inbox' } },
          ],
        },
      },
    };
    const { plan } = await readInfrastructureCode([{ path: 'state.json', content: JSON.stringify(state) }]);
    const topic = plan.nodes.find((n) => n.service === 'aws.sns')!;
    const queue = plan.nodes.find((n) => n.service === 'aws.sqs')!;
    expect(edgePairs(plan)).toEqual([`${topic.id}>${queue.id}`]);
  });

  it('turns security-group rules into edges between what the groups protect', async () => {
    const { plan } = await readInfrastructureCode(
      tf({
        'sg.tf': `
resource "aws_security_group" "edge" {}
resource "aws_security_group" "app" {
  ingress {
    from_port = 8080
    to_port = 8080
    protocol = "tcp"
    security_groups = [aws_security_group.edge.id]
  }
}
resource "aws_security_group" "db" {}
resource "aws_lb" "front" { security_groups = [aws_security_group.edge.id] }
resource "aws_instance" "app" { vpc_security_group_ids = [aws_security_group.app.id] }
resource "aws_db_instance" "main" { vpc_security_group_ids = [aws_security_group.db.id] }
resource "aws_security_group_rule" "app_to_db" {
  type = "ingress"
  security_group_id = aws_security_group.db.id
  source_security_group_id = aws_security_group.app.id
}`,
      }),
    );
    const id = (service: string) => plan.nodes.find((n) => n.service === service)!.id;
    expect(edgePairs(plan).sort()).toEqual([`${id('aws.alb')}>${id('aws.ec2')}`, `${id('aws.ec2')}>${id('aws.rds')}`].sort());
    expect(plan.nodes.some((n) => String(n.props?.iac_resource).startsWith('aws_security_group'))).toBe(false);
  });
});
