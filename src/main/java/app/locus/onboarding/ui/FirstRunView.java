package app.locus.onboarding.ui;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import app.locus.base.LocusException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.Background;
import app.locus.base.ui.Failures;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.locations.LocationCandidate;
import app.locus.locations.LocationService;
import app.locus.locations.SavedLocation;
import app.locus.onboarding.FirstRunProgress;
import app.locus.onboarding.OnboardingService;
import app.locus.onboarding.FirstRunStep;
import app.locus.onboarding.StepState;
import app.locus.scans.InsufficientCreditsException;
import app.locus.scans.ScanInput;
import app.locus.scans.ScanQuote;
import app.locus.scans.Submission;
import app.locus.shell.MainLayout;
import app.locus.shell.Navigation;
import app.locus.tenancy.Branding;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.WorkspaceSummary;
import app.locus.upstream.api.Measurement;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;
import org.jspecify.annotations.Nullable;

/**
 * The first-run path (DD140): one step at a time, each saved through its feature and
 * recorded as done, or skipped for later. Opens at the step in {@code ?step=}, else where
 * the agency left off.
 */
@Route(value = FirstRunNavigation.ROUTE, layout = MainLayout.class)
@PageTitle("Getting started · Locus")
@RolesAllowed("AGENCY_ADMIN")
class FirstRunView extends Main implements BeforeEnterObserver {

	/**
	 * The first scan's grid radius, in miles; the scan page offers every other setting.
	 */
	static final BigDecimal FIRST_SCAN_RADIUS = new BigDecimal("2");

	private final transient OnboardingService firstRun;

	private final transient BrandingService branding;

	private final transient WorkspaceService workspaces;

	private final transient LocationService locations;

	private final transient Navigation navigation;

	private final transient Background background;

	private final VerticalLayout stepList = new VerticalLayout();

	private final Div panel = new Div();

	private FirstRunProgress progress;

	private @Nullable FirstRunStep open;

	/** The settings whose cost the admin was shown; only these can be run. */
	private @Nullable Quoted quoted;

	private record Quoted(ScanInput input, ScanQuote quote) {
	}

	FirstRunView(OnboardingService firstRun, BrandingService branding, WorkspaceService workspaces,
			LocationService locations, Navigation navigation, Background background) {
		this.firstRun = firstRun;
		this.branding = branding;
		this.workspaces = workspaces;
		this.locations = locations;
		this.navigation = navigation;
		this.background = background;
		this.progress = firstRun.progress();
		setId("first-run");
		getStyle().set("padding", "var(--lumo-space-l)");
		stepList.setId("first-run-steps");
		stepList.setPadding(false);
		stepList.setSpacing(false);
		stepList.setWidth("16rem");
		panel.setId("first-run-panel");
		panel.getStyle().set("flex", "1").set("max-width", "40rem");
		HorizontalLayout body = new HorizontalLayout(stepList, panel);
		body.setWidthFull();
		add(new H2("Getting started"),
				new Paragraph("Set up your agency and your first client, one step at a time. Skip any step and "
						+ "come back to it later from here or from the agency overview."),
				body);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		Optional<FirstRunStep> asked = event.getLocation()
			.getQueryParameters()
			.getSingleParameter("step")
			.flatMap(FirstRunView::step);
		show(asked.or(progress::resumeAt).orElse(null));
	}

	private static Optional<FirstRunStep> step(String name) {
		try {
			return Optional.of(FirstRunStep.valueOf(name.toUpperCase(Locale.ROOT)));
		}
		catch (IllegalArgumentException ex) {
			return Optional.empty();
		}
	}

	static String href(FirstRunStep step) {
		return FirstRunNavigation.ROUTE + "?step=" + step.name().toLowerCase(Locale.ROOT);
	}

	private void show(@Nullable FirstRunStep step) {
		open = step;
		drawStepList();
		panel.removeAll();
		if (step == null) {
			panel.add(allDone());
			return;
		}
		panel.add(new H3(step.title()));
		WorkspaceId workspace = progress.workspace();
		if (step.needsWorkspace() && workspace == null) {
			panel.add(new Paragraph("This step works in your first client workspace. Create or choose it first."),
					button("go-workspace", "Go to the workspace step", () -> show(FirstRunStep.WORKSPACE)));
		}
		else {
			panel.add(switch (step) {
				case BRANDING -> brandingStep();
				case WORKSPACE -> workspaceStep();
				case API_KEY -> keyStep(required(workspace));
				case LOCATION -> locationStep(required(workspace));
				case FIRST_SCAN -> scanStep(required(workspace));
			});
		}
		Button skip = button("skip-step", "Skip for now", () -> skip(step));
		skip.removeThemeVariants(ButtonVariant.LUMO_PRIMARY);
		skip.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
		panel.add(skip);
	}

