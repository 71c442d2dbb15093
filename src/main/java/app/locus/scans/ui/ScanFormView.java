package app.locus.scans.ui;

import java.math.BigDecimal;
import java.time.LocalTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import app.locus.aivisibility.AiVisibilityService;
import app.locus.aivisibility.ScanPlan;
import app.locus.aivisibility.Share;
import app.locus.base.DisplayDates;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.Background;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Failures;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.ui.ServiceCall;
import app.locus.base.ui.UnexpectedErrors;
import app.locus.calendar.CalendarEntry;
import app.locus.credits.BudgetCheck;
import app.locus.credits.OverBudgetException;
import app.locus.base.ui.ListPickers;
import app.locus.keywords.KeywordList;
import app.locus.keywords.KeywordListService;
import app.locus.locations.LocationService;
import app.locus.locations.SavedLocation;
import app.locus.reports.ArrivalFeed;
import app.locus.scans.DuplicateSubmissionException;
import app.locus.scans.InsufficientCreditsException;
import app.locus.scans.PollingPolicy;
import app.locus.scans.ScanInput;
import app.locus.scans.ScanQuote;
import app.locus.scans.ScanService;
import app.locus.scans.Submission;
import app.locus.scans.SubmissionStatus;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.upstream.api.Keyword;
import com.vaadin.flow.component.AbstractField;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.progressbar.ProgressBar;
import com.vaadin.flow.component.textfield.BigDecimalField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * Runs one ranking scan: settings, a preview of the grid, the cost against the balance
 * before anything is spent, one submission (a second one of the same settings needs an
 * explicit confirmation), and its progress. Managers and admins only.
 */
@Route(value = ScansNavigation.NEW_SCAN_ROUTE, layout = MainLayout.class)
@PermitAll
class ScanFormView extends Main implements BeforeEnterObserver {

	static final String UNKNOWN_MEANS = "UNKNOWN: the service gave no clear answer, so credits may have been spent. "
			+ "Locus never sends such a scan again by itself; it looks for the report in the listings, and it "
			+ "appears in the gallery if it was made.";

	private final transient ScanService scans;

	private final transient LocationService locations;

	private final transient KeywordListService keywordLists;

	private final Div keywordFromList = new Div();

	private final transient ArrivalFeed arrivals;

	private final transient Background background;

	private List<SavedLocation> pickerItems = List.of();

	private final transient CurrentUser currentUser;

	private final ComboBox<SavedLocation> location = new ComboBox<>("Saved location");

	private final BigDecimalField lat = new BigDecimalField("Centre latitude");

	private final BigDecimalField lng = new BigDecimalField("Centre longitude");

	private final TextField keyword = new TextField("Keyword");

	private final ScanSettingsFields settings = new ScanSettingsFields();

	private final Button checkCost = new Button("Check cost");

	private final Paragraph cost = new Paragraph();

	private final Paragraph aiPlan = new Paragraph();

	private final transient AiVisibilityService aiVisibility;

	private final Paragraph duplicateWarning = new Paragraph();

	private final Paragraph budgetNotice = new Paragraph();

	private final Paragraph unpaidRunNotice = new Paragraph();

	private final Checkbox confirmDuplicate = new Checkbox("Yes, run the same scan again and spend the credits");

	private final Button run = new Button("Run scan");

	private final ProgressBar sending = new ProgressBar();

	private final Paragraph progress = new Paragraph();

	private final Div reportLink = new Div();

	private final Grid<Submission> recent = new DirectRowsGrid<>();

	private final Anchor batchLink = new Anchor("", "Scan several keywords or locations at once");

	private final Map<String, HasValidation> fields = new HashMap<>(
			Map.<String, HasValidation>of("placeId", location, "keyword", keyword, "lat", lat, "lng", lng));

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	private transient @Nullable ScanQuote quote;

	private boolean submitting;

