package app.locus.backup;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import app.locus.base.db.CommandDatabase;
import app.locus.base.db.DatabaseProperties;
import app.locus.base.vault.SecretCipher;

import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

/**
 * {@code java -jar locus.jar backup FILE} and {@code restore FILE [--replace]} (DD191):
 * the jar's main hands them here instead of starting the portal. Options as the portal
 * takes them ({@code --locus.data-dir=...}, environment variables) choose the database
 * and the master key. Exit code 0 when done, 1 with a one-line reason when refused or
 * failed, 2 for a wrong command line.
 */
public final class BackupCommand {

	static final int DONE = 0;

	static final int FAILED = 1;

	static final int USAGE = 2;

	private static final Set<String> COMMANDS = Set.of("backup", "restore");

	private static final String REPLACE = "--replace";

	/** The data folder's key file, as {@code MasterKeyLoader} names it (DD033). */
	private static final String KEY_FILE = "master.key";

	private final PrintStream out;

	private BackupCommand(PrintStream out) {
		this.out = out;
	}

	/** Whether the command line asks for a backup or a restore rather than the portal. */
	public static boolean isCommand(String[] args) {
		return args.length > 0 && COMMANDS.contains(args[0]);
	}

	/** Runs the command of {@code args}; messages go to {@code out}. */
	public static int run(String[] args, PrintStream out) {
		List<String> words = Arrays.stream(args).filter(arg -> !arg.startsWith("--")).toList();
		boolean replace = Arrays.asList(args).contains(REPLACE);
		if (words.size() != 2 || (replace && !"restore".equals(words.get(0)))) {
			out.println("Usage: java -jar locus.jar backup FILE | restore FILE [--replace]");
			return USAGE;
		}
		BackupCommand command = new BackupCommand(out);
		Path file = Path.of(words.get(1));
		try {
			if ("backup".equals(words.get(0))) {
				command.backup(file, args);
			}
			else {
				command.restore(file, replace, args);
			}
			return DONE;
		}
		catch (BackupRefusedException ex) {
			out.println("Refused: " + ex.getMessage());
			return FAILED;
		}
		catch (Exception ex) {
			out.println("Failed: " + reason(ex));
			return FAILED;
		}
	}

	private void backup(Path file, String[] args) throws Exception {
		try (ConfigurableApplicationContext context = context(args)) {
			DatabaseProperties database = context.getBean(DatabaseProperties.class);
			String dataDir = dataDir(context.getEnvironment());
			requireKey(context.getEnvironment(), database, dataDir, "back up");
			SecretCipher cipher = context.getBean(SecretCipher.class);
			long started = System.nanoTime();
			try (CommandDatabase db = CommandDatabase.ofPortal(database, dataDir)) {
				BackupHeader header = new DatabaseBackup(db.dataSource(), cipher, Clock.systemUTC(), out).write(file);
				out.println(String.format(Locale.ROOT,
						"Backup of %s written to %s: %d tables, %,d rows, schema version %s, %,d bytes, %.1f s",
						db.description(), file, header.tables().size(), header.rows(), header.schemaVersion(),
						Files.size(file), seconds(started)));
			}
		}
	}

	private void restore(Path file, boolean replace, String[] args) throws Exception {
		BackupHeader header = BackupReader.verify(file);
		try (ConfigurableApplicationContext context = context(args)) {
			DatabaseProperties database = context.getBean(DatabaseProperties.class);
			String dataDir = dataDir(context.getEnvironment());
			requireKey(context.getEnvironment(), database, dataDir, "restore");
			KeyCheck.requireSameKey(context.getBean(SecretCipher.class), header.keyCheck());
			long started = System.nanoTime();
			try (CommandDatabase db = CommandDatabase.ofStoppedPortal(database, dataDir)) {
				new DatabaseRestore(db.dataSource(), db.description(), out).restore(file, header, replace);
				out.println(String.format(Locale.ROOT,
						"Restored %s (taken %s, schema version %s) into %s: %d tables, %,d rows, %.1f s", file,
						header.takenAt(), header.schemaVersion(), db.description(), header.tables().size(),
						header.rows(), seconds(started)));
			}
		}
	}

	/**
	 * The embedded default would make a new key when its folder has none: useless for a
	 * backup, and the wrong key for a restore.
	 */
	private static void requireKey(Environment environment, DatabaseProperties database, String dataDir, String work) {
		String configured = environment.getProperty("locus.master-key", "");
		if (database.embedded() && configured.isBlank()
				&& !Files.isRegularFile(DatabaseProperties.dataDir(dataDir).resolve(KEY_FILE))) {
			throw new BackupRefusedException("No master key to " + work + " with: set LOCUS_MASTER_KEY, or put the "
					+ "backed-up data folder's " + KEY_FILE + " into " + DatabaseProperties.dataDir(dataDir));
		}
	}

	private static String dataDir(Environment environment) {
		return environment.getProperty("locus.data-dir", "data");
	}

	private static ConfigurableApplicationContext context(String[] args) {
		return new SpringApplicationBuilder(CommandContext.class).web(WebApplicationType.NONE)
			.bannerMode(Banner.Mode.OFF)
			.logStartupInfo(false)
			.lazyInitialization(true)
			.registerShutdownHook(false)
			.properties("logging.level.root=warn", "logging.level.app.locus=warn")
			.run(args);
	}

	private static double seconds(long startedNanos) {
		return (System.nanoTime() - startedNanos) / 1e9;
	}

	/** The innermost message, which names what went wrong (and never a secret). */
	private static String reason(Throwable ex) {
		Throwable cause = ex;
		String message = ex.getMessage();
		while (cause.getCause() != null && cause.getCause() != cause) {
			cause = cause.getCause();
			if (cause.getMessage() != null) {
				message = cause.getMessage();
			}
		}
		return message == null ? cause.getClass().getSimpleName() : message;
	}

}
