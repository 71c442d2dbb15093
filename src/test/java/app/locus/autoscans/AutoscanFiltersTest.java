package app.locus.autoscans;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.time.LocalDate;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.fixtures.FieldErrors;
import org.junit.jupiter.api.Test;

class AutoscanFiltersTest {

	private static final LocalDate DAY = LocalDate.of(2026, 3, 1);

	private static AutoscanSearch search(LocalDate from, LocalDate to, String place, String keyword, Integer grid,
			String frequency, String status, Set<String> platforms, Integer pageSize) {
		return new AutoscanSearch(from, to, place, keyword, grid, frequency, status, platforms, pageSize);
	}

	private static Map<String, String> form(AutoscanSearch search) {
		return AutoscanFilters.checked(search)
			.toForm(null)
			.fields()
			.stream()
			.collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
	}

	@Test
	void every_filter_of_the_spec_goes_on_the_wire_in_its_own_spelling() {
		Map<String, String> form = form(search(DAY, DAY.plusDays(30), "ChIJplace", " croissant ", 21, "biweekly",
				"paused", Set.of("google", "chatgpt"), 2));

		assertThat(form).contains(entry("start_date", "03/01/2026"), entry("end_date", "03/31/2026"),
				entry("place_id", "ChIJplace"), entry("keyword", "croissant"), entry("grid_size", "21"),
				entry("frequency", "biweekly"), entry("status", "paused"), entry("limit", "2"));
		assertThat(form.get("platform").split(",")).containsExactlyInAnyOrder("google", "chatgpt");
	}

	@Test
	void no_filter_sends_only_the_default_page_size() {
		assertThat(form(AutoscanSearch.everything())).containsExactly(entry("limit", "25"));
	}

	@Test
	void an_end_before_the_start_is_refused_on_the_end_field() {
		assertThat(FieldErrors.of(() -> AutoscanFilters
			.checked(search(DAY, DAY.minusDays(1), null, null, null, null, null, Set.of(), null))))
			.containsOnlyKeys("nextRunTo");
	}

	@Test
	void an_even_or_out_of_range_grid_is_refused() {
		for (int grid : new int[] { 4, 1, 23 }) {
			assertThat(FieldErrors
				.of(() -> AutoscanFilters.checked(search(null, null, null, null, grid, null, null, Set.of(), null))))
				.containsEntry("gridSize", "Grid size must be an odd number from 3 to 21.");
		}
	}

	@Test
	void unknown_frequency_status_and_platforms_are_each_refused_with_their_own_message() {
		Map<String, String> errors = FieldErrors.of(() -> AutoscanFilters.checked(
				search(null, null, null, null, null, "hourly", "deleted", Set.of("google", "bing", "yelp"), null)));

		assertThat(errors).containsOnlyKeys("frequency", "status", "platforms");
		assertThat(errors.get("platforms")).startsWith("Unknown platform bing, yelp");
		assertThat(errors.get("status")).isEqualTo("Status must be scheduled or paused.");
	}

	@Test
	void a_place_id_with_spaces_a_keyword_with_commas_and_a_page_size_over_100_are_refused() {
		Map<String, String> errors = FieldErrors.of(() -> AutoscanFilters
			.checked(search(null, null, "Ch IJ", "bakery, cafe", null, null, null, Set.of(), 101)));

		assertThat(errors).containsOnlyKeys("placeId", "keyword", "pageSize");
	}

	@Test
	void blank_text_filters_are_no_filter() {
		assertThat(form(search(null, null, " ", "", null, " ", null, Set.of(), 10)))
			.containsExactly(entry("limit", "10"));
	}

}
