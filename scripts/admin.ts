// The admin CLI (`npm run --silent admin -- <command>`): organizations and API keys. It opens the
// same DATABASE_PATH as the server, which may be running (WAL + busy timeout let them share it).
// With --json a command prints exactly one JSON object on stdout and nothing else; errors go to
// stderr with a non-zero exit code.
import { parseArgs } from 'node:util';
import { createApiKey } from '../server/accounts/api-keys.js';
import { createOrganization } from '../server/accounts/organizations.js';
import { monthlyLimitOf, rateLimitOf } from '../server/accounts/plan-limits.js';
import { isPlan, PLANS } from '../server/plans.js';
import { systemClock } from '../server/clock.js';
import { ConfigError, databaseTarget, loadConfig } from '../server/config.js';
import { listApiKeys, revokeApiKeys } from '../server/storage/api-keys.js';
import { openDatabase, type DatabaseHandle } from '../server/storage/db.js';
import { findOrganization, listOrganizations, updateOrganization, type Organization } from '../server/storage/organizations.js';

const USAGE = `Verity admin CLI (DATABASE_PATH selects the database, default data/verity.db)

  org create --name NAME --plan free|pro|enterprise [--monthly-limit N] [--rate-limit N] [--escalation auto|never] [--json]
      Create an organization and its first API key (shown only once).
  org list [--json]
  org update --org ID [--name NAME] [--plan PLAN] [--monthly-limit N|default] [--rate-limit N|default] [--escalation auto|never] [--json]
      --escalation: what a request without options.escalation does with a verification the
      methods cannot settle: auto (escalate it for review, the default) or never.
  org webhook-secret --org ID [--json]
      Show the organization's webhook signing secret (whsec_…).
  key create --org ID [--json]
      Create another API key for the organization (shown only once).
  key list --org ID [--json]
  key revoke (--key-id ID | --prefix vrt_live_XXXXXXXX) [--json]
      Revoke a key; requests with it answer 401 from the next request on.
`;

class UsageError extends Error {}

