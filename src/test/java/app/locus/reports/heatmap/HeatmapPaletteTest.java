package app.locus.reports.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The colour-blind-safe palette (DD226) keeps every two rank bands apart as people with
 * protanopia, deuteranopia or tritanopia see them, which the standard palette does not;
 * every text keeps 4.5:1 on its fill. Colour vision is simulated after Machado, Oliveira
 * and Fernandes (2009, severity 1.0) in linear RGB; two colours count as apart when their
 * CIE76 distance in Lab is at least 20.
 */
class HeatmapPaletteTest {

	/** A ΔE of 20 is plainly another colour at a glance, on a small point too. */
	private static final double APART = 20;

	@Test
	void every_two_bands_of_the_colour_blind_safe_palette_stay_apart_in_every_kind_of_vision() {
		for (Vision vision : Vision.values()) {
			assertThat(closePairs(HeatmapPalette.COLOUR_BLIND_SAFE, vision)).as(vision.name()).isEmpty();
		}
	}

	@Test
	void the_standard_palette_runs_bands_together_with_protanopia_and_with_deuteranopia() {
		assertThat(closePairs(HeatmapPalette.STANDARD, Vision.NORMAL)).isEmpty();
		assertThat(closePairs(HeatmapPalette.STANDARD, Vision.PROTANOPIA)).contains("TOP_THREE/ELEVEN_TO_NINETEEN");
		assertThat(closePairs(HeatmapPalette.STANDARD, Vision.DEUTERANOPIA)).contains("FOUR_TO_SIX/SEVEN_TO_TEN");
	}

	@Test
	void better_and_worse_stay_apart_with_protanopia_and_deuteranopia_only_in_the_colour_blind_safe_palette() {
		HeatmapPalette safe = HeatmapPalette.COLOUR_BLIND_SAFE;
		HeatmapPalette standard = HeatmapPalette.STANDARD;
		for (Vision vision : List.of(Vision.PROTANOPIA, Vision.DEUTERANOPIA)) {
			assertThat(distance(safe.better(), safe.worse(), vision)).as(vision.name()).isGreaterThanOrEqualTo(APART);
			assertThat(distance(standard.better(), standard.worse(), vision)).as(vision.name()).isLessThan(APART);
		}
	}

	@ParameterizedTest
	@EnumSource(HeatmapPalette.class)
	void text_on_every_band_and_change_keeps_a_contrast_of_four_and_a_half_to_one(HeatmapPalette palette) {
		for (RankBand band : RankBand.values()) {
			assertThat(contrast(palette.fill(band), palette.text(band))).as(band.name()).isGreaterThanOrEqualTo(4.5);
		}
		assertThat(contrast(palette.better(), "#ffffff")).isGreaterThanOrEqualTo(4.5);
		assertThat(contrast(palette.worse(), "#ffffff")).isGreaterThanOrEqualTo(4.5);
	}

	@Test
	void the_standard_palette_is_the_colours_of_the_rank_bands() {
		for (RankBand band : RankBand.values()) {
			assertThat(HeatmapPalette.STANDARD.fill(band)).isEqualTo(band.fill());
			assertThat(HeatmapPalette.STANDARD.text(band)).isEqualTo(band.text());
		}
	}

	@Test
	void a_palette_is_found_by_its_code_and_nothing_else() {
		assertThat(HeatmapPalette.ofCode("standard")).contains(HeatmapPalette.STANDARD);
		assertThat(HeatmapPalette.ofCode("colour-blind-safe")).contains(HeatmapPalette.COLOUR_BLIND_SAFE);
		assertThat(HeatmapPalette.ofCode("COLOUR_BLIND_SAFE")).isEmpty();
		assertThat(HeatmapPalette.ofCode(" standard")).isEmpty();
		assertThat(HeatmapPalette.ofCode("")).isEmpty();
		assertThat(HeatmapPalette.ofCode(null)).isEmpty();
	}

