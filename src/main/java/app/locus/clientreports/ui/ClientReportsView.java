package app.locus.clientreports.ui;

import java.io.ByteArrayInputStream;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;

import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
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

	/** The zone the times of the history are shown in, named beside them. */
	private static final ZoneId UTC = ZoneId.of("UTC");

	private final transient ClientReportService reports;

	private final transient CurrentUser currentUser;

	private final transient ShareService shares;

	private final Grid<ClientReportEntry> history = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph();

	private final Button generate = new Button();

	private final CheckboxGroup<Section> sections = new CheckboxGroup<>();

	private final TextArea keywords = new TextArea();

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
		LocaleFormats formats = LocaleFormats.of(getLocale());
		history.addColumn(entry -> formats.instant(entry.createdAt(), UTC))
			.setHeader(getTranslation("clientreports.history.made"))
			.setAutoWidth(true);
		history
			.addColumn(entry -> getTranslation("clientreports.history.period-range", formats.day(entry.period().from()),
					formats.day(entry.period().to())))
			.setHeader(getTranslation("clientreports.history.period"));
		history.addColumn(entry -> origin(entry.origin()))
			.setHeader(getTranslation("clientreports.history.how"))
			.setAutoWidth(true);
		history.addComponentColumn(this::downloadLink)
			.setHeader(getTranslation("clientreports.history.pdf"))
			.setAutoWidth(true);
		history.addComponentColumn(this::shareButton).setHeader("").setKey("share").setAutoWidth(true);
		history.setAllRowsVisible(true);
		empty.setText(getTranslation("clientreports.history.empty"));
		empty.setId("client-report-history-empty");
		generate.setText(getTranslation("clientreports.generate"));
		generate.setId("client-report-generate");
		generate.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		generate.addClickListener(event -> generate());
		sections.setLabel(getTranslation("clientreports.template.sections"));
		sections.setId("client-report-sections");
		sections.setItems(Section.values());
		sections.setItemLabelGenerator(section -> getTranslation(section.titleKey()));
		keywords.setLabel(getTranslation("clientreports.template.keywords"));
		keywords.setId("client-report-keywords");
		keywords.setHelperText(getTranslation("clientreports.template.keywords.help", ReportTemplate.KEYWORDS_MAX));
		keywords.setWidthFull();
		period.setId("client-report-period");
		period.setLabel(getTranslation("clientreports.template.period"));
		period.setItems(ReportPeriod.values());
		period.setItemLabelGenerator(this::periodName);
		Button save = new Button(getTranslation("clientreports.template.save"), event -> saveTemplate());
		save.setId("client-report-template-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		template.setId("client-report-template");
		template.add(new H3(getTranslation("clientreports.template.title")), sections, keywords, period, new Div(save));
		add(new H2(getTranslation("clientreports.page.title")),
				new Paragraph(getTranslation("clientreports.page.intro")), generate, empty, history, template,
				schedule);
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
			Notices.success(getTranslation("clientreports.template.saved"));
		}
	}

	private void generate() {
		AtomicReference<ClientReportEntry> made = new AtomicReference<>();
		if (ServiceCall.run(() -> made.set(reports.generateNow(workspace)))) {
			Notices.success(getTranslation("clientreports.generated", Objects.requireNonNull(made.get()).title()));
			reload();
		}
	}

	private Button shareButton(ClientReportEntry entry) {
		WorkspaceId id = workspace;
		Button share = new Button(getTranslation("clientreports.share"), VaadinIcon.CONNECT.create(),
				event -> new ShareLinkDialog<>(getTranslation("clientreports.share.title"),
						getTranslation("clientreports.share.text"), List.of(ShareExpiry.values()), ShareExpiry::label,
						ShareExpiry.DEFAULT, expiry -> {
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
		}), getTranslation("clientreports.download"));
		anchor.setId("client-report-download-" + entry.id());
		anchor.addClassName("client-report-download");
		return anchor;
	}

	@Override
	public String pageName() {
		return getTranslation("clientreports.page.title");
	}

	private String origin(ClientReportEntry.Origin origin) {
		return getTranslation(switch (origin) {
			case MANUAL -> "clientreports.origin.manual";
			case SCHEDULE -> "clientreports.origin.schedule";
		});
	}

	private String periodName(ReportPeriod chosen) {
		return getTranslation(switch (chosen) {
			case LAST_7_DAYS -> "clientreports.period.last-7-days";
			case LAST_30_DAYS -> "clientreports.period.last-30-days";
			case LAST_MONTH -> "clientreports.period.last-month";
		});
	}

}
