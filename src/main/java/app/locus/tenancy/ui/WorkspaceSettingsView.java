package app.locus.tenancy.ui;

import java.util.Map;

import app.locus.base.WorkspaceId;
import app.locus.base.i18n.Language;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.tenancy.LanguageService;
import app.locus.tenancy.WorkspaceService;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;
import org.jspecify.annotations.Nullable;

/**
 * A client workspace's own settings, for the agency's admins and the workspace's account
 * managers: the language its client portal, client reports, mails and shared pages are
 * written in (DD195).
 */
@Route(value = TenancyNavigation.WORKSPACE_SETTINGS_ROUTE, layout = MainLayout.class)
@RolesAllowed({ "AGENCY_ADMIN", "ACCOUNT_MANAGER" })
class WorkspaceSettingsView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient WorkspaceService workspaces;

	private final transient LanguageService languages;

	private final H2 title = new H2();

	private final Select<Language> language = new Select<>();

	private @Nullable WorkspaceId workspace;

	WorkspaceSettingsView(WorkspaceService workspaces, LanguageService languages) {
		this.workspaces = workspaces;
		this.languages = languages;
		getStyle().set("padding", "var(--lumo-space-l)");
		title.setId("workspace-settings-title");
		language.setId("workspace-language");
		language.setLabel(getTranslation("workspacesettings.language.label"));
		language.setHelperText(getTranslation("workspacesettings.language.help"));
		language.setItems(Language.values());
		language.setItemLabelGenerator(Language::ownName);
		language.setWidth("20em");
		Button save = new Button(getTranslation("common.save"), event -> save());
		save.setId("workspace-settings-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		add(title, new Paragraph(getTranslation("workspacesettings.lead")), language, save);
	}

	private void save() {
		WorkspaceId id = workspace;
		Language chosen = language.getValue();
		if (id != null && chosen != null && ServiceCall.run(Map.of("languageCode", language),
				() -> languages.setForWorkspace(id, chosen.code()))) {
			Notices.success(getTranslation("workspacesettings.language.saved", chosen.ownName()));
		}
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		WorkspaceId id = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		title.setText(getTranslation("workspacesettings.title", workspaces.get(id).name()));
		language.setValue(languages.ofWorkspace(id));
		workspace = id;
	}

	@Override
	public String pageName() {
		return title.getText();
	}

}
