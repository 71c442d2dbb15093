package app.locus.aivisibility.ui;

import java.math.BigDecimal;
import java.util.function.BiFunction;

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
 * only repeats them. The cell shows short words and reads the whole sentence to a screen
 * reader. The cell links to the scans behind it. On a laptop its parts stand one under
 * the other so that seven engines and maps fit beside a keyword; on a phone they run on
 * in one line under the engine's name.
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

	static Anchor stacked(EngineCell cell, String href, LocaleFormats formats,
			BiFunction<String, Object[], String> text) {
		return of(cell, href, formats, text, "ai-share-cell");
	}

	static Anchor inline(EngineCell cell, String href, LocaleFormats formats,
			BiFunction<String, Object[], String> text) {
		return of(cell, href, formats, text, "ai-share-cell inline");
	}

	private static Anchor of(EngineCell cell, String href, LocaleFormats formats,
			BiFunction<String, Object[], String> text, String classNames) {
		Share now = cell.now();
		Div box = new Div();
		box.setClassName(classNames);
		String[] colours = SCALE[Math.min(SCALE.length - 1, (int) (now.value() * SCALE.length))];
		box.getStyle().set("background", colours[0]).set("color", colours[1]);
		Span share = new Span(percent(formats, now.value()));
		share.addClassName("ai-share");
		Span interval = new Span(text.apply("aivisibility.cell.interval",
				new Object[] { percent(formats, now.low()), percent(formats, now.high()) }));
		interval.addClassName("ai-interval");
		String averagePosition = cell.averagePosition() == null ? null
				: formats.decimal(BigDecimal.valueOf(cell.averagePosition()), 1);
		Span position = new Span(averagePosition == null ? text.apply("aivisibility.cell.notNamed", new Object[0])
				: text.apply("aivisibility.cell.positionShort", new Object[] { averagePosition }));
		Span change = new Span(text.apply(cell.change().shortKey(), new Object[0]));
		change.addClassName("ai-change");
		box.add(share, interval, position, change);
		Anchor link = new Anchor(href, box);
		link.addClassName("ai-share-link");
		String spokenPosition = averagePosition == null ? position.getText()
				: text.apply("aivisibility.cell.position", new Object[] { averagePosition });
		link.getElement()
			.setAttribute("aria-label",
					text.apply("aivisibility.cell.share", new Object[] { share.getText(), interval.getText() }) + ", "
							+ spokenPosition + ", " + text.apply(cell.change().spokenKey(), new Object[0]));
		return link;
	}

	static String percent(LocaleFormats formats, double share) {
		return formats.percent(BigDecimal.valueOf(share * 100), 0);
	}

}
