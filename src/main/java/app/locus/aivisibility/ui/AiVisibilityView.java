package app.locus.aivisibility.ui;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

import app.locus.aivisibility.AiVisibility;
import app.locus.aivisibility.AiVisibilityService;
import app.locus.aivisibility.CitedSite;
import app.locus.aivisibility.EngineCell;
import app.locus.aivisibility.KeywordRow;
import app.locus.aivisibility.RecommendedInstead;
import app.locus.aivisibility.SampleSizePlan;
import app.locus.aivisibility.SourceKind;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.upstream.api.Platform;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.function.ValueProvider;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;
import org.jspecify.annotations.Nullable;

/**
 * What each AI engine says about a client (issue 49, DD216): per keyword and engine the
 * share of answers that named the client with its interval, its position, and whether it
 * changed beyond the usual variation, beside the map SoLV; who the engines recommend
 * instead; the sites they cite; and how many scans it takes to tell a change from noise.
 */
@Route(value = AiVisibilityNavigation.ROUTE, layout = MainLayout.class)
@RolesAllowed({ "AGENCY_ADMIN", "ACCOUNT_MANAGER" })
class AiVisibilityView extends Main implements BeforeEnterObserver, NamedPage {

	private static final List<Platform> MAPS = List.of(Platform.GOOGLE, Platform.APPLE);

	private static final String PLACE = "place";

	private final transient AiVisibilityService service;

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	@SuppressWarnings("NullAway.Init") // set in beforeEnter
	private transient LocaleFormats formats;

	AiVisibilityView(AiVisibilityService service) {
		this.service = service;
		addClassName("ai-visibility");
		getStyle().set("padding", "var(--lumo-space-l)");
	}

	@Override
	public String pageName() {
		return getTranslation("aivisibility.title");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		formats = LocaleFormats.of(getLocale());
		String place = event.getLocation().getQueryParameters().getSingleParameter(PLACE).orElse(null);
		show(service.visibility(workspace, place));
	}

	private void show(AiVisibility page) {
		removeAll();
		add(new H2(getTranslation("aivisibility.title")));
		if (page.isEmpty()) {
			Paragraph empty = new Paragraph(getTranslation("aivisibility.empty"));
			empty.setId("ai-visibility-empty");
			add(empty, new Anchor("w/" + workspace.value() + "/scans/new", getTranslation("aivisibility.empty.scan")));
			return;
		}
		add(new Paragraph(getTranslation("aivisibility.intro", formats.day(page.since()))));
		if (page.places().size() > 1) {
			add(placeChoice(page));
		}
		add(matrix(page), new H3(getTranslation("aivisibility.instead.title")), instead(page),
				new H3(getTranslation("aivisibility.sources.title")),
				new Paragraph(getTranslation("aivisibility.sources.intro")), sources(page),
				new H3(getTranslation("aivisibility.planner.title")), planner(page));
	}

	private Select<String> placeChoice(AiVisibility page) {
		Select<String> choice = new Select<>();
		choice.setId("ai-visibility-place");
		choice.setLabel(getTranslation("aivisibility.place"));
		choice.setItems(page.places().keySet());
		choice.setItemLabelGenerator(id -> page.places().getOrDefault(id, id));
		choice.setValue(page.place());
		choice.addValueChangeListener(change -> getUI().ifPresent(ui -> ui
			.navigate("w/" + workspace.value() + "/ai-visibility", QueryParameters.of(PLACE, change.getValue()))));
		return choice;
	}

