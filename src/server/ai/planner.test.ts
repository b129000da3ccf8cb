import { describe, expect, it } from 'vitest';
import { createPlanner, PlannerConfigError, PlannerError, type PlannerConfig } from './index.js';

const builtin: PlannerConfig = { SKYPLAN_AI: 'builtin', SKYPLAN_AI_TIMEOUT_MS: 120_000 };

describe('createPlanner', () => {
  it('defaults to the built-in planner: offline, deterministic, reporting understanding then planning', async () => {
    const planner = createPlanner(builtin);
    const stages: string[] = [];
    const input = { prompt: 'aws 3 tier app w/ alb + rds', provider: 'aws' as const, diagramType: 'auto' as const };
    const a = await planner.planDiagram(input, { onStage: (stage, progress) => stages.push(`${stage}@${progress}`) });
    const b = await planner.planDiagram(input, {});
    expect(a.model).toEqual(b.model);
    expect(stages).toEqual(['understanding@5', 'planning@20']);
    expect(a.understood).toContain('provider: AWS');
    expect(a.model.nodes.map((n) => n.service)).toEqual(expect.arrayContaining(['aws.alb', 'aws.ec2', 'aws.rds']));
  });

  it('says NOT_UNDERSTOOD for a prompt that names nothing drawable', async () => {
    const planner = createPlanner(builtin);
    const error = (await planner.planDiagram({ prompt: 'hello there', provider: 'aws', diagramType: 'architecture' }, {}).catch((e: unknown) => e)) as PlannerError;
    expect(error).toBeInstanceOf(PlannerError);
    expect(error.code).toBe('NOT_UNDERSTOOD');
  });

  it('is CANCELLED when the caller has already gone', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = (await createPlanner(builtin).planDiagram({ prompt: 'api gateway lambda', provider: 'aws', diagramType: 'auto' }, { signal: controller.signal }).catch((e: unknown) => e)) as PlannerError;
    expect(error.code).toBe('CANCELLED');
  });

  it('enhances and clarifies prompts deterministically', async () => {
    const planner = createPlanner(builtin);
    const enhanced = await planner.enhancePrompt({ prompt: 'three tier web app', provider: 'aws' }, {});
    expect(enhanced).toMatch(/^three tier web app\. Architecture: three-tier web application on AWS\. Include .*Application Load Balancer/);
    await expect(planner.enhancePrompt({ prompt: 'three tier web app', provider: 'aws' }, {})).resolves.toBe(enhanced);
    const vague = await planner.clarifyPrompt({ prompt: 'a web app with a database' }, {});
    expect(vague.questions.length).toBeGreaterThanOrEqual(1);
    expect(vague.questions.length).toBeLessThanOrEqual(3);
    expect(vague.questions.map((q) => q.text).join(' ')).toContain('cloud provider');
    const clear = await planner.clarifyPrompt({ prompt: 'Draw an AWS three-tier shop with an ALB up front, EC2 in an Auto Scaling group and RDS set up Multi-AZ.' }, {});
    expect(clear).toEqual({ questions: [], suggested_diagram_type: 'architecture' });
  });

  it('refuses LLM settings that cannot work, naming the variable to set', () => {
    expect(() => createPlanner({ ...builtin, SKYPLAN_AI: 'openai-compatible' })).toThrow(PlannerConfigError);
    expect(() => createPlanner({ ...builtin, SKYPLAN_AI: 'openai-compatible' })).toThrow(/SKYPLAN_AI_MODEL/);
    expect(() => createPlanner({ ...builtin, SKYPLAN_AI: 'anthropic', SKYPLAN_AI_MODEL: 'claude' })).toThrow(/SKYPLAN_AI_API_KEY/);
    expect(createPlanner({ ...builtin, SKYPLAN_AI: 'openai-compatible', SKYPLAN_AI_MODEL: 'llama3.1', SKYPLAN_AI_BASE_URL: 'http://127.0.0.1:11434/v1' }).planDiagram).toBeTypeOf('function');
  });
});
