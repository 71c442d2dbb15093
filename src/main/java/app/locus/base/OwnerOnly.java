package app.locus.base;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Local files that only the account running Locus may read: the data directory and the
 * secrets kept in it (the master key, the embedded database's password). Existing files
 * and directories are narrowed too, so data left by an older version is fixed on its next
 * start.
 */
public final class OwnerOnly {

	private static final Set<PosixFilePermission> DIRECTORY = PosixFilePermissions.fromString("rwx------");

	private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");

	private OwnerOnly() {
	}

	/** Creates the directory (and missing parents) or narrows the existing one: 700. */
	public static Path directory(Path dir) throws IOException {
		Files.createDirectories(dir);
		Files.setPosixFilePermissions(dir, DIRECTORY);
		return dir;
	}

	/** Narrows an existing file: 600. */
	public static void file(Path file) throws IOException {
		Files.setPosixFilePermissions(file, FILE);
	}

	/**
	 * Creates a file holding {@code content}, readable only by its owner from its
	 * creation on; {@code false} (and nothing written) when it exists already.
	 */
	public static boolean create(Path file, String content) throws IOException {
		try {
			Files.createFile(file, PosixFilePermissions.asFileAttribute(FILE));
		}
		catch (FileAlreadyExistsException anotherStartWon) {
			return false;
		}
		file(file);
		Files.writeString(file, content, StandardCharsets.US_ASCII);
		return true;
	}

}