	private void drawStepList() {
		stepList.removeAll();
		for (FirstRunStep step : FirstRunStep.values()) {
			StepState state = progress.state(step);
			Button entry = new Button(marker(state) + step.title(), event -> show(step));
			entry.setId("step-" + step.name().toLowerCase(Locale.ROOT));
			entry.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
			if (step == open) {
				entry.getStyle().set("font-weight", "700");
			}
			entry.getElement().setAttribute("data-state", state.name().toLowerCase(Locale.ROOT));
			stepList.add(entry);
		}
	}

	private static String marker(StepState state) {
		return switch (state) {
			case DONE -> "✓ ";
			case SKIPPED -> "Skipped: ";
			case TO_DO -> "";
		};
	}

	private Component allDone() {
		Div done = new Div(new H3("All set"),
				new Paragraph("Your agency, your first client, its key, a location "
						+ "and a first scan are set up. Scans, campaigns and reports are in the client's workspace."),
				new Anchor("agency/overview", "Open the agency overview"));
		done.setId("first-run-complete");
		return done;
	}

	private Component brandingStep() {
		Branding current = branding.current();
		TextField name = new TextField("Agency name as clients see it");
		name.setId("brand-name");
		name.setValue(current.displayName());
		TextField colour = new TextField("Primary colour");
		colour.setId("brand-colour");
		colour.setValue(current.colour().hex());
		colour.setHelperText("# and six hex digits, e.g. #1f6feb. A logo can be added on the branding page.");
		Button save = button("save-branding", "Save and continue", () -> {
			if (ServiceCall.run(Map.of("displayName", name, "primaryColour", colour),
					() -> firstRun.saveBranding(name.getValue(), colour.getValue()))) {
				advance(FirstRunStep.BRANDING);
			}
		});
		return new VerticalLayout(name, colour, save);
	}

	private Component workspaceStep() {
		TextField name = new TextField("Client name");
		name.setId("workspace-name-field");
		name.setHelperText("One workspace per client: its keys, locations, scans and reports stay in it.");
		Button create = button("create-workspace", "Create workspace", () -> {
			if (ServiceCall.run(Map.of("name", name), () -> firstRun.createWorkspace(name.getValue()))) {
				advance(FirstRunStep.WORKSPACE);
			}
		});
		VerticalLayout step = new VerticalLayout(name, create);
		List<WorkspaceSummary> existing = workspaces.visibleWorkspaces();
		if (!existing.isEmpty()) {
			ComboBox<WorkspaceSummary> choice = new ComboBox<>("Or use a workspace you have");
			choice.setId("workspace-choice");
			choice.setItems(existing);
			choice.setItemLabelGenerator(WorkspaceSummary::name);
			step.add(choice, button("use-workspace", "Use this workspace", () -> {
				WorkspaceSummary chosen = choice.getValue();
				if (chosen == null) {
					Notices.error("Choose a workspace first.");
				}
				else if (ServiceCall.run(() -> firstRun.useWorkspace(chosen.id()))) {
					advance(FirstRunStep.WORKSPACE);
				}
			}));
		}
		return step;
	}

	private Component keyStep(WorkspaceId workspace) {
		TextField label = new TextField("Label");
		label.setId("key-label");
		label.setValue("Main key");
		PasswordField secret = new PasswordField("API key");
		secret.setId("key-secret");
		secret.setHelperText("Where it comes from: sign in to your account at the scanning service and copy an API "
				+ "key from its settings (create one there if none is listed). Locus checks it with the service "
				+ "before saving it, keeps it encrypted and never shows it again.");
		Button save = primary("save-key", "Check and save");
		save.addClickListener(event -> {
			save.setEnabled(false);
			String labelText = label.getValue();
			String secretText = secret.getValue();
			background.run(() -> firstRun.addKey(workspace, labelText, secretText), key -> {
				Notices.success("The key works and is saved.");
				advance(FirstRunStep.API_KEY);
			}, failure -> {
				save.setEnabled(true);
				Failures.show(failure, Map.of("label", label, "secret", secret));
			});
		});
		return new VerticalLayout(label, secret, save);
	}

