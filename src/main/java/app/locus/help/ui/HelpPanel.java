package app.locus.help.ui;

import java.util.List;

import app.locus.base.LocusException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.help.HelpArticle;
import app.locus.help.KnowledgeBaseService;
import app.locus.upstream.api.knowledge.ArticlePage;
import app.locus.upstream.api.knowledge.ArticleSummary;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import org.jspecify.annotations.Nullable;

/**
 * The help panel: search the knowledge base and read an article, as text. Searching needs
 * an open workspace (its credential asks the service).
 */
class HelpPanel extends Dialog {

	private final transient KnowledgeBaseService knowledgeBase;

	private final transient WorkspaceId workspace;

	private final TextField query = new TextField();

	private final Div results = new Div();

	private final Div article = new Div();

	/**
	 * Opens on the articles about {@code topic} (the page's, {@link PageTopics}), or on
	 * the list of every article when the page has none or nothing matches it.
	 */
	HelpPanel(KnowledgeBaseService knowledgeBase, WorkspaceId workspace, @Nullable String topic) {
		this.knowledgeBase = knowledgeBase;
		this.workspace = workspace;
		setId("help-panel");
		setHeaderTitle(getTranslation("help.panel.title"));
		setWidth("min(36rem, 100vw)");
		setHeight("100vh");
		getElement().getThemeList().add("help-side-panel");
		Button close = new Button(getTranslation("help.panel.close"), event -> close());
		close.setId("help-close");
		close.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
		getHeader().add(close);

		query.setId("help-query");
		query.setPlaceholder(getTranslation("help.panel.query"));
		query.setManualValidation(true);
		query.setWidthFull();
		query.addKeyPressListener(Key.ENTER, event -> search());
		Button search = new Button(getTranslation("help.panel.search"), event -> search());
		search.setId("help-search");
		search.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		HorizontalLayout bar = new HorizontalLayout(query, search);
		bar.setWidthFull();
		results.setId("help-results");
		article.setId("help-article");
		add(bar, results, article);
		if (workspace == null) {
			query.setEnabled(false);
			search.setEnabled(false);
			results.add(new Paragraph(getTranslation("help.panel.no-workspace")));
			return;
		}
		if (topic != null) {
			query.setValue(topic);
			search();
		}
		if (topic == null || results.getChildren().noneMatch(Div.class::isInstance)) {
			showEveryArticle();
		}
	}

	private void showEveryArticle() {
		results.removeAll();
		try {
			ArticlePage page = knowledgeBase.browse(workspace, null, null);
			results.add(new Paragraph(getTranslation("help.panel.every-article")));
			page.articles().forEach(hit -> results.add(hit(hit)));
		}
		catch (LocusException ex) {
			results.add(new Paragraph(getTranslation("help.panel.unreadable", ex.getMessage())));
		}
	}

	private void search() {
		results.removeAll();
		article.removeAll();
		query.setInvalid(false);
		try {
			List<ArticleSummary> hits = knowledgeBase.search(workspace, query.getValue());
			if (hits.isEmpty()) {
				results.add(new Paragraph(getTranslation("help.panel.no-match")));
			}
			hits.forEach(hit -> results.add(hit(hit)));
		}
		catch (ValidationException ex) {
			query.setErrorMessage(ex.fieldErrors().values().iterator().next());
			query.setInvalid(true);
		}
		catch (LocusException ex) {
			results.add(new Paragraph(getTranslation("help.panel.unsearchable", ex.getMessage())));
		}
	}

	private Div hit(ArticleSummary hit) {
		Button title = new Button(hit.title(), event -> open(hit.id()));
		title.setId("help-hit-" + hit.id());
		title.addThemeVariants(ButtonVariant.LUMO_TERTIARY_INLINE);
		Span excerpt = new Span(hit.excerpt());
		excerpt.getStyle().set("display", "block").set("color", "var(--lumo-secondary-text-color)");
		Div item = new Div(title, excerpt);
		item.addClassName("help-hit");
		item.getStyle().set("margin-bottom", "var(--lumo-space-m)");
		return item;
	}

	private void open(String articleId) {
		article.removeAll();
		try {
			HelpArticle found = knowledgeBase.article(workspace, articleId);
			H3 title = new H3(found.title());
			title.setId("help-article-title");
			article.add(title);
			found.paragraphs().forEach(text -> article.add(new Paragraph(text)));
			results.removeAll();
			Button back = new Button(getTranslation("help.panel.back"), event -> search());
			back.setId("help-back");
			back.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
			article.add(back);
		}
		catch (LocusException ex) {
			article.add(new Paragraph(getTranslation("help.panel.unopenable", ex.getMessage())));
		}
	}

}
