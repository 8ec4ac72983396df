/**
 * The counts the data version trigger keeps per provider (db/sql/provider_data_version.sql, ADR 037), read by the
 * statements that would otherwise count every row of the provider on each computed answer.
 */
import { eq, gt, and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { providerDataVersions, providerLeadCounts } from './schema/index';

const counted = { seminars: providerDataVersions.seminarCount, threads: providerDataVersions.threadCount };

/** The provider's seminars, or its threads with a message; 0 before its first row. */
export const keptCount = (what: keyof typeof counted, providerId: Placeholder | string): SQL =>
  sql`coalesce((select ${counted[what]} from ${providerDataVersions} where ${eq(providerDataVersions.providerId, providerId)}), 0)`;

/** The provider's leads and unread leads per stage as JSON text, `{"<stage>": [leads, unread]}`; null without leads. */
export const keptLeadCountsJson = (providerId: Placeholder | string): SQL =>
  sql`(select json_object_agg(${providerLeadCounts.stage}, json_build_array(${providerLeadCounts.leads}, ${providerLeadCounts.unread}))::text
    from ${providerLeadCounts}
    where ${and(eq(providerLeadCounts.providerId, providerId), gt(providerLeadCounts.leads, 0))})`;
