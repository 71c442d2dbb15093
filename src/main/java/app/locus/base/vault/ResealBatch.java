package app.locus.base.vault;

import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

import app.locus.base.vault.SecretCipher.SecretUnreadableException;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What one batch of a store's rotation did: values sealed again, values that no
 * configured master key opens, and the last row id it read, where the next batch goes on
 * ({@code null} when the store has no rows after it).
 */
public record ResealBatch(int resealed, int unreadable, @Nullable String nextAfterId) {

	private static final Logger log = LoggerFactory.getLogger(ResealBatch.class);

	/**
	 * Seals again each row of a batch read with {@code limit}; {@code reseal} says
	 * whether it stored the row sealed again (false: it was current already or changed
	 * meanwhile). A row no configured key opens is counted and logged (never its secret)
	 * and the others go on.
	 */
	public static <T> ResealBatch over(String store, List<T> rows, int limit, Function<T, String> id,
			Predicate<T> reseal) {
		int resealed = 0;
		int unreadable = 0;
		for (T row : rows) {
			try {
				if (reseal.test(row)) {
					resealed++;
				}
			}
			catch (SecretUnreadableException ex) {
				unreadable++;
				log.warn("A sealed value of {} could not be sealed again", store, ex);
			}
		}
		String last = rows.isEmpty() ? null : id.apply(rows.get(rows.size() - 1));
		return new ResealBatch(resealed, unreadable, rows.size() < limit ? null : last);
	}

}
