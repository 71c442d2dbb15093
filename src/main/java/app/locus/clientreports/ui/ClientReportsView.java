package app.locus.clientreports.ui;

import java.io.ByteArrayInputStream;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;

import app.locus.base.DisplayDates;
import app.locus.base.WorkspaceId;
import app.locus.base.mail.OutgoingMail;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.base.ui.ShareLinkDialog;
import app.locus.clientreports.ClientReportEntry;
import app.locus.clientreports.ClientReportFile;
import app.locus.clientreports.ClientReportScheduleService;
import app.locus.clientreports.ClientReportService;
import app.locus.clientreports.ReportPeriod;
import app.locus.clientreports.ReportTemplate;
import app.locus.clientreports.Section;
import app.locus.clientreports.TemplateInput;
import app.locus.security.CurrentUser;
import app.locus.sharing.CreatedShare;
import app.locus.sharing.ShareExpiry;
import app.locus.sharing.ShareService;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.streams.DownloadHandler;
import com.vaadin.flow.server.streams.DownloadResponse;
import jakarta.annotation.security.PermitAll;

/**
 * The workspace's client reports: the history of PDFs to download (client viewers too),
 * and for managers and admins the template and "Make a report now" (DD146), then the
 * schedule that mails it to the client's contacts (DD147).
 */
@Route(value = ClientReportsNavigation.ROUTE, layout = MainLayout.class)
@PermitAll
class ClientReportsView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient ClientReportService reports;

	private final transient CurrentUser currentUser;

	private final transient ShareService shares;

	private final Grid<ClientReportEntry> history = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph("No report has been made yet.");

	private final Button generate = new Button("Make a report now");

	private final CheckboxGroup<Section> sections = new CheckboxGroup<>("Sections");

	private final TextArea keywords = new TextArea("Keywords for heatmaps and charts, one per line");

	private final Select<ReportPeriod> period = new Select<>();

	private final Div template = new Div();

	private final ScheduleSection schedule;

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	ClientReportsView(ClientReportService reports, ClientReportScheduleService schedules, ShareService shares,
			CurrentUser currentUser) {
		this.reports = reports;
		this.currentUser = currentUser;
		this.shares = shares;
		this.schedule = new ScheduleSection(schedules, this::reload);
		getStyle().set("padding", "var(--lumo-space-l)");
		history.setId("client-report-history");
		history.addColumn(entry -> OutgoingMail.when(entry.createdAt())).setHeader("Made").setAutoWidth(true);
		history
			.addColumn(
					entry -> DisplayDates.day(entry.period().from()) + " to " + DisplayDates.day(entry.period().to()))
			.setHeader("Period");
		history.addColumn(entry -> entry.origin().label()).setHeader("How").setAutoWidth(true);
		history.addComponentColumn(this::downloadLink).setHeader("PDF").setAutoWidth(true);
		history.addComponentColumn(this::shareButton).setHeader("").setKey("share").setAutoWidth(true);
		history.setAllRowsVisible(true);
		empty.setId("client-report-history-empty");
		generate.setId("client-report-generate");
		generate.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		generate.addClickListener(event -> generate());
		sections.setId("client-report-sections");
		sections.setItems(Section.values());
		sections.setItemLabelGenerator(section -> getTranslation(section.titleKey()));
		keywords.setId("client-report-keywords");
		keywords.setHelperText("Up to " + ReportTemplate.KEYWORDS_MAX
				+ " keywords. Leave empty to show the most recently scanned ones.");
		keywords.setWidthFull();
		period.setId("client-report-period");
		period.setLabel("Period");
		period.setItems(ReportPeriod.values());
		period.setItemLabelGenerator(ReportPeriod::label);
		Button save = new Button("Save template", event -> saveTemplate());
		save.setId("client-report-template-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		template.setId("client-report-template");
		template.add(new H3("What the report shows"), sections, keywords, period, new Div(save));
		add(new H2("Client reports"),
				new Paragraph("PDF reports in your agency's branding, made from the stored scans of this client."),
				generate, empty, history, template, schedule);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		boolean manages = currentUser.require().role().canWrite();
		generate.setVisible(manages);
		history.getColumnByKey("share").setVisible(shares.canShare(workspace));
		template.setVisible(manages);
		schedule.setVisible(manages);
		if (manages) {
			show(reports.template(workspace));
			schedule.show(workspace);
		}
		reload();
	}

	private void reload() {
		List<ClientReportEntry> entries = reports.history(workspace);
		history.setItems(entries);
		empty.setVisible(entries.isEmpty());
	}

	private void show(ReportTemplate saved) {
		sections
			.setValue(saved.sections().isEmpty() ? EnumSet.noneOf(Section.class) : EnumSet.copyOf(saved.sections()));
		keywords.setValue(String.join("\n", saved.heatmapKeywords()));
		period.setValue(saved.period());
	}

	private void saveTemplate() {
		TemplateInput input = new TemplateInput(sections.getValue(), Arrays.asList(keywords.getValue().split("\n")),
				period.getValue());
		AtomicReference<ReportTemplate> saved = new AtomicReference<>();
		if (ServiceCall.run(Map.of("sections", sections, "heatmapKeywords", keywords, "period", period),
				() -> saved.set(reports.saveTemplate(workspace, input)))) {
			show(Objects.requireNonNull(saved.get()));
			Notices.success("The report template is saved.");
		}
	}

	private void generate() {
		AtomicReference<ClientReportEntry> made = new AtomicReference<>();
		if (ServiceCall.run(() -> made.set(reports.generateNow(workspace)))) {
			Notices.success("The report is made: " + Objects.requireNonNull(made.get()).title() + ".");
			reload();
		}
	}

	private Button shareButton(ClientReportEntry entry) {
		WorkspaceId id = workspace;
		Button share = new Button("Share", VaadinIcon.CONNECT.create(), event -> new ShareLinkDialog<>("Share this PDF",
				"Anyone with the link opens this PDF, as it was made, without signing in. While the link works, the "
						+ "PDF is kept in the history.",
				List.of(ShareExpiry.values()), ShareExpiry::label, ShareExpiry.DEFAULT, expiry -> {
					CreatedShare created = shares.shareClientReport(id, entry.id(), expiry);
					return new ShareLinkDialog.Made(created.link(), created.expiresAt());
				})
			.open());
		share.setId("client-report-share-" + entry.id());
		share.addClassName("client-report-share");
		share.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
		return share;
	}

	private Anchor downloadLink(ClientReportEntry entry) {
		WorkspaceId id = workspace;
		Anchor anchor = new Anchor(DownloadHandler.fromInputStream(event -> {
			ClientReportFile file = reports.download(id, entry.id());
			byte[] pdf = file.pdf();
			return new DownloadResponse(new ByteArrayInputStream(pdf), file.name(), "application/pdf", pdf.length);
		}), "Download");
		anchor.setId("client-report-download-" + entry.id());
		anchor.addClassName("client-report-download");
		return anchor;
	}

	@Override
	public String pageName() {
		return "Client reports";
	}

}
