package app.locus.backup;

import java.nio.charset.StandardCharsets;

/**
 * The layout of a backup file (DD191): {@link #MAGIC}, the format {@link #VERSION} (an
 * int), the gzip-compressed content, and the SHA-256 of everything before it. The content
 * is the {@link BackupHeader}, then each table's rows in the header's order (each row
 * {@link #ROW} and its values, each table closed by {@link #END_OF_TABLE}), then
 * {@link #END}. A value is its length (-1 for NULL) and its bytes.
 */
final class BackupFormat {

	static final byte[] MAGIC = "LOCUSBAK".getBytes(StandardCharsets.US_ASCII);

	static final int VERSION = 1;

	static final int CHECKSUM_BYTES = 32;

	static final int LEAD_BYTES = MAGIC.length + Integer.BYTES;

	static final String CHECKSUM = "SHA-256";

	static final byte ROW = 1;

	static final byte END_OF_TABLE = 0;

	static final String END = "end of the Locus backup";

	static final int NULL = -1;

	private BackupFormat() {
	}

}
