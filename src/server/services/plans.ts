/**
 * Plans and what they allow. Self-hosters change these numbers here or per account with the
 * admin CLI; -1 means unlimited (API.md §0 "credits").
 */
export interface Plan {
  id: string;
  /** Credits granted each month; -1 = unlimited. */
  monthlyCredits: number;
  features: Record<string, boolean>;
  limits: Record<string, number>;
}

const baseLimits = { max_active_keys: 25, max_prompt_chars: 30_000, max_import_chars: 500_000, free_relayouts_per_diagram: 2 };

export const PLANS: Readonly<Record<string, Plan>> = {
  free: {
    id: 'free',
    monthlyCredits: 50,
    features: { export_drawio: true, export_svg: true, export_png: true, private_diagrams: true, opinionated: false, llm_planner: true },
    limits: { ...baseLimits, monthly_credits: 50, rate_limit_per_minute: 60 },
  },
  pro: {
    id: 'pro',
    monthlyCredits: 1000,
    features: { export_drawio: true, export_svg: true, export_png: true, private_diagrams: true, opinionated: true, llm_planner: true },
    limits: { ...baseLimits, monthly_credits: 1000, rate_limit_per_minute: 60 },
  },
  unlimited: {
    id: 'unlimited',
    monthlyCredits: -1,
    features: { export_drawio: true, export_svg: true, export_png: true, private_diagrams: true, opinionated: true, llm_planner: true },
    limits: { ...baseLimits, monthly_credits: -1, rate_limit_per_minute: 60 },
  },
};

export function planOf(id: string): Plan {
  return PLANS[id] ?? PLANS.free!;
}
