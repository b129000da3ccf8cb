import type { Entity } from '../types.js';

/**
 * Configuration-management tools (Ansible, Puppet, Chef, Salt) log in to running machines and
 * change them ("playbooks configure the routers"): unlike a tool that only provisions parts
 * ("Terraform creates a bucket"), their setting-up verbs reach what they act on.
 */
const CONFIG_AGENT_IDS: ReadonlySet<string> = new Set(['general.ansible', 'general.puppet_enterprise']);
/** First words of names a catalog lacks that name such a tool. */
const CONFIG_AGENT_NAMES: ReadonlySet<string> = new Set(['ansible', 'puppet', 'chef', 'salt', 'saltstack']);

export function isConfigAgent(e: Entity): boolean {
  return CONFIG_AGENT_IDS.has(e.entry.id) || CONFIG_AGENT_NAMES.has(e.matched.trim().split(/\s+/)[0]!.toLowerCase());
}
