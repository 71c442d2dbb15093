package app.locus.onboarding.ui;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import app.locus.base.LocusException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.Texts;
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
import app.locus.scans.ScanInput;
import app.locus.scans.ScanQuote;
import app.locus.scans.Submission;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
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
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;
import org.jspecify.annotations.Nullable;

/**
 * The first-run path (DD140): one step at a time, each saved through its feature and
 * recorded as done, or skipped for later. Opens at the step in {@code ?step=}, else where
 * the agency left off.
 */
@Route(value = FirstRunNavigation.ROUTE, layout = MainLayout.class)
@RolesAllowed("AGENCY_ADMIN")
class FirstRunView extends Main implements BeforeEnterObserver, NamedPage {

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
		add(new H2(getTranslation("onboarding.title")), new Paragraph(getTranslation("onboarding.lead")), body);
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
		panel.add(new H3(stepTitle(this::getTranslation, step)));
		WorkspaceId workspace = progress.workspace();
		if (step.needsWorkspace() && workspace == null) {
			panel.add(new Paragraph(getTranslation("onboarding.needs-workspace")), button("go-workspace",
					getTranslation("onboarding.go-workspace"), () -> show(FirstRunStep.WORKSPACE)));
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
		Button skip = button("skip-step", getTranslation("onboarding.skip"), () -> skip(step));
		skip.removeThemeVariants(ButtonVariant.LUMO_PRIMARY);
		skip.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
		panel.add(skip);
	}

	private void drawStepList() {
		stepList.removeAll();
		for (FirstRunStep step : FirstRunStep.values()) {
			StepState state = progress.state(step);
			Button entry = new Button(entryText(state, stepTitle(this::getTranslation, step)), event -> show(step));
			entry.setId("step-" + step.name().toLowerCase(Locale.ROOT));
			entry.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
			if (step == open) {
				entry.getStyle().set("font-weight", "700");
			}
			entry.getElement().setAttribute("data-state", state.name().toLowerCase(Locale.ROOT));
			stepList.add(entry);
		}
	}

	private String entryText(StepState state, String title) {
		return switch (state) {
			case DONE -> getTranslation("onboarding.steps.done", title);
			case SKIPPED -> getTranslation("onboarding.steps.skipped", title);
			case TO_DO -> title;
		};
	}

	/** The step's name as the path and the checklist show it. */
	static String stepTitle(Texts texts, FirstRunStep step) {
		return texts.text(switch (step) {
			case BRANDING -> "onboarding.step.branding";
			case WORKSPACE -> "onboarding.step.workspace";
			case API_KEY -> "onboarding.step.api-key";
			case LOCATION -> "onboarding.step.location";
			case FIRST_SCAN -> "onboarding.step.first-scan";
		});
	}

	private Component allDone() {
		Div done = new Div(new H3(getTranslation("onboarding.done.title")),
				new Paragraph(getTranslation("onboarding.done.text")),
				new Anchor("agency/overview", getTranslation("onboarding.done.overview")));
		done.setId("first-run-complete");
		return done;
	}

	private Component brandingStep() {
		Branding current = branding.current();
		TextField name = new TextField(getTranslation("onboarding.branding.name"));
		name.setId("brand-name");
		name.setValue(current.displayName());
		TextField colour = new TextField(getTranslation("onboarding.branding.colour"));
		colour.setId("brand-colour");
		colour.setValue(current.colour().hex());
		colour.setHelperText(getTranslation("onboarding.branding.colour.helper"));
		Button save = button("save-branding", getTranslation("onboarding.branding.save"), () -> {
			if (ServiceCall.run(Map.of("displayName", name, "primaryColour", colour),
					() -> firstRun.saveBranding(name.getValue(), colour.getValue()))) {
				advance(FirstRunStep.BRANDING);
			}
		});
		return new VerticalLayout(name, colour, save);
	}

	private Component workspaceStep() {
		TextField name = new TextField(getTranslation("onboarding.workspace.name"));
		name.setId("workspace-name-field");
		name.setHelperText(getTranslation("onboarding.workspace.name.helper"));
		Button create = button("create-workspace", getTranslation("onboarding.workspace.create"), () -> {
			if (ServiceCall.run(Map.of("name", name), () -> firstRun.createWorkspace(name.getValue()))) {
				advance(FirstRunStep.WORKSPACE);
			}
		});
		VerticalLayout step = new VerticalLayout(name, create);
		List<WorkspaceSummary> existing = workspaces.visibleWorkspaces();
		if (!existing.isEmpty()) {
			ComboBox<WorkspaceSummary> choice = new ComboBox<>(getTranslation("onboarding.workspace.choice"));
			choice.setId("workspace-choice");
			choice.setItems(existing);
			choice.setItemLabelGenerator(WorkspaceSummary::name);
			step.add(choice, button("use-workspace", getTranslation("onboarding.workspace.use"), () -> {
				WorkspaceSummary chosen = choice.getValue();
				if (chosen == null) {
					Notices.error(getTranslation("onboarding.workspace.choose-first"));
				}
				else if (ServiceCall.run(() -> firstRun.useWorkspace(chosen.id()))) {
					advance(FirstRunStep.WORKSPACE);
				}
			}));
		}
		return step;
	}

