import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('more of a pool named before is that pool grown', () => {
  it('"starts additional VMs" after GPU virtual machines is the same machines', () => {
    const { labels, edges } = drawnLabels('Designers open GPU virtual machines through Azure Virtual Desktop. A capacity planner starts additional VMs when the render queue grows.', 'azure');
    expect(labels.filter((l) => /Virtual Machine|VMs/i.test(l))).toEqual(['GPU Virtual Machines']);
    expect(edges).toContain('Capacity planner -> GPU Virtual Machines');
  });

  it('"adds more" grows the pool, while additional machines placed elsewhere stay their own', () => {
    const { labels } = drawnLabels('Web servers run on Azure virtual machines behind Azure Load Balancer. Azure Monitor autoscale adds more virtual machines at peak hours, and two additional virtual machines in a second region host the reporting site.', 'azure');
    const machines = labels.filter((l) => /Virtual Machine/i.test(l));
    expect(machines.filter((l) => /Web servers/.test(l))).toHaveLength(1);
    expect(machines.length).toBeGreaterThan(1);
  });
});