	ScanFormView(ScanService scans, LocationService locations, KeywordListService keywordLists, ArrivalFeed arrivals,
			Background background, CurrentUser currentUser, AiVisibilityService aiVisibility) {
		this.aiVisibility = aiVisibility;
		this.keywordLists = keywordLists;
		this.scans = scans;
		this.locations = locations;
		this.arrivals = arrivals;
		this.background = background;
		this.currentUser = currentUser;
		getStyle().set("padding", "var(--lumo-space-l)");
		fields.putAll(settings.fields());
		buildFields();
		checkCost.setId("check-cost");
		checkCost.addClickListener(event -> checkCost());
		cost.setId("cost");
		aiPlan.setId("ai-scan-plan");
		aiPlan.setVisible(false);
		duplicateWarning.setId("duplicate-warning");
		duplicateWarning.setVisible(false);
		budgetNotice.setId("scan-budget-notice");
		budgetNotice.setVisible(false);
		unpaidRunNotice.setId("scan-unpaid-run");
		unpaidRunNotice.setVisible(false);
		unpaidRunNotice.getStyle().set("color", "var(--lumo-error-text-color)");
		confirmDuplicate.setId("confirm-duplicate");
		confirmDuplicate.setVisible(false);
		confirmDuplicate.addValueChangeListener(event -> updateRunButton());
		run.setId("run-scan");
		run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		run.setDisableOnClick(true);
		run.setEnabled(false);
		run.addClickListener(event -> submit());
		sending.setIndeterminate(true);
		sending.setVisible(false);
		sending.setId("sending");
		progress.setId("scan-progress");
		reportLink.setId("report-link-box");

		recent.setId("recent-submissions");
		GridColumns.text(recent, ScanFormView::submittedAt).setHeader("Submitted").setWidth("9em");
		GridColumns.text(recent, Submission::keyword).setHeader("Keyword").setWidth("7em").setFlexGrow(2);
		GridColumns.text(recent, s -> s.platform().displayName()).setHeader("Platform").setWidth("6em");
		recent.addColumn(ScanFormView::grid).setHeader("Grid").setWidth("5em");
		recent.addColumn(Submission::credits).setHeader("Credits").setWidth("5em");
		GridColumns.text(recent, s -> s.status().name()).setHeader("Status").setWidth("7em");
		GridColumns.text(recent, s -> s.message() == null ? "" : s.message())
			.setHeader("Note")
			.setWidth("7em")
			.setFlexGrow(2);
		GridColumns.actionColumn(recent, this::reportLink, "5em").setFlexGrow(0);
		PhoneWidth.foldColumns(recent,
				() -> recent
					.addColumn(PhoneWidth.<Submission>folded(Submission::keyword,
							List.of(ScanFormView::submittedAt, s -> s.platform().displayName(), ScanFormView::grid),
							List.of(s -> s.credits() + " credits", s -> s.status().name(), Submission::message)))
					.setHeader("Scan")
					.setKey("folded"));
		recent.setAllRowsVisible(true);
		Paragraph unknown = new Paragraph(UNKNOWN_MEANS);
		unknown.setId("unknown-explained");

		HorizontalLayout where = new HorizontalLayout(location, lat, lng);
		where.setWrap(true);
		batchLink.setId("batch-scan-link");
		HorizontalLayout what = new HorizontalLayout(keyword, keywordFromList);
		what.setWrap(true);
		what.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
		add(new H2("Run a scan"),
				new Paragraph("Only saved locations can be scanned; save new ones on the Locations page."), batchLink,
				where, what, settings, checkCost, cost, aiPlan, budgetNotice, unpaidRunNotice, duplicateWarning,
				confirmDuplicate, run, sending, progress, reportLink, new H3("Recent scans of this workspace"), unknown,
				recent);
	}

	private void buildFields() {
		location.setId("scan-location");
		location
			.setItemLabelGenerator(saved -> saved.name() + (saved.address() == null ? "" : " — " + saved.address()));
		location.setWidth("28em");
		location.addValueChangeListener(event -> {
			SavedLocation chosen = event.getValue();
			if (chosen != null && chosen.center() != null) {
				lat.setValue(chosen.center().lat());
				lng.setValue(chosen.center().lng());
			}
		});
		lat.setId("scan-lat");
		lng.setId("scan-lng");
		lat.setHelperText("The grid is centred here; the saved location's coordinates unless changed.");
		keyword.setId("scan-keyword");
		keyword.setHelperText("Up to " + Keyword.MAX_LENGTH + " characters, no commas.");
		List<AbstractField<?, ?>> inputs = List.of(location, lat, lng, keyword);
		inputs.forEach(field -> field.addValueChangeListener(event -> settingsChanged()));
		settings.addChangeListener(this::settingsChanged);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		if (!currentUser.require().role().canWrite()) {
			throw new NotFoundException("page");
		}
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		batchLink.setHref(ScansNavigation.batchPath(workspace));
		WorkspaceId id = workspace;
		keywordFromList.removeAll();
		keywordFromList.add(ListPickers.oneItem("scan-keyword-from-list", "Keyword from a list",
				KeywordList.allKeywords(keywordLists.lists(id)), keyword::setValue));
		location.setPlaceholder("Loading saved locations…");
		background.run(() -> locations.pickerLocations(id), saved -> {
			// Re-entering the form keeps this view; replacing equal items would clear the
			// person's choice.
			if (!saved.equals(pickerItems)) {
				pickerItems = List.copyOf(saved);
				location.setItems(pickerItems);
			}
			location.setPlaceholder(saved.isEmpty() ? "No saved location yet" : "Choose a location");
		}, failure -> location
			.setPlaceholder("Saved locations could not be loaded: " + UnexpectedErrors.describe(failure)));
		refreshRecent();
		settingsChanged();
	}

