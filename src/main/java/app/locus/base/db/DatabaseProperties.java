package app.locus.base.db;

import java.nio.file.Path;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Where the portal keeps its data: an external MariaDB when {@code LOCUS_DB_URL} is set,
 * otherwise an embedded one whose files live under {@code LOCUS_DATA_DIR}.
 */
@ConfigurationProperties("locus.db")
public record DatabaseProperties(String url, String user, String password) {

	public boolean embedded() {
		return url == null || url.isBlank();
	}

	/** The data folder {@code locus.data-dir} names, absolute. */
	public static Path dataDir(String configured) {
		return Path.of(configured == null || configured.isBlank() ? "data" : configured).toAbsolutePath();
	}

}
