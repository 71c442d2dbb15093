package app.locus.stuck.ui;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

import app.locus.base.DisplayDates;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.shell.MainLayout;
import app.locus.stuck.StuckItem;
import app.locus.stuck.StuckWorkService;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;

/**
 * What is stuck in the agency (DD194): work a stopped node or an absent server left in an
 * in-between state, oldest first, with its age, what happens to it next and a link to the
 * page where a person settles it.
 */
@Route(value = StuckWorkNavigation.ROUTE, layout = MainLayout.class)
@PageTitle("Stuck work · Locus")
@RolesAllowed("AGENCY_ADMIN")
class StuckWorkView extends Main {

	static final String NONE = "Nothing is stuck: every mail, webhook call, scan, campaign run, profile change and"
			+ " scheduled client report has gone through.";

	StuckWorkView(StuckWorkService stuck) {
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H2("Stuck work"));
		List<StuckItem> items = stuck.list();
		if (items.isEmpty()) {
			Paragraph none = new Paragraph(NONE);
			none.setId("stuck-none");
			add(none);
		}
		Grid<StuckItem> grid = new DirectRowsGrid<>();
		grid.setId("stuck-grid");
		GridColumns.text(grid, item -> item.kind().label()).setHeader("What").setKey("what").setFlexGrow(2);
		GridColumns.text(grid, StuckWorkView::workspace).setHeader("Workspace").setKey("workspace");
		GridColumns.text(grid, item -> DisplayDates.instant(item.since()))
			.setHeader("Since")
			.setKey("since")
			.setAutoWidth(true);
		GridColumns.text(grid, item -> age(item.age())).setHeader("Age").setKey("age").setAutoWidth(true);
		GridColumns.text(grid, item -> item.kind().next()).setHeader("What happens next").setKey("next").setFlexGrow(3);
		PhoneWidth.foldColumns(grid, () -> grid
			.addColumn(PhoneWidth.<StuckItem>folded(item -> item.kind().label(),
					List.of(StuckWorkView::workspace, item -> age(item.age())), List.of(item -> item.kind().next())))
			.setHeader("Stuck")
			.setKey("folded"));
		GridColumns.actionColumn(grid, StuckWorkView::settle, "10em");
		grid.setItems(items);
		add(grid);
	}

	private static Anchor settle(StuckItem item) {
		Anchor link = new Anchor(item.link(), item.kind().settledOn());
		link.setId("stuck-settle-" + item.kind().name().toLowerCase(Locale.ROOT));
		return link;
	}

	private static String workspace(StuckItem item) {
		return item.workspaceName() == null ? "The agency" : item.workspaceName();
	}

	/** "4 min", "3 h 5 min", "2 days 4 h". */
	static String age(Duration age) {
		long minutes = Math.max(0, age.toMinutes());
		if (minutes < 60) {
			return minutes + " min";
		}
		long hours = minutes / 60;
		if (hours < 48) {
			return hours + " h " + minutes % 60 + " min";
		}
		return hours / 24 + " days " + hours % 24 + " h";
	}

}
