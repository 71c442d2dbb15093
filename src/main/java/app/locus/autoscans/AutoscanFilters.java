package app.locus.autoscans;

import java.time.LocalDate;
import java.util.EnumSet;
import java.util.Set;
import java.util.TreeSet;

import app.locus.base.Validation;
import app.locus.upstream.api.DateRange;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.WireCode;
import app.locus.upstream.api.autoscans.AutoscanFilter;
import app.locus.upstream.api.autoscans.AutoscanStatus;
import org.jspecify.annotations.Nullable;
import org.springframework.lang.Contract;

/**
 * Turns a person's {@link AutoscanSearch} into the listing's filter, refusing what the
 * spec does not allow with one message per field (the field names are the form's).
 */
final class AutoscanFilters {

	private AutoscanFilters() {
	}

	/**
	 * @throws app.locus.base.ValidationException with a message for every refused field
	 */
	static AutoscanFilter checked(AutoscanSearch search) {
		Validation validation = new Validation();
		LocalDate from = search.nextRunFrom();
		LocalDate to = search.nextRunTo();
		validation.check(from == null || to == null || !to.isBefore(from), "nextRunTo",
				"The last next-run date must not be before the first.");
		String placeId = search.placeId();
		PlaceId place = blank(placeId) ? null : validation.value(() -> PlaceId.of(placeId));
		String keywordText = search.keyword();
		Keyword keyword = blank(keywordText) ? null : validation.value(() -> Keyword.of(keywordText));
		Integer gridSize = search.gridSize();
		GridSize grid = gridSize == null ? null : validation.value(() -> GridSize.forCampaign(gridSize));
		Frequency frequency = optionalCode(validation, Frequency.class, search.frequency(), "frequency",
				"Frequency must be one of one-time, daily, weekly, biweekly or monthly.");
		AutoscanStatus status = optionalCode(validation, AutoscanStatus.class, search.status(), "status",
				"Status must be scheduled or paused.");
		Set<Platform> platforms = EnumSet.noneOf(Platform.class);
		Set<String> unknown = new TreeSet<>();
		for (String code : search.platforms()) {
			Platform platform = WireCode.find(Platform.class, code);
			if (platform == null) {
				unknown.add(String.valueOf(code));
			}
			else {
				platforms.add(platform);
			}
		}
		validation.check(unknown.isEmpty(), "platforms", "Unknown platform " + String.join(", ", unknown)
				+ ": choose from aimode, apple, chatgpt, gaio, gemini, google and grok.");
		int size = search.pageSize() == null ? AutoscanSearch.DEFAULT_PAGE_SIZE : search.pageSize();
		validation.check(size >= 1 && size <= Limit.MAX.value(), "pageSize", "Page size must be from 1 to 100.");
		validation.throwIfInvalid();
		DateRange range = from == null && to == null ? null : DateRange.between(from, to);
		return new AutoscanFilter(range, place, keyword, grid, frequency, status, platforms, Limit.of(size));
	}

	private static <E extends Enum<E> & WireCode> @Nullable E optionalCode(Validation validation, Class<E> type,
			@Nullable String code, String field, String message) {
		if (blank(code)) {
			return null;
		}
		E value = WireCode.find(type, code);
		validation.check(value != null, field, message);
		return value;
	}

	@Contract("null -> true")
	private static boolean blank(@Nullable String text) {
		return text == null || text.isBlank();
	}

}
