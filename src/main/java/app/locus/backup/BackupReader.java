package app.locus.backup;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;

import app.locus.base.vault.SealedSecret;
import org.jspecify.annotations.Nullable;

/**
 * Reads a backup file ({@link BackupFormat}). {@link #verify(Path)} reads it whole before
 * anything is written anywhere: a foreign file, a damaged one (a changed byte, a cut end)
 * and one whose rows do not match its header are refused.
 */
final class BackupReader implements AutoCloseable {

	/** The longest value a row may carry: MariaDB's largest packet. */
	private static final int LONGEST_VALUE = 1 << 30;

	private final DataInputStream in;

	private final BackupHeader header;

	private int table;

	private BackupReader(Path file) throws IOException {
		InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
		raw.skipNBytes(BackupFormat.LEAD_BYTES);
		long content = Files.size(file) - BackupFormat.LEAD_BYTES - BackupFormat.CHECKSUM_BYTES;
		this.in = new DataInputStream(
				new BufferedInputStream(new GZIPInputStream(new LimitedStream(raw, content), 1 << 16), 1 << 16));
		this.header = readHeader();
	}

	/**
	 * Reads the file through: magic, format, checksum, then every row against the header.
	 * @return its header
	 * @throws BackupRefusedException with what is wrong with the file
	 */
	static BackupHeader verify(Path file) {
		requireChecksum(file);
		try (BackupReader reader = new BackupReader(file)) {
			for (BackupTable table : reader.header().tables()) {
				long rows = 0;
				while (reader.nextRow() != null) {
					rows++;
				}
				if (rows != table.rows()) {
					throw damaged(file,
							"table " + table.name() + " has " + rows + " rows, its header says " + table.rows());
				}
			}
			reader.end();
			return reader.header();
		}
		catch (IOException | DateTimeParseException ex) {
			throw damaged(file, ex.getMessage());
		}
	}

	/** A reader of a file {@link #verify(Path) verified} before. */
	static BackupReader open(Path file) throws IOException {
		return new BackupReader(file);
	}

	BackupHeader header() {
		return header;
	}

	/**
	 * The next row of the current table (the header's tables in order), or {@code null}
	 * after its last, and the next call reads the next table's rows.
	 * @return the row's values, each {@code null} for SQL NULL
	 */
	byte @Nullable [][] nextRow() throws IOException {
		byte marker = in.readByte();
		if (marker == BackupFormat.END_OF_TABLE) {
			table++;
			return null;
		}
		if (marker != BackupFormat.ROW || table >= header.tables().size()) {
			throw new IOException("unexpected data after row marker " + marker);
		}
		byte[][] values = new byte[header.tables().get(table).columns().size()][];
		for (int i = 0; i < values.length; i++) {
			values[i] = value();
		}
		return values;
	}

	@Override
	public void close() throws IOException {
		in.close();
	}

	private void end() throws IOException {
		if (!BackupFormat.END.equals(in.readUTF()) || in.read() != -1) {
			throw new IOException("no end mark where the last table ends");
		}
	}

	private BackupHeader readHeader() throws IOException {
		String schemaVersion = in.readUTF();
		Instant takenAt = Instant.parse(in.readUTF());
		SealedSecret keyCheck = new SealedSecret(required(), required(), in.readUTF());
		int count = count(in.readInt());
		List<BackupTable> tables = new ArrayList<>(count);
		for (int i = 0; i < count; i++) {
			String name = in.readUTF();
			long rows = in.readLong();
			int columnCount = count(in.readInt());
			List<BackupTable.Column> columns = new ArrayList<>(columnCount);
			for (int c = 0; c < columnCount; c++) {
				columns.add(new BackupTable.Column(in.readUTF(), in.readBoolean()));
			}
			tables.add(new BackupTable(name, columns, rows));
		}
		return new BackupHeader(schemaVersion, takenAt, keyCheck, tables);
	}

	private byte[] required() throws IOException {
		byte[] value = value();
		if (value == null) {
			throw new IOException("a header value is missing");
		}
		return value;
	}

	private byte @Nullable [] value() throws IOException {
		int length = in.readInt();
		if (length == BackupFormat.NULL) {
			return null;
		}
		if (length < 0 || length > LONGEST_VALUE) {
			throw new IOException("a value of " + length + " bytes");
		}
		return in.readNBytes(length);
	}

	private static int count(int value) throws IOException {
		if (value < 0 || value > 10_000) {
			throw new IOException("a count of " + value);
		}
		return value;
	}

	/** Magic, format and the SHA-256 of everything before the last 32 bytes. */
	private static void requireChecksum(Path file) {
		try (InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
			long size = Files.size(file);
			MessageDigest checksum = BackupWriter.sha256();
			byte[] magic = raw.readNBytes(BackupFormat.MAGIC.length);
			if (!Arrays.equals(magic, BackupFormat.MAGIC)) {
				throw new BackupRefusedException(file + " is not a Locus backup");
			}
			checksum.update(magic);
			byte[] version = raw.readNBytes(Integer.BYTES);
			checksum.update(version);
			if (version.length < Integer.BYTES) {
				throw damaged(file, "it ends after " + size + " bytes");
			}
			int format = new DataInputStream(new ByteArrayInputStream(version)).readInt();
			if (format != BackupFormat.VERSION) {
				throw new BackupRefusedException(file + " is a Locus backup of format " + format
						+ ", which this version of Locus does not read (it reads format " + BackupFormat.VERSION + ")");
			}
			long content = size - BackupFormat.LEAD_BYTES - BackupFormat.CHECKSUM_BYTES;
			if (content <= 0) {
				throw damaged(file, "it ends after " + size + " bytes");
			}
			byte[] buffer = new byte[1 << 16];
			long left = content;
			while (left > 0) {
				int read = raw.read(buffer, 0, (int) Math.min(buffer.length, left));
				if (read < 0) {
					throw new EOFException();
				}
				checksum.update(buffer, 0, read);
				left -= read;
			}
			if (!MessageDigest.isEqual(checksum.digest(), raw.readNBytes(BackupFormat.CHECKSUM_BYTES))) {
				throw damaged(file, "its checksum does not match its content (changed or cut short)");
			}
		}
		catch (NoSuchFileException ex) {
			throw new BackupRefusedException("There is no file " + file);
		}
		catch (IOException ex) {
			throw new BackupRefusedException("Could not read " + file + ": " + ex.getMessage(), ex);
		}
	}

	private static BackupRefusedException damaged(Path file, @Nullable String why) {
		return new BackupRefusedException(file + " is a damaged Locus backup: " + why + "; nothing was restored");
	}

	/** The content between the lead and the checksum. */
	private static final class LimitedStream extends InputStream {

		private final InputStream in;

		private long left;

		LimitedStream(InputStream in, long left) {
			this.in = in;
			this.left = left;
		}

		@Override
		public int read() throws IOException {
			if (left <= 0) {
				return -1;
			}
			int b = in.read();
			if (b >= 0) {
				left--;
			}
			return b;
		}

		@Override
		public int read(byte[] buffer, int offset, int length) throws IOException {
			if (left <= 0) {
				return -1;
			}
			int read = in.read(buffer, offset, (int) Math.min(length, left));
			if (read > 0) {
				left -= read;
			}
			return read;
		}

		@Override
		public void close() throws IOException {
			in.close();
		}

	}

}
