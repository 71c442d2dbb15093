package app.locus.upstream.api;

import java.math.BigDecimal;

import app.locus.base.ValidationException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ValueTypesTest {

	@Test
	void scan_grid_accepts_odd_sizes_from_3_to_15_and_costs_its_square() {
		assertThat(GridSize.forScan(3).points()).isEqualTo(9);
		assertThat(GridSize.forScan(15).points()).isEqualTo(225);
		assertThat(GridSize.DEFAULT.value()).isEqualTo(7);
	}

	@Test
	void scan_grid_refuses_even_sizes_and_sizes_above_15() {
		assertThatThrownBy(() -> GridSize.forScan(4)).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("gridSize"))
			.hasMessageContaining("odd number from 3 to 15");
		assertThatThrownBy(() -> GridSize.forScan(17)).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> GridSize.forScan(1)).isInstanceOf(ValidationException.class);
	}

	@Test
	void campaign_grid_goes_up_to_21_but_not_beyond() {
		assertThat(GridSize.forCampaign(21).points()).isEqualTo(441);
		assertThat(GridSize.forCampaign(21).allowedForScan()).isFalse();
		assertThatThrownBy(() -> GridSize.forCampaign(23)).hasMessageContaining("3 to 21");
		assertThatThrownBy(() -> GridSize.forCampaign(4)).isInstanceOf(ValidationException.class);
	}

	@Test
	void radius_accepts_the_bounds_and_writes_plain_decimals() {
		assertThat(Radius.of("0.1").toString()).isEqualTo("0.1");
		assertThat(Radius.of(100).toString()).isEqualTo("100");
		assertThat(Radius.of("2.50").toString()).isEqualTo("2.5");
		assertThat(Radius.of(" 10 ").value()).isEqualByComparingTo(BigDecimal.TEN);
	}

	@Test
	void radius_refuses_zero_above_100_and_text() {
		assertThatThrownBy(() -> Radius.of(0)).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("radius"));
		assertThatThrownBy(() -> Radius.of(101)).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> Radius.of("0.09")).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> Radius.of("ten")).hasMessageContaining("number");
	}

	@Test
	void limit_is_1_to_100_and_refuses_0_and_101() {
		assertThat(Limit.of(1).toString()).isEqualTo("1");
		assertThat(Limit.MAX.value()).isEqualTo(100);
		assertThatThrownBy(() -> Limit.of(0)).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("limit"));
		assertThatThrownBy(() -> Limit.of(101)).hasMessage("Limit must be from 1 to 100.");
	}

	@Test
	void keyword_is_trimmed_and_refused_when_empty_too_long_or_with_commas() {
		assertThat(Keyword.of("  dentist near me ").value()).isEqualTo("dentist near me");
		assertThat(Keyword.of("x".repeat(100)).value()).hasSize(100);
		assertThatThrownBy(() -> Keyword.of("   ")).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("keyword"))
			.hasMessageContaining("required");
		assertThatThrownBy(() -> Keyword.of("x".repeat(500))).hasMessageContaining("at most 100");
		assertThatThrownBy(() -> Keyword.of("dentist, orthodontist")).hasMessageContaining("commas");
		assertThatThrownBy(() -> Keyword.of("den\u0000tist")).hasMessageContaining("not allowed");
	}

	@Test
	void place_id_refuses_blanks_spaces_and_commas() {
		assertThat(PlaceId.of(" ChIJabc-_123 ").value()).isEqualTo("ChIJabc-_123");
		assertThatThrownBy(() -> PlaceId.of("")).hasMessage("Place id is required.");
		assertThatThrownBy(() -> PlaceId.of("a b")).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> PlaceId.of("a,b")).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> PlaceId.of("x".repeat(256))).isInstanceOf(ValidationException.class);
	}

	@Test
	void report_and_campaign_keys_are_15_lowercase_hex_characters() {
		assertThat(ReportKey.of("0123456789abcde").value()).isEqualTo("0123456789abcde");
		assertThat(CampaignKey.of("fedcba987654321").toString()).isEqualTo("fedcba987654321");
		assertThatThrownBy(() -> ReportKey.of("0123456789ABCDE")).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("reportKey"));
		assertThatThrownBy(() -> ReportKey.of("0123456789abcd")).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> ReportKey.of("../../v2/account")).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> CampaignKey.of("0123456789abcdg")).hasMessageContaining("Campaign key");
	}

	@Test
	void coordinates_must_lie_on_the_globe() {
		assertThat(LatLng.of("40.7128", "-74.0060").lngText()).isEqualTo("-74.0060");
		assertThatThrownBy(() -> LatLng.of("91", "0")).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("lat"));
		assertThatThrownBy(() -> LatLng.of("0", "-181")).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("lng"));
	}

	@Test
	void date_range_refuses_an_end_before_its_start() {
		assertThatThrownBy(
				() -> DateRange.between(java.time.LocalDate.of(2026, 3, 2), java.time.LocalDate.of(2026, 3, 1)))
			.isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("end_date"));
	}

}
