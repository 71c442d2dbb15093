package app.locus.scans;

import java.time.Clock;
import java.time.Duration;

import app.locus.audit.AuditLog;
import app.locus.calendar.CalendarService;
import app.locus.credits.BudgetService;
import app.locus.locations.ScriptedLocations;
import app.locus.reports.ScriptedReports;
import app.locus.scans.repository.ScanLedgerRepository;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.LocalVisibilityClient;
import org.springframework.context.ApplicationContext;

/** The scan service (with its report and location services) on a test upstream. */
final class ScriptedScans {

	private ScriptedScans() {
	}

	static ScanService wire(ApplicationContext context, UpstreamGateway upstream, Clock clock) {
		return new ScanService(context.getBean(WorkspaceAccess.class), context.getBean(ScanLedgerRepository.class),
				ScriptedLocations.wire(context, upstream, clock),
				ScriptedReports.wire(context, upstream, clock).service(), new LocalVisibilityClient(upstream),
				context.getBean(BudgetService.class), context.getBean(CalendarService.class),
				context.getBean(AuditLog.class), clock, Duration.ofMinutes(2));
	}

}
