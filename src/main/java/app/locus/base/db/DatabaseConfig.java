package app.locus.base.db;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;

import javax.sql.DataSource;

import app.locus.base.OwnerOnly;
import com.zaxxer.hikari.HikariDataSource;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jdbc.DataSourceBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Lazy;
import org.springframework.scheduling.annotation.EnableScheduling;

/**
 * Chooses the database: the server named by {@code LOCUS_DB_URL}, or the embedded
 * default.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(DatabaseProperties.class)
@EnableScheduling
class DatabaseConfig {

	static final String DATABASE = "locus";

	private static final int PREPARED_PER_CONNECTION = 100;

	@Bean(destroyMethod = "close")
	@Lazy
	EmbeddedMariaDb embeddedMariaDb(@Value("${locus.data-dir:data}") String dataDir) throws IOException {
		Path locusData = OwnerOnly.directory(DatabaseProperties.dataDir(dataDir));
		return EmbeddedMariaDb.start(locusData.resolve("mariadb"), DATABASE);
	}

	@Bean
	@Conditional(EmbeddedDefault.class)
	EmbeddedDatabaseSupervisor embeddedDatabaseSupervisor(EmbeddedMariaDb embedded, Clock clock) {
		return new EmbeddedDatabaseSupervisor(embedded, clock);
	}

	/** The readiness group's {@code database} (DD184). */
	@Bean
	HealthIndicator databaseHealthIndicator(DataSource dataSource, DatabaseProperties properties,
			ObjectProvider<EmbeddedMariaDb> embedded) {
		return new DatabaseHealth(dataSource, properties.embedded() ? embedded.getObject() : null);
	}

	@Bean
	DataSource dataSource(DatabaseProperties properties, ObjectProvider<EmbeddedMariaDb> embedded,
			@Value("${locus.db.connection-timeout:PT5S}") Duration connectionTimeout) {
		DataSourceBuilder<HikariDataSource> builder = DataSourceBuilder.create().type(HikariDataSource.class);
		if (properties.embedded()) {
			EmbeddedMariaDb database = embedded.getObject();
			builder.url(database.jdbcUrl(DATABASE)).username(database.user()).password(database.password());
		}
		else {
			builder.url(properties.url()).username(properties.user()).password(properties.password());
		}
		HikariDataSource dataSource = builder.build();
		dataSource.setPoolName("locus");
		serverPreparedStatements(dataSource);
		dataSource.setMaximumPoolSize(20);
		// How long a request waits for a connection while the database is away (DD091,
		// DD184).
		dataSource.setConnectionTimeout(connectionTimeout.toMillis());
		return dataSource;
	}

	/**
	 * Each connection prepares a statement on the server once and then sends only its
	 * values: a round trip of the portal asks the same few statements again and again,
	 * and MariaDB no longer parses them each time (DD174). 100 per connection, 20
	 * connections: 2,000 per node, so eight nodes stay within the server's default limit
	 * of 16,382.
	 */
	private static void serverPreparedStatements(HikariDataSource dataSource) {
		dataSource.addDataSourceProperty("useServerPrepStmts", "true");
		dataSource.addDataSourceProperty("prepStmtCacheSize", Integer.toString(PREPARED_PER_CONNECTION));
	}

}
