package app.locus.tenancy;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * An agency's primary colour, always exactly {@code #rrggbb} (lower-case). Only values of
 * this type reach a style sheet property, so no text from a form can become CSS.
 */
public record BrandColour(String hex) {

	private static final Pattern SHAPE = Pattern.compile("#[0-9a-f]{6}");

	public static final BrandColour DEFAULT = new BrandColour("#1f6feb");

	/**
	 * The least contrast against white a brand colour must have (DD203): WCAG's 4.5:1 for
	 * normal text, as links, Help and the bell are drawn in it on white.
	 */
	public static final double MIN_CONTRAST = 4.5;

	public BrandColour {
		if (hex == null || !SHAPE.matcher(hex).matches()) {
			throw new IllegalArgumentException("Not a #rrggbb colour");
		}
	}

	/** Reads a colour typed by a person; surrounding spaces and upper-case are fine. */
	public static Optional<BrandColour> parse(String text) {
		String candidate = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
		return SHAPE.matcher(candidate).matches() ? Optional.of(new BrandColour(candidate)) : Optional.empty();
	}

	public int red() {
		return channel(1);
	}

	public int green() {
		return channel(3);
	}

	public int blue() {
		return channel(5);
	}

	/**
	 * The WCAG contrast ratio of this colour against white, from 1 (white itself) to 21
	 * (black).
	 */
	public double contrastWithWhite() {
		double luminance = 0.2126 * linear(red()) + 0.7152 * linear(green()) + 0.0722 * linear(blue());
		return 1.05 / (luminance + 0.05);
	}

	/** Whether text in this colour reads on white: at least {@link #MIN_CONTRAST}. */
	public boolean readsOnWhite() {
		return contrastWithWhite() >= MIN_CONTRAST;
	}

	/**
	 * What a person is told of a colour too light for links on white, with its contrast
	 * rounded down so that 4.49 never reads as 4.5.
	 */
	public String tooLightMessage() {
		return hex + " has a contrast of only "
				+ String.format(Locale.ROOT, "%.1f", Math.floor(contrastWithWhite() * 10) / 10)
				+ ":1 against white, so links, Help and the alert bell drawn in it would be hard to see. Choose a darker "
				+ "colour with at least " + MIN_CONTRAST + ":1 (the default " + DEFAULT.hex + " has "
				+ String.format(Locale.ROOT, "%.1f", Math.floor(DEFAULT.contrastWithWhite() * 10) / 10) + ":1).";
	}

	/** An sRGB channel as linear light (WCAG's relative luminance). */
	private static double linear(int channel) {
		double value = channel / 255.0;
		return value <= 0.04045 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4);
	}

	private int channel(int at) {
		return Integer.parseInt(hex.substring(at, at + 2), 16);
	}

	@Override
	public String toString() {
		return hex;
	}

}
