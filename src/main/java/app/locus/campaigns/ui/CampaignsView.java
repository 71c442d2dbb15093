package app.locus.campaigns.ui;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import app.locus.base.LocusException;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.ui.ServiceCall;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignBulkActions;
import app.locus.campaigns.CampaignBulkActions.BulkOutcome;
import app.locus.campaigns.CampaignCloning;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.CampaignQuote;
import app.locus.campaigns.CampaignService;
import app.locus.credits.OverBudgetException;
import app.locus.keywords.KeywordListService;
import app.locus.locations.LocationService;
import app.locus.locations.SavedLocation;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.tenancy.CostVisibility;
import app.locus.upstream.api.campaigns.CampaignStatus;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * The workspace's campaigns with their schedule and cost, the actions their state allows,
 * and a form to create one with its cost and the credit forecast. Its words are in the
 * page's language ({@code campaigns.*}).
 */
@Route(value = CampaignsNavigation.ROUTE, layout = MainLayout.class)
@PermitAll
class CampaignsView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient CampaignService campaigns;

	private final transient LocationService locations;

	private final transient CampaignCloning cloning;

	private final transient CampaignBulkActions bulk;

	private final UnorderedList bulkResults = new UnorderedList();

	private final transient KeywordListService keywordLists;

	private final Grid<Campaign> grid = new DirectRowsGrid<>();

	private final Paragraph forecast = new Paragraph();

	private final Paragraph runOutWarning = new Paragraph();

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private WorkspaceId workspace;

	private final transient CurrentUser currentUser;

	private final transient CostVisibility costs;

	private final LocaleFormats formats;

	/** Whether this person sees credits; the folded column leaves them out otherwise. */
	private boolean costsShown;

	CampaignsView(CampaignService campaigns, LocationService locations, CampaignCloning cloning,
			CampaignBulkActions bulk, KeywordListService keywordLists, CurrentUser currentUser, CostVisibility costs) {
		this.costs = costs;
		this.keywordLists = keywordLists;
		this.campaigns = campaigns;
		this.locations = locations;
		this.cloning = cloning;
		this.bulk = bulk;
		this.currentUser = currentUser;
		this.formats = LocaleFormats.of(getLocale());
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("campaigns-grid");
		GridColumns.text(grid, Campaign::name)
			.setHeader(getTranslation("campaigns.column.name"))
			.setWidth("9em")
			.setFlexGrow(2);
		GridColumns.text(grid, this::frequency).setHeader(getTranslation("campaigns.column.frequency")).setWidth("6em");
		GridColumns.text(grid, this::start).setHeader(getTranslation("campaigns.column.start")).setWidth("7em");
		GridColumns.text(grid, this::size).setHeader(getTranslation("campaigns.column.size")).setWidth("7em");
		grid.addColumn(this::credits)
			.setHeader(getTranslation("campaigns.column.credits"))
			.setKey("credits")
			.setWidth("6em");
		GridColumns.text(grid, this::status).setHeader(getTranslation("campaigns.column.status")).setWidth("6em");
		GridColumns.actionColumn(grid, this::actions, "14em").setFlexGrow(0);
		PhoneWidth.foldColumns(grid, () -> grid
			.addColumn(PhoneWidth.<Campaign>folded(Campaign::name,
					List.of(this::frequency, campaign -> getTranslation("campaigns.folded.from", start(campaign)),
							this::status),
					List.of(campaign -> getTranslation("campaigns.folded.size", size(campaign)), this::creditsIfShown)))
			.setHeader(getTranslation("campaigns.column.folded"))
			.setKey("folded"));
		forecast.setId("campaign-forecast");
		runOutWarning.setId("campaign-runout-warning");
		runOutWarning.getStyle()
			.set("color", "var(--lumo-error-text-color)")
			.set("background", "var(--lumo-error-color-10pct)")
			.set("padding", "var(--lumo-space-s)");
		runOutWarning.setVisible(false);
		bulkResults.setId("campaign-bulk-results");
	}

	@Override
	public String pageName() {
		return getTranslation("campaigns.list.title");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		grid.setItems(campaigns.list(workspace));
		costsShown = costs.shown(workspace);
		GridColumns.keepOnlyIf(grid, "credits", costsShown);
		removeAll();
		add(new H2(getTranslation("campaigns.list.title")));
		boolean writer = currentUser.require().role().canWrite();
		grid.setSelectionMode(writer ? Grid.SelectionMode.MULTI : Grid.SelectionMode.NONE);
		if (writer) {
			Button pauseSelected = new Button(getTranslation(BulkChange.PAUSE.selected),
					click -> confirmBulk(BulkChange.PAUSE));
			pauseSelected.setId("campaign-pause-selected");
			Button resumeSelected = new Button(getTranslation(BulkChange.RESUME.selected),
					click -> confirmBulk(BulkChange.RESUME));
			resumeSelected.setId("campaign-resume-selected");
			bulkResults.removeAll();
			add(new HorizontalLayout(pauseSelected, resumeSelected), bulkResults);
		}
		add(grid);
		if (!writer) {
			// the form, its cost check and its button write or spend: a client viewer
			// gets none
			return;
		}
		add(new H3(getTranslation("campaigns.new.title")));
		CampaignForm form = new CampaignForm(savedLocations(), keywordLists.lists(workspace));
		Button check = new Button(getTranslation("campaigns.new.check"), click -> checkCost(form));
		check.setId("campaign-check");
		Button create = new Button(getTranslation("campaigns.new.create"), click -> create(form));
		create.setId("campaign-create");
		create.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		add(form, forecast, runOutWarning, new HorizontalLayout(check, create));
	}

	/** "1 × 2 × 49": locations × keywords × points. */
	private String size(Campaign campaign) {
		return getTranslation("campaigns.size", campaign.placeIds().size(), campaign.keywords().size(),
				campaign.gridPoints());
	}

	private String start(Campaign campaign) {
		return formats.dateTime(campaign.schedule().start().atTime(campaign.schedule().time()));
	}

	private String frequency(Campaign campaign) {
		return CampaignForm.frequencyText(this::getTranslation, campaign.schedule().frequency());
	}

	private String status(Campaign campaign) {
		return statusText(campaign.status());
	}

	/** A campaign's state in a word that also fits a sentence ("paused"). */
	private String statusText(CampaignStatus status) {
		return getTranslation(switch (status) {
			case ACTIVE -> "campaigns.status.active";
			case PAUSED -> "campaigns.status.paused";
			case DEACTIVATED -> "campaigns.status.deactivated";
			case COMPLETED -> "campaigns.status.completed";
		});
	}

	/** What one run spends; empty for a person who may not see costs (DD159). */
	private String credits(Campaign campaign) {
		return campaign.creditsPerRun()
			.stream()
			.mapToObj(credits -> getTranslation("campaigns.figure.credits", credits))
			.findFirst()
			.orElse("");
	}

	private String creditsIfShown(Campaign campaign) {
		// Empty for a person who may not see costs: the service leaves the figure out
		// (DD159).
		return campaign.creditsPerRun()
			.stream()
			.mapToObj(credits -> getTranslation("campaigns.folded.credits", credits))
			.findFirst()
			.orElse("");
	}

	private List<SavedLocation> savedLocations() {
		try {
			return locations.pickerLocations(workspace);
		}
		catch (LocusException ex) {
			Notices.error(getTranslation("campaigns.locations.error", ex.getMessage()));
			return List.of();
		}
	}

	private void checkCost(CampaignForm form) {
		ServiceCall.run(form.fields(), () -> {
			CampaignQuote quote = campaigns.quote(workspace, form.input());
			forecast.setText(describe(quote));
			runOutWarning.setVisible(quote.runsOutBeforeRenewal());
			// the day as the service's ISO date in every language, as the page wrote it
			runOutWarning.setText(quote.runsOutBeforeRenewal()
					? getTranslation("campaigns.forecast.run-out-warning", String.valueOf(quote.runOutDate())) : "");
		});
	}

	private void create(CampaignForm form) {
		if (ServiceCall.run(form.fields(), () -> campaigns.create(workspace, form.input()))) {
			Notices.success(getTranslation("campaigns.created"));
			grid.setItems(campaigns.list(workspace));
		}
	}

	private String describe(CampaignQuote quote) {
		if (quote.balance() == null) {
			return getTranslation("campaigns.forecast.no-balance");
		}
		if (quote.runOutDate() == null) {
			return getTranslation("campaigns.forecast.lasts", quote.balance());
		}
		return quote.runsOutBeforeRenewal() ? getTranslation("campaigns.forecast.balance", quote.balance())
				: getTranslation("campaigns.forecast.runs-out-after-renewal", quote.balance(),
						String.valueOf(quote.runOutDate()));
	}

	private HorizontalLayout actions(Campaign campaign) {
		Anchor reports = new Anchor(CampaignsNavigation.reportsPath(workspace.value(), campaign.id().value()),
				getTranslation("campaigns.action.reports"));
		reports.setId("campaign-reports-" + campaign.id());
		HorizontalLayout actions = GridColumns.actions(reports);
		if (!currentUser.require().role().canWrite()) {
			// a client viewer gets no control the service would refuse
			return actions;
		}
		Button edit = new Button(getTranslation("campaigns.action.edit"),
				click -> new CampaignEditDialog(campaign, changed -> {
					campaigns.update(workspace, campaign.id(), changed);
					Notices.success(getTranslation("campaigns.updated"));
					grid.setItems(campaigns.list(workspace));
				}).open());
		edit.setId("campaign-edit-" + campaign.id());
		edit.addThemeVariants(ButtonVariant.LUMO_SMALL);
		Button copy = new Button(getTranslation("campaigns.action.clone"), click -> new CampaignCloneDialog(cloning,
				locations, workspace, campaign, () -> grid.setItems(campaigns.list(workspace)))
			.open());
		copy.setId("campaign-clone-" + campaign.id());
		copy.addThemeVariants(ButtonVariant.LUMO_SMALL);
		actions.add(edit, copy);
		if (campaign.scheduled()) {
			Button run = new Button(getTranslation("campaigns.action.run"), click -> confirmRun(campaign));
			run.setId("campaign-run-" + campaign.id());
			run.addThemeVariants(ButtonVariant.LUMO_SMALL);
			actions.add(run);
		}
		if (campaign.canPause()) {
			actions.add(action("pause", getTranslation("campaigns.action.pause"), campaign,
					() -> campaigns.pause(workspace, campaign.id())));
		}
		if (campaign.canResume()) {
			actions.add(action("resume", getTranslation("campaigns.action.resume"), campaign,
					() -> campaigns.resume(workspace, campaign.id())));
		}
		if (campaign.canReactivate()) {
			actions.add(action("reactivate", getTranslation("campaigns.action.reactivate"), campaign,
					() -> campaigns.reactivate(workspace, campaign.id())));
		}
		return actions;
	}

	/**
	 * Pausing or resuming several campaigns, with the keys of the confirmation's words
	 * and the state a campaign is in once it is done.
	 */
	private enum BulkChange {

		PAUSE(Campaign::canPause, CampaignStatus.PAUSED, "campaigns.bulk.pause.selected", "campaigns.bulk.pause.none",
				"campaigns.bulk.pause.title", "campaigns.bulk.pause.will", "campaigns.bulk.pause.stays"),
		RESUME(Campaign::canResume, CampaignStatus.ACTIVE, "campaigns.bulk.resume.selected",
				"campaigns.bulk.resume.none", "campaigns.bulk.resume.title", "campaigns.bulk.resume.will",
				"campaigns.bulk.resume.stays");

		final Predicate<Campaign> allowed;

		final CampaignStatus after;

		/** The button and the confirmation: "Pause selected". */
		final String selected;

		/** Nothing ticked. */
		final String none;

		/** The confirmation's question, with the number of campaigns. */
		final String title;

		/** A campaign that changes, by name. */
		final String will;

		/** A campaign whose state does not allow the change, by name and state. */
		final String stays;

		BulkChange(Predicate<Campaign> allowed, CampaignStatus after, String selected, String none, String title,
				String will, String stays) {
			this.allowed = allowed;
			this.after = after;
			this.selected = selected;
			this.none = none;
			this.title = title;
			this.will = will;
			this.stays = stays;
		}

	}

	private String forecast(BulkChange change, Campaign campaign) {
		return change.allowed.test(campaign) ? getTranslation(change.will, campaign.name())
				: getTranslation(change.stays, campaign.name(), status(campaign));
	}

	private void confirmBulk(BulkChange change) {
		List<Campaign> chosen = grid.getSelectedItems().stream().sorted(Comparator.comparing(Campaign::name)).toList();
		if (chosen.isEmpty()) {
			Notices.error(getTranslation(change.none));
			return;
		}
		UnorderedList plan = new UnorderedList();
		chosen.forEach(campaign -> plan.add(new ListItem(forecast(change, campaign))));
		ConfirmDialog dialog = new ConfirmDialog();
		dialog.setHeader(getTranslation(change.title, chosen.size()));
		dialog.setText(plan);
		dialog.setConfirmText(getTranslation(change.selected));
		dialog.setCancelText(getTranslation("campaigns.cancel"));
		dialog.addConfirmListener(confirmed -> applyBulk(change, chosen));
		dialog.setCancelable(true);
		dialog.setId("campaign-bulk-dialog");
		dialog.open();
	}

	private void applyBulk(BulkChange change, List<Campaign> chosen) {
		List<CampaignId> ids = chosen.stream().map(Campaign::id).toList();
		try {
			List<BulkOutcome> outcomes = change == BulkChange.PAUSE ? bulk.pauseAll(workspace, ids)
					: bulk.resumeAll(workspace, ids);
			Map<CampaignId, String> names = chosen.stream().collect(Collectors.toMap(Campaign::id, Campaign::name));
			bulkResults.removeAll();
			for (BulkOutcome outcome : outcomes) {
				// a refusal is the service's own message
				ListItem line = new ListItem(outcome.done()
						? getTranslation("campaigns.bulk.done", names.get(outcome.id()), statusText(change.after))
						: getTranslation("campaigns.bulk.refused", names.get(outcome.id()), outcome.message()));
				line.setId("campaign-bulk-result-" + outcome.id());
				if (!outcome.done()) {
					line.getStyle().set("color", "var(--lumo-error-text-color)");
				}
				bulkResults.add(line);
			}
		}
		catch (LocusException ex) {
			Notices.error(ex.getMessage());
		}
		grid.deselectAll();
		grid.setItems(campaigns.list(workspace));
	}

	private void confirmRun(Campaign campaign) {
		ConfirmDialog dialog = new ConfirmDialog(getTranslation("campaigns.run-now.title", campaign.name()),
				getTranslation("campaigns.run-now.text", campaign.creditsPerRun().orElseThrow(),
						campaign.placeIds().size(), campaign.keywords().size(), campaign.gridPoints()),
				getTranslation("campaigns.action.run"), confirmed -> run(campaign, false));
		dialog.setCancelText(getTranslation("campaigns.cancel"));
		dialog.setId("campaign-run-dialog");
		dialog.setCancelable(true);
		dialog.open();
	}

	private void run(Campaign campaign, boolean overBudgetConfirmed) {
		try {
			campaigns.runNow(workspace, campaign.id(), overBudgetConfirmed);
			Notices.success(getTranslation("campaigns.run-now.queued", campaign.name()));
		}
		catch (OverBudgetException over) {
			// the budget's own words come from the service
			ConfirmDialog dialog = new ConfirmDialog(getTranslation("campaigns.over-budget.title"), over.getMessage(),
					getTranslation("campaigns.over-budget.run"), confirmed -> run(campaign, true));
			dialog.setCancelText(getTranslation("campaigns.cancel"));
			dialog.setId("over-budget-dialog");
			dialog.setCancelable(true);
			dialog.open();
		}
		catch (LocusException ex) {
			Notices.error(ex.getMessage());
		}
	}

	private Button action(String name, String label, Campaign campaign, Runnable call) {
		Button button = new Button(label, click -> {
			try {
				call.run();
				grid.setItems(campaigns.list(workspace));
			}
			catch (LocusException ex) {
				Notices.error(ex.getMessage());
			}
		});
		button.setId("campaign-" + name + "-" + campaign.id());
		button.addThemeVariants(ButtonVariant.LUMO_SMALL);
		return button;
	}

}
