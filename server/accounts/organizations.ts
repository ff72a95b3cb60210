// Creating organizations: used by the admin CLI and by the demo organization of a fresh database.
import type { Clock } from '../clock.js';
import { newId } from '../ids.js';
import type { Db } from '../storage/db.js';
import { insertOrganization, type Organization } from '../storage/organizations.js';
import type { PlanName } from '../plans.js';
import { createWebhookSecret } from '../webhooks/signing.js';
import { createApiKey } from './api-keys.js';

/** An organization as the services and http/ see it (http/ does not import storage, issue 17). */
export type { Organization };

export interface NewOrganizationInput {
  name: string;
  plan: PlanName;
  /** Overrides the plan's monthly verification quota. */
  monthlyLimit?: number | null;
  /** Overrides the plan's requests per minute. */
  rateLimit?: number | null;
  /** `options.escalation` of requests that give none (default `auto`; issue 25). */
  escalation?: Organization['escalationDefault'];
}

/** Creates an organization with its first API key, in one transaction; the key is shown only here. */
export function createOrganization(
  db: Db,
  clock: Clock,
  input: NewOrganizationInput,
): Promise<{ organization: Organization; apiKey: string }> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const organization = await insertOrganization(tx, {
      id: newId('organization', now),
      name: input.name,
      plan: input.plan,
      monthlyLimit: input.monthlyLimit ?? null,
      rateLimit: input.rateLimit ?? null,
      escalationDefault: input.escalation ?? 'auto',
      webhookSecret: createWebhookSecret(),
      createdAt: now.toISOString(),
    });
    const { apiKey } = await createApiKey(tx, clock, organization.id);
    return { organization, apiKey };
  });
}