	private Grid<KeywordRow> matrix(AiVisibility page) {
		Grid<KeywordRow> grid = new DirectRowsGrid<>();
		grid.setId("ai-visibility-matrix");
		grid.setAllRowsVisible(true);
		GridColumns.neverCut(grid, KeywordRow::keyword)
			.setHeader(getTranslation("aivisibility.column.keyword"))
			.setKey("keyword")
			.setWidth("8em")
			.setFlexGrow(1);
		for (Platform engine : AiVisibility.ENGINES) {
			grid.addComponentColumn(row -> engineCell(page, row, engine, ShareCell::stacked))
				.setHeader(engine.displayName())
				.setKey(engine.code())
				.setWidth("7em")
				.setFlexGrow(0);
		}
		for (Platform map : MAPS) {
			grid.addColumn(row -> mapShare(row.maps().get(map)))
				.setHeader(getTranslation("aivisibility.column.map", map.displayName()))
				.setKey(map.code())
				.setWidth("6.5em")
				.setFlexGrow(0);
		}
		PhoneWidth.foldColumns(grid,
				() -> grid.addComponentColumn(row -> foldedRow(page, row))
					.setHeader(getTranslation("aivisibility.column.keyword"))
					.setKey("folded"));
		grid.setItems(page.keywords());
		return grid;
	}

	/**
	 * A keyword's whole row on a phone: each engine on a line of its own, then the maps.
	 */
	private Div foldedRow(AiVisibility page, KeywordRow row) {
		Span title = new Span(row.keyword());
		title.addClassName("ai-folded-title");
		Div folded = new Div(title);
		folded.addClassName("ai-folded-row");
		for (Platform engine : AiVisibility.ENGINES) {
			Span name = new Span(engine.displayName());
			name.addClassName("ai-folded-engine");
			folded.add(new Div(name, engineCell(page, row, engine, ShareCell::inline)));
		}
		folded.add(new Div(MAPS.stream()
			.map(map -> getTranslation("aivisibility.column.map", map.displayName()) + " "
					+ mapShare(row.maps().get(map)))
			.collect(Collectors.joining(" · "))));
		return folded;
	}

	private Component engineCell(AiVisibility page, KeywordRow row, Platform engine, CellShape shape) {
		EngineCell cell = row.engines().get(engine);
		if (cell == null) {
			return new Span(getTranslation("aivisibility.cell.none"));
		}
		String gallery = "w/" + workspace.value() + "/reports?" + QueryParameters
			.simple(Map.of("place", String.valueOf(page.place()), "keyword", row.keyword(), "platform", engine.code()))
			.getQueryString();
		return shape.of(cell, gallery, formats, this::getTranslation);
	}

	@FunctionalInterface
	private interface CellShape {

		Anchor of(EngineCell cell, String href, LocaleFormats formats, BiFunction<String, Object[], String> text);

	}

	private String mapShare(@Nullable BigDecimal solv) {
		return solv == null ? LocaleFormats.NO_FIGURE
				: getTranslation("aivisibility.cell.solv", formats.percent(solv, 0));
	}

	private HorizontalLayout instead(AiVisibility page) {
		HorizontalLayout engines = new HorizontalLayout();
		engines.setId("ai-visibility-instead");
		engines.setWrap(true);
		for (Platform engine : AiVisibility.ENGINES) {
			List<RecommendedInstead> named = page.instead().getOrDefault(engine, List.of());
			if (named.isEmpty()) {
				continue;
			}
			Div column = new Div(new Span(engine.displayName()));
			column.addClassName("ai-instead");
			OrderedList list = new OrderedList();
			for (RecommendedInstead business : named) {
				Anchor report = new Anchor(
						"w/" + workspace.value() + "/reports/competitor/" + business.competitorReportKey(),
						business.name() == null ? business.placeId() : business.name());
				ListItem item = new ListItem(report, new Span(" "
						+ getTranslation("aivisibility.instead.share", ShareCell.percent(formats, business.share()))));
				if (business.isNew()) {
					Span fresh = new Span(getTranslation("aivisibility.instead.new"));
					fresh.getElement().getThemeList().add("badge");
					item.add(fresh);
				}
				list.add(item);
			}
			column.add(list);
			engines.add(column);
		}
		return engines;
	}

