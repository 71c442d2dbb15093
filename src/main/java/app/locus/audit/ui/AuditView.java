package app.locus.audit.ui;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import app.locus.audit.AuditFilter;
import app.locus.audit.AuditRecord;
import app.locus.audit.AuditTrail;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.DateInputs;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.tenancy.WorkspaceRow;
import app.locus.tenancy.WorkspaceService;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import com.vaadin.flow.function.ValueProvider;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;
import org.jspecify.annotations.Nullable;

/**
 * The agency's audit trail: every write, who made it and how it ended, filtered by
 * workspace, action, actor and day, and read from the database a page at a time.
 */
@Route(value = AuditNavigation.AUDIT_ROUTE, layout = MainLayout.class)
@RolesAllowed("AGENCY_ADMIN")
class AuditView extends Main implements NamedPage {

	/** The bundle key of each action Locus records, by its code in the trail. */
	private static final Map<String, String> ACTION_KEYS = Map.ofEntries(
			Map.entry("access.denied", "audit.action.access.denied"),
			Map.entry("account.heatmap_palette_chosen", "audit.action.account.heatmap-palette-chosen"),
			Map.entry("account.language_chosen", "audit.action.account.language-chosen"),
			Map.entry("account.password_change", "audit.action.account.password-change"),
			Map.entry("agency.clients-see-costs", "audit.action.agency.clients-see-costs"),
			Map.entry("agency.created", "audit.action.agency.created"),
			Map.entry("agency.managers-manage-keys", "audit.action.agency.managers-manage-keys"),
			Map.entry("agency.powered_by", "audit.action.agency.powered-by"),
			Map.entry("agency.time-zone", "audit.action.agency.time-zone"),
			Map.entry("agency.two-factor-required", "audit.action.agency.two-factor-required"),
			Map.entry("alerts.default.save", "audit.action.alerts.default.save"),
			Map.entry("alerts.preference", "audit.action.alerts.preference"),
			Map.entry("alerts.read", "audit.action.alerts.read"),
			Map.entry("alerts.read-all", "audit.action.alerts.read-all"),
			Map.entry("alerts.rule.reset", "audit.action.alerts.rule.reset"),
			Map.entry("alerts.rule.save", "audit.action.alerts.rule.save"),
			Map.entry("alerts.webhook.remove", "audit.action.alerts.webhook.remove"),
			Map.entry("alerts.webhook.save", "audit.action.alerts.webhook.save"),
			Map.entry("api-token.issue", "audit.action.api-token.issue"),
			Map.entry("api-token.revoke", "audit.action.api-token.revoke"),
			Map.entry("assistants.disconnect", "audit.action.assistants.disconnect"),
			Map.entry("autoscans.refresh", "audit.action.autoscans.refresh"),
			Map.entry("branding.logo_removed", "audit.action.branding.logo-removed"),
			Map.entry("branding.logo_replaced", "audit.action.branding.logo-replaced"),
			Map.entry("branding.updated", "audit.action.branding.updated"),
			Map.entry("campaign.clone", "audit.action.campaign.clone"),
			Map.entry("campaign.create", "audit.action.campaign.create"),
			Map.entry("campaign.pause", "audit.action.campaign.pause"),
			Map.entry("campaign.reactivate", "audit.action.campaign.reactivate"),
			Map.entry("campaign.resume", "audit.action.campaign.resume"),
			Map.entry("campaign.run", "audit.action.campaign.run"),
			Map.entry("campaign.update", "audit.action.campaign.update"),
			Map.entry("clientreports.contacts.save", "audit.action.clientreports.contacts.save"),
			Map.entry("clientreports.generate", "audit.action.clientreports.generate"),
			Map.entry("clientreports.pruned", "audit.action.clientreports.pruned"),
			Map.entry("clientreports.schedule.delete", "audit.action.clientreports.schedule.delete"),
			Map.entry("clientreports.schedule.run", "audit.action.clientreports.schedule.run"),
			Map.entry("clientreports.schedule.run_now", "audit.action.clientreports.schedule.run-now"),
			Map.entry("clientreports.schedule.save", "audit.action.clientreports.schedule.save"),
			Map.entry("clientreports.template.save", "audit.action.clientreports.template.save"),
			Map.entry("credits.budget", "audit.action.credits.budget"),
			Map.entry("credits.over-budget", "audit.action.credits.over-budget"),
			Map.entry("credits.refresh", "audit.action.credits.refresh"),
			Map.entry("credits.visibility", "audit.action.credits.visibility"),
			Map.entry("first-run.dismissed", "audit.action.first-run.dismissed"),
			Map.entry("first-run.step-done", "audit.action.first-run.step-done"),
			Map.entry("first-run.step-skipped", "audit.action.first-run.step-skipped"),
			Map.entry("gbp.approval.low_star_replies", "audit.action.gbp.approval.low-star-replies"),
			Map.entry("gbp.approval.setting", "audit.action.gbp.approval.setting"),
			Map.entry("gbp.proposal.created", "audit.action.gbp.proposal.created"),
			Map.entry("gbp.proposal.approved", "audit.action.gbp.proposal.approved"),
			Map.entry("gbp.proposal.rejected", "audit.action.gbp.proposal.rejected"),
			Map.entry("gbp.proposal.sending", "audit.action.gbp.proposal.sending"),
			Map.entry("gbp.proposal.failed", "audit.action.gbp.proposal.failed"),
			Map.entry("gbp.proposal.expired", "audit.action.gbp.proposal.expired"),
			Map.entry("gbp.proposal.recovered", "audit.action.gbp.proposal.recovered"),
			Map.entry("gbp.proposal.stale", "audit.action.gbp.proposal.stale"),
			Map.entry("gbp.proposal.withdrawn", "audit.action.gbp.proposal.withdrawn"),
			Map.entry("gbp.update-location", "audit.action.gbp.update-location"),
			Map.entry("gbp.update-status", "audit.action.gbp.update-status"),
			Map.entry("gbp.update-hours", "audit.action.gbp.update-hours"),
			Map.entry("gbp.create-post", "audit.action.gbp.create-post"),
			Map.entry("gbp.update-post", "audit.action.gbp.update-post"),
			Map.entry("gbp.delete-post", "audit.action.gbp.delete-post"),
			Map.entry("gbp.create-media", "audit.action.gbp.create-media"),
			Map.entry("gbp.update-media", "audit.action.gbp.update-media"),
			Map.entry("gbp.delete-media", "audit.action.gbp.delete-media"),
			Map.entry("gbp.update-attributes", "audit.action.gbp.update-attributes"),
			Map.entry("gbp.create-link", "audit.action.gbp.create-link"),
			Map.entry("gbp.update-link", "audit.action.gbp.update-link"),
			Map.entry("gbp.delete-link", "audit.action.gbp.delete-link"),
			Map.entry("gbp.reply-review", "audit.action.gbp.reply-review"),
			Map.entry("gbp.delete-review-reply", "audit.action.gbp.delete-review-reply"),
			Map.entry("guard.add", "audit.action.guard.add"), Map.entry("guard.delete", "audit.action.guard.delete"),
			Map.entry("guard.pause", "audit.action.guard.pause"),
			Map.entry("guard.resume", "audit.action.guard.resume"),
			Map.entry("hosting.host_added", "audit.action.hosting.host-added"),
			Map.entry("hosting.host_confirmed", "audit.action.hosting.host-confirmed"),
			Map.entry("hosting.host_removed", "audit.action.hosting.host-removed"),
			Map.entry("hosting.host_verified", "audit.action.hosting.host-verified"),
			Map.entry("identity.provider_checked", "audit.action.identity.provider-checked"),
			Map.entry("identity.provider_removed", "audit.action.identity.provider-removed"),
			Map.entry("identity.provider_saved", "audit.action.identity.provider-saved"),
			Map.entry("identity.sign_in", "audit.action.identity.sign-in"),
			Map.entry("invitation.accepted", "audit.action.invitation.accepted"),
			Map.entry("invitation.issued", "audit.action.invitation.issued"),
			Map.entry("invitation.reissued", "audit.action.invitation.reissued"),
			Map.entry("invitation.revoked", "audit.action.invitation.revoked"),
			Map.entry("keywords.list.create", "audit.action.keywords.list.create"),
			Map.entry("keywords.list.delete", "audit.action.keywords.list.delete"),
			Map.entry("keywords.list.import", "audit.action.keywords.list.import"),
			Map.entry("keywords.list.update", "audit.action.keywords.list.update"),
			Map.entry("location.add", "audit.action.location.add"),
			Map.entry("locations.import", "audit.action.locations.import"),
			Map.entry("reviewinbox.templates_saved", "audit.action.reviewinbox.templates-saved"),
			Map.entry("scan.batch", "audit.action.scan.batch"), Map.entry("scan.found", "audit.action.scan.found"),
			Map.entry("scan.reconcile", "audit.action.scan.reconcile"),
			Map.entry("scan.submit", "audit.action.scan.submit"),
			Map.entry("scan.write-off", "audit.action.scan.write-off"),
			Map.entry("share.created", "audit.action.share.created"),
			Map.entry("share.revoked", "audit.action.share.revoked"),
			Map.entry("spot.check", "audit.action.spot.check"),
			Map.entry("two-factor.disable", "audit.action.two-factor.disable"),
			Map.entry("two-factor.enrol", "audit.action.two-factor.enrol"),
			Map.entry("two-factor.enrolment-started", "audit.action.two-factor.enrolment-started"),
			Map.entry("two-factor.recovery-codes", "audit.action.two-factor.recovery-codes"),
			Map.entry("two-factor.sign-in", "audit.action.two-factor.sign-in"),
			Map.entry("upstream.api-key.add", "audit.action.upstream.api-key.add"),
			Map.entry("upstream.api-key.revoke", "audit.action.upstream.api-key.revoke"),
			Map.entry("upstream.api-key.rotate", "audit.action.upstream.api-key.rotate"),
			Map.entry("upstream.api-key.test", "audit.action.upstream.api-key.test"),
			Map.entry("upstream.oauth.connect", "audit.action.upstream.oauth.connect"),
			Map.entry("upstream.oauth.disconnect", "audit.action.upstream.oauth.disconnect"),
			Map.entry("upstream.oauth.renew", "audit.action.upstream.oauth.renew"),
			Map.entry("user.created", "audit.action.user.created"),
			Map.entry("user.disabled", "audit.action.user.disabled"),
			Map.entry("user.enabled", "audit.action.user.enabled"),
			Map.entry("user.password_reset", "audit.action.user.password-reset"),
			Map.entry("user.password_reset_asked", "audit.action.user.password-reset-asked"),
			Map.entry("user.password_reset_issued", "audit.action.user.password-reset-issued"),
			Map.entry("user.role_changed", "audit.action.user.role-changed"),
			Map.entry("user.workspaces_changed", "audit.action.user.workspaces-changed"),
			Map.entry("vault.key-rotation", "audit.action.vault.key-rotation"),
			Map.entry("workspace.archived", "audit.action.workspace.archived"),
			Map.entry("workspace.created", "audit.action.workspace.created"),
			Map.entry("workspace.language_changed", "audit.action.workspace.language-changed"),
			Map.entry("workspace.renamed", "audit.action.workspace.renamed"),
			Map.entry("workspace.restored", "audit.action.workspace.restored"),
			Map.entry("gbp.proposal.unknown", "audit.action.gbp.proposal.unknown"));

