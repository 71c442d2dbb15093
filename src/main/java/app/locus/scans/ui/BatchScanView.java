package app.locus.scans.ui;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.Background;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Failures;
import app.locus.base.ui.ListPickers;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.base.ui.UnexpectedErrors;
import app.locus.credits.BudgetCheck;
import app.locus.credits.OverBudgetException;
import app.locus.keywords.KeywordList;
import app.locus.keywords.KeywordListService;
import app.locus.locations.LocationService;
import app.locus.locations.SavedLocation;
import app.locus.reports.ArrivalFeed;
import app.locus.reports.ui.ReportsNavigation;
import app.locus.scans.BatchInput;
import app.locus.scans.BatchProgress;
import app.locus.scans.BatchQuote;
import app.locus.scans.BatchScan;
import app.locus.scans.BatchScanService;
import app.locus.scans.DuplicateSubmissionException;
import app.locus.scans.ScanService;
import app.locus.scans.Submission;
import app.locus.scans.SubmissionStatus;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.progressbar.ProgressBar;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * Scans several keywords at several saved locations at once (DD141): the same settings as
 * the single scan form, one cost preview for the whole batch (scan by scan and in total,
 * against the balance and the monthly budget), one confirmation, then live progress while
 * the scans are sent one by one off the page's thread, and a link to the batch's reports
 * in the gallery. Managers and admins only.
 */
