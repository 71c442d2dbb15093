package app.locus;

import app.locus.backup.BackupCommand;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * Locus: a portal for agencies that run their clients' local-search visibility work. The
 * jar also backs up and restores its database ({@code backup FILE}, {@code restore FILE},
 * DD191).
 */
@SpringBootApplication
public class LocusApplication {

	public static void main(String[] args) {
		System.setProperty("org.jooq.no-logo", "true");
		System.setProperty("org.jooq.no-tips", "true");
		if (BackupCommand.isCommand(args)) {
			System.exit(BackupCommand.run(args, System.out));
		}
		SpringApplication.run(LocusApplication.class, args);
	}

}
