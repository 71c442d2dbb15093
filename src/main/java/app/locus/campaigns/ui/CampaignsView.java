package app.locus.campaigns.ui;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import app.locus.base.DisplayDates;
import app.locus.base.LocusException;
import app.locus.base.WorkspaceId;
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
import app.locus.tenancy.CostVisibility;
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
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * The workspace's campaigns with their schedule and cost, the actions their state allows,
 * and a form to create one with its cost and the credit forecast.
 */
@Route(value = CampaignsNavigation.ROUTE, layout = MainLayout.class)
@PageTitle("Campaigns · Locus")
@PermitAll
class CampaignsView extends Main implements BeforeEnterObserver {

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
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("campaigns-grid");
		GridColumns.text(grid, Campaign::name).setHeader("Name").setWidth("9em").setFlexGrow(2);
		GridColumns.text(grid, Campaign::frequencyLabel).setHeader("Frequency").setWidth("6em");
		GridColumns.text(grid, CampaignsView::start).setHeader("Start").setWidth("7em");
		GridColumns.text(grid, CampaignsView::size).setHeader("Locations × keywords × points").setWidth("7em");
		grid.addColumn(campaign -> campaign.creditsPerRun().stream().boxed().findFirst().orElse(null))
			.setHeader("Credits per run")
			.setKey("credits")
			.setWidth("6em");
		GridColumns.text(grid, Campaign::statusLabel).setHeader("Status").setWidth("6em");
		GridColumns.actionColumn(grid, this::actions, "14em").setFlexGrow(0);
		PhoneWidth.foldColumns(grid,
				() -> grid.addColumn(PhoneWidth.<Campaign>folded(Campaign::name,
						List.of(Campaign::frequencyLabel, campaign -> "from " + start(campaign), Campaign::statusLabel),
						List.of(campaign -> size(campaign) + " (locations × keywords × points)", this::creditsIfShown)))
					.setHeader("Campaign")
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
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		grid.setItems(campaigns.list(workspace));
		costsShown = costs.shown(workspace);
		GridColumns.keepOnlyIf(grid, "credits", costsShown);
		removeAll();
		add(new H2("Campaigns"));
		boolean writer = currentUser.require().role().canWrite();
		grid.setSelectionMode(writer ? Grid.SelectionMode.MULTI : Grid.SelectionMode.NONE);
		if (writer) {
			Button pauseSelected = new Button("Pause selected", click -> confirmBulk(BulkChange.PAUSE));
			pauseSelected.setId("campaign-pause-selected");
			Button resumeSelected = new Button("Resume selected", click -> confirmBulk(BulkChange.RESUME));
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
		add(new H3("New campaign"));
		CampaignForm form = new CampaignForm(savedLocations(), keywordLists.lists(workspace));
		Button check = new Button("Check cost and credits", click -> checkCost(form));
		check.setId("campaign-check");
		Button create = new Button("Create campaign", click -> create(form));
		create.setId("campaign-create");
		create.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		add(form, forecast, runOutWarning, new HorizontalLayout(check, create));
	}

	private static String size(Campaign campaign) {
		return campaign.placeIds().size() + " × " + campaign.keywords().size() + " × " + campaign.gridPoints();
	}

	private static String start(Campaign campaign) {
		return DisplayDates.dateTime(campaign.schedule().start().atTime(campaign.schedule().time()));
	}

	private String creditsIfShown(Campaign campaign) {
		// Empty for a person who may not see costs: the service leaves the figure out
		// (DD159).
		return campaign.creditsPerRun()
			.stream()
			.mapToObj(credits -> credits + " credits per run")
			.findFirst()
			.orElse("");
	}

	private List<SavedLocation> savedLocations() {
		try {
			return locations.pickerLocations(workspace);
		}
		catch (LocusException ex) {
			Notices.error("Saved locations could not be read: " + ex.getMessage());
			return List.of();
		}
	}

	private void checkCost(CampaignForm form) {
		ServiceCall.run(form.fields(), () -> {
			CampaignQuote quote = campaigns.quote(workspace, form.input());
			forecast.setText(describe(quote));
			runOutWarning.setVisible(quote.runsOutBeforeRenewal());
			runOutWarning.setText(quote.runsOutBeforeRenewal() ? "Warning: with this campaign the workspace's credits "
					+ "run out on " + quote.runOutDate() + ", before the subscription renews." : "");
		});
	}

	private void create(CampaignForm form) {
		if (ServiceCall.run(form.fields(), () -> campaigns.create(workspace, form.input()))) {
			Notices.success("Campaign created.");
			grid.setItems(campaigns.list(workspace));
		}
	}

	private static String describe(CampaignQuote quote) {
		if (quote.balance() == null) {
			return "The balance could not be read.";
		}
		String text = "Balance " + quote.balance() + " credits. ";
		if (quote.runOutDate() == null) {
			return text + "With this campaign the credits last until the renewal.";
		}
		return quote.runsOutBeforeRenewal() ? text
				: text + "With this campaign the credits would run out on " + quote.runOutDate() + ".";
	}

	private HorizontalLayout actions(Campaign campaign) {
		Anchor reports = new Anchor(CampaignsNavigation.reportsPath(workspace.value(), campaign.id().value()),
				"Reports");
		reports.setId("campaign-reports-" + campaign.id());
		HorizontalLayout actions = GridColumns.actions(reports);
		if (!currentUser.require().role().canWrite()) {
			// a client viewer gets no control the service would refuse
			return actions;
		}
		Button edit = new Button("Edit", click -> new CampaignEditDialog(campaign, changed -> {
			campaigns.update(workspace, campaign.id(), changed);
			Notices.success("Campaign updated.");
			grid.setItems(campaigns.list(workspace));
		}).open());
		edit.setId("campaign-edit-" + campaign.id());
		edit.addThemeVariants(ButtonVariant.LUMO_SMALL);
		Button copy = new Button("Clone", click -> new CampaignCloneDialog(cloning, locations, workspace, campaign,
				() -> grid.setItems(campaigns.list(workspace)))
			.open());
		copy.setId("campaign-clone-" + campaign.id());
		copy.addThemeVariants(ButtonVariant.LUMO_SMALL);
		actions.add(edit, copy);
		if (campaign.scheduled()) {
			Button run = new Button("Run now", click -> confirmRun(campaign));
			run.setId("campaign-run-" + campaign.id());
			run.addThemeVariants(ButtonVariant.LUMO_SMALL);
			actions.add(run);
		}
		if (campaign.canPause()) {
			actions.add(action("pause", campaign, () -> campaigns.pause(workspace, campaign.id())));
		}
		if (campaign.canResume()) {
			actions.add(action("resume", campaign, () -> campaigns.resume(workspace, campaign.id())));
		}
		if (campaign.canReactivate()) {
			actions.add(action("reactivate", campaign, () -> campaigns.reactivate(workspace, campaign.id())));
		}
		return actions;
	}

	/** Pausing or resuming several campaigns, as the confirmation words it. */
	private enum BulkChange {

		PAUSE("Pause", "paused", "an active", Campaign::canPause),
		RESUME("Resume", "resumed", "a paused", Campaign::canResume);

		final String verb;

		final String done;

		final String allowedState;

		final Predicate<Campaign> allowed;

		BulkChange(String verb, String done, String allowedState, Predicate<Campaign> allowed) {
			this.verb = verb;
			this.done = done;
			this.allowedState = allowedState;
			this.allowed = allowed;
		}

		String forecast(Campaign campaign) {
			return campaign.name() + ": " + (allowed.test(campaign) ? "will be " + done
					: "stays " + campaign.statusLabel() + " (only " + allowedState + " campaign can be " + done + ")");
		}

	}

	private void confirmBulk(BulkChange change) {
		List<Campaign> chosen = grid.getSelectedItems().stream().sorted(Comparator.comparing(Campaign::name)).toList();
		if (chosen.isEmpty()) {
			Notices.error("Tick the campaigns to " + change.verb.toLowerCase(Locale.ROOT) + " first.");
			return;
		}
		UnorderedList plan = new UnorderedList();
		chosen.forEach(campaign -> plan.add(new ListItem(change.forecast(campaign))));
		ConfirmDialog dialog = new ConfirmDialog();
		dialog.setHeader(change.verb + " " + chosen.size() + (chosen.size() == 1 ? " campaign?" : " campaigns?"));
		dialog.setText(plan);
		dialog.setConfirmText(change.verb + " selected");
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
				ListItem line = new ListItem(names.get(outcome.id()) + ": " + outcome.message());
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
		ConfirmDialog dialog = new ConfirmDialog("Run " + campaign.name() + " now?",
				"This run spends " + campaign.creditsPerRun().orElseThrow() + " credits (" + campaign.placeIds().size()
						+ " locations × " + campaign.keywords().size() + " keywords × " + campaign.gridPoints()
						+ " points). It is sent once and never retried.",
				"Run now", confirmed -> run(campaign, false));
		dialog.setId("campaign-run-dialog");
		dialog.setCancelable(true);
		dialog.open();
	}

	private void run(Campaign campaign, boolean overBudgetConfirmed) {
		try {
			campaigns.runNow(workspace, campaign.id(), overBudgetConfirmed);
			Notices.success(campaign.name() + " is queued at the service.");
		}
		catch (OverBudgetException over) {
			ConfirmDialog dialog = new ConfirmDialog("Over the monthly budget", over.getMessage(), "Run anyway",
					confirmed -> run(campaign, true));
			dialog.setId("over-budget-dialog");
			dialog.setCancelable(true);
			dialog.open();
		}
		catch (LocusException ex) {
			Notices.error(ex.getMessage());
		}
	}

	private Button action(String name, Campaign campaign, Runnable call) {
		Button button = new Button(Character.toUpperCase(name.charAt(0)) + name.substring(1), click -> {
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
