package app.locus.base.vault;

import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which columns of the schema may hold a sealed value (DD190), and which of those no
 * store claims. A column may hold one when its type is binary (the cipher writes bytes)
 * or a part of its name says secret, token, password, nonce, ciphertext, sealed or master
 * key. Such a column must be claimed by a registered {@link SealedSecretStore} or be
 * declared plain, with the reason, in {@code plain}; nothing else passes.
 */
final class SealedColumnRule {

	private static final Set<String> BINARY_TYPES = Set.of("binary", "varbinary", "tinyblob", "blob", "mediumblob",
			"longblob");

	private static final Set<String> SECRET_WORDS = Set.of("secret", "secrets", "token", "tokens", "password", "nonce",
			"ciphertext", "sealed", "master", "cipher");

	private SealedColumnRule() {
	}

	/** A column as the database describes it. */
	record SchemaColumn(String table, String column, String dataType) {

		SealedColumn name() {
			return new SealedColumn(table, column);
		}

		boolean mayHoldSealedValues() {
			return BINARY_TYPES.contains(dataType.toLowerCase(Locale.ROOT))
					|| Arrays.stream(column.toLowerCase(Locale.ROOT).split("_")).anyMatch(SECRET_WORDS::contains);
		}

	}

	/**
	 * What is wrong, one sentence per column (empty when nothing is): a column that may
	 * hold sealed values and is neither claimed nor declared plain, and a claimed or
	 * declared column the schema does not have.
	 */
	static List<String> violations(Collection<SchemaColumn> schema, Collection<SealedColumn> claimed,
			Map<SealedColumn, String> plain) {
		Set<String> problems = new TreeSet<>();
		Set<SealedColumn> present = new HashSet<>();
		for (SchemaColumn column : schema) {
			present.add(column.name());
			if (column.mayHoldSealedValues() && !claimed.contains(column.name()) && !plain.containsKey(column.name())) {
				problems.add(column.name() + " (" + column.dataType() + ") may hold sealed values but no "
						+ "SealedSecretStore claims it; register the store that seals it, or declare it plain "
						+ "with the reason");
			}
		}
		for (SealedColumn column : claimed) {
			if (!present.contains(column)) {
				problems.add(column + " is claimed by a store but is not in the schema");
			}
		}
		for (SealedColumn column : plain.keySet()) {
			if (!present.contains(column)) {
				problems.add(column + " is declared plain but is not in the schema");
			}
		}
		return List.copyOf(problems);
	}

}
