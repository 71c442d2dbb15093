package app.locus.keywords.ui;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;

import app.locus.base.Counted;
import app.locus.base.WorkspaceId;
import app.locus.base.csv.ImportPreview;
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
class KeywordListsView extends Main implements BeforeEnterObserver {

	static final String FILE_HINT = "A CSV file (UTF-8) whose first line is the header \"keyword\", then one "
			+ "keyword per line. Each row is shown before anything is saved.";

	private final transient KeywordListService lists;

	private final transient Background background;

	private final transient CurrentUser currentUser;

	private final Grid<KeywordList> grid = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph("No keyword list yet.");

	private final TextField name = new TextField("List name");

	private final TextArea keywords = new TextArea("Keywords, one per line");

	private final Button save = new Button("Save list");

	private final Button delete = new Button("Delete list");

	private final Div editor = new Div();

	private final Div importSection = new Div();

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	private transient @Nullable KeywordList editing;

	/** New items clear the grid's selection; that is no choice of the person's. */
	private boolean replacingItems;

	KeywordListsView(KeywordListService lists, Background background, CurrentUser currentUser) {
		this.lists = lists;
		this.background = background;
		this.currentUser = currentUser;
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("keyword-lists");
		GridColumns.text(grid, KeywordList::name).setHeader("Name");
		grid.addColumn(list -> list.keywords().size()).setHeader("Keywords").setAutoWidth(true);
		GridColumns.text(grid, KeywordListsView::firstKeywords).setHeader("First keywords");
		PhoneWidth.foldColumns(grid, () -> grid
			.addColumn(PhoneWidth.<KeywordList>folded(KeywordList::name,
					List.of(list -> list.keywords().size() + " keywords"), List.of(KeywordListsView::firstKeywords)))
			.setHeader("Keyword list")
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
		keywords.setHelperText("Up to " + Keyword.MAX_LENGTH + " characters each, no commas. Repeats (in any case) "
				+ "are kept once.");
		keywords.setWidthFull();
		save.setId("keyword-list-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		save.addClickListener(event -> save());
		delete.setId("keyword-list-delete");
		delete.addThemeVariants(ButtonVariant.LUMO_ERROR);
		delete.addClickListener(event -> delete());
		Button fresh = new Button("New list", event -> grid.deselectAll());
		fresh.setId("keyword-list-new");
		editor.setId("keyword-list-editor");
		editor.add(new H3("List"), name, keywords, new HorizontalLayout(save, delete, fresh));
		importSection.setId("keyword-import-section");
		add(new H2("Keyword lists"),
				new Paragraph("Lists of keywords to pick from when running a scan or creating a campaign."), empty,
				grid, editor, importSection);
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
			importSection.add(new H3("Import keywords into \"" + list.name() + "\""), new Paragraph(FILE_HINT),
					importPanel(workspace, list));
		}
	}

	/** Bound to one list, so the background work reads nothing of the view. */
	private CsvImportPanel importPanel(WorkspaceId id, KeywordList list) {
		return new CsvImportPanel("keyword-import", background, file -> lists.previewImport(id, list.id(), file),
				file -> {
					ImportPreview<Keyword> done = lists.importKeywords(id, list.id(), file);
					return Counted.of(done.count(ImportPreview.Status.NEW), "keyword", "keywords") + " added to \""
							+ list.name() + "\".";
				}, () -> reload(list));
	}

	private void save() {
		KeywordListInput input = new KeywordListInput(name.getValue(), Arrays.asList(keywords.getValue().split("\n")));
		KeywordList current = editing;
		AtomicReference<KeywordList> saved = new AtomicReference<>();
		if (ServiceCall.run(Map.of("name", name, "keywords", keywords), () -> saved
			.set(current == null ? lists.create(workspace, input) : lists.update(workspace, current.id(), input)))) {
			KeywordList list = Objects.requireNonNull(saved.get());
			Notices.success("\"" + list.name() + "\" is saved with "
					+ Counted.of(list.keywords().size(), "keyword", "keywords") + ".");
			reload(list);
		}
	}

	private void delete() {
		KeywordList current = editing;
		if (current != null && ServiceCall.run(() -> lists.delete(workspace, current.id()))) {
			Notices.success("\"" + current.name() + "\" is deleted.");
			reload(null);
		}
	}

	private static String firstKeywords(KeywordList list) {
		return String.join(", ", list.keywords().stream().limit(5).toList())
				+ (list.keywords().size() > 5 ? ", …" : "");
	}

}
