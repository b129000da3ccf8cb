import { describe, expect, it } from 'vitest';
import { apply, type ArchitectureModel, type ModelNode } from '../../model/index.js';
import { planEdit } from './index.js';
import { SHOP } from './testing/shop.js';

function edited(prompt: string, model: ArchitectureModel = SHOP): ArchitectureModel {
  const plan = planEdit(prompt, model);
  if (!plan.ok) throw new Error(`"${prompt}" was refused: ${plan.message}`);
  const result = apply(model, plan.ops);
  if (!result.ok) throw new Error(`"${prompt}" did not apply: ${result.error.reason}`);
  return result.model;
}

const refused = (prompt: string, model: ArchitectureModel = SHOP) => {
  const plan = planEdit(prompt, model);
  if (plan.ok) throw new Error(`"${prompt}" was planned: ${plan.understood.join('; ')}`);
  return plan;
};

const joined = (m: ArchitectureModel, a: string, b: string): boolean => m.edges.some((e) => e.source === a && e.target === b);
const touching = (m: ArchitectureModel, a: string, b: string): boolean => joined(m, a, b) || joined(m, b, a);
const added = (m: ArchitectureModel, service: string): ModelNode => {
  const found = m.nodes.filter((n) => n.service === service && !SHOP.nodes.some((o) => o.id === n.id));
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('references by role, kind and position', () => {
  it('finds the entry point as what the shoppers reach first', () => {
    const m = edited('stick an API Gateway in front of our entry point');
    const gw = added(m, 'aws.api_gateway');
    expect(joined(m, 'shoppers', gw.id) && joined(m, gw.id, 'cdn')).toBe(true);
    expect(joined(m, 'shoppers', 'cdn')).toBe(false);
  });

  it('reads "the database" and "the queue" as the one component of that kind', () => {
    expect(edited('rename the database to Orders (Aurora)').nodes.find((n) => n.id === 'orders')!.label).toBe('Orders (Aurora)');
    expect(edited('take out the queue').nodes.some((n) => n.id === 'payq')).toBe(false);
  });

  it('finds a container by the words of its label', () => {
    const m = edited('add an EC2 instance in the app subnet that talks to the orders db');
    const vm = added(m, 'aws.ec2');
    expect(vm.parent).toBe('app-sub');
    expect(joined(m, vm.id, 'orders')).toBe(true);
  });

  it('routes "A should reach B through C" via a component already drawn', () => {
    const m = edited('shoppers should reach the checkout service through the public ALB');
    expect(joined(m, 'shoppers', 'alb') && joined(m, 'alb', 'checkout')).toBe(true);
    expect(joined(m, 'shoppers', 'checkout')).toBe(false);
  });

  it('refuses, changing nothing, when a phrase fits two different components', () => {
    const plan = refused('delete the lambda');
    expect(plan.message).toMatch(/Payment worker|Refund worker/);
  });

  it('refuses when the component is not in the diagram', () => {
    expect(refused('connect the mainframe to the ledger table').message).toMatch(/mainframe/);
  });
});

describe('remove keeps the flow', () => {
  it('joins what came before to what came after', () => {
    const m = edited('we can live without the storefront CDN');
    expect(m.nodes.some((n) => n.id === 'cdn')).toBe(false);
    expect(joined(m, 'shoppers', 'alb')).toBe(true);
  });

  it('leaves a leaf without inventing edges', () => {
    const m = edited('get rid of the ledger table');
    expect(m.edges.filter((e) => !SHOP.edges.some((o) => o.id === e.id))).toHaveLength(0);
  });
});

describe('in front of and behind', () => {
  it('in front of X takes the connections coming into X', () => {
    const m = edited('add an RDS Proxy in front of the orders db');
    const proxy = added(m, 'aws.rds_proxy');
    expect(joined(m, 'checkout', proxy.id) && joined(m, proxy.id, 'orders')).toBe(true);
    expect(joined(m, 'checkout', 'orders')).toBe(false);
  });

  it('behind X takes the connections going out of X', () => {
    const m = edited('place DAX behind the payment worker');
    const dax = added(m, 'aws.dax');
    expect(joined(m, 'payer', dax.id) && joined(m, dax.id, 'ledger')).toBe(true);
    expect(joined(m, 'payer', 'ledger')).toBe(false);
  });

  it('puts a new component in the subnet of its tier, not its neighbour\'s', () => {
    const m = edited('add an ElastiCache cache between the checkout service and the orders db');
    expect(added(m, 'aws.elasticache').parent).toBe('data-sub');
  });

  it('between A and B splits that connection', () => {
    const m = edited('slot an SNS topic between the checkout service and the payments queue');
    const sns = added(m, 'aws.sns');
    expect(joined(m, 'checkout', sns.id) && joined(m, sns.id, 'payq') && !joined(m, 'checkout', 'payq')).toBe(true);
  });
});

describe('replace', () => {
  it('keeps connections, container and position, and takes the new name', () => {
    const m = edited('swap the payments queue for Amazon Kinesis Data Streams');
    const q = m.nodes.find((n) => n.id === 'payq')!;
    expect(q.service).toMatch(/kinesis/);
    expect(q.label).toMatch(/Kinesis/);
    expect(q.parent).toBe('cloud');
    expect(joined(m, 'checkout', 'payq') && joined(m, 'payq', 'payer')).toBe(true);
  });

  it('"from A to B" names what goes and what comes', () => {
    const m = edited('move the ledger from DynamoDB to Aurora');
    expect(m.nodes.find((n) => n.id === 'ledger')!.service).toBe('aws.aurora');
  });
});

describe('several changes in one prompt', () => {
  it('applies each clause in turn, "it" being what the last one touched', () => {
    const m = edited('bring in an SNS topic for alerts, have the payment worker publish to it, then rename the orders db to Orders');
    const sns = added(m, 'aws.sns');
    expect(touching(m, 'payer', sns.id)).toBe(true);
    expect(m.nodes.find((n) => n.id === 'orders')!.label).toBe('Orders');
  });

  it('ends a rename where the next instruction starts', () => {
    const m = edited('rename the refund worker to Refunds and hook it up to the payments queue');
    expect(m.nodes.find((n) => n.id === 'refunder')!.label).toBe('Refunds');
    expect(touching(m, 'refunder', 'payq')).toBe(true);
  });

  it('reads "a Y that X uses" as X → Y', () => {
    const m = edited('add a Redis cache that the checkout service uses for carts');
    expect(joined(m, 'checkout', added(m, 'aws.elasticache').id)).toBe(true);
  });

  it('"run in two zones" adds a zone with the same subnets', () => {
    const m = edited('have the shop run in two availability zones');
    const zones = m.groups.filter((g) => g.kind === 'az');
    expect(zones).toHaveLength(2);
    for (const z of zones) expect(m.groups.filter((g) => g.kind === 'subnet' && g.parent === z.id)).toHaveLength(3);
  });

  it('splits a component into two that call each other', () => {
    const m = edited('split the checkout service into a cart service and a billing service');
    expect(m.nodes.some((n) => n.id === 'checkout')).toBe(false);
    const cart = m.nodes.find((n) => /cart/i.test(n.label))!;
    const billing = m.nodes.find((n) => /billing/i.test(n.label))!;
    expect(joined(m, 'alb', cart.id) && joined(m, cart.id, billing.id) && joined(m, billing.id, 'orders')).toBe(true);
  });

  it('says what it understood and offers that part when another part makes no sense', () => {
    const plan = refused('add an SNS topic; defenestrate the ledger table');
    expect(plan.understood.join(' ')).toMatch(/SNS/);
    expect(plan.example).toMatch(/SNS/);
  });
});

describe('descriptive statements are instructions', () => {
  it('"X ought to keep its sessions in Y" adds Y beside X', () => {
    const m = edited('The checkout service ought to keep its sessions in ElastiCache');
    expect(touching(m, 'checkout', added(m, 'aws.elasticache').id)).toBe(true);
  });

  it('"shoppers must log in through Cognito" adds Cognito for the shoppers', () => {
    const m = edited('shoppers must log in through Cognito');
    expect(touching(m, 'shoppers', added(m, 'aws.cognito').id)).toBe(true);
  });

  it('"the refund worker also reads the payments queue" connects them', () => {
    const m = edited('the refund worker also has to pull from the payments queue');
    expect(joined(m, 'payq', 'refunder')).toBe(true);
  });

  it('"X should no longer write to Y" disconnects them and keeps both', () => {
    const m = edited('the payment worker should no longer write to the ledger table');
    expect(touching(m, 'payer', 'ledger')).toBe(false);
    expect(m.nodes.some((n) => n.id === 'ledger')).toBe(true);
  });

  it('refuses questions and opinions about components instead of inventing a connection', () => {
    for (const chatter of ['shoppers adore the storefront CDN', 'is the orders db encrypted?', 'why does the refund worker exist']) expect(planEdit(chatter, SHOP).ok).toBe(false);
  });

  it('never answers a change that is already there with a silent success', () => {
    expect(refused('the checkout service writes to the orders db').message).toMatch(/already connected|Nothing/i);
  });
});

describe('typos and lower case', () => {
  it('finds components typed one letter off or in lower case', () => {
    expect(edited('rename the chekout service to Basket API').nodes.find((n) => n.id === 'checkout')!.label).toBe('Basket API');
    expect(edited('REMOVE THE PAYMENTS QUEUE').nodes.some((n) => n.id === 'payq')).toBe(false);
    expect(joined(edited('shopers need to reach the public alb'), 'shoppers', 'alb')).toBe(true);
  });
});