@Route(value = ScansNavigation.BATCH_ROUTE, layout = MainLayout.class)
@PermitAll
public class BatchScanView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient BatchScanService batches;

	private final transient ScanService scanService;

	private final transient LocationService locations;

	private final transient ArrivalFeed arrivals;

	private final transient Background background;

	private final transient CurrentUser currentUser;

	private final TextArea keywords = new TextArea();

	private final Div keywordsFromList = new Div();

	private final transient KeywordListService keywordLists;

	private final CheckboxGroup<SavedLocation> places = new CheckboxGroup<>();

	private final ScanSettingsFields settings = new ScanSettingsFields();

	private final Button checkCost = new Button();

	private final Grid<BatchScan> costs = new DirectRowsGrid<>();

	private final Paragraph total = new Paragraph();

	private final Paragraph budgetNotice = new Paragraph();

	private final Paragraph duplicateWarning = new Paragraph();

	private final Checkbox confirmDuplicates = new Checkbox();

	private final Button run = new Button();

	private final ProgressBar bar = new ProgressBar();

	private final Paragraph progress = new Paragraph();

	private final Grid<BatchProgress.State> scans = new DirectRowsGrid<>();

	private final Div reportsLink = new Div();

	private final Map<String, HasValidation> fields = new HashMap<>();

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	private transient @Nullable BatchQuote quote;

	private boolean running;

	private transient @Nullable BatchProgress current;

	BatchScanView(BatchScanService batches, ScanService scanService, LocationService locations,
			KeywordListService keywordLists, ArrivalFeed arrivals, Background background, CurrentUser currentUser) {
		this.batches = batches;
		this.keywordLists = keywordLists;
		this.scanService = scanService;
		this.locations = locations;
		this.arrivals = arrivals;
		this.background = background;
		this.currentUser = currentUser;
		getStyle().set("padding", "var(--lumo-space-l)");
		keywords.setLabel(getTranslation("batchscans.keywords"));
		keywords.setId("batch-keywords");
		keywords.setWidth("28em");
		keywords.setMinHeight("8em");
		keywords.setHelperText(getTranslation("batchscans.keywords.helper", BatchScanService.MAX_KEYWORDS,
				BatchScanService.MAX_SCANS));
		places.setLabel(getTranslation("batchscans.locations"));
		places.setId("batch-locations");
		places.setItemLabelGenerator(saved -> saved.name() + (saved.address() == null ? "" : " — " + saved.address()));
		places.setHelperText(getTranslation("batchscans.locations.helper", BatchScanService.MAX_LOCATIONS));
		fields.put("keywords", keywords);
		fields.put("locations", places);
		fields.put("placeId", places);
		fields.putAll(settings.fields());
		keywords.addValueChangeListener(event -> settingsChanged());
		places.addValueChangeListener(event -> settingsChanged());
		settings.addChangeListener(this::settingsChanged);

		checkCost.setText(getTranslation("batchscans.check-cost"));
		checkCost.setId("batch-check-cost");
		checkCost.addClickListener(event -> checkCost());
		costs.setId("batch-costs");
		LocaleFormats formats = LocaleFormats.of(getLocale());
		costs.addColumn(BatchScan::keyword).setHeader(getTranslation("batchscans.column.keyword"));
		costs.addColumn(BatchScan::locationName).setHeader(getTranslation("batchscans.column.location"));
		costs.addColumn(scan -> formats.credits(scan.cost())).setHeader(getTranslation("batchscans.column.credits"));
		costs
			.addColumn(scan -> scan.recentDuplicate() == null ? "" : getTranslation("batchscans.column.note.duplicate"))
			.setHeader(getTranslation("batchscans.column.note"));
		costs.setAllRowsVisible(true);
		costs.setVisible(false);
		total.setId("batch-total");
		budgetNotice.setId("batch-budget-notice");
		budgetNotice.setVisible(false);
		duplicateWarning.setId("batch-duplicate-warning");
		duplicateWarning.setVisible(false);
		confirmDuplicates.setLabel(getTranslation("batchscans.confirm-duplicates"));
		confirmDuplicates.setId("batch-confirm-duplicates");
		confirmDuplicates.setVisible(false);
		confirmDuplicates.addValueChangeListener(event -> updateRunButton());
		run.setId("run-batch");
		run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		run.setDisableOnClick(true);
		run.setEnabled(false);
		run.addClickListener(event -> start(false));

		bar.setId("batch-bar");
		bar.setVisible(false);
		progress.setId("batch-progress");
		scans.setId("batch-scans");
		scans.addColumn(state -> state.scan().keyword()).setHeader(getTranslation("batchscans.column.keyword"));
		scans.addColumn(state -> state.scan().locationName()).setHeader(getTranslation("batchscans.column.location"));
		scans.addColumn(this::status).setHeader(getTranslation("batchscans.column.status"));
		scans.addComponentColumn(this::reportLink).setHeader("");
		scans.setAllRowsVisible(true);
		scans.setVisible(false);
		reportsLink.setId("batch-reports-link-box");

		add(new H2(getTranslation("batchscans.title")), new Paragraph(getTranslation("batchscans.intro")), keywords,
				keywordsFromList, places, settings, checkCost, costs, total, budgetNotice, duplicateWarning,
				confirmDuplicates, run, new H3(getTranslation("batchscans.progress.title")), bar, progress, scans,
				reportsLink);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		if (!currentUser.require().role().canWrite()) {
			throw new NotFoundException("page");
		}
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		WorkspaceId id = workspace;
		keywordsFromList.removeAll();
		keywordsFromList
			.add(ListPickers.wholeList("batch-keywords-from-list", getTranslation("batchscans.keywords-from-list"),
					keywordLists.lists(id), KeywordList::label, KeywordList::keywords, this::setKeywords));
		background.run(() -> locations.pickerLocations(id), saved -> {
			Set<String> chosen = places.getValue().stream().map(SavedLocation::placeId).collect(Collectors.toSet());
			places.setItems(saved);
			places
				.setValue(saved.stream().filter(place -> chosen.contains(place.placeId())).collect(Collectors.toSet()));
			places.setHelperText(saved.isEmpty() ? getTranslation("batchscans.locations.none")
					: getTranslation("batchscans.locations.helper", BatchScanService.MAX_LOCATIONS));
		}, failure -> places
			.setHelperText(getTranslation("batchscans.locations.failed", UnexpectedErrors.describe(failure))));
		settingsChanged();
	}

	/** Fills the keywords field, one per line, e.g. from a keyword list. */
	public void setKeywords(List<String> list) {
		keywords.setValue(String.join("\n", list));
	}

	BatchInput input() {
		return new BatchInput(BatchScanService.keywords(keywords.getValue()),
				places.getValue().stream().map(SavedLocation::placeId).toList(), settings.value());
	}

	/** Any change needs a new price before spending. */
	private void settingsChanged() {
		if (running) {
			return;
		}
		quote = null;
		costs.setVisible(false);
		total.setText(getTranslation("batchscans.total.check-first"));
		budgetNotice.setVisible(false);
		duplicateWarning.setVisible(false);
		confirmDuplicates.setVisible(false);
		confirmDuplicates.setValue(false);
		run.setText(getTranslation("batchscans.run"));
		updateRunButton();
	}

	private void checkCost() {
		WorkspaceId id = workspace;
		BatchInput batch = input();
		if (!ServiceCall.run(fields, () -> showQuote(batches.quote(id, batch)))) {
			total.setText(getTranslation("batchscans.total.not-priced"));
		}
		updateRunButton();
	}

	private void showQuote(BatchQuote answer) {
		quote = answer;
		costs.setItems(answer.scans());
		costs.setVisible(true);
		int count = answer.scans().size();
		Long balance = answer.balance();
		String balanceText = balance == null ? getTranslation("batchscans.quote.balance.unknown")
				: getTranslation("batchscans.quote.balance", balance, answer.balanceAfter());
		total.setText(answer.affordable() ? getTranslation("batchscans.quote.total", count, answer.total(), balanceText)
				: getTranslation("batchscans.quote.total.not-covered", count, answer.total(), balanceText));
		budgetNotice.setVisible(answer.overBudget());
		if (answer.overBudget()) {
			BudgetCheck check = answer.budget();
			budgetNotice.setText(agencyAdmin()
					? getTranslation("batchscans.budget.over.admin", check.budget(), check.spentThisMonth(),
							check.overrun())
					: getTranslation("batchscans.budget.over.ask-admin", check.budget(), check.spentThisMonth(),
							check.overrun()));
		}
		int repeats = answer.duplicates().size();
		duplicateWarning.setVisible(repeats > 0);
		confirmDuplicates.setVisible(repeats > 0);
		duplicateWarning.setText(getTranslation("batchscans.duplicates", repeats));
		run.setText(getTranslation("batchscans.run.priced", count, answer.total()));
	}

	private void updateRunButton() {
		boolean ready = quote != null && quote.affordable() && (!quote.overBudget() || agencyAdmin())
				&& (!confirmDuplicates.isVisible() || confirmDuplicates.getValue());
		run.setEnabled(ready && !running);
	}

	private boolean agencyAdmin() {
		return currentUser.require().role() == Role.AGENCY_ADMIN;
	}

	private void start(boolean overBudgetConfirmed) {
		if (running || quote == null) {
			return;
		}
		running = true;
		run.setEnabled(false);
		checkCost.setEnabled(false);
		bar.setVisible(true);
		bar.setValue(0);
		progress.setText(getTranslation("batchscans.progress.starting"));
		reportsLink.removeAll();
		WorkspaceId id = workspace;
		BatchInput batch = input();
		boolean duplicatesConfirmed = confirmDuplicates.isVisible() && confirmDuplicates.getValue();
		background.<BatchProgress, BatchProgress>runWithProgress(
				listener -> batches.run(id, batch, duplicatesConfirmed, overBudgetConfirmed, listener::accept),
				this::showProgress, this::finished, this::refused);
	}

	private void showProgress(BatchProgress step) {
		int count = step.scans().size();
		scans.setItems(step.scans());
		scans.setVisible(true);
		bar.setValue(count == 0 ? 1 : (double) (step.sent() + refusedCount(step)) / count);
		progress.setText(getTranslation("batchscans.progress.counts", step.sent(), count, step.done(), step.failed()));
	}

	private static long refusedCount(BatchProgress step) {
		return step.scans().stream().filter(state -> state.step() == BatchProgress.Step.REFUSED).count();
	}

	private void finished(BatchProgress last) {
		showProgress(last);
		running = false;
		quote = null;
		bar.setVisible(false);
		checkCost.setEnabled(true);
		settingsChanged();
		Anchor gallery = new Anchor(ReportsNavigation.batchPath(workspace, last.batch()),
				getTranslation("batchscans.reports-link"));
		gallery.setId("batch-reports-link");
		reportsLink.add(gallery);
		current = last;
		last.scans()
			.stream()
			.map(BatchProgress.State::submission)
			.filter(submission -> submission != null && submission.status() == SubmissionStatus.QUEUED)
			.forEach(this::poll);
	}

	/** A queued scan of the batch is checked until its report is there. */
	private void poll(Submission queued) {
		QueuedScanPolling.poll(background, scanService, workspace, queued, 0, new QueuedScanPolling.Watcher() {

			@Override
			public void stillQueued(Submission checked, int attempt) {
				// the row says "queued" already
			}

			@Override
			public void completed(Submission checked) {
				BatchProgress before = current;
				if (before != null) {
					BatchProgress now = before.withSubmission(checked);
					current = now;
					showProgress(now);
				}
			}

			@Override
			public void gaveUp(String message) {
				getUI().ifPresent(ui -> ScanArrivalNotice.watch(ui, arrivals, workspace, queued));
			}

		});
	}

	private void refused(RuntimeException failure) {
		running = false;
		bar.setVisible(false);
		checkCost.setEnabled(true);
		progress.setText("");
		if (failure instanceof OverBudgetException over) {
			updateRunButton();
			confirmOverBudget(over);
			return;
		}
		if (failure instanceof DuplicateSubmissionException duplicate) {
			duplicateWarning.setText(duplicate.getMessage());
			duplicateWarning.setVisible(true);
			confirmDuplicates.setVisible(true);
			updateRunButton();
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
		OverBudgetDialog.open("batch-over-budget-dialog", over, getTranslation("batchscans.run.over-budget"),
				() -> start(true));
	}

	private Div reportLink(BatchProgress.State state) {
		Div cell = new Div();
		Submission submission = state.submission();
		if (submission != null && submission.reportKey() != null) {
			cell.add(new Anchor("w/" + workspace + "/reports/scan/" + submission.reportKey(),
					getTranslation("batchscans.column.report")));
		}
		return cell;
	}

	/** What the person reads in a scan's row, in their language (as State.describe). */
	private String status(BatchProgress.State state) {
		Submission submission = state.submission();
		return switch (state.step()) {
			case WAITING -> getTranslation("batchscans.status.waiting");
			case SENDING -> getTranslation("batchscans.status.sending");
			case REFUSED -> getTranslation("batchscans.status.failed", Objects.toString(state.problem(), ""));
			case UNRECORDED -> getTranslation("batchscans.status.sent", Objects.toString(state.problem(), ""));
			case RECORDED -> switch (submission == null ? SubmissionStatus.UNKNOWN : submission.status()) {
				case COMPLETE -> getTranslation("batchscans.status.done");
				case QUEUED -> getTranslation("batchscans.status.queued");
				case FAILED -> getTranslation("batchscans.status.failed",
						submission == null ? "" : Objects.toString(submission.message(), ""));
				case UNKNOWN, SUBMITTING -> getTranslation("batchscans.status.unknown");
				case WRITTEN_OFF -> getTranslation("batchscans.status.written-off");
			};
		};
	}

	@Override
	public String pageName() {
		return getTranslation("batchscans.title");
	}

}
