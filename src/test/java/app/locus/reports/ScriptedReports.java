package app.locus.reports;

import java.time.Clock;

import app.locus.base.lock.LeasedLocks;
import app.locus.reports.repository.ReportGalleryReadRepository;
import app.locus.reports.repository.ReportRepository;
import app.locus.tenancy.CostVisibility;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.LocalVisibilityClient;
import org.springframework.context.ApplicationContext;

/**
 * The report service and sync wired with the application's real database beans and a test
 * upstream (until the gateway and simulator are merged), without changing the shared
 * Spring context.
 */
public record ScriptedReports(ReportService service, ReportSync sync) {

	public static ScriptedReports wire(ApplicationContext context, UpstreamGateway upstream, Clock clock) {
		LocalVisibilityClient client = new LocalVisibilityClient(upstream);
		ReportRepository repository = context.getBean(ReportRepository.class);
		ReportFetcher fetcher = new ReportFetcher(client, clock);
		ReportSync sync = new ReportSync(client, repository, fetcher, context.getBean(LeasedLocks.class), context,
				clock);
		ReportService service = new ReportService(context.getBean(WorkspaceAccess.class),
				context.getBean(CostVisibility.class), repository, context.getBean(ReportGalleryReadRepository.class),
				fetcher, sync, context, clock);
		return new ScriptedReports(service, sync);
	}

}