const OPTIONS = {
  name: { type: 'string' },
  plan: { type: 'string' },
  'monthly-limit': { type: 'string' },
  'rate-limit': { type: 'string' },
  escalation: { type: 'string' },
  org: { type: 'string' },
  'key-id': { type: 'string' },
  prefix: { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

function required(values: Values, name: 'name' | 'plan' | 'org'): string {
  const value = values[name];
  if (value === undefined || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

function plan(value: string): Organization['plan'] {
  if (!isPlan(value)) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}, got "${value}"`);
  return value;
}

/** A positive integer limit; `default` (when allowed) clears the override. */
function limit(values: Values, name: 'monthly-limit' | 'rate-limit', allowDefault: boolean): number | null | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  if (allowDefault && raw === 'default') return null;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
    throw new UsageError(`--${name} must be a positive integer${allowDefault ? ' or "default"' : ''}, got "${raw}"`);
  }
  return Number(raw);
}

/** `--escalation auto|never` (issue 25), or undefined when not given. */
function escalation(values: Values): Organization['escalationDefault'] | undefined {
  const raw = values.escalation;
  if (raw === undefined) return undefined;
  if (raw !== 'auto' && raw !== 'never') throw new UsageError(`--escalation must be auto or never, got "${raw}"`);
  return raw;
}

async function organizationOrFail(db: DatabaseHandle, id: string): Promise<Organization> {
  const org = await findOrganization(db.db, id);
  if (!org) throw new UsageError(`no organization with id ${id}`);
  return org;
}

const describeOrg = (org: Organization) => ({
  id: org.id,
  name: org.name,
  plan: org.plan,
  monthlyLimit: monthlyLimitOf(org),
  rateLimit: rateLimitOf(org),
  escalation: org.escalationDefault,
  createdAt: org.createdAt,
});

/** Runs one command; returns what to print: an object for --json and lines of text otherwise. */
async function run(db: DatabaseHandle, group: string, command: string, values: Values): Promise<{ json: unknown; text: string }> {
  switch (`${group} ${command}`) {
    case 'org create': {
      const input = {
        name: required(values, 'name'),
        plan: plan(required(values, 'plan')),
        monthlyLimit: limit(values, 'monthly-limit', false) ?? null,
        rateLimit: limit(values, 'rate-limit', false) ?? null,
        escalation: escalation(values) ?? 'auto',
      };
      const { organization, apiKey } = await createOrganization(db.db, systemClock, input);
      return {
        json: { organization: { id: organization.id, name: organization.name, plan: organization.plan, escalation: organization.escalationDefault }, apiKey },
        text: `Created ${organization.id} "${organization.name}" on the ${organization.plan} plan${organization.escalationDefault === 'never' ? ', escalating nothing by default' : ''}.\nAPI key (shown only once): ${apiKey}`,
      };
    }
    case 'org list': {
      const orgs = (await listOrganizations(db.db)).map(describeOrg);
      return {
        json: { organizations: orgs },
        text: orgs.length === 0 ? 'No organizations.' : orgs.map((o) => `${o.id}  ${o.plan.padEnd(10)}  ${o.rateLimit}/min  ${o.monthlyLimit}/month  escalation ${o.escalation.padEnd(5)}  ${o.name}`).join('\n'),
      };
    }
    case 'org update': {
      const org = await organizationOrFail(db, required(values, 'org'));
      const changes: Parameters<typeof updateOrganization>[2] = {};
      if (values.name !== undefined) changes.name = required(values, 'name');
      if (values.plan !== undefined) changes.plan = plan(values.plan);
      const monthly = limit(values, 'monthly-limit', true);
      if (monthly !== undefined) changes.monthlyLimit = monthly;
      const rate = limit(values, 'rate-limit', true);
      if (rate !== undefined) changes.rateLimit = rate;
      const mode = escalation(values);
      if (mode !== undefined) changes.escalationDefault = mode;
      if (Object.keys(changes).length === 0) throw new UsageError('nothing to update: give --name, --plan, --monthly-limit, --rate-limit or --escalation');
      const updated = (await updateOrganization(db.db, org.id, changes))!;
      return { json: { organization: describeOrg(updated) }, text: `Updated ${updated.id}.` };
    }
    case 'org webhook-secret': {
      const org = await organizationOrFail(db, required(values, 'org'));
      return { json: { organization: { id: org.id }, webhookSecret: org.webhookSecret }, text: org.webhookSecret };
    }
    case 'key create': {
      const org = await organizationOrFail(db, required(values, 'org'));
      const { apiKey, record } = await createApiKey(db.db, systemClock, org.id);
      return {
        json: { organization: { id: org.id }, key: { id: record.id, prefix: record.prefix }, apiKey },
        text: `Created key ${record.id} for ${org.id}.\nAPI key (shown only once): ${apiKey}`,
      };
    }
    case 'key list': {
      const org = await organizationOrFail(db, required(values, 'org'));
      const keys = (await listApiKeys(db.db, org.id)).map((k) => ({ id: k.id, prefix: k.prefix, createdAt: k.createdAt, revokedAt: k.revokedAt }));
      return {
        json: { organization: { id: org.id }, keys },
        text: keys.map((k) => `${k.id}  ${k.prefix}…  created ${k.createdAt}${k.revokedAt ? `  revoked ${k.revokedAt}` : ''}`).join('\n') || 'No keys.',
      };
    }
    case 'key revoke': {
      const target = values['key-id'] ?? values.prefix;
      if (!target || (values['key-id'] && values.prefix)) throw new UsageError('give exactly one of --key-id or --prefix');
      const revoked = await revokeApiKeys(db.db, target, systemClock.now().toISOString());
      if (revoked.length === 0) throw new UsageError(`no active key with id or prefix ${target}`);
      return {
        json: { revoked: revoked.map((k) => ({ id: k.id, prefix: k.prefix, organizationId: k.organizationId })) },
        text: revoked.map((k) => `Revoked ${k.id} (${k.prefix}…) of ${k.organizationId}.`).join('\n'),
      };
    }
    default:
      throw new UsageError(`unknown command "${[group, command].filter(Boolean).join(' ')}"`);
  }
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    process.stderr.write(`error: ${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [group = '', command = '', ...extra] = parsed.positionals;
  if (parsed.values.help || group === 'help' || group === '') {
    process.stdout.write(USAGE);
    return group === '' && !parsed.values.help ? 2 : 0;
  }
  if (extra.length > 0) {
    process.stderr.write(`error: unexpected argument "${extra[0]}"\n\n${USAGE}`);
    return 2;
  }
  let db: DatabaseHandle | undefined;
  try {
    const config = loadConfig();
    db = await openDatabase(databaseTarget(config), { rootDir: config.rootDir });
    const out = await run(db, group, command, parsed.values);
    process.stdout.write(parsed.values.json ? `${JSON.stringify(out.json)}\n` : `${out.text}\n`);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`error: ${err.message}\n\n${USAGE}`);
      return 2;
    }
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await db?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