	private Grid<CitedSite> sources(AiVisibility page) {
		Grid<CitedSite> grid = new DirectRowsGrid<>();
		grid.setId("ai-visibility-sources");
		grid.setAllRowsVisible(true);
		GridColumns.text(grid, CitedSite::domain)
			.setHeader(getTranslation("aivisibility.column.domain"))
			.setKey("domain")
			.setWidth("10em")
			.setFlexGrow(1);
		GridColumns.text(grid, site -> getTranslation(kindKey(site.kind())))
			.setHeader(getTranslation("aivisibility.column.kind"))
			.setKey("kind")
			.setWidth("9em");
		for (Platform engine : AiVisibility.ENGINES) {
			grid.addColumn(site -> formats.number(site.citations().getOrDefault(engine, 0)))
				.setHeader(engine.displayName())
				.setKey(engine.code())
				.setWidth("6em")
				.setFlexGrow(0);
		}
		GridColumns.text(grid, this::withClient)
			.setHeader(getTranslation("aivisibility.column.withClient"))
			.setKey("with-client")
			.setWidth("11em");
		PhoneWidth
			.foldColumns(grid,
					() -> grid
						.addColumn(PhoneWidth.<CitedSite>folded(CitedSite::domain,
								List.of(site -> getTranslation(kindKey(site.kind())), this::withClient),
								AiVisibility.ENGINES.stream()
									.<ValueProvider<CitedSite, String>>map(engine -> site -> engine.displayName() + " "
											+ formats.number(site.citations().getOrDefault(engine, 0)))
									.toList()))
						.setHeader(getTranslation("aivisibility.column.domain"))
						.setKey("folded"));
		grid.setItems(page.sources());
		return grid;
	}

	private String withClient(CitedSite site) {
		return site.citesOnlyOthers() ? getTranslation("aivisibility.sources.never")
				: getTranslation("aivisibility.sources.withClient", formats.number(site.withClient()));
	}

	private static String kindKey(SourceKind kind) {
		return switch (kind) {
			case OWN_SITE -> "aivisibility.kind.OWN_SITE";
			case COMPETITOR_SITE -> "aivisibility.kind.COMPETITOR_SITE";
			case MAPS -> "aivisibility.kind.MAPS";
			case REVIEWS -> "aivisibility.kind.REVIEWS";
			case DIRECTORY -> "aivisibility.kind.DIRECTORY";
			case SOCIAL -> "aivisibility.kind.SOCIAL";
			case MEDIA -> "aivisibility.kind.MEDIA";
			case OTHER -> "aivisibility.kind.OTHER";
		};
	}

	private Div planner(AiVisibility page) {
		IntegerField change = new IntegerField(getTranslation("aivisibility.planner.change"));
		change.setId("ai-planner-change");
		change.setMin(1);
		change.setMax(50);
		change.setValue(10);
		change.setStepButtonsVisible(true);
		Select<Integer> grid = new Select<>();
		grid.setId("ai-planner-grid");
		grid.setLabel(getTranslation("aivisibility.planner.grid"));
		grid.setItems(3, 5, 7, 9, 11, 13, 15);
		grid.setItemLabelGenerator(size -> size + " × " + size);
		grid.setValue(5);
		Paragraph answer = new Paragraph();
		answer.setId("ai-planner-answer");
		answer.getElement().setAttribute("aria-live", "polite");
		double baseline = page.keywords()
			.stream()
			.flatMap(row -> row.engines().values().stream())
			.mapToDouble(cell -> cell.now().value())
			.average()
			.orElse(0.5);
		Runnable plan = () -> answer.setText(plan(baseline, change.getValue(), grid.getValue(), page.designEffect()));
		change.addValueChangeListener(event -> plan.run());
		grid.addValueChangeListener(event -> plan.run());
		plan.run();
		HorizontalLayout fields = new HorizontalLayout(change, grid);
		fields.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
		return new Div(new Paragraph(getTranslation("aivisibility.planner.intro")), fields, answer);
	}

	private String plan(double baseline, Integer change, Integer grid, double designEffect) {
		if (change == null || change < 1 || change > 50) {
			return getTranslation("aivisibility.planner.range");
		}
		SampleSizePlan plan = service.plan(workspace, baseline, change, grid, designEffect);
		return getTranslation("aivisibility.planner.answer", plan.scansPerPeriod(), formats.credits(plan.credits()),
				change);
	}

}
