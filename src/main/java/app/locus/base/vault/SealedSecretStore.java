package app.locus.base.vault;

import java.util.List;

/**
 * A feature's store of values sealed by the {@link SecretCipher} (DD190). Every feature
 * that seals a secret registers one as a Spring bean; {@link KeyRotation} walks them all
 * when the master key changes, and the registry test fails on a sealed column that no
 * store claims.
 */
public interface SealedSecretStore {

	/** A short stable name, kept in the rotation's progress and shown in its report. */
	String name();

	/** Every column it seals values into, with the column of their key version. */
	List<SealedColumn> columns();

	/**
	 * Seals again under {@code vault}'s current master key the values, sealed under an
	 * older one, of at most {@code limit} rows whose id comes after {@code afterId} (the
	 * empty string first), in id order. A row changed since it was read is left alone.
	 */
	ResealBatch resealBatch(String afterId, int limit, SecretCipher vault);

}
