package app.locus.reports.ui;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import app.locus.base.LocusException;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reports.ReportType;
import app.locus.upstream.api.Platform;
import com.vaadin.flow.router.QueryParameters;
import org.jspecify.annotations.Nullable;

/**
 * The gallery's tab, filters and sort as the address holds them ({@code ?type=scan&
 * keyword=pizza&platform=google&sort=arp}), so that a reload, a bookmark or a link sent
 * to a colleague shows the same list. A value the address holds that cannot be read is
 * left out, as if it were not there.
 */
record GalleryAddress(@Nullable ReportType type, @Nullable String placeId, @Nullable String keyword,
		@Nullable LocalDate from, @Nullable LocalDate to, @Nullable Integer gridSize, @Nullable Platform platform,
		@Nullable String batch, GallerySort.Key sort) {

	static final String TYPE = "type";

	static final String PLACE = "place";

	static final String KEYWORD = "keyword";

	static final String FROM = "from";

	static final String TO = "to";

	static final String GRID = "grid";

	static final String PLATFORM = "platform";

	static final String SORT = "sort";

	static GalleryAddress read(QueryParameters query) {
		Map<String, List<String>> values = query.getParameters();
		return new GalleryAddress(value(values, TYPE, GalleryAddress::type), value(values, PLACE, text -> text),
				value(values, KEYWORD, text -> text), value(values, FROM, LocalDate::parse),
				value(values, TO, LocalDate::parse), value(values, GRID, Integer::valueOf),
				value(values, PLATFORM, Platform::fromCode), value(values, GalleryView.BATCH_PARAMETER, text -> text),
				Optional.ofNullable(value(values, SORT, GalleryAddress::sort)).orElse(GallerySort.Key.DATE));
	}

	/** The address of this filter and sort: only what narrows or orders the list. */
	static QueryParameters write(GalleryFilter filter, GallerySort.Key sort) {
		Map<String, String> values = new LinkedHashMap<>();
		put(values, TYPE, filter.type() == null ? null : filter.type().name().toLowerCase(Locale.ROOT));
		put(values, PLACE, filter.placeId());
		put(values, KEYWORD, filter.keyword());
		put(values, FROM, filter.from() == null ? null : filter.from().toString());
		put(values, TO, filter.to() == null ? null : filter.to().toString());
		put(values, GRID, filter.gridSize() == null ? null : filter.gridSize().toString());
		put(values, PLATFORM, filter.platform() == null ? null : filter.platform().code());
		put(values, GalleryView.BATCH_PARAMETER, filter.batch() == null ? null : filter.batch().value());
		put(values, SORT, sort == GallerySort.Key.DATE ? null : sort.name().toLowerCase(Locale.ROOT));
		return QueryParameters.simple(values);
	}

	/** Whether the address narrows or orders the list beyond a tab. */
	boolean namesFilter() {
		return placeId != null || keyword != null || from != null || to != null || gridSize != null || platform != null
				|| batch != null || sort != GallerySort.Key.DATE;
	}

	private static void put(Map<String, String> values, String name, @Nullable String value) {
		if (value != null && !value.isBlank()) {
			values.put(name, value);
		}
	}

	private static <T> @Nullable T value(Map<String, List<String>> values, String name, Function<String, T> read) {
		List<String> given = values.get(name);
		if (given == null || given.isEmpty() || given.get(0).isBlank()) {
			return null;
		}
		try {
			return read.apply(given.get(0).strip());
		}
		catch (IllegalArgumentException | DateTimeParseException | LocusException ex) {
			return null;
		}
	}

	private static ReportType type(String text) {
		return ReportType.valueOf(text.toUpperCase(Locale.ROOT));
	}

	private static GallerySort.Key sort(String text) {
		return GallerySort.Key.valueOf(text.toUpperCase(Locale.ROOT));
	}

}
