package app.locus.base.vault;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/**
 * The master keys of the vault: the current one, which seals, and older ones that still
 * open values not yet sealed again (DD033, DD190). A key's version is a short fingerprint
 * of the key itself, so a sealed value names the key that sealed it and no version
 * numbers need to be kept in step by hand.
 */
public final class MasterKeys {

	static final int KEY_BYTES = 32;

	private final MasterKey current;

	private final Map<String, MasterKey> byVersion = new LinkedHashMap<>();

	private MasterKeys(MasterKey current, List<MasterKey> previous) {
		this.current = current;
		byVersion.put(current.version(), current);
		previous.forEach(key -> byVersion.putIfAbsent(key.version(), key));
	}

	/**
	 * A ring that encrypts with {@code current} and can still decrypt with
	 * {@code previous}.
	 */
	public static MasterKeys of(byte[] current, List<byte[]> previous) {
		return new MasterKeys(MasterKey.of(current), previous.stream().map(MasterKey::of).toList());
	}

	MasterKey current() {
		return current;
	}

	/** The version (key id) of the current master key, safe to store and log. */
	public String currentVersion() {
		return current.version();
	}

	/**
	 * The version (key id) a value sealed with this 32-byte master key carries, so a
	 * stored value's key can be recognised without opening it.
	 */
	public static String versionOf(byte[] masterKey) {
		return MasterKey.of(masterKey).version();
	}

	Optional<MasterKey> find(String version) {
		return Optional.ofNullable(byVersion.get(version));
	}

	/** One AES-256 master key and its version (a fingerprint, safe to store and log). */
	record MasterKey(String version, SecretKey key) {

		static MasterKey of(byte[] bytes) {
			if (bytes.length != KEY_BYTES) {
				throw new IllegalArgumentException("A master key is exactly 32 bytes (AES-256)");
			}
			return new MasterKey(fingerprint(bytes), new SecretKeySpec(bytes, "AES"));
		}

		private static String fingerprint(byte[] bytes) {
			try {
				MessageDigest sha = MessageDigest.getInstance("SHA-256");
				sha.update("locus master key version".getBytes(StandardCharsets.UTF_8));
				return "k" + HexFormat.of().formatHex(sha.digest(bytes), 0, 6);
			}
			catch (NoSuchAlgorithmException ex) {
				throw new IllegalStateException("SHA-256 is part of every JRE", ex);
			}
		}

		@Override
		public String toString() {
			return "MasterKey[" + version + "]";
		}

	}

}
