package app.locus.stuck.ui;

import java.time.Duration;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;

import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.Texts;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.stuck.StuckItem;
import app.locus.stuck.StuckKind;
import app.locus.stuck.StuckWorkService;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;

/**
 * What is stuck in the agency (DD194): work a stopped node or an absent server left in an
 * in-between state, oldest first, with its age, what happens to it next and a link to the
 * page where a person settles it.
 */
@Route(value = StuckWorkNavigation.ROUTE, layout = MainLayout.class)
@RolesAllowed("AGENCY_ADMIN")
class StuckWorkView extends Main implements NamedPage {

	/** The zone the times are shown in, named beside them. */
	private static final ZoneId UTC = ZoneId.of("UTC");

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

	StuckWorkView(StuckWorkService stuck) {
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H2(getTranslation("stuck.title")));
		List<StuckItem> items = stuck.list();
		if (items.isEmpty()) {
			Paragraph none = new Paragraph(getTranslation("stuck.none"));
			none.setId("stuck-none");
			add(none);
		}
		Grid<StuckItem> grid = new DirectRowsGrid<>();
		grid.setId("stuck-grid");
		GridColumns.text(grid, this::what).setHeader(getTranslation("stuck.column.what")).setKey("what").setFlexGrow(2);
		GridColumns.text(grid, this::workspace).setHeader(getTranslation("stuck.column.workspace")).setKey("workspace");
		GridColumns.text(grid, item -> formats.instant(item.since(), UTC))
			.setHeader(getTranslation("stuck.column.since"))
			.setKey("since")
			.setAutoWidth(true);
		GridColumns.text(grid, item -> age(this::getTranslation, item.age()))
			.setHeader(getTranslation("stuck.column.age"))
			.setKey("age")
			.setAutoWidth(true);
		GridColumns.text(grid, this::next).setHeader(getTranslation("stuck.column.next")).setKey("next").setFlexGrow(3);
		PhoneWidth.foldColumns(grid,
				() -> grid.addColumn(PhoneWidth.<StuckItem>folded(this::what,
						List.of(this::workspace, item -> age(this::getTranslation, item.age())), List.of(this::next)))
					.setHeader(getTranslation("stuck.column.folded"))
					.setKey("folded"));
		GridColumns.actionColumn(grid, this::settle, "10em");
		grid.setItems(items);
		add(grid);
	}

	private Anchor settle(StuckItem item) {
		Anchor link = new Anchor(item.link(), settledOn(item.kind()));
		link.setId("stuck-settle-" + item.kind().name().toLowerCase(Locale.ROOT));
		return link;
	}

	private String workspace(StuckItem item) {
		return item.workspaceName() == null ? getTranslation("stuck.agency") : item.workspaceName();
	}

	/** What it is, in plain words. */
	private String what(StuckItem item) {
		return getTranslation(switch (item.kind()) {
			case PROPOSAL_SENDING -> "stuck.kind.proposal-sending";
			case PROPOSAL_UNKNOWN -> "stuck.kind.proposal-unknown";
			case SCAN_SPEND -> "stuck.kind.scan-spend";
			case CAMPAIGN_RUN_SPEND -> "stuck.kind.campaign-run-spend";
			case SPOT_CHECK_SPEND -> "stuck.kind.spot-check-spend";
			case MAIL_WAITING -> "stuck.kind.mail-waiting";
			case WEBHOOK_WAITING -> "stuck.kind.webhook-waiting";
			case CLIENT_REPORT_OVERDUE -> "stuck.kind.client-report-overdue";
		});
	}

	/** What happens to it next. */
	private String next(StuckItem item) {
		return getTranslation(switch (item.kind()) {
			case PROPOSAL_SENDING -> "stuck.next.proposal-sending";
			case PROPOSAL_UNKNOWN -> "stuck.next.proposal-unknown";
			case SCAN_SPEND -> "stuck.next.scan-spend";
			case CAMPAIGN_RUN_SPEND -> "stuck.next.campaign-run-spend";
			case SPOT_CHECK_SPEND -> "stuck.next.spot-check-spend";
			case MAIL_WAITING -> "stuck.next.mail-waiting";
			case WEBHOOK_WAITING -> "stuck.next.webhook-waiting";
			case CLIENT_REPORT_OVERDUE -> "stuck.next.client-report-overdue";
		});
	}

	/** The name of the page where a person settles it, as the navigation names it. */
	private String settledOn(StuckKind kind) {
		return getTranslation(switch (kind) {
			case PROPOSAL_SENDING, PROPOSAL_UNKNOWN -> "shell.nav.approvals";
			case SCAN_SPEND, CAMPAIGN_RUN_SPEND, SPOT_CHECK_SPEND -> "shell.nav.unknown-spends";
			case MAIL_WAITING -> "shell.nav.outbox";
			case WEBHOOK_WAITING -> "shell.nav.alert-rules";
			case CLIENT_REPORT_OVERDUE -> "shell.nav.client-reports";
		});
	}

	/** "4 min", "3 h 5 min", "2 days 4 h". */
	static String age(Texts texts, Duration age) {
		long minutes = Math.max(0, age.toMinutes());
		if (minutes < 60) {
			return texts.text("stuck.age.minutes", minutes);
		}
		long hours = minutes / 60;
		if (hours < 48) {
			return texts.text("stuck.age.hours", hours, minutes % 60);
		}
		return texts.text("stuck.age.days", hours / 24, hours % 24);
	}

	@Override
	public String pageName() {
		return getTranslation("stuck.title");
	}

}