	private Component locationStep(WorkspaceId workspace) {
		TextField term = new TextField("Business name");
		term.setId("location-term");
		TextField area = new TextField("Area (optional)");
		area.setId("location-area");
		area.setPlaceholder("City or region");
		VerticalLayout results = new VerticalLayout();
		results.setId("location-results");
		results.setPadding(false);
		Button search = primary("search-location", "Search");
		search.addClickListener(event -> {
			search.setEnabled(false);
			String termText = term.getValue();
			String areaText = area.getValue();
			background.run(() -> firstRun.searchLocations(workspace, termText, areaText), found -> {
				search.setEnabled(true);
				showCandidates(workspace, results, found);
			}, failure -> {
				search.setEnabled(true);
				Failures.show(failure, Map.of("term", term, "proximity", area));
			});
		});
		HorizontalLayout form = new HorizontalLayout(term, area, search);
		form.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
		form.setWrap(true);
		return new VerticalLayout(form, results);
	}

	private void showCandidates(WorkspaceId workspace, VerticalLayout results, List<LocationCandidate> found) {
		results.removeAll();
		if (found.isEmpty()) {
			results.add(new Paragraph("Nothing found. Try the business's exact name, or another area."));
			return;
		}
		for (int i = 0; i < found.size(); i++) {
			LocationCandidate candidate = found.get(i);
			Button save = new Button("Save");
			save.setId("save-location-" + i);
			save.addClickListener(event -> {
				save.setEnabled(false);
				background.run(() -> firstRun.saveLocation(workspace, candidate.placeId()), saved -> {
					Notices.success(saved.name() + " is saved.");
					advance(FirstRunStep.LOCATION);
				}, failure -> {
					save.setEnabled(true);
					Failures.show(failure, Map.of());
				});
			});
			HorizontalLayout row = new HorizontalLayout(save,
					new Span(candidate.name() + (candidate.address() == null ? "" : ", " + candidate.address())));
			row.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.CENTER);
			results.add(row);
		}
	}

	private Component scanStep(WorkspaceId workspace) {
		VerticalLayout step = new VerticalLayout();
		List<SavedLocation> saved;
		try {
			saved = locations.pickerLocations(workspace)
				.stream()
				.filter(location -> location.center() != null)
				.toList();
		}
		catch (LocusException ex) {
			// without a key the service cannot list the locations: say so instead of
			// failing
			step.add(new Paragraph(ex.getMessage()),
					button("go-key", "Go to the API key step", () -> show(FirstRunStep.API_KEY)));
			return step;
		}
		if (saved.isEmpty()) {
			step.add(new Paragraph("Save a location first: a scan runs around one."),
					button("go-location", "Go to the location step", () -> show(FirstRunStep.LOCATION)));
			return step;
		}
		ComboBox<SavedLocation> location = new ComboBox<>("Location");
		location.setId("scan-location");
		location.setItems(saved);
		location.setItemLabelGenerator(SavedLocation::name);
		location.setValue(saved.get(0));
		TextField keyword = new TextField("Keyword");
		keyword.setId("scan-keyword");
		keyword.setHelperText("What a customer would search for, e.g. \"bakery\". The scan covers a "
				+ ScanInput.DEFAULT_GRID_SIZE + " × " + ScanInput.DEFAULT_GRID_SIZE + " grid of " + FIRST_SCAN_RADIUS
				+ " miles around the location.");
		Paragraph cost = new Paragraph();
		cost.setId("scan-cost");
		Button run = primary("run-scan", "Run the scan");
		run.setVisible(false);
		Paragraph outcome = new Paragraph();
		outcome.setId("scan-outcome");
		Map<String, TextField> fields = Map.of("keyword", keyword);
		Button quote = button("quote-scan", "Show the cost", () -> {
			SavedLocation chosen = location.getValue();
			if (chosen == null) {
				Notices.error("Choose a location first.");
				return;
			}
			ScanInput input = ScanInput.google(chosen.placeId(), required(chosen.center()), keyword.getValue(),
					FIRST_SCAN_RADIUS, Measurement.MI);
			if (ServiceCall.run(fields, () -> quoted = new Quoted(input, firstRun.quoteScan(workspace, input)))
					&& quoted != null) {
				ScanQuote answer = quoted.quote();
				cost.setText(costText(answer));
				run.setText("Spend " + answer.cost() + " credits and run the scan");
				run.setVisible(answer.affordable() && !answer.overBudget() && !answer.needsDuplicateConfirmation());
			}
		});
		quote.removeThemeVariants(ButtonVariant.LUMO_PRIMARY);
		location.addValueChangeListener(event -> forget(cost, run));
		keyword.addValueChangeListener(event -> forget(cost, run));
		run.addClickListener(event -> {
			Quoted confirmed = quoted;
			if (confirmed == null) {
				return;
			}
			run.setEnabled(false);
			background.run(() -> firstRun.runScan(workspace, confirmed.input(), confirmed.quote().cost()),
					submission -> {
						forget(cost, run);
						outcome.setText(sentText(submission));
						progress = firstRun.progress();
						drawStepList();
						navigation.workspacePage("reports", workspace, Role.AGENCY_ADMIN)
							.ifPresent(reports -> step.add(reportLink(reports, submission)));
						step.add(button("finish", "Finish", () -> show(progress.resumeAt().orElse(null))));
					}, failure -> {
						run.setEnabled(true);
						Failures.show(failure, fields);
					});
		});
		step.add(location, keyword, quote, cost, run, outcome);
		return step;
	}

	private static <T> T required(@Nullable T value) {
		if (value == null) {
			throw new IllegalStateException("checked before");
		}
		return value;
	}

	private void forget(Paragraph cost, Button run) {
		quoted = null;
		cost.setText("");
		run.setVisible(false);
		run.setEnabled(true);
	}

	static String costText(ScanQuote quote) {
		String balance = quote.balance() == null ? "The current balance is not known."
				: "Balance now: " + quote.balance() + " credits; after the scan: " + quote.balanceAfter() + ".";
		if (!quote.affordable()) {
			return InsufficientCreditsException.message(quote.cost()) + " " + balance;
		}
		if (quote.overBudget()) {
			return "This scan takes the month past the workspace's budget; run it from the scan page to confirm that.";
		}
		if (quote.needsDuplicateConfirmation()) {
			return "The same scan was sent a few minutes ago; run it again from the scan page if you mean to.";
		}
		return "This scan costs " + quote.cost() + " credits. " + balance;
	}

	/** The new heatmap when the scan is done, else the reports it will arrive among. */
	private static Anchor reportLink(String reports, Submission submission) {
		Anchor link = submission.reportKey() == null ? new Anchor(reports, "Open the client's reports")
				: new Anchor(reports + "/scan/" + submission.reportKey(), "Open the new heatmap");
		link.setId("first-run-report");
		return link;
	}

	private static String sentText(Submission submission) {
		return switch (submission.status()) {
			case COMPLETE -> "The scan is done and its report is stored.";
			case QUEUED -> "The scan is queued at the service; its report appears in the workspace when ready.";
			case UNKNOWN -> "The scan was sent but its outcome is not known yet; it is looked up, never sent again.";
			default -> "The scan ended as " + submission.status() + ": " + submission.message();
		};
	}

	private void skip(FirstRunStep step) {
		if (ServiceCall.run(() -> firstRun.skip(step))) {
			advance(step);
		}
	}

	/** After a step is decided: the next step in order, or where the path left off. */
	private void advance(FirstRunStep decided) {
		progress = firstRun.progress();
		FirstRunStep[] steps = FirstRunStep.values();
		Optional<FirstRunStep> next = decided.ordinal() + 1 < steps.length
				&& progress.state(steps[decided.ordinal() + 1]) != StepState.DONE
						? Optional.of(steps[decided.ordinal() + 1]) : progress.resumeAt();
		show(next.orElse(null));
	}

	private static Button button(String id, String text, Runnable action) {
		Button button = primary(id, text);
		button.addClickListener(event -> action.run());
		return button;
	}

	private static Button primary(String id, String text) {
		Button button = new Button(text);
		button.setId(id);
		button.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		return button;
	}

}
