package app.locus.base.db;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * MariaDB servers a killed Locus process left running on its data folder (DD183): found
 * by the data folder on their command line, ended before a new server starts there, since
 * both would fight over the same files and socket. Called only while holding the
 * {@link FolderLock}, so no live Locus process owns them.
 */
final class LeftoverServers {

	/** InnoDB's clean shutdown writes its buffers first. */
	private static final Duration SHUTDOWN_WAIT = Duration.ofSeconds(60);

	private static final Duration KILL_WAIT = Duration.ofSeconds(10);

	/** The files mariadbd locks: Aria's control file and InnoDB's system tablespace. */
	private static final List<String> LOCKED_FILES = List.of("aria_log_control", "ibdata1");

	private static final Logger log = LoggerFactory.getLogger(LeftoverServers.class);

	private LeftoverServers() {
	}

	/** Ends every process running with {@code dataDir} as its data directory. */
	static void end(Path dataDir) throws IOException {
		String argument = "--datadir=" + dataDir.toRealPath();
		List<ProcessHandle> left = ProcessHandle.allProcesses()
			.filter(process -> process.info()
				.arguments()
				.map(args -> Arrays.asList(args).contains(argument))
				.orElse(false))
			.toList();
		for (ProcessHandle server : left) {
			log.warn("A MariaDB server (pid {}) was still running on {}, left by a Locus process that ended "
					+ "without stopping it (killed?); stopping it", server.pid(), dataDir);
			server.destroy();
			if (!ended(server, SHUTDOWN_WAIT)) {
				log.warn("The MariaDB server (pid {}) did not stop within {} s; killing it", server.pid(),
						SHUTDOWN_WAIT.toSeconds());
				server.destroyForcibly();
				if (!ended(server, KILL_WAIT)) {
					throw new IllegalStateException("The MariaDB server (pid " + server.pid() + ") left running on "
							+ dataDir + " could not be ended; end it by hand and start again");
				}
			}
		}
	}

	/**
	 * Refuses at once a folder whose files another process still locks (a server not
	 * started by Locus), instead of letting mariadbd retry its locks for minutes.
	 */
	static void requireFilesFree(Path dataDir) throws IOException {
		for (String name : LOCKED_FILES) {
			Path file = dataDir.resolve(name);
			if (Files.exists(file) && !lockable(file)) {
				throw new IllegalStateException("Another process holds " + file
						+ ", a file of the embedded database (a MariaDB server started by hand?): " + "`fuser -v "
						+ file + "` names it; stop it and start Locus again");
			}
		}
	}

	private static boolean lockable(Path file) throws IOException {
		try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE);
				FileLock lock = channel.tryLock()) {
			return lock != null;
		}
		catch (OverlappingFileLockException ex) {
			return false;
		}
	}

	private static boolean ended(ProcessHandle process, Duration wait) {
		try {
			process.onExit().get(wait.toMillis(), TimeUnit.MILLISECONDS);
			return true;
		}
		catch (TimeoutException ex) {
			return false;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return !process.isAlive();
		}
		catch (ExecutionException ex) {
			return !process.isAlive();
		}
	}

}
