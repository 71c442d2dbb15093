package app.locus.portal.ui;

import app.locus.aivisibility.AiVisibility;
import app.locus.aivisibility.EngineCell;
import app.locus.aivisibility.KeywordRow;
import app.locus.aivisibility.PlainWords;
import app.locus.base.i18n.Texts;
import app.locus.upstream.api.Platform;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;

/**
 * AI visibility for a client on the dashboard, in the words of {@link PlainWords}: a
 * paragraph per keyword and a sentence per engine. Empty when the workspace has no AI
 * scans.
 */
final class AiInPlainWords extends Div {

	AiInPlainWords(AiVisibility visibility, Texts text) {
		setId("ai-plain-words");
		for (KeywordRow row : visibility.keywords()) {
			add(new Paragraph(PlainWords.keyword(row.keyword(), text)));
			UnorderedList engines = new UnorderedList();
			for (Platform engine : AiVisibility.ENGINES) {
				EngineCell cell = row.engines().get(engine);
				if (cell != null) {
					engines.add(new ListItem(PlainWords.sentence(engine, cell, text)));
				}
			}
			add(engines);
		}
	}

}
