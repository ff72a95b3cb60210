// Stand-ins for handlers whose features land in later issues, so the cross-cutting middleware
// (idempotency, quota, logging) can be tested through a real, documented POST.
import { count, eq } from 'drizzle-orm';
import { newId } from '../../server/ids.js';
import { assertQuotaAvailable, recordUsage } from '../../server/accounts/quota.js';
import type { AppParts } from '../../server/app.js';
import type { Handler } from '../../server/http/types.js';
import { verifications } from '../../server/storage/schema.js';

export interface StubCalls {
  count: number;
}

/**
 * A createVerification that checks the quota, stores a pending verification, waits `delayMs`
 * (to keep concurrent duplicates in flight), counts the work and answers 202 with the pending shape.
 */
export function stubCreateVerification(
  deps: AppParts,
  options: { delayMs?: number; calls?: StubCalls; fail?: () => Error | undefined } = {},
): Handler<'createVerification'> {
  return async (req) => {
    if (options.calls) options.calls.count += 1;
    await assertQuotaAvailable(deps.db, deps.clock, req.organization);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const failure = options.fail?.();
    if (failure) throw failure;
    const now = deps.clock.now();
    const [row] = await deps.db
      .insert(verifications)
      .values({
        id: newId('verification', now),
        organizationId: req.organization.id,
        status: 'pending',
        content: req.body.content,
        methods: req.body.methods as Record<string, number>,
        createdAt: now.toISOString(),
      })
      .returning();
    await recordUsage(deps.db, deps.clock, req.organization.id);
    return { status: 202, body: { id: row!.id, status: 'pending', content: row!.content, createdAt: row!.createdAt } };
  };
}

/** Counts the verification rows of an organization. */
export async function countVerifications(deps: AppParts, organizationId: string): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(verifications).where(eq(verifications.organizationId, organizationId));
  return row?.n ?? 0;
}
