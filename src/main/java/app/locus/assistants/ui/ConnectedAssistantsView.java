package app.locus.assistants.ui;

import java.time.ZoneId;
import java.util.List;

import app.locus.assistants.AssistantConnection;
import app.locus.assistants.AssistantConnectionService;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.calendar.CalendarService;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Code;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinServletRequest;
import jakarta.annotation.security.PermitAll;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * The AI assistants a person allowed to act as them (DD224): where to connect one, which
 * ones work now and with what access, and disconnecting one, which ends its tokens at
 * once. Everyone's own, from the user menu.
 */
@Route(value = MainLayout.ASSISTANTS_ROUTE, layout = MainLayout.class)
@PermitAll
class ConnectedAssistantsView extends Main implements NamedPage {

	private final transient AssistantConnectionService connections;

	private final transient ZoneId zone;

	private final transient LocaleFormats formats;

	private final Grid<AssistantConnection> grid = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph();

	ConnectedAssistantsView(AssistantConnectionService connections, CalendarService calendar) {
		this.connections = connections;
		this.zone = calendar.zone();
		this.formats = LocaleFormats.of(getLocale());
		setId("connected-assistants");
		getStyle().set("padding", "var(--lumo-space-l)");
		Paragraph address = new Paragraph(getTranslation("assistants.connected.address"));
		address.add(new Text(" "), new Code(mcpAddress()));
		empty.setText(getTranslation("assistants.connected.none"));
		grid.setId("assistant-connections");
		grid.addColumn(AssistantConnection::name)
			.setHeader(getTranslation("assistants.connected.column.name"))
			.setFlexGrow(2);
		grid.addColumn(connection -> getTranslation(
				connection.canWrite() ? "assistants.connected.access.write" : "assistants.connected.access.read"))
			.setHeader(getTranslation("assistants.connected.column.access"));
		grid.addColumn(connection -> formats.instant(connection.lastAllowed(), zone))
			.setHeader(getTranslation("assistants.connected.column.allowed"));
		grid.addColumn(connection -> formats.instant(connection.worksUntil(), zone))
			.setHeader(getTranslation("assistants.connected.column.until"));
		grid.addComponentColumn(this::disconnectButton).setHeader("").setKey("actions");
		grid.setAllRowsVisible(true);
		add(new H2(getTranslation("assistants.connected.title")),
				new Paragraph(getTranslation("assistants.connected.intro")), address, empty, grid);
		load();
	}

	@Override
	public String pageName() {
		return getTranslation("assistants.connected.title");
	}

	private static String mcpAddress() {
		VaadinServletRequest request = VaadinServletRequest.getCurrent();
		return request == null ? "/mcp"
				: ServletUriComponentsBuilder.fromContextPath(request.getHttpServletRequest())
					.path("/mcp")
					.build()
					.toUriString();
	}

	private Button disconnectButton(AssistantConnection connection) {
		Button disconnect = new Button(getTranslation("assistants.connected.disconnect"),
				event -> confirmDisconnect(connection));
		disconnect.setId("disconnect-" + connection.clientKey());
		disconnect.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_TERTIARY);
		disconnect.setAriaLabel(getTranslation("assistants.connected.disconnect.label", connection.name()));
		return disconnect;
	}

	private void confirmDisconnect(AssistantConnection connection) {
		ConfirmDialog confirm = new ConfirmDialog();
		confirm.setId("disconnect-confirm");
		confirm.setHeader(getTranslation("assistants.connected.disconnect.header", connection.name()));
		confirm.setText(getTranslation("assistants.connected.disconnect.text"));
		confirm.setCancelable(true);
		confirm.setCancelText(getTranslation("assistants.connected.disconnect.cancel"));
		confirm.setConfirmText(getTranslation("assistants.connected.disconnect"));
		confirm.setConfirmButtonTheme("error primary");
		confirm.addConfirmListener(event -> {
			if (ServiceCall.run(() -> connections.disconnect(connection.clientKey()))) {
				Notices.success(getTranslation("assistants.connected.disconnected", connection.name()));
			}
			load();
		});
		confirm.open();
	}

	private void load() {
		List<AssistantConnection> rows = connections.connected();
		grid.setItems(rows);
		grid.setVisible(!rows.isEmpty());
		empty.setVisible(rows.isEmpty());
	}

}
