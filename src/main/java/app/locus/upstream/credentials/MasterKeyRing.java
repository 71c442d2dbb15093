package app.locus.upstream.credentials;

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
 * The master keys that protect stored API keys: the current one, which encrypts, and
 * older ones that still decrypt rows not yet re-encrypted (DD033). A key's version is a
 * short fingerprint of the key itself, so a row names the key that sealed it and no
 * version numbers need to be kept in step by hand.
 */
public final class MasterKeyRing {

	static final int KEY_BYTES = 32;

	private final MasterKey current;

	private final Map<String, MasterKey> byVersion = new LinkedHashMap<>();

	private MasterKeyRing(MasterKey current, List<MasterKey> previous) {
		this.current = current;
		byVersion.put(current.version(), current);
		previous.forEach(key -> byVersion.putIfAbsent(key.version(), key));
	}

	/**
	 * A ring that encrypts with {@code current} and can still decrypt with
	 * {@code previous}.
	 */
	public static MasterKeyRing of(byte[] current, List<byte[]> previous) {
		return new MasterKeyRing(MasterKey.of(current), previous.stream().map(MasterKey::of).toList());
	}

	MasterKey current() {
		return current;
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
