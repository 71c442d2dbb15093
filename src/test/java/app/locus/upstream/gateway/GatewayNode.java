package app.locus.upstream.gateway;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import javax.sql.DataSource;

import app.locus.base.WorkspaceId;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;

/**
 * One gateway as one app node has it, built from its real parts on the shared test
 * MariaDB: its own Bucket4j proxy manager, slot dispatcher, meters and HTTP client. Two
 * of these on the same database behave like two nodes of a cluster.
 */
public final class GatewayNode implements AutoCloseable {

	public final SimpleMeterRegistry meters = new SimpleMeterRegistry();

	public final RecordingSleeper sleeper = new RecordingSleeper();

	public final HttpUpstreamGateway gateway;

	private final SlotDispatcher slots;

	private final RecordingHttpClient http;

	/** A node whose waits between attempts are recorded, not spent. */
	public GatewayNode(DataSource dataSource, GatewayProperties settings, CredentialSource credentials) {
		this(dataSource, settings, credentials, null);
	}

	/** A node that waits with {@code realSleeper} (null: record the waits instead). */
	public GatewayNode(DataSource dataSource, GatewayProperties settings, CredentialSource credentials,
			Sleeper realSleeper) {
		this(dataSource, settings, credentials, UpstreamAccounts.byWorkspace(), realSleeper);
	}

	/**
	 * A node that tells the workspaces' accounts with {@code accounts} and waits with
	 * {@code realSleeper} (null: record the waits instead).
	 */
	public GatewayNode(DataSource dataSource, GatewayProperties settings, CredentialSource credentials,
			UpstreamAccounts accounts, Sleeper realSleeper) {
		GatewayMetrics metrics = new GatewayMetrics(meters);
		this.slots = new SlotDispatcher(new ClusterRateLimiter(dataSource, settings.rateLimitMargin()), metrics,
				settings.dispatcherThreads());
		this.http = new RecordingHttpClient(HttpUpstreamGateway.httpClient(settings));
		this.gateway = new HttpUpstreamGateway(settings, settings::baseUri, http, credentials,
				CredentialOutcomes.IGNORED, accounts, slots, metrics, realSleeper == null ? sleeper : realSleeper,
				Clock.systemUTC());
	}

	/** When this node handed requests of the workspace to its HTTP client. */
	List<Long> sentAt(WorkspaceId workspace) {
		return http.sentAt(workspace.value());
	}

	/**
	 * When this node sent the requests of the workspace that the service answered 429.
	 */
	List<Long> tooManyAt(WorkspaceId workspace) {
		return http.tooManyAt(workspace.value());
	}

	@Override
	public void close() {
		slots.close();
	}

	/** Records the waits between attempts instead of spending them. */
	public static final class RecordingSleeper implements Sleeper {

		public final List<Duration> sleeps = new CopyOnWriteArrayList<>();

		@Override
		public void sleep(Duration duration) {
			sleeps.add(duration);
		}

	}

}
