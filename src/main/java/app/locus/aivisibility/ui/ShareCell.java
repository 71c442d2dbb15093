package app.locus.aivisibility.ui;

import java.math.BigDecimal;
import java.util.function.BiFunction;

import app.locus.aivisibility.Change;
import app.locus.aivisibility.EngineCell;
import app.locus.aivisibility.Share;
import app.locus.base.i18n.LocaleFormats;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;

/**
 * One cell of the keyword matrix: the share of answers naming the client with its
 * interval, the average position, and whether it changed beyond the usual variation, on a
 * background from a colour-blind-safe blue scale. The words carry everything; the colour
 * only repeats them. The cell links to the scans behind it.
 */
final class ShareCell {

	/**
	 * Background and text colour per fifth of the share; each pair has a contrast of
	 * 4.5:1 or more.
	 */
	private static final String[][] SCALE = { { "#eff3ff", "#1a1a1a" }, { "#c6dbef", "#1a1a1a" },
			{ "#9ecae1", "#1a1a1a" }, { "#2171b5", "#ffffff" }, { "#084594", "#ffffff" } };

	private ShareCell() {
	}

	static Anchor of(EngineCell cell, String href, LocaleFormats formats, BiFunction<String, Object[], String> text) {
		Share now = cell.now();
		Div box = new Div();
		box.addClassName("ai-share-cell");
		String[] colours = SCALE[Math.min(SCALE.length - 1, (int) (now.value() * SCALE.length))];
		box.getStyle().set("background", colours[0]).set("color", colours[1]);
		Span share = new Span(text.apply("aivisibility.cell.share", new Object[] { percent(formats, now.value()),
				percent(formats, now.low()), percent(formats, now.high()) }));
		share.addClassName("ai-share");
		Span position = new Span(cell.averagePosition() == null
				? text.apply("aivisibility.cell.notNamed", new Object[0]) : text.apply("aivisibility.cell.position",
						new Object[] { formats.decimal(BigDecimal.valueOf(cell.averagePosition()), 1) }));
		Span change = new Span(text.apply(changeKey(cell.change()), new Object[0]));
		change.addClassName("ai-change");
		box.add(share, position, change);
		Anchor link = new Anchor(href, box);
		link.getElement()
			.setAttribute("aria-label", share.getText() + ", " + position.getText() + ", " + change.getText());
		return link;
	}

	private static String changeKey(Change change) {
		return switch (change) {
			case ROSE -> "aivisibility.change.ROSE";
			case FELL -> "aivisibility.change.FELL";
			case WITHIN_NOISE -> "aivisibility.change.WITHIN_NOISE";
			case NO_EARLIER -> "aivisibility.change.NO_EARLIER";
		};
	}

	static String percent(LocaleFormats formats, double share) {
		return formats.percent(BigDecimal.valueOf(share * 100), 0);
	}

}
