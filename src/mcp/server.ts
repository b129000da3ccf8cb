import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpContext, type McpOptions } from './context.js';
import { editDiagram, exportDiagram, fixWarning, generateDiagram, getWarnings } from './tools/agent-path.js';
import { describeDiagram, diffVersions, getVersion } from './tools/compare.js';
import { registerTools, type ToolDef } from './tools/define.js';
import { diagramFromCode } from './tools/from-code.js';
import { clarifyPrompt, enhancePrompt, forkDiagram, getUsage, getUsageHistory, listCapabilities, searchGallery, whoami } from './tools/discover.js';
import { deleteDiagram, getDiagram, getRelayoutStatus, importDiagram, listDiagrams, listVersions, relayoutDiagram, revertDiagram, updateDiagram } from './tools/manage.js';
import { MCP_VERSION } from './version.js';

/** Every tool, the agent path first. */
export const TOOLS: readonly ToolDef[] = [
  generateDiagram,
  getWarnings,
  exportDiagram,
  fixWarning,
  editDiagram,
  relayoutDiagram,
  getRelayoutStatus,
  getDiagram,
  listDiagrams,
  importDiagram,
  diagramFromCode,
  updateDiagram,
  revertDiagram,
  deleteDiagram,
  listVersions,
  getVersion,
  diffVersions,
  describeDiagram,
  searchGallery,
  forkDiagram,
  enhancePrompt,
  clarifyPrompt,
  getUsage,
  getUsageHistory,
  whoami,
  listCapabilities,
];

const INSTRUCTIONS =
  'Skyplan turns plain-English system descriptions into editable cloud-architecture diagrams (draw.io). ' +
  'Usual path: generate_diagram → get_warnings → (fix_warning) → export_diagram. ' +
  'From infrastructure code (Terraform, CloudFormation/SAM, Kubernetes): diagram_from_code with a folder, then the same path. ' +
  'Generating and editing cost credits (get_usage shows the balance); reading, reviewing and exporting are free. ' +
  'If a tool answers with a sign-in link, show it to the user and call the tool again after they approve.';

/** The Skyplan MCP server with every tool registered; connect it to any transport. */
export function createSkyplanMcpServer(options: McpOptions = {}): { server: McpServer; context: McpContext } {
  const context = new McpContext(options);
  const server = new McpServer({ name: 'skyplan', version: MCP_VERSION }, { instructions: INSTRUCTIONS, capabilities: { tools: {} } });
  registerTools(server, context, [...TOOLS]);
  return { server, context };
}
