package app.locus.base.db;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * The claim of one Locus process on an embedded database folder, a lock on {@value #FILE}
 * that the system ends with the process however it ends (SIGKILL too). While nobody holds
 * it, a MariaDB server still running on the folder was left by a process that is gone
 * (DD183).
 */
final class FolderLock implements AutoCloseable {

	static final String FILE = "locus.lock";

	private final FileChannel channel;

	private FolderLock(FileChannel channel) {
		this.channel = channel;
	}

	/** Takes the folder or says plainly that a live Locus process has it. */
	static FolderLock take(Path dir) throws IOException {
		FileChannel channel = FileChannel.open(dir.resolve(FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
		try {
			FileLock lock = channel.tryLock();
			if (lock != null) {
				return new FolderLock(channel);
			}
		}
		catch (OverlappingFileLockException ex) {
			// held by this very process
		}
		channel.close();
		throw new IllegalStateException("The embedded database in " + dir
				+ " is in use by another Locus process on this machine: stop that one first, "
				+ "or give this one a data folder of its own (LOCUS_DATA_DIR)");
	}

	@Override
	public void close() throws IOException {
		channel.close();
	}

}
