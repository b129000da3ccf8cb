import { z } from 'zod';
import { servicesOf } from '../../../engine/catalog/index.js';
import { OperationListSchema, type ArchitectureModel } from '../../../engine/model/index.js';
import { PlanSchema } from '../../../engine/planner/index.js';
import { DIAGRAM_TYPES, type Provider } from '../../../shared/contract/values.js';

/** A zod schema as the JSON Schema providers take (draft-07 style, no $schema key). */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json['$schema'];
  return json;
}

export const EditReplySchema = z.object({
  understood: z.array(z.string().max(300)).max(30),
  ops: OperationListSchema.max(200).optional(),
  message: z.string().max(1000).optional(),
  example: z.string().max(500).optional(),
});
export type EditReply = z.infer<typeof EditReplySchema>;

export const EnhanceReplySchema = z.object({ enhanced_prompt: z.string().min(5).max(30000) });
export const ClarifyReplySchema = z.object({
  questions: z.array(z.object({ text: z.string().min(3).max(500), options: z.array(z.string().max(200)).max(8).nullable() })).max(3),
  suggested_diagram_type: z.string().max(50).nullable(),
});

function catalogList(provider: Provider): string {
  const own = provider === 'general' ? [] : servicesOf(provider);
  return [...own, ...servicesOf('general')].map((e) => `${e.id} — ${e.name}`).join('\n');
}

const CONVENTIONS = `Conventions of a good cloud diagram:
- Clients (users, browsers, devices, on-premises systems) sit outside every container.
- One "cloud" group for the provider; "region" groups only for named or multiple regions.
- VPC-resident services (VMs, load balancers, databases, caches, Kubernetes clusters) go in a "vpc" group, in "subnet" groups by tier (props.tier "public" | "app" | "data"); managed services (DNS, CDN, object storage, serverless functions, queues, IAM, monitoring) go in the cloud group, outside the VPC.
- Multi-AZ: one "az" group per zone inside the VPC, each with the same subnets; redundant instances in every zone; an auto scaling group is an "overlay" group (props.autoscaling true) whose members are those instances; a Multi-AZ database is a primary (props.role "primary") in zone 1 and a standby (props.role "standby") in zone 2 joined by an edge labelled "replication".
- Edges point the way requests or data flow; label HTTPS edges and set props.tls true when the prompt asks for TLS; props.async true for queues and events.
- Set props review rules read: multi_az, encrypted_at_rest, public, backup, replicas, role.
- Flowcharts: nodes with service null and shape start | end | step | decision | io; a decision has two outgoing edges labelled "yes" and "no".
- Sequence diagrams: participants are nodes with service null and shape "lifeline" and props.order 1, 2, 3 (left to right); messages are edges with props.order 1, 2, 3 (top to bottom), replies with props.reply true.`;

export function diagramSystem(provider: Provider): string {
  return `You are Skyplan's diagram planner. Turn the person's prompt into a diagram plan: one JSON object, no prose, never XML.
The plan has title, diagram_type (one of ${DIAGRAM_TYPES.filter((t) => t !== 'auto').join(', ')}), nodes, groups and edges.
Each node: id (lowercase letters, digits, -), service (a catalog id from the list below, or null for a plain shape), label (short, what a person reads), group (the id of the group it sits in, or null), props.
${CONVENTIONS}
Catalog ids for ${provider} and general building blocks (id — name):
${catalogList(provider)}`;
}

export function diagramUser(prompt: string, provider: Provider, diagramType: string): string {
  return `Provider: ${provider}\nDiagram type: ${diagramType === 'auto' ? 'choose the best one' : diagramType}\nPrompt:\n${prompt}`;
}

/** The model as the LLM sees it for an edit: ids, services, labels, parents, props and edges. */
export function compactModel(model: ArchitectureModel): string {
  return JSON.stringify({
    title: model.title, provider: model.provider, diagramType: model.diagramType,
    groups: model.groups.map((g) => ({ id: g.id, kind: g.kind, label: g.label, parent: g.parent, props: g.props, ...(g.members ? { members: g.members } : {}) })),
    nodes: model.nodes.map((n) => ({ id: n.id, service: n.service, label: n.label, parent: n.parent, props: n.props })),
    edges: model.edges.map((e) => ({ id: e.id, source: e.source, target: e.target, label: e.label, props: e.props })),
  });
}

export function editSystem(provider: Provider): string {
  return `You are Skyplan's edit planner. The person describes a change to an existing diagram; reply with one JSON object, never XML:
{"understood": [short sentences of what you will change], "ops": [operations]}.
Operations (field "op"): add_node {service, label, parent, props}, add_group {kind, label, parent}, connect {source, target, label, props}, disconnect {source, target} or {id}, insert_between {source, target, service, label} (replaces the edge source→target by source→new→target), move_into {id, parent}, set_property {id, key, value} (value null removes it), rename {id, label}, replace_service {id, service}, remove {id, cascade?}, set_title {title}.
Refer to existing cells by their id. Give new cells an id of your own (lowercase, unique) when later operations refer to them.
When the request cannot be done on this diagram, reply {"understood": [...what you did understand], "message": "why not, in one sentence", "example": "an edit prompt that would work"} without ops.
${EDIT_MEANING}
${CONVENTIONS}
Catalog ids for ${provider} and general building blocks (id — name):
${catalogList(provider)}`;
}

const EDIT_MEANING = `What edits mean (the result is checked against this):
- Statements are requests: "the API should cache responses in Redis" adds Redis connected from the API; "X should stop writing to Y" removes that connection.
- References may be by name, kind ("the database"), role ("the entry point" = what clients reach first, "the app tier"), typo or lower case; when two different components fit, ask instead of guessing.
- remove X keeps the flow: whatever sent to X now sends to what X sent to, unless told otherwise.
- "between A and B" replaces the edge A→B by A→new→B; "in front of X" takes X's incoming edges; "behind X" takes its outgoing edges.
- replace keeps the component's id, connections, container and position, and gives it the new service's name.
- A new component goes in the tier and container its kind belongs to, connected as the request says.
- Never reply with operations that change nothing; say so with "message" instead.`;

export function editUser(prompt: string, model: ArchitectureModel): string {
  return `Current diagram model:\n${compactModel(model)}\n\nRequested change:\n${prompt}`;
}

export const ENHANCE_SYSTEM = `You improve prompts for Skyplan, which draws cloud architecture diagrams. Rewrite the prompt so it names the architecture, its standard parts that are missing, how they connect, and the non-functional requirements (availability, security, encryption, monitoring). Keep everything the person asked for. Reply {"enhanced_prompt": "..."} only.`;

export const CLARIFY_SYSTEM = `You help Skyplan draw cloud architecture diagrams. Ask at most three short questions whose answers would change the diagram (cloud provider, scale or high availability, kind of diagram, main components) — only what the prompt leaves open; none when it is clear. Give options when there is a small set of answers, else null. Suggest a diagram type (${DIAGRAM_TYPES.join(', ')}). Reply {"questions": [{"text": "...", "options": [...] | null}], "suggested_diagram_type": "..." | null} only.`;

export { PlanSchema };
