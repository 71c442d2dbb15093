package app.locus.scans.ui;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import app.locus.aivisibility.AiVisibilityService;
import app.locus.aivisibility.ScanPlan;
import app.locus.aivisibility.Share;
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
import app.locus.shell.NamedPage;
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
 * explicit confirmation), and its progress. Managers and admins only. Its words are in
 * the page's language ({@code scans.form.*}, {@code scans.status.*}).
 */
@Route(value = ScansNavigation.NEW_SCAN_ROUTE, layout = MainLayout.class)
@PermitAll
class ScanFormView extends Main implements BeforeEnterObserver, NamedPage {

	private static final ZoneId UTC = ZoneId.of("UTC");

	private final transient ScanService scans;

	private final transient LocationService locations;

	private final transient KeywordListService keywordLists;

	private final Div keywordFromList = new Div();

	private final transient ArrivalFeed arrivals;

	private final transient Background background;

	private List<SavedLocation> pickerItems = List.of();

	private final transient CurrentUser currentUser;

	private final transient Clock clock;

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

	private final ComboBox<SavedLocation> location = new ComboBox<>(getTranslation("scans.form.location"));

	private final BigDecimalField lat = new BigDecimalField(getTranslation("scans.form.lat"));

	private final BigDecimalField lng = new BigDecimalField(getTranslation("scans.form.lng"));

	private final TextField keyword = new TextField(getTranslation("scans.form.keyword"));

	private final ScanSettingsFields settings = new ScanSettingsFields();

	private final Button checkCost = new Button(getTranslation("scans.form.check-cost"));

	private final Paragraph cost = new Paragraph();

	private final Paragraph aiPlan = new Paragraph();

	private final transient AiVisibilityService aiVisibility;

	private final Paragraph duplicateWarning = new Paragraph();

	private final Paragraph budgetNotice = new Paragraph();

	private final Paragraph unpaidRunNotice = new Paragraph();

	private final Checkbox confirmDuplicate = new Checkbox(getTranslation("scans.form.confirm-duplicate"));

	private final Button run = new Button(getTranslation("scans.form.run"));

	private final ProgressBar sending = new ProgressBar();

	private final Paragraph progress = new Paragraph();

	private final Div reportLink = new Div();

	private final Grid<Submission> recent = new DirectRowsGrid<>();

	private final Anchor batchLink = new Anchor("", getTranslation("scans.form.batch-link"));

	private final Map<String, HasValidation> fields = new HashMap<>(
			Map.<String, HasValidation>of("placeId", location, "keyword", keyword, "lat", lat, "lng", lng));

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	private transient @Nullable ScanQuote quote;

	private boolean submitting;

