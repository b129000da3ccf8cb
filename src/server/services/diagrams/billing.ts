import { publicUrl, type Ctx } from '../../context.js';

/** Where QUOTA_EXCEEDED sends people: the app's usage page on this server. */
export const upgradeUrlOf = (ctx: Ctx) => `${publicUrl(ctx.config)}/usage`;
