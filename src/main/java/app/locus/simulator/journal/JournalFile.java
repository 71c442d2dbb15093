package app.locus.simulator.journal;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.ZoneOffset;
import java.util.List;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The journal on disk: {@code <folder>/journal.json}, written whole to a temporary file
 * and moved over the old one, so a crash leaves either the old or the new file. The
 * folder is readable by its owner only (the file holds the OAuth tokens the simulator
 * issued). A file that cannot be read, or was written by another version, is moved aside
 * (never deleted) and the simulator starts afresh.
 */
final class JournalFile {

	/** Bump when replaying old entries would no longer rebuild the same state. */
	static final int VERSION = 1;

	static final String NAME = "journal.json";

	private static final Logger log = LoggerFactory.getLogger(JournalFile.class);

	private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule())
		.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
		.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

	/** What the file holds: the instant the demo history ends at, and the entries. */
	record Contents(int version, Instant genesis, List<JournalEntry> entries) {

	}

	private final Path folder;

	private final Path file;

	JournalFile(Path folder) {
		this.folder = folder.toAbsolutePath();
		this.file = this.folder.resolve(NAME);
	}

	Path path() {
		return file;
	}

	/**
	 * The stored contents, or a fresh start at {@code now} when there is no file, or one
	 * that cannot be used (then moved aside and logged).
	 */
	Contents load(Instant now) {
		if (!Files.exists(file)) {
			return new Contents(VERSION, now, List.of());
		}
		try {
			Contents contents = JSON.readValue(file.toFile(), Contents.class);
			if (contents.version() != VERSION || contents.genesis() == null || contents.entries() == null) {
				throw new IOException("version " + contents.version() + ", this simulator reads version " + VERSION);
			}
			return contents;
		}
		catch (IOException | RuntimeException ex) {
			Path aside = folder.resolve(NAME + ".unreadable-"
					+ DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss").withZone(ZoneOffset.UTC).format(now));
			moveAside(aside);
			log.warn("The simulator's stored state {} could not be read; it was kept as {} and the simulator starts "
					+ "afresh", file, aside, ex);
			return new Contents(VERSION, now, List.of());
		}
	}

	void write(Contents contents) throws IOException {
		ownerOnlyFolder();
		Path temporary = Files.createTempFile(folder, NAME, ".tmp");
		try {
			JSON.writeValue(temporary.toFile(), contents);
			try {
				Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
			}
			catch (AtomicMoveNotSupportedException ex) {
				Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
			}
		}
		finally {
			Files.deleteIfExists(temporary);
		}
	}

	private void moveAside(Path aside) {
		try {
			Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
		}
		catch (IOException ex) {
			throw new IllegalStateException("The simulator's unreadable state " + file + " could not be moved aside; "
					+ "move or delete it before starting again", ex);
		}
	}

	private void ownerOnlyFolder() throws IOException {
		if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
			if (!Files.isDirectory(folder)) {
				Files.createDirectories(folder,
						PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
			}
		}
		else {
			Files.createDirectories(folder);
		}
	}

}