	private final transient AuditTrail trail;

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

	private final ComboBox<WorkspaceRow> workspace = new ComboBox<>(getTranslation("audit.filter.workspace"));

	private final ComboBox<String> action = new ComboBox<>(getTranslation("audit.filter.action"));

	private final TextField actor = new TextField(getTranslation("audit.filter.actor"));

	private final DatePicker from = DateInputs.picker(getTranslation("audit.filter.from"));

	private final DatePicker to = DateInputs.picker(getTranslation("audit.filter.to"));

	private final Grid<AuditRecord> grid = new DirectRowsGrid<>();

	AuditView(AuditTrail trail, WorkspaceService workspaces) {
		this.trail = trail;
		getStyle().set("padding", "var(--lumo-space-l)");
		List<WorkspaceRow> agencyWorkspaces = workspaces.agencyWorkspaces();
		Map<String, String> workspaceNames = agencyWorkspaces.stream()
			.collect(Collectors.toMap(row -> row.id().value(), WorkspaceRow::name));

		workspace.setId("audit-filter-workspace");
		workspace.setItems(agencyWorkspaces);
		workspace.setItemLabelGenerator(WorkspaceRow::name);
		workspace.setClearButtonVisible(true);
		action.setId("audit-filter-action");
		action.setItems(trail.actions());
		action.setItemLabelGenerator(this::action);
		action.setClearButtonVisible(true);
		actor.setId("audit-filter-actor");
		actor.setValueChangeMode(ValueChangeMode.LAZY);
		actor.setClearButtonVisible(true);
		actor.setMaxLength(AuditTrail.FILTER_MAX);
		from.setId("audit-filter-from");
		to.setId("audit-filter-to");
		from.setClearButtonVisible(true);
		to.setClearButtonVisible(true);
		workspace.addValueChangeListener(event -> refresh());
		action.addValueChangeListener(event -> refresh());
		actor.addValueChangeListener(event -> refresh());
		from.addValueChangeListener(event -> refresh());
		to.addValueChangeListener(event -> refresh());
		HorizontalLayout filters = new HorizontalLayout(workspace, action, actor, from, to);
		filters.setAlignItems(FlexComponent.Alignment.BASELINE);
		filters.setWrap(true);

		grid.setId("audit-grid");
		grid.addColumn(this::when).setHeader(getTranslation("audit.column.when")).setKey("when").setAutoWidth(true);
		ValueProvider<AuditRecord, String> workspaceName = row -> row.workspaceId() == null ? ""
				: workspaceNames.getOrDefault(row.workspaceId(), "");
		GridColumns.text(grid, AuditRecord::actorEmail)
			.setHeader(getTranslation("audit.column.who"))
			.setKey("actor")
			.setWidth("9em");
		GridColumns.text(grid, workspaceName)
			.setHeader(getTranslation("audit.column.workspace"))
			.setKey("workspace")
			.setWidth("7em");
		GridColumns.text(grid, row -> action(row.action()))
			.setHeader(getTranslation("audit.column.action"))
			.setKey("action")
			.setWidth("9em");
		GridColumns.text(grid, AuditRecord::target).setHeader(getTranslation("audit.column.target")).setKey("target");
		grid.addColumn(this::outcome)
			.setHeader(getTranslation("audit.column.outcome"))
			.setKey("outcome")
			.setAutoWidth(true);
		GridColumns.text(grid, AuditRecord::details)
			.setHeader(getTranslation("audit.column.details"))
			.setKey("details")
			.setFlexGrow(2);
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<AuditRecord>folded(row -> action(row.action()),
							List.of(this::when, AuditRecord::actorEmail, workspaceName),
							List.of(AuditRecord::target, this::outcome, AuditRecord::details)))
					.setHeader(getTranslation("audit.column.folded"))
					.setKey("folded"));
		grid.setPageSize(50);
		grid.setItems(query -> trail.page(filter(), query.getOffset(), query.getLimit()).stream(),
				query -> trail.count(filter()));

		add(new H2(getTranslation("audit.title")), filters, grid);
	}

	private AuditFilter filter() {
		String actorText = actor.getValue().strip();
		return new AuditFilter(workspace.getOptionalValue().map(WorkspaceRow::id).orElse(null), action.getValue(),
				actorText.isEmpty() ? null : actorText, from.getValue(), to.getValue());
	}

	private void refresh() {
		grid.getDataProvider().refreshAll();
	}

	/** "27. Nov. 2026, 14:05:09 UTC": the trail is kept and filtered in UTC. */
	private String when(AuditRecord row) {
		return formats.preciseUtc(row.occurredAt());
	}

	/**
	 * A recorded action in the reader's words; one Locus does not know reads as recorded.
	 */
	private String action(@Nullable String code) {
		String key = code == null ? null : ACTION_KEYS.get(code);
		return key == null ? Objects.toString(code, "") : getTranslation(key);
	}

	/**
	 * How the write ended in the reader's words; an unknown outcome reads as recorded.
	 */
	private String outcome(AuditRecord row) {
		String outcome = row.outcome();
		if (outcome == null) {
			return "";
		}
		return switch (outcome) {
			case "SUCCESS" -> getTranslation("audit.outcome.success");
			case "FAILURE" -> getTranslation("audit.outcome.failure");
			case "DENIED" -> getTranslation("audit.outcome.denied");
			case "UNKNOWN" -> getTranslation("audit.outcome.unknown");
			default -> outcome;
		};
	}

	@Override
	public String pageName() {
		return getTranslation("audit.title");
	}

}
