package app.locus.base.vault;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What a master-key rotation did, per store (in the order walked): published as an event
 * when it ends, so the audit trail records it.
 */
public record KeyRotationReport(String masterKeyVersion, Map<String, Count> stores) {

	public KeyRotationReport {
		stores = Collections.unmodifiableMap(new LinkedHashMap<>(stores));
	}

	/**
	 * Values of one store sealed again in this run, and those no configured key opens.
	 */
	public record Count(int resealed, int unreadable) {

		Count plus(ResealBatch batch) {
			return new Count(resealed + batch.resealed(), unreadable + batch.unreadable());
		}

	}

	public int resealed() {
		return stores.values().stream().mapToInt(Count::resealed).sum();
	}

	public int unreadable() {
		return stores.values().stream().mapToInt(Count::unreadable).sum();
	}

	/** One line per store, such as {@code api-keys: 3 re-sealed, 0 unreadable}. */
	public String summary() {
		return stores.entrySet()
			.stream()
			.map(store -> store.getKey() + ": " + store.getValue().resealed() + " re-sealed, "
					+ store.getValue().unreadable() + " unreadable")
			.collect(Collectors.joining("; "));
	}

}
