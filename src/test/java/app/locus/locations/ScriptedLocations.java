package app.locus.locations;

import java.time.Clock;

import app.locus.audit.AuditLog;
import app.locus.locations.repository.SavedLocationRepository;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.LocalVisibilityClient;
import org.springframework.context.ApplicationContext;

/** The location service on the real database beans and a test upstream. */
public final class ScriptedLocations {

	private ScriptedLocations() {
	}

	public static LocationService wire(ApplicationContext context, UpstreamGateway upstream, Clock clock) {
		return new LocationService(context.getBean(WorkspaceAccess.class),
				context.getBean(SavedLocationRepository.class), new LocalVisibilityClient(upstream),
				context.getBean(AuditLog.class), clock);
	}

}