	@Test
	void the_simulation_keeps_white_and_black_as_they_are() {
		for (Vision vision : Vision.values()) {
			assertThat(distance("#ffffff", "#ffffff", Vision.NORMAL, vision)).as(vision.name()).isLessThan(1);
			assertThat(distance("#000000", "#000000", Vision.NORMAL, vision)).as(vision.name()).isLessThan(1);
		}
	}

	/**
	 * Every two bands closer than {@link #APART} in this vision, e.g.
	 * "TOP_THREE/NO_DATA".
	 */
	private static List<String> closePairs(HeatmapPalette palette, Vision vision) {
		List<String> close = new ArrayList<>();
		RankBand[] bands = RankBand.values();
		for (int i = 0; i < bands.length; i++) {
			for (int j = i + 1; j < bands.length; j++) {
				if (distance(palette.fill(bands[i]), palette.fill(bands[j]), vision) < APART) {
					close.add(bands[i].name() + "/" + bands[j].name());
				}
			}
		}
		return close;
	}

	private static double distance(String a, String b, Vision vision) {
		return distance(a, b, vision, vision);
	}

	/** CIE76 ΔE between {@code a} seen in one vision and {@code b} seen in another. */
	private static double distance(String a, String b, Vision seeingA, Vision seeingB) {
		double[] labA = lab(seeingA.see(linear(a)));
		double[] labB = lab(seeingB.see(linear(b)));
		double sum = 0;
		for (int i = 0; i < 3; i++) {
			sum += (labA[i] - labB[i]) * (labA[i] - labB[i]);
		}
		return Math.sqrt(sum);
	}

	/** WCAG 2 contrast ratio of two #rrggbb colours. */
	private static double contrast(String a, String b) {
		double la = luminance(linear(a));
		double lb = luminance(linear(b));
		return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
	}

	private static double luminance(double[] rgb) {
		return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
	}

	/** A #rrggbb colour as linear red, green and blue from 0 to 1. */
	private static double[] linear(String hex) {
		int rgb = Integer.parseInt(hex.substring(1), 16);
		return new double[] { channel(rgb >> 16), channel(rgb >> 8), channel(rgb) };
	}

	private static double channel(int value) {
		double c = (value & 0xff) / 255.0;
		return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
	}

	/** Linear sRGB to CIE L*a*b* with the D65 white point. */
	private static double[] lab(double[] rgb) {
		double x = 0.4124564 * rgb[0] + 0.3575761 * rgb[1] + 0.1804375 * rgb[2];
		double y = 0.2126729 * rgb[0] + 0.7151522 * rgb[1] + 0.0721750 * rgb[2];
		double z = 0.0193339 * rgb[0] + 0.1191920 * rgb[1] + 0.9503041 * rgb[2];
		double fx = lab(x / 0.95047);
		double fy = lab(y);
		double fz = lab(z / 1.08883);
		return new double[] { 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz) };
	}

	private static double lab(double t) {
		double epsilon = 216.0 / 24389;
		double kappa = 24389.0 / 27;
		return t > epsilon ? Math.cbrt(t) : (kappa * t + 16) / 116;
	}

	/**
	 * How a colour looks: the matrices of Machado et al. (2009) for dichromats (severity
	 * 1.0), row by row, applied to linear RGB.
	 */
	private enum Vision {

		NORMAL(1, 0, 0, 0, 1, 0, 0, 0, 1),
		PROTANOPIA(0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998),
		DEUTERANOPIA(0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881),
		TRITANOPIA(1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900);

		private final double[] matrix;

		Vision(double... matrix) {
			this.matrix = matrix;
		}

		double[] see(double[] rgb) {
			double[] seen = new double[3];
			for (int row = 0; row < 3; row++) {
				double value = 0;
				for (int column = 0; column < 3; column++) {
					value += matrix[row * 3 + column] * rgb[column];
				}
				seen[row] = Math.min(1, Math.max(0, value));
			}
			return seen;
		}

	}

}
