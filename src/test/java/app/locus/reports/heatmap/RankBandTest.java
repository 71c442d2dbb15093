package app.locus.reports.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RankBandTest {

	@ParameterizedTest
	@CsvSource({ "1, TOP_THREE", "3, TOP_THREE", "4, FOUR_TO_SIX", "6, FOUR_TO_SIX", "7, SEVEN_TO_TEN",
			"10, SEVEN_TO_TEN", "11, ELEVEN_TO_NINETEEN", "19, ELEVEN_TO_NINETEEN", "20, NOT_IN_TOP_TWENTY",
			"35, NOT_IN_TOP_TWENTY", "0, NOT_IN_TOP_TWENTY", "-1, NO_DATA" })
	void colours_ranks_from_green_through_red(int rank, RankBand band) {
		assertThat(RankBand.of(rank)).isEqualTo(band);
	}

	@Test
	void top_three_is_green_and_not_found_is_red() {
		assertThat(RankBand.TOP_THREE.fill()).isEqualTo("#1a7f37");
		assertThat(RankBand.NOT_IN_TOP_TWENTY.fill()).isEqualTo("#c62828");
	}

	@Test
	void labels_show_the_rank_or_twenty_plus() {
		assertThat(RankBand.label(3)).isEqualTo("3");
		assertThat(RankBand.label(19)).isEqualTo("19");
		assertThat(RankBand.label(20)).isEqualTo("20+");
		assertThat(RankBand.label(RankGrid.NOT_FOUND)).isEqualTo("20+");
		assertThat(RankBand.label(RankGrid.NO_DATA)).isEqualTo("–");
	}

	@Test
	void text_on_every_band_keeps_a_contrast_of_four_and_a_half_to_one() {
		for (RankBand band : RankBand.values()) {
			assertThat(contrast(band.fill(), band.text())).as(band.name()).isGreaterThanOrEqualTo(4.5);
		}
	}

	private static double contrast(String a, String b) {
		double la = luminance(a);
		double lb = luminance(b);
		return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
	}

	private static double luminance(String hex) {
		int rgb = Integer.parseInt(hex.substring(1), 16);
		return 0.2126 * channel(rgb >> 16) + 0.7152 * channel(rgb >> 8) + 0.0722 * channel(rgb);
	}

	private static double channel(int value) {
		double c = (value & 0xff) / 255.0;
		return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
	}

}