	ScanInput input() {
		SavedLocation chosen = location.getValue();
		return settings.value()
			.at(chosen == null ? null : chosen.placeId(), keyword.getValue(), lat.getValue(), lng.getValue());
	}

	/** Any change of the settings needs a new quote before spending. */
	private void settingsChanged() {
		quote = null;
		cost.setText("Check the cost before running the scan.");
		aiPlan.setVisible(false);
		duplicateWarning.setVisible(false);
		budgetNotice.setVisible(false);
		unpaidRunNotice.setVisible(false);
		confirmDuplicate.setVisible(false);
		confirmDuplicate.setValue(false);
		updateRunButton();
	}

	private void checkCost() {
		WorkspaceId id = workspace;
		ScanInput settings = input();
		ServiceCall.run(fields, () -> {
			quote = scans.quote(id, settings);
			showQuote(quote);
			showAiPlan(id, settings);
		});
		updateRunButton();
	}

	private void showQuote(ScanQuote answer) {
		String balance = answer.balance() == null ? "The current balance is not known."
				: "Balance now: " + answer.balance() + " credits; after the scan: " + answer.balanceAfter() + ".";
		if (!answer.affordable()) {
			cost.setText(InsufficientCreditsException.message(answer.cost()) + " " + balance);
		}
		else {
			cost.setText("This scan costs " + answer.cost() + " credits. " + balance);
		}
		CalendarEntry unpaid = answer.unpaidRun();
		unpaidRunNotice.setVisible(unpaid != null);
		if (unpaid != null) {
			LocalTime at = unpaid.time();
			unpaidRunNotice.setText(getTranslation("credits.scan.unpaidRun", answer.balanceAfter(), unpaid.what(),
					at == null ? DisplayDates.day(unpaid.date()) : DisplayDates.dateTime(unpaid.date().atTime(at)),
					unpaid.credits().orElse(0)));
		}
		budgetNotice.setVisible(answer.overBudget());
		if (answer.overBudget()) {
			BudgetCheck check = answer.budget();
			String over = "This scan takes the month past the workspace's monthly budget of " + check.budget()
					+ " credits (" + check.spentThisMonth() + " spent, " + check.overrun() + " over). ";
			budgetNotice.setText(over + (agencyAdmin() ? "You will be asked to confirm it."
					: "Only an agency admin can confirm that: ask one to run this scan."));
		}
		if (answer.needsDuplicateConfirmation()) {
			Submission duplicate = Objects.requireNonNull(answer.recentDuplicate(), "needs confirmation: there is one");
			warnDuplicate("The same scan was submitted at " + duplicate.createdAt() + " (status " + duplicate.status()
					+ "). Running it again spends another " + answer.cost() + " credits.");
		}
	}

	/**
	 * Under an AI scan's price, what it takes to tell a change from the noise of AI
	 * answers with scans like it (issue 49).
	 */
	private void showAiPlan(WorkspaceId id, ScanInput settings) {
		Optional<ScanPlan> plan = aiVisibility.planScan(id, settings.placeId(), settings.keyword(), settings.platform(),
				settings.gridSize());
		aiPlan.setVisible(plan.isPresent());
		plan.ifPresent(this::showAiPlan);
	}

	private void showAiPlan(ScanPlan plan) {
		Share baseline = plan.baseline();
		aiPlan
			.setText(getTranslation("aivisibility.scanPlan", plan.changePoints(), plan.plan().scansPerPeriod(),
					plan.plan().credits())
					+ " "
					+ (baseline == null ? getTranslation("aivisibility.scanPlan.noBaseline") : getTranslation(
							"aivisibility.scanPlan.baseline",
							LocaleFormats.of(getLocale()).percent(BigDecimal.valueOf(baseline.value() * 100), 0))));
	}

	private void warnDuplicate(String message) {
		duplicateWarning.setText(message);
		duplicateWarning.setVisible(true);
		confirmDuplicate.setVisible(true);
	}

	private void updateRunButton() {
		boolean ready = quote != null && quote.affordable() && (!quote.overBudget() || agencyAdmin())
				&& (!confirmDuplicate.isVisible() || confirmDuplicate.getValue());
		run.setEnabled(ready && !submitting);
	}

