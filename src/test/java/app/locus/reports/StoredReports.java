package app.locus.reports;

import java.time.Clock;
import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.reports.repository.NewReport;
import app.locus.reports.repository.ReportRepository;
import app.locus.upstream.api.campaigns.CampaignReport;
import app.locus.upstream.api.reports.CompetitorReport;
import app.locus.upstream.api.reports.LocationReport;
import app.locus.upstream.api.reports.ScanReport;
import app.locus.upstream.api.reports.TrendReport;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.springframework.context.ApplicationContext;

/**
 * Stores report records (as the service sends them, e.g. from {@code Dd010Samples}) in a
 * workspace the way the sync or a first view does, for tests of the pages that show them.
 */
public final class StoredReports {

	private final ReportRepository repository;

	private final ReportRows rows;

	private final Clock clock;

	public StoredReports(ApplicationContext context) {
		this.repository = context.getBean(ReportRepository.class);
		this.clock = context.getBean(Clock.class);
		this.rows = new ReportRows(clock);
	}

	/** A scan with its data points (the record must hold {@code data_points}). */
	public ReportCard scan(AgencyId agency, WorkspaceId workspace, ObjectNode record) {
		return save(agency, workspace, rows.scan(ScanReport.from(record), record.has("data_points")));
	}

	public ReportCard competitor(AgencyId agency, WorkspaceId workspace, ObjectNode record) {
		return save(agency, workspace, rows.competitor(CompetitorReport.from(record), null, true));
	}

	public ReportCard trend(AgencyId agency, WorkspaceId workspace, ObjectNode record) {
		return save(agency, workspace, rows.trend(TrendReport.from(record), true));
	}

	public ReportCard location(AgencyId agency, WorkspaceId workspace, ObjectNode record) {
		return save(agency, workspace, rows.location(LocationReport.from(record)));
	}

	public ReportCard campaign(AgencyId agency, WorkspaceId workspace, ObjectNode record) {
		return save(agency, workspace, rows.campaign(CampaignReport.from(record), true));
	}

	private ReportCard save(AgencyId agency, WorkspaceId workspace, NewReport report) {
		List<ReportCard> saved = repository.save(agency, workspace, List.of(report), clock.instant());
		return saved.isEmpty() ? report.card() : saved.get(0);
	}

}
