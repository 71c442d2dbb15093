package app.locus.agency;

import java.util.List;

import app.locus.tenancy.WorkspaceSummary;

/**
 * Credits a client workspace spent per month, from all sources (manual scans, campaigns,
 * scheduled scans and scans outside Locus), in the months of
 * {@link AgencyOverview#months}.
 */
public record ClientSpend(WorkspaceSummary client, List<Long> credits) {

}
