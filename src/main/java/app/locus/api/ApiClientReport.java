package app.locus.api;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Locale;

import app.locus.clientreports.ClientReportEntry;

/**
 * A client report (a PDF) in the workspace's history; {@code pdf} is the path that
 * downloads it with the same token.
 */
record ApiClientReport(String id, String title, LocalDate from, LocalDate to, String origin, Instant createdAt,
		int sizeBytes, String pdf) {

	static ApiClientReport of(String workspaceId, ClientReportEntry entry) {
		return new ApiClientReport(entry.id().value(), entry.title(), entry.period().from(), entry.period().to(),
				entry.origin().name().toLowerCase(Locale.ROOT), entry.createdAt(), entry.sizeBytes(),
				ClientReportsApi.pdfPath(workspaceId, entry.id().value()));
	}

}
