package app.locus.reports.heatmap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.math.BigDecimal;

import app.locus.base.ValidationException;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GridGeometryTest {

	@ParameterizedTest
	@CsvSource({ "3, 1, 1", "7, 3, 1", "7, 2, 0.667", "9, 4, 1", "15, 7, 1", "21, 10, 1", "21, 2.5, 0.25" })
	void spacing_is_twice_the_radius_over_the_gaps_between_points(int gridSize, String radius, String spacing) {
		GridGeometry geometry = GridGeometry.of(gridSize, new BigDecimal(radius), Measurement.MI);

		assertThat(geometry.spacing()).isEqualByComparingTo(spacing);
	}

	@Test
	void outermost_points_lie_one_radius_from_the_centre() {
		GridGeometry geometry = GridGeometry.of(7, new BigDecimal("2"), Measurement.KM);

		assertThat(geometry.northOffset(0)).isCloseTo(2.0, within(1e-9));
		assertThat(geometry.northOffset(6)).isCloseTo(-2.0, within(1e-9));
		assertThat(geometry.eastOffset(0)).isCloseTo(-2.0, within(1e-9));
		assertThat(geometry.eastOffset(6)).isCloseTo(2.0, within(1e-9));
		assertThat(geometry.northOffset(geometry.centre())).isZero();
		assertThat(geometry.eastOffset(geometry.centre())).isZero();
	}

	@Test
	void centre_and_points_are_the_grid_size_squared() {
		assertThat(GridGeometry.of(3, BigDecimal.ONE, Measurement.MI).centre()).isEqualTo(1);
		assertThat(GridGeometry.of(7, BigDecimal.ONE, Measurement.MI).points()).isEqualTo(49);
		assertThat(GridGeometry.of(21, BigDecimal.ONE, Measurement.MI).centre()).isEqualTo(10);
		assertThat(GridGeometry.of(21, BigDecimal.ONE, Measurement.MI).points()).isEqualTo(441);
	}

	@Test
	void positions_follow_the_radius_in_the_chosen_unit() {
		LatLng centre = LatLng.of("37.7763", "-122.4233");
		GridGeometry kilometres = GridGeometry.of(3, new BigDecimal("10"), Measurement.KM);
		GridGeometry miles = GridGeometry.of(3, new BigDecimal("10"), Measurement.MI);

		LatLng northWest = kilometres.position(centre, 0, 0);
		LatLng middle = kilometres.position(centre, 1, 1);
		LatLng northMiles = miles.position(centre, 0, 1);

		// 10 km north is 10 / 111.32 degrees of latitude; west is further in degrees of
		// longitude.
		assertThat(northWest.lat().doubleValue() - 37.7763).isCloseTo(10 / 111.32, within(1e-6));
		assertThat(-122.4233 - northWest.lng().doubleValue())
			.isCloseTo(10 / (111.32 * Math.cos(Math.toRadians(37.7763))), within(1e-6));
		assertThat(middle.lat()).isEqualByComparingTo("37.7763");
		assertThat(northMiles.lat().doubleValue() - 37.7763).isCloseTo(16.09344 / 111.32, within(1e-6));
	}

	@Test
	void refuses_even_small_or_huge_grids_and_a_radius_of_zero() {
		assertThatThrownBy(() -> GridGeometry.of(4, BigDecimal.ONE, Measurement.MI))
			.isInstanceOf(ValidationException.class)
			.hasMessageContaining("odd");
		assertThatThrownBy(() -> GridGeometry.of(1, BigDecimal.ONE, Measurement.MI))
			.isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> GridGeometry.of(23, BigDecimal.ONE, Measurement.MI))
			.isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> GridGeometry.of(7, BigDecimal.ZERO, Measurement.MI))
			.isInstanceOf(ValidationException.class)
			.hasMessageContaining("Radius");
	}

}
