package app.locus.faults;

import java.util.ArrayList;
import java.util.List;

import app.locus.LocusApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;

/**
 * An app node of a fault test: the whole application in this JVM (test profile, random
 * port, no schedules) on the given database and upstream address, as
 * {@code cluster.TwoNodesTest} starts its nodes. Closing it puts back the JVM-wide
 * security-context strategy the shared test context installed (every Vaadin context
 * installs its own, see DD090).
 */
final class FaultNode implements AutoCloseable {

	private final SecurityContextHolderStrategy sharedStrategy;

	private final ConfigurableApplicationContext context;

	private FaultNode(SecurityContextHolderStrategy sharedStrategy, ConfigurableApplicationContext context) {
		this.sharedStrategy = sharedStrategy;
		this.context = context;
	}

	static FaultNode start(Database database, String upstreamUrl, String... settings) {
		List<String> args = new ArrayList<>(
				List.of("--server.port=0", "--locus.db.url=" + database.url(), "--locus.db.user=" + database.user(),
						"--locus.db.password=" + database.password(), "--locus.upstream.base-url=" + upstreamUrl,
						"--locus.sync.enabled=false", "--spring.jmx.enabled=false"));
		args.addAll(List.of(settings));
		SecurityContextHolderStrategy shared = SecurityContextHolder.getContextHolderStrategy();
		try {
			// Arguments, not default properties: they must win over
			// application.properties.
			return new FaultNode(shared, new SpringApplicationBuilder(LocusApplication.class).profiles("test")
				.run(args.toArray(String[]::new)));
		}
		catch (RuntimeException ex) {
			SecurityContextHolder.setContextHolderStrategy(shared);
			throw ex;
		}
	}

	<T> T bean(Class<T> type) {
		return context.getBean(type);
	}

	@Override
	public void close() {
		context.close();
		SecurityContextHolder.setContextHolderStrategy(sharedStrategy);
	}

	/** Where a node finds its database. */
	record Database(String url, String user, String password) {

	}

}
