package app.locus.autoscans;

import java.time.LocalDate;
import java.util.Set;

import org.jspecify.annotations.Nullable;

/**
 * The autoscan listing's filters as a person entered them, each optional; checked by
 * {@link AutoscanService} field by field.
 *
 * @param nextRunFrom first next-run date to list (inclusive)
 * @param nextRunTo last next-run date to list (inclusive)
 * @param frequency a wire code: one-time, daily, weekly, biweekly or monthly
 * @param status scheduled or paused
 * @param platforms wire codes of one or more platforms
 * @param pageSize items per page, 1 to 100 (null: {@link #DEFAULT_PAGE_SIZE})
 */
public record AutoscanSearch(@Nullable LocalDate nextRunFrom, @Nullable LocalDate nextRunTo, @Nullable String placeId,
		@Nullable String keyword, @Nullable Integer gridSize, @Nullable String frequency, @Nullable String status,
		Set<String> platforms, @Nullable Integer pageSize) {

	public static final int DEFAULT_PAGE_SIZE = 25;

	public AutoscanSearch {
		platforms = platforms == null ? Set.of() : Set.copyOf(platforms);
	}

	/** No filter: every scheduled scan, the default page size. */
	public static AutoscanSearch everything() {
		return new AutoscanSearch(null, null, null, null, null, null, null, Set.of(), null);
	}

	public AutoscanSearch withPageSize(@Nullable Integer value) {
		return new AutoscanSearch(nextRunFrom, nextRunTo, placeId, keyword, gridSize, frequency, status, platforms,
				value);
	}

}
