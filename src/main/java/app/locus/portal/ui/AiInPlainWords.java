package app.locus.portal.ui;

import java.util.function.BiFunction;

import app.locus.aivisibility.AiVisibility;
import app.locus.aivisibility.Change;
import app.locus.aivisibility.EngineCell;
import app.locus.aivisibility.KeywordRow;
import app.locus.upstream.api.Platform;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;

/**
 * AI visibility for a client, in words: per keyword and engine, in how many of ten
 * answers around the business the engine named it, the range that is likely given how
 * answers vary, and whether that is more or fewer than the four weeks before, never a
 * bare percentage (issue 49). Empty when the workspace has no AI scans.
 */
final class AiInPlainWords extends Div {

	private static final int OF = 10;

	/**
	 * @param text the reader's translations: key and arguments to words
	 */
	AiInPlainWords(AiVisibility visibility, BiFunction<String, Object[], String> text) {
		setId("ai-plain-words");
		for (KeywordRow row : visibility.keywords()) {
			add(new Paragraph(text.apply("aivisibility.plain.keyword", new Object[] { row.keyword() })));
			UnorderedList engines = new UnorderedList();
			for (Platform engine : AiVisibility.ENGINES) {
				EngineCell cell = row.engines().get(engine);
				if (cell != null) {
					engines.add(new ListItem(sentence(engine, cell, text)));
				}
			}
			add(engines);
		}
	}

	static String sentence(Platform engine, EngineCell cell, BiFunction<String, Object[], String> text) {
		String named = text.apply("aivisibility.plain.named", new Object[] { engine.displayName(),
				tenths(cell.now().value()), tenths(cell.now().low()), tenths(cell.now().high()) });
		return named + " " + text.apply(changeKey(cell.change()), new Object[0]);
	}

	private static String changeKey(Change change) {
		return switch (change) {
			case ROSE -> "aivisibility.plain.change.ROSE";
			case FELL -> "aivisibility.plain.change.FELL";
			case WITHIN_NOISE -> "aivisibility.plain.change.WITHIN_NOISE";
			case NO_EARLIER -> "aivisibility.plain.change.NO_EARLIER";
		};
	}

	private static long tenths(double share) {
		return Math.round(share * OF);
	}

}
