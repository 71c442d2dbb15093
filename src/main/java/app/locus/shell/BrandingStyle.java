package app.locus.shell;

import java.util.Locale;

import app.locus.tenancy.BrandColour;
import com.vaadin.flow.dom.Style;

/**
 * Applies an agency's primary colour as Lumo custom properties. It accepts only a
 * {@link BrandColour}, which is always {@code #rrggbb}, and writes each property through
 * the style API, so no text from a form becomes CSS.
 */
public final class BrandingStyle {

	private BrandingStyle() {
	}

	public static void apply(Style style, BrandColour colour) {
		style.set("--lumo-primary-color", colour.hex())
			.set("--lumo-primary-text-color", colour.hex())
			.set("--lumo-primary-color-50pct", rgba(colour, 0.5))
			.set("--lumo-primary-color-10pct", rgba(colour, 0.1))
			.set("--lumo-primary-contrast-color", isLight(colour) ? "#000000" : "#ffffff");
	}

	private static String rgba(BrandColour colour, double alpha) {
		return String.format(Locale.ROOT, "rgba(%d, %d, %d, %.2f)", colour.red(), colour.green(), colour.blue(), alpha);
	}

	// Relative luminance, rounded: light colours get dark text on top of them.
	private static boolean isLight(BrandColour colour) {
		return 0.2126 * colour.red() + 0.7152 * colour.green() + 0.0722 * colour.blue() > 160;
	}

}
