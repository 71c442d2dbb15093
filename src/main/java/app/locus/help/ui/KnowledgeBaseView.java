package app.locus.help.ui;

import java.util.Map;

import app.locus.base.NotFoundException;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.Failures;
import app.locus.help.HelpArticle;
import app.locus.help.KnowledgeBaseService;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.upstream.api.knowledge.ArticlePage;
import app.locus.upstream.api.knowledge.ArticleSummary;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * The knowledge base as a page (DD137): every article, a page at a time, or those
 * matching a search; an article opens below as plain text.
 */
@Route(value = KnowledgeBaseNavigation.KNOWLEDGE_BASE_ROUTE, layout = MainLayout.class)
@PermitAll
class KnowledgeBaseView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient KnowledgeBaseService knowledgeBase;

	private final TextField query = new TextField();

	private final Paragraph status = new Paragraph();

	private final Div articles = new Div();

	private final Button more = new Button();

	private final Div article = new Div();

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	private @Nullable String nextToken;

	KnowledgeBaseView(KnowledgeBaseService knowledgeBase) {
		this.knowledgeBase = knowledgeBase;
		getStyle().set("padding", "var(--lumo-space-l)");
		query.setId("kb-query");
		query.setPlaceholder(getTranslation("help.kb.query"));
		query.setClearButtonVisible(true);
		query.addKeyPressListener(Key.ENTER, event -> load(false));
		Button search = new Button(getTranslation("help.kb.search"), event -> load(false));
		search.setId("kb-search");
		search.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		HorizontalLayout bar = new HorizontalLayout(query, search);
		bar.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
		status.setId("kb-status");
		articles.setId("kb-articles");
		more.setId("kb-more");
		more.setText(getTranslation("help.kb.more"));
		more.addClickListener(event -> load(true));
		article.setId("kb-article");
		add(new H2(getTranslation("help.kb.title")), new Paragraph(getTranslation("help.kb.lead")), bar, status,
				articles, more, article);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		if (!mayRead()) {
			// To a client viewer the page does not exist (DD164).
			event.rerouteToError(com.vaadin.flow.router.NotFoundException.class);
			return;
		}
		load(false);
	}

	private boolean mayRead() {
		try {
			return knowledgeBase.mayRead(workspace);
		}
		catch (NotFoundException notTheirs) {
			return false;
		}
	}

	/** The first page of the listing, or (more) the next one added below. */
	private void load(boolean nextPage) {
		if (!nextPage) {
			articles.removeAll();
			article.removeAll();
			nextToken = null;
		}
		ArticlePage page;
		try {
			page = knowledgeBase.browse(workspace, query.getValue(), nextPage ? nextToken : null);
		}
		catch (RuntimeException ex) {
			status.setText(getTranslation("help.kb.unreadable"));
			Failures.show(ex, Map.of("q", query));
			return;
		}
		query.setInvalid(false);
		page.articles().forEach(hit -> articles.add(entry(hit)));
		nextToken = page.nextToken();
		more.setVisible(nextToken != null);
		int shown = articles.getComponentCount();
		Integer total = page.total();
		status.setText(shown == 0 ? getTranslation("help.kb.no-match") : total == null
				? getTranslation("help.kb.count", shown) : getTranslation("help.kb.count-of", shown, total));
	}

	private Div entry(ArticleSummary hit) {
		Button title = new Button(hit.title(), event -> open(hit.id()));
		title.setId("kb-open-" + hit.id());
		title.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
		return new Div(title, new Paragraph(hit.excerpt()));
	}

	private void open(String articleId) {
		article.removeAll();
		try {
			HelpArticle found = knowledgeBase.entry(workspace, articleId);
			H3 title = new H3(found.title());
			title.setId("kb-article-title");
			article.add(title);
			found.paragraphs().forEach(text -> article.add(new Paragraph(text)));
		}
		catch (RuntimeException ex) {
			Failures.show(ex, Map.of());
		}
	}

	@Override
	public String pageName() {
		return getTranslation("help.kb.title");
	}

}
