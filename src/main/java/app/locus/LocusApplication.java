package app.locus;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * Locus: a portal for agencies that run their clients' local-search visibility work.
 */
@SpringBootApplication
public class LocusApplication {

	public static void main(String[] args) {
		System.setProperty("org.jooq.no-logo", "true");
		System.setProperty("org.jooq.no-tips", "true");
		SpringApplication.run(LocusApplication.class, args);
	}

}