	private boolean agencyAdmin() {
		return currentUser.require().role() == Role.AGENCY_ADMIN;
	}

	private void submit() {
		submit(false);
	}

	private void submit(boolean overBudgetConfirmed) {
		if (submitting || quote == null) {
			return;
		}
		submitting = true;
		run.setEnabled(false);
		sending.setVisible(true);
		progress.setText("Sending the scan…");
		reportLink.removeAll();
		WorkspaceId id = workspace;
		ScanInput settings = input();
		boolean confirmed = confirmDuplicate.isVisible() && confirmDuplicate.getValue();
		background.run(() -> scans.submit(id, settings, confirmed, overBudgetConfirmed), this::submitted,
				this::refused);
	}

	private void submitted(Submission submission) {
		sending.setVisible(false);
		cost.setText(afterSending(quote, submission));
		quote = null;
		confirmDuplicate.setValue(false);
		confirmDuplicate.setVisible(false);
		duplicateWarning.setVisible(false);
		refreshRecent();
		switch (submission.status()) {
			case COMPLETE -> done(submission);
			case QUEUED -> {
				progress.setText("The scan is queued at the service. Checking for the report every "
						+ PollingPolicy.STANDARD.interval().toSeconds() + " s…");
				getUI().ifPresent(ui -> ScanArrivalNotice.watch(ui, arrivals, workspace, submission));
				poll(submission);
			}
			case UNKNOWN -> finish(UNKNOWN_MEANS);
			default -> finish("The scan ended as " + submission.status() + ": " + submission.message());
		}
	}

	/** The quote's balance was read before the spend: say what the scan took instead. */
	private static String afterSending(@Nullable ScanQuote sent, Submission submission) {
		boolean spent = submission.status() == SubmissionStatus.COMPLETE
				|| submission.status() == SubmissionStatus.QUEUED;
		if (sent == null || !spent) {
			return "Check the cost again before another scan.";
		}
		String balance = sent.balanceAfter() == null ? ""
				: " The balance is now about " + sent.balanceAfter() + " credits.";
		return "This scan took " + sent.cost() + " credits." + balance + " Check the cost again before another scan.";
	}

	private void refused(RuntimeException failure) {
		sending.setVisible(false);
		submitting = false;
		progress.setText("");
		if (failure instanceof DuplicateSubmissionException duplicate) {
			warnDuplicate(duplicate.getMessage());
			updateRunButton();
			return;
		}
		if (failure instanceof OverBudgetException over) {
			updateRunButton();
			confirmOverBudget(over);
			return;
		}
		quote = null;
		if (failure instanceof ValidationException) {
			Failures.show(failure, fields);
		}
		else {
			String message = UnexpectedErrors.describe(failure);
			progress.setText(message);
			Notices.error(message);
		}
		updateRunButton();
	}

	private void confirmOverBudget(OverBudgetException over) {
		OverBudgetDialog.open("over-budget-dialog", over, "Run the scan anyway", () -> submit(true));
	}

	private void poll(Submission submission) {
		QueuedScanPolling.poll(background, scans, workspace, submission, 0, new QueuedScanPolling.Watcher() {

			@Override
			public void stillQueued(Submission checked, int attempt) {
				progress
					.setText("Still queued (check " + attempt + " of " + PollingPolicy.STANDARD.maxAttempts() + ")…");
			}

			@Override
			public void completed(Submission checked) {
				done(checked);
			}

			@Override
			public void gaveUp(String message) {
				finish(message);
			}

		});
	}

	private void done(Submission submission) {
		finish("The scan is done.");
		if (submission.reportKey() != null) {
			Anchor link = new Anchor(reportPath(submission.reportKey()), "Open the report");
			link.setId("report-link");
			reportLink.add(link);
		}
		refreshRecent();
	}

	private void finish(String message) {
		submitting = false;
		sending.setVisible(false);
		progress.setText(message);
		updateRunButton();
	}

	private void refreshRecent() {
		recent.setItems(scans.recentSubmissions(workspace));
	}

	private static String submittedAt(Submission submission) {
		return DisplayDates.instant(submission.createdAt());
	}

	private static String grid(Submission submission) {
		return submission.gridSize() + " × " + submission.gridSize();
	}

	private Component reportLink(Submission submission) {
		return submission.reportKey() == null ? new Div() : new Anchor(reportPath(submission.reportKey()), "Report");
	}

	private String reportPath(String reportKey) {
		return "w/" + workspace + "/reports/scan/" + reportKey;
	}

}
