package app.locus.upstream.api;

import app.locus.base.ValidationException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FieldmaskTest {

	@Test
	void fieldmask_renders_paths_comma_separated_in_order_without_repeats() {
		Fieldmask mask = Fieldmask.of("report_key", "date").with("businesses.*.name", "date");
		assertThat(mask.render()).isEqualTo("report_key,date,businesses.*.name");
		assertThat(mask.toString()).isEqualTo(mask.render());
	}

	@Test
	void data_points_are_included_only_when_asked_for() {
		Fieldmask mask = Fieldmask.of("report_key", "solv");
		assertThat(mask.includesDataPoints()).isFalse();
		assertThat(mask.withDataPoints().render()).isEqualTo("report_key,solv,data_points");
		assertThat(Fieldmask.of("data_points.*.rank").includesDataPoints()).isTrue();
		assertThat(Fieldmask.of("data_points_total").includesDataPoints()).isFalse();
	}

	@Test
	void malformed_paths_are_refused_naming_the_fieldmask() {
		assertThatThrownBy(() -> Fieldmask.of("a,b")).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("fieldmask"));
		assertThatThrownBy(() -> Fieldmask.of("*.name")).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> Fieldmask.of("businesses..name")).isInstanceOf(ValidationException.class);
		assertThatThrownBy(Fieldmask::of).hasMessageContaining("at least one field");
	}

}
