package app.locus.backup;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

import org.jspecify.annotations.Nullable;

/**
 * Writes a backup file ({@link BackupFormat}) beside its destination, readable only by
 * its owner, and moves it into place once complete: a failed backup leaves no file that
 * looks whole.
 */
final class BackupWriter implements AutoCloseable {

	private final Path destination;

	private final Path partial;

	private final OutputStream file;

	private final MessageDigest checksum;

	private final GZIPOutputStream gzip;

	private final DataOutputStream out;

	private boolean finished;

	private BackupWriter(Path destination, Path partial) throws IOException {
		this.destination = destination;
		this.partial = partial;
		this.file = new BufferedOutputStream(Files.newOutputStream(partial), 1 << 16);
		this.checksum = sha256();
		DigestOutputStream digested = new DigestOutputStream(file, checksum);
		digested.write(BackupFormat.MAGIC);
		new DataOutputStream(digested).writeInt(BackupFormat.VERSION);
		this.gzip = new FastGzip(digested);
		this.out = new DataOutputStream(new BufferedOutputStream(gzip, 1 << 16));
	}

	static BackupWriter create(Path destination) throws IOException {
		Path absolute = destination.toAbsolutePath();
		Path partial = absolute.resolveSibling(absolute.getFileName() + ".partial");
		Files.deleteIfExists(partial);
		Files.createFile(partial, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
		return new BackupWriter(absolute, partial);
	}

	void header(BackupHeader header) throws IOException {
		out.writeUTF(header.schemaVersion());
		out.writeUTF(header.takenAt().toString());
		value(header.keyCheck().nonce());
		value(header.keyCheck().ciphertext());
		out.writeUTF(header.keyCheck().masterKeyVersion());
		out.writeInt(header.tables().size());
		for (BackupTable table : header.tables()) {
			out.writeUTF(table.name());
			out.writeLong(table.rows());
			out.writeInt(table.columns().size());
			for (BackupTable.Column column : table.columns()) {
				out.writeUTF(column.name());
				out.writeBoolean(column.binary());
			}
		}
	}

	void row(byte[][] values) throws IOException {
		out.writeByte(BackupFormat.ROW);
		for (byte[] value : values) {
			value(value);
		}
	}

	void endOfTable() throws IOException {
		out.writeByte(BackupFormat.END_OF_TABLE);
	}

	/** Closes the content, appends its checksum and moves the file into place. */
	void finish() throws IOException {
		out.writeUTF(BackupFormat.END);
		out.flush();
		gzip.finish();
		file.write(checksum.digest());
		file.close();
		finished = true;
		Files.move(partial, destination, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

	long size() throws IOException {
		return Files.size(destination);
	}

	@Override
	public void close() throws IOException {
		if (!finished) {
			file.close();
			Files.deleteIfExists(partial);
		}
	}

	private void value(byte @Nullable [] value) throws IOException {
		if (value == null) {
			out.writeInt(BackupFormat.NULL);
			return;
		}
		out.writeInt(value.length);
		out.write(value);
	}

	static MessageDigest sha256() {
		try {
			return MessageDigest.getInstance(BackupFormat.CHECKSUM);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is part of every JRE", ex);
		}
	}

	/** Gzip at its fastest level: rows of text compress well anyway, and time counts. */
	private static final class FastGzip extends GZIPOutputStream {

		FastGzip(OutputStream out) throws IOException {
			super(out, 1 << 16);
			def.setLevel(Deflater.BEST_SPEED);
		}

	}

}
