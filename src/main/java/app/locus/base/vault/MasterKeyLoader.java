package app.locus.base.vault;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Objects;

import app.locus.base.OwnerOnly;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds the master keys at start-up (DD033): {@code LOCUS_MASTER_KEY} (base64 of 32
 * bytes) and, during a rotation, the older keys in {@code LOCUS_PREVIOUS_MASTER_KEYS}
 * (comma-separated). Without a configured key, the embedded default keeps one in
 * {@code <data-dir>/master.key} (mode 600, in a directory of mode 700), generated on
 * first start; with an external database the application refuses to start, because a
 * generated key would live on one node only.
 */
final class MasterKeyLoader {

	static final String FILE_NAME = "master.key";

	private static final Logger log = LoggerFactory.getLogger(MasterKeyLoader.class);

	private MasterKeyLoader() {
	}

	static MasterKeys load(String configured, String previous, boolean embeddedDatabase, Path dataDir) {
		List<byte[]> older = Arrays.stream(previous == null ? new String[0] : previous.split(","))
			.map(String::strip)
			.filter(value -> !value.isEmpty())
			.map(value -> decode(value, "LOCUS_PREVIOUS_MASTER_KEYS"))
			.toList();
		if (configured != null && !configured.isBlank()) {
			return MasterKeys.of(decode(configured.strip(), "LOCUS_MASTER_KEY"), older);
		}
		if (!embeddedDatabase) {
			throw new IllegalStateException("LOCUS_MASTER_KEY is not set. With an external database (LOCUS_DB_URL) "
					+ "every node must use the same master key for stored API keys: set LOCUS_MASTER_KEY to the "
					+ "base64 of 32 random bytes (for example the output of `openssl rand -base64 32`) and keep it "
					+ "safe; without it the stored keys cannot be read.");
		}
		return MasterKeys.of(fromFile(dataDir.resolve(FILE_NAME)), older);
	}

	private static byte[] fromFile(Path file) {
		try {
			OwnerOnly.directory(Objects.requireNonNull(file.toAbsolutePath().getParent(),
					"the key file is named inside the data directory"));
			if (!Files.exists(file)) {
				generate(file);
			}
			// A key file written by an older version may be readable by others.
			OwnerOnly.file(file);
			return decode(Files.readString(file, StandardCharsets.US_ASCII).strip(), file.toString());
		}
		catch (IOException ex) {
			throw new IllegalStateException("Could not read or create the master key file " + file, ex);
		}
	}

	private static void generate(Path file) throws IOException {
		byte[] key = new byte[MasterKeys.KEY_BYTES];
		new SecureRandom().nextBytes(key);
		if (!OwnerOnly.create(file, Base64.getEncoder().encodeToString(key) + "\n")) {
			return;
		}
		log.warn("LOCUS_MASTER_KEY is not set: generated a master key for stored secrets in {} (mode 600). "
				+ "Back it up with the data directory; without it the stored secrets cannot be read.", file);
	}

	private static byte[] decode(String base64, String source) {
		byte[] key;
		try {
			key = Base64.getDecoder().decode(base64);
		}
		catch (IllegalArgumentException ex) {
			throw new IllegalStateException(source + " is not valid base64; it must be the base64 of 32 bytes");
		}
		if (key.length != MasterKeys.KEY_BYTES) {
			throw new IllegalStateException(
					source + " must be the base64 of exactly 32 bytes (AES-256), not " + key.length + " bytes");
		}
		return key;
	}

}
