package app.locus.base.db;

import java.time.Duration;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariDataSource;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jdbc.DataSourceBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Lazy;

/**
 * Chooses the database: the server named by {@code LOCUS_DB_URL}, or the embedded
 * default.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(DatabaseProperties.class)
class DatabaseConfig {

	static final String DATABASE = "locus";

	@Bean(destroyMethod = "close")
	@Lazy
	EmbeddedMariaDb embeddedMariaDb(@Value("${locus.data-dir:data}") String dataDir) {
		return EmbeddedMariaDb.start(DatabaseProperties.dataDir(dataDir).resolve("mariadb"), DATABASE);
	}

	@Bean
	DataSource dataSource(DatabaseProperties properties, ObjectProvider<EmbeddedMariaDb> embedded,
			@Value("${locus.db.connection-timeout:PT30S}") Duration connectionTimeout) {
		DataSourceBuilder<HikariDataSource> builder = DataSourceBuilder.create().type(HikariDataSource.class);
		if (properties.embedded()) {
			builder.url(embedded.getObject().jdbcUrl(DATABASE)).username("root").password("");
		}
		else {
			builder.url(properties.url()).username(properties.user()).password(properties.password());
		}
		HikariDataSource dataSource = builder.build();
		dataSource.setPoolName("locus");
		dataSource.setMaximumPoolSize(20);
		// How long a request waits for a connection while the database is away (DD091).
		dataSource.setConnectionTimeout(connectionTimeout.toMillis());
		return dataSource;
	}

}
