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

	private int channel(int at) {
		return Integer.parseInt(hex.substring(at, at + 2), 16);
	}

	@Override
	public String toString() {
		return hex;
	}

}
