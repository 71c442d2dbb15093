package app.locus.keywords.ui;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;

import app.locus.base.WorkspaceId;
import app.locus.base.csv.ImportPreview;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.MessageBundles;
import app.locus.base.ui.Background;
import app.locus.base.ui.CsvImportPanel;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.LengthLimit;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.ui.ServiceCall;
import app.locus.keywords.KeywordList;
import app.locus.keywords.KeywordListInput;
import app.locus.keywords.KeywordListService;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.upstream.api.Keyword;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * The workspace's keyword lists, which the scan and campaign forms fill their keywords
 * from; managers and admins create, edit, delete and import them from a CSV file.
 */
@Route(value = KeywordListsNavigation.KEYWORDS_ROUTE, layout = MainLayout.class)
@PermitAll
class KeywordListsView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient KeywordListService lists;

	private final transient Background background;

	private final transient CurrentUser currentUser;

	/** Texts for work in the background, where the page's own lookup reads none. */
	private final transient MessageBundles bundles;

	private final Grid<KeywordList> grid = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph(getTranslation("keywords.lists.empty"));

	private final TextField name = new TextField(getTranslation("keywords.editor.name"));

	private final TextArea keywords = new TextArea(getTranslation("keywords.editor.keywords"));

	private final Button save = new Button(getTranslation("keywords.editor.save"));

	private final Button delete = new Button(getTranslation("keywords.editor.delete"));

	private final Div editor = new Div();

	private final Div importSection = new Div();

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	private transient @Nullable KeywordList editing;

	/** New items clear the grid's selection; that is no choice of the person's. */
	private boolean replacingItems;

	KeywordListsView(KeywordListService lists, Background background, CurrentUser currentUser, MessageBundles bundles) {
		this.lists = lists;
		this.background = background;
		this.currentUser = currentUser;
		this.bundles = bundles;
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("keyword-lists");
		LocaleFormats formats = LocaleFormats.of(getLocale());
		GridColumns.text(grid, KeywordList::name).setHeader(getTranslation("keywords.lists.column.name"));
		grid.addColumn(list -> formats.number(list.keywords().size()))
			.setHeader(getTranslation("keywords.lists.column.keywords"))
			.setAutoWidth(true);
		GridColumns.text(grid, KeywordListsView::firstKeywords)
			.setHeader(getTranslation("keywords.lists.column.first"));
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<KeywordList>folded(KeywordList::name,
							List.of(list -> getTranslation("keywords.lists.count", list.keywords().size())),
							List.of(KeywordListsView::firstKeywords)))
					.setHeader(getTranslation("keywords.lists.column.folded"))
					.setKey("folded"));
		grid.setAllRowsVisible(true);
		grid.addSelectionListener(event -> {
			if (!replacingItems) {
				edit(event.getFirstSelectedItem().orElse(null));
			}
		});
		empty.setId("keyword-lists-empty");
		name.setId("keyword-list-name");
		LengthLimit.apply(name, KeywordListService.NAME_MAX);
		keywords.setId("keyword-list-keywords");
		keywords.setHelperText(getTranslation("keywords.editor.keywords.helper", Keyword.MAX_LENGTH));
		keywords.setWidthFull();
		save.setId("keyword-list-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		save.addClickListener(event -> save());
		delete.setId("keyword-list-delete");
		delete.addThemeVariants(ButtonVariant.LUMO_ERROR);
		delete.addClickListener(event -> delete());
		Button fresh = new Button(getTranslation("keywords.editor.new"), event -> grid.deselectAll());
		fresh.setId("keyword-list-new");
		editor.setId("keyword-list-editor");
		editor.add(new H3(getTranslation("keywords.editor.title")), name, keywords,
				new HorizontalLayout(save, delete, fresh));
		importSection.setId("keyword-import-section");
		add(new H2(getTranslation("keywords.lists.title")), new Paragraph(getTranslation("keywords.lists.intro")),
				empty, grid, editor, importSection);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		editor.setVisible(currentUser.require().role().canWrite());
		reload(null);
	}

	private void reload(@Nullable KeywordList selected) {
		List<KeywordList> all = lists.lists(workspace);
		replacingItems = true;
		try {
			grid.setItems(all);
		}
		finally {
			replacingItems = false;
		}
		empty.setVisible(all.isEmpty());
		KeywordList same = selected == null ? null
				: all.stream().filter(list -> list.id().equals(selected.id())).findFirst().orElse(null);
		if (same != null) {
			grid.select(same);
		}
		else {
			edit(null);
		}
	}

	private void edit(@Nullable KeywordList list) {
		KeywordList before = editing;
		boolean sameList = list != null && before != null && before.id().equals(list.id())
				&& before.name().equals(list.name());
		editing = list;
		name.setValue(list == null ? "" : list.name());
		keywords.setValue(list == null ? "" : String.join("\n", list.keywords()));
		delete.setVisible(list != null);
		importSection.setVisible(list != null && currentUser.require().role().canWrite());
		if (sameList) {
			return;
		}
		importSection.removeAll();
		if (list != null) {
			importSection.add(new H3(getTranslation("keywords.import.title", list.name())),
					new Paragraph(getTranslation("keywords.import.hint")), importPanel(workspace, list));
		}
	}

	/**
	 * Bound to one list, so the background work reads nothing of the view; it words its
	 * answer in the page's language, taken here on the page.
	 */
	private CsvImportPanel importPanel(WorkspaceId id, KeywordList list) {
		MessageBundles texts = bundles;
		Locale locale = getLocale();
		return new CsvImportPanel("keyword-import", background, file -> lists.previewImport(id, list.id(), file),
				file -> {
					ImportPreview<Keyword> done = lists.importKeywords(id, list.id(), file);
					return texts.getTranslation("keywords.import.done", locale, done.count(ImportPreview.Status.NEW),
							list.name());
				}, () -> reload(list));
	}

	private void save() {
		KeywordListInput input = new KeywordListInput(name.getValue(), Arrays.asList(keywords.getValue().split("\n")));
		KeywordList current = editing;
		AtomicReference<KeywordList> saved = new AtomicReference<>();
		if (ServiceCall.run(Map.of("name", name, "keywords", keywords), () -> saved
			.set(current == null ? lists.create(workspace, input) : lists.update(workspace, current.id(), input)))) {
			KeywordList list = Objects.requireNonNull(saved.get());
			Notices.success(getTranslation("keywords.saved", list.name(), list.keywords().size()));
			reload(list);
		}
	}

	private void delete() {
		KeywordList current = editing;
		if (current != null && ServiceCall.run(() -> lists.delete(workspace, current.id()))) {
			Notices.success(getTranslation("keywords.deleted", current.name()));
			reload(null);
		}
	}

	private static String firstKeywords(KeywordList list) {
		return String.join(", ", list.keywords().stream().limit(5).toList())
				+ (list.keywords().size() > 5 ? ", …" : "");
	}

	@Override
	public String pageName() {
		return getTranslation("keywords.lists.title");
	}

}