	private Component keyStep(WorkspaceId workspace) {
		TextField label = new TextField(getTranslation("onboarding.key.label"));
		label.setId("key-label");
		label.setValue(getTranslation("onboarding.key.label.value"));
		PasswordField secret = new PasswordField(getTranslation("onboarding.key.secret"));
		secret.setId("key-secret");
		secret.setHelperText(getTranslation("onboarding.key.secret.helper"));
		Button save = primary("save-key", getTranslation("onboarding.key.save"));
		save.addClickListener(event -> {
			save.setEnabled(false);
			String labelText = label.getValue();
			String secretText = secret.getValue();
			background.run(() -> firstRun.addKey(workspace, labelText, secretText), key -> {
				Notices.success(getTranslation("onboarding.key.saved"));
				advance(FirstRunStep.API_KEY);
			}, failure -> {
				save.setEnabled(true);
				Failures.show(failure, Map.of("label", label, "secret", secret));
			});
		});
		return new VerticalLayout(label, secret, save);
	}

	private Component locationStep(WorkspaceId workspace) {
		TextField term = new TextField(getTranslation("onboarding.location.term"));
		term.setId("location-term");
		TextField area = new TextField(getTranslation("onboarding.location.area"));
		area.setId("location-area");
		area.setPlaceholder(getTranslation("onboarding.location.area.placeholder"));
		VerticalLayout results = new VerticalLayout();
		results.setId("location-results");
		results.setPadding(false);
		Button search = primary("search-location", getTranslation("onboarding.location.search"));
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
			results.add(new Paragraph(getTranslation("onboarding.location.none")));
			return;
		}
		for (int i = 0; i < found.size(); i++) {
			LocationCandidate candidate = found.get(i);
			Button save = new Button(getTranslation("onboarding.location.save"));
			save.setId("save-location-" + i);
			save.addClickListener(event -> {
				save.setEnabled(false);
				background.run(() -> firstRun.saveLocation(workspace, candidate.placeId()), saved -> {
					Notices.success(getTranslation("onboarding.location.saved", saved.name()));
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
					button("go-key", getTranslation("onboarding.scan.go-key"), () -> show(FirstRunStep.API_KEY)));
			return step;
		}
		if (saved.isEmpty()) {
			step.add(new Paragraph(getTranslation("onboarding.scan.no-location")), button("go-location",
					getTranslation("onboarding.scan.go-location"), () -> show(FirstRunStep.LOCATION)));
			return step;
		}
		ComboBox<SavedLocation> location = new ComboBox<>(getTranslation("onboarding.scan.location"));
		location.setId("scan-location");
		location.setItems(saved);
		location.setItemLabelGenerator(SavedLocation::name);
		location.setValue(saved.get(0));
		TextField keyword = new TextField(getTranslation("onboarding.scan.keyword"));
		keyword.setId("scan-keyword");
		keyword.setHelperText(getTranslation("onboarding.scan.keyword.helper", ScanInput.DEFAULT_GRID_SIZE,
				LocaleFormats.of(getLocale()).decimal(FIRST_SCAN_RADIUS, 2)));
		Paragraph cost = new Paragraph();
		cost.setId("scan-cost");
		Button run = primary("run-scan", getTranslation("onboarding.scan.run"));
		run.setVisible(false);
		Paragraph outcome = new Paragraph();
		outcome.setId("scan-outcome");
		Map<String, TextField> fields = Map.of("keyword", keyword);
		Button quote = button("quote-scan", getTranslation("onboarding.scan.quote"), () -> {
			SavedLocation chosen = location.getValue();
			if (chosen == null) {
				Notices.error(getTranslation("onboarding.scan.choose-location"));
				return;
			}
			ScanInput input = ScanInput.google(chosen.placeId(), required(chosen.center()), keyword.getValue(),
					FIRST_SCAN_RADIUS, Measurement.MI);
			if (ServiceCall.run(fields, () -> quoted = new Quoted(input, firstRun.quoteScan(workspace, input)))
					&& quoted != null) {
				ScanQuote answer = quoted.quote();
				cost.setText(costText(this::getTranslation, answer));
				run.setText(getTranslation("onboarding.scan.spend", answer.cost()));
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
						step.add(button("finish", getTranslation("onboarding.scan.finish"),
								() -> show(progress.resumeAt().orElse(null))));
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

	static String costText(Texts texts, ScanQuote quote) {
		Long now = quote.balance();
		Long after = quote.balanceAfter();
		String balance = now == null || after == null ? texts.text("onboarding.cost.balance.unknown")
				: texts.text("onboarding.cost.balance", now, after);
		if (!quote.affordable()) {
			return texts.text("onboarding.cost.not-enough", quote.cost(), balance);
		}
		if (quote.overBudget()) {
			return texts.text("onboarding.cost.over-budget");
		}
		if (quote.needsDuplicateConfirmation()) {
			return texts.text("onboarding.cost.duplicate");
		}
		return texts.text("onboarding.cost", quote.cost(), balance);
	}

	/** The new heatmap when the scan is done, else the reports it will arrive among. */
	private Anchor reportLink(String reports, Submission submission) {
		Anchor link = submission.reportKey() == null ? new Anchor(reports, getTranslation("onboarding.scan.reports"))
				: new Anchor(reports + "/scan/" + submission.reportKey(), getTranslation("onboarding.scan.heatmap"));
		link.setId("first-run-report");
		return link;
	}

	private String sentText(Submission submission) {
		return switch (submission.status()) {
			case COMPLETE -> getTranslation("onboarding.scan.complete");
			case QUEUED -> getTranslation("onboarding.scan.queued");
			case UNKNOWN -> getTranslation("onboarding.scan.unknown");
			case SUBMITTING -> getTranslation("onboarding.scan.ended",
					getTranslation("onboarding.scan.status.submitting"), submission.message());
			case FAILED -> getTranslation("onboarding.scan.ended", getTranslation("onboarding.scan.status.failed"),
					submission.message());
			case WRITTEN_OFF -> getTranslation("onboarding.scan.ended",
					getTranslation("onboarding.scan.status.written-off"), submission.message());
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

	@Override
	public String pageName() {
		return getTranslation("onboarding.title");
	}

}