	ScanFormView(ScanService scans, LocationService locations, KeywordListService keywordLists, ArrivalFeed arrivals,
			Background background, CurrentUser currentUser, AiVisibilityService aiVisibility, Clock clock) {
		this.aiVisibility = aiVisibility;
		this.clock = clock;
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
		GridColumns.text(recent, this::submittedAt)
			.setHeader(getTranslation("scans.form.recent.submitted"))
			.setWidth("9em");
		GridColumns.text(recent, Submission::keyword)
			.setHeader(getTranslation("scans.form.recent.keyword"))
			.setWidth("7em")
			.setFlexGrow(2);
		GridColumns.text(recent, s -> s.platform().displayName())
			.setHeader(getTranslation("scans.form.recent.platform"))
			.setWidth("6em");
		recent.addColumn(ScanFormView::grid).setHeader(getTranslation("scans.form.recent.grid")).setWidth("5em");
		recent.addColumn(Submission::credits).setHeader(getTranslation("scans.form.recent.credits")).setWidth("5em");
		GridColumns.text(recent, s -> status(s.status()))
			.setHeader(getTranslation("scans.form.recent.status"))
			.setWidth("7em");
		GridColumns.text(recent, s -> s.message() == null ? "" : s.message())
			.setHeader(getTranslation("scans.form.recent.note"))
			.setWidth("7em")
			.setFlexGrow(2);
		GridColumns.actionColumn(recent, this::reportLink, "5em").setFlexGrow(0);
		PhoneWidth.foldColumns(recent,
				() -> recent
					.addColumn(PhoneWidth.<Submission>folded(Submission::keyword,
							List.of(this::submittedAt, s -> s.platform().displayName(), ScanFormView::grid),
							List.of(s -> getTranslation("scans.form.recent.folded.credits", s.credits()),
									s -> status(s.status()), Submission::message)))
					.setHeader(getTranslation("scans.form.recent.folded"))
					.setKey("folded"));
		recent.setAllRowsVisible(true);
		Paragraph unknown = new Paragraph(getTranslation("scans.form.recent.unknown"));
		unknown.setId("unknown-explained");

		HorizontalLayout where = new HorizontalLayout(location, lat, lng);
		where.setWrap(true);
		batchLink.setId("batch-scan-link");
		HorizontalLayout what = new HorizontalLayout(keyword, keywordFromList);
		what.setWrap(true);
		what.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
		add(new H2(getTranslation("scans.form.title")), new Paragraph(getTranslation("scans.form.intro")), batchLink,
				where, what, settings, checkCost, cost, aiPlan, budgetNotice, unpaidRunNotice, duplicateWarning,
				confirmDuplicate, run, sending, progress, reportLink, new H3(getTranslation("scans.form.recent.title")),
				unknown, recent);
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
		lat.setHelperText(getTranslation("scans.form.lat.helper"));
		keyword.setId("scan-keyword");
		keyword.setHelperText(getTranslation("scans.form.keyword.helper", Keyword.MAX_LENGTH));
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
		keywordFromList
			.add(ListPickers.oneItem("scan-keyword-from-list", getTranslation("scans.form.keyword.from-list"),
					KeywordList.allKeywords(keywordLists.lists(id)), keyword::setValue));
		location.setPlaceholder(getTranslation("scans.form.location.loading"));
		background.run(() -> locations.pickerLocations(id), saved -> {
			// Re-entering the form keeps this view; replacing equal items would clear the
			// person's choice.
			if (!saved.equals(pickerItems)) {
				pickerItems = List.copyOf(saved);
				location.setItems(pickerItems);
			}
			location.setPlaceholder(
					getTranslation(saved.isEmpty() ? "scans.form.location.none" : "scans.form.location.choose"));
		}, failure -> location
			.setPlaceholder(getTranslation("scans.form.location.failed", UnexpectedErrors.describe(failure))));
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
		cost.setText(getTranslation("scans.form.cost.check-first"));
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
		String balance = answer.balance() == null ? getTranslation("scans.form.balance.unknown")
				: getTranslation("scans.form.balance", answer.balance(), answer.balanceAfter());
		cost.setText(getTranslation(answer.affordable() ? "scans.form.cost" : "scans.form.cost.not-enough",
				answer.cost(), balance));
		CalendarEntry unpaid = answer.unpaidRun();
		unpaidRunNotice.setVisible(unpaid != null);
		if (unpaid != null) {
			LocalTime at = unpaid.time();
			unpaidRunNotice.setText(getTranslation("credits.scan.unpaidRun", answer.balanceAfter(), unpaid.what(),
					at == null ? formats.day(unpaid.date()) : formats.dateTime(unpaid.date().atTime(at)),
					unpaid.credits().orElse(0)));
		}
		budgetNotice.setVisible(answer.overBudget());
		if (answer.overBudget()) {
			BudgetCheck check = answer.budget();
			budgetNotice
				.setText(getTranslation(agencyAdmin() ? "scans.form.budget.confirm" : "scans.form.budget.ask-admin",
						check.budget(), check.spentThisMonth(), check.overrun()));
		}
		if (answer.needsDuplicateConfirmation()) {
			Submission duplicate = Objects.requireNonNull(answer.recentDuplicate(), "needs confirmation: there is one");
			warnDuplicate(getTranslation("scans.form.duplicate", formats.instant(duplicate.createdAt(), UTC),
					status(duplicate.status()), answer.cost()));
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
		progress.setText(getTranslation("scans.form.sending"));
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
				progress.setText(getTranslation("scans.form.queued", PollingPolicy.STANDARD.interval().toSeconds()));
				getUI().ifPresent(ui -> ScanArrivalNotice.watch(ui, arrivals, workspace, submission));
				poll(submission);
			}
			case UNKNOWN -> finish(getTranslation("scans.form.recent.unknown"));
			default -> finish(submission.message() == null
					? getTranslation("scans.form.ended.no-message", status(submission.status()))
					: getTranslation("scans.form.ended", status(submission.status()), submission.message()));
		}
	}

	/** The quote's balance was read before the spend: say what the scan took instead. */
	private String afterSending(@Nullable ScanQuote sent, Submission submission) {
		boolean spent = submission.status() == SubmissionStatus.COMPLETE
				|| submission.status() == SubmissionStatus.QUEUED;
		if (sent == null || !spent) {
			return getTranslation("scans.form.after.again");
		}
		return sent.balanceAfter() == null ? getTranslation("scans.form.after.took", sent.cost())
				: getTranslation("scans.form.after.took-balance", sent.cost(), sent.balanceAfter());
	}

	private void refused(RuntimeException failure) {
		sending.setVisible(false);
		submitting = false;
		progress.setText("");
		if (failure instanceof DuplicateSubmissionException duplicate) {
			// the service's own words, in the page's language
			Submission earlier = duplicate.earlier();
			warnDuplicate(getTranslation("scans.form.duplicate.refused",
					Duration.between(earlier.createdAt(), clock.instant()).toMinutes(), earlier.credits()));
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
			String message = failure instanceof InsufficientCreditsException tooFew
					? getTranslation("scans.form.cost.not-enough", tooFew.cost(), "").strip()
					: UnexpectedErrors.describe(failure);
			progress.setText(message);
			Notices.error(message);
		}
		updateRunButton();
	}

	private void confirmOverBudget(OverBudgetException over) {
		OverBudgetDialog.open("over-budget-dialog", over, getTranslation("scans.form.run-anyway"), () -> submit(true));
	}

	private void poll(Submission submission) {
		QueuedScanPolling.poll(background, scans, workspace, submission, 0, new QueuedScanPolling.Watcher() {

			@Override
			public void stillQueued(Submission checked, int attempt) {
				progress
					.setText(getTranslation("scans.form.still-queued", attempt, PollingPolicy.STANDARD.maxAttempts()));
			}

			@Override
			public void completed(Submission checked) {
				done(checked);
			}

			@Override
			public void gaveUp(String message) {
				// the message is PollingPolicy.STILL_PROCESSING: in the page's language
				finish(getTranslation("scans.form.still-processing"));
			}

		});
	}

	private void done(Submission submission) {
		finish(getTranslation("scans.form.done"));
		if (submission.reportKey() != null) {
			Anchor link = new Anchor(reportPath(submission.reportKey()), getTranslation("scans.report.open"));
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

	private String submittedAt(Submission submission) {
		return formats.instant(submission.createdAt(), UTC);
	}

	/** A submission's status as the recent scans and the messages about it name it. */
	private String status(SubmissionStatus status) {
		return getTranslation(switch (status) {
			case SUBMITTING -> "scans.status.submitting";
			case QUEUED -> "scans.status.queued";
			case COMPLETE -> "scans.status.complete";
			case UNKNOWN -> "scans.status.unknown";
			case FAILED -> "scans.status.failed";
			case WRITTEN_OFF -> "scans.status.written-off";
		});
	}

	private static String grid(Submission submission) {
		return submission.gridSize() + " × " + submission.gridSize();
	}

	private Component reportLink(Submission submission) {
		return submission.reportKey() == null ? new Div()
				: new Anchor(reportPath(submission.reportKey()), getTranslation("scans.form.recent.report"));
	}

	private String reportPath(String reportKey) {
		return "w/" + workspace + "/reports/scan/" + reportKey;
	}

	@Override
	public String pageName() {
		return getTranslation("scans.form.title");
	}

}
