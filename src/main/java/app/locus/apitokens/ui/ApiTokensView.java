package app.locus.apitokens.ui;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import app.locus.apitokens.ApiToken;
import app.locus.apitokens.ApiTokenService;
import app.locus.apitokens.IssuedToken;
import app.locus.apitokens.TokenRequest;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.calendar.CalendarService;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.WorkspaceSummary;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;

/**
 * The agency's API tokens (DD220): make one for a tool or an assistant, see its secret
 * once, and see which tokens exist, what they may do, when they were last used, and
 * revoke them. Agency admins only.
 */
@Route(value = ApiTokensNavigation.ROUTE, layout = MainLayout.class)
@RolesAllowed("AGENCY_ADMIN")
class ApiTokensView extends Main implements NamedPage {

	/** The lifetimes offered, in days; 0 for a token that does not expire. */
	static final List<Integer> LIFETIMES = List.of(30, 90, 365, 0);

	private final transient ApiTokenService tokens;

	private final transient ZoneId zone;

	private final transient LocaleFormats formats;

	private final TextField name = new TextField();

	private final RadioButtonGroup<Boolean> scope = new RadioButtonGroup<>();

	private final MultiSelectComboBox<WorkspaceSummary> workspaces = new MultiSelectComboBox<>();

	private final Select<Integer> lifetime = new Select<>();

	private final Grid<ApiToken> grid = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph();

	private final Map<WorkspaceId, String> workspaceNames;

	ApiTokensView(ApiTokenService tokens, WorkspaceService workspaceService, CalendarService calendar) {
		this.tokens = tokens;
		this.zone = calendar.zone();
		this.formats = LocaleFormats.of(getLocale());
		List<WorkspaceSummary> clients = workspaceService.visibleWorkspaces();
		workspaceNames = clients.stream().collect(Collectors.toMap(WorkspaceSummary::id, WorkspaceSummary::name));
		getStyle().set("padding", "var(--lumo-space-l)");
		name.setId("api-token-name");
		name.setLabel(getTranslation("apitokens.name"));
		name.setHelperText(getTranslation("apitokens.name.helper"));
		name.setMaxLength(ApiTokenService.MAX_NAME_LENGTH);
		name.setWidth("22em");
		scope.setId("api-token-scope");
		scope.setLabel(getTranslation("apitokens.scope"));
		scope.setItems(false, true);
		scope.setItemLabelGenerator(write -> getTranslation(write ? "apitokens.scope.write" : "apitokens.scope.read"));
		scope.setValue(false);
		workspaces.setId("api-token-workspaces");
		workspaces.setLabel(getTranslation("apitokens.workspaces"));
		workspaces.setHelperText(getTranslation("apitokens.workspaces.helper"));
		workspaces.setItems(clients);
		workspaces.setItemLabelGenerator(WorkspaceSummary::name);
		workspaces.setWidth("22em");
		lifetime.setId("api-token-lifetime");
		lifetime.setLabel(getTranslation("apitokens.lifetime"));
		lifetime.setItems(LIFETIMES);
		lifetime.setItemLabelGenerator(days -> days == 0 ? getTranslation("apitokens.lifetime.never")
				: getTranslation("apitokens.lifetime.days", days));
		lifetime.setValue(90);
		Button issue = new Button(getTranslation("apitokens.issue"), event -> issue());
		issue.setId("api-token-issue");
		issue.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		HorizontalLayout form = new HorizontalLayout(name, scope, workspaces, lifetime, issue);
		form.setWrap(true);
		form.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);

		grid.setId("api-tokens");
		grid.addColumn(ApiToken::name).setHeader(getTranslation("apitokens.column.name")).setFlexGrow(2);
		grid.addColumn(token -> token.shownPrefix() + "…").setHeader(getTranslation("apitokens.column.prefix"));
		grid.addColumn(token -> getTranslation(token.canWrite() ? "apitokens.scope.write" : "apitokens.scope.read"))
			.setHeader(getTranslation("apitokens.column.scope"));
		grid.addColumn(this::reach).setHeader(getTranslation("apitokens.column.workspaces")).setFlexGrow(2);
		grid.addColumn(ApiToken::madeBy).setHeader(getTranslation("apitokens.column.madeBy"));
		grid.addColumn(token -> formats.instant(token.createdAt(), zone))
			.setHeader(getTranslation("apitokens.column.created"));
		grid.addColumn(token -> token.lastUsedAt() == null ? getTranslation("apitokens.never")
				: formats.instant(token.lastUsedAt(), zone))
			.setHeader(getTranslation("apitokens.column.lastUsed"));
		grid.addColumn(this::status).setHeader(getTranslation("apitokens.column.status"));
		grid.addComponentColumn(this::revokeButton).setHeader("").setKey("actions");
		grid.setAllRowsVisible(true);
		empty.setId("api-tokens-empty");
		empty.setText(getTranslation("apitokens.empty"));

		add(new H2(getTranslation("apitokens.title")), new Paragraph(getTranslation("apitokens.intro")),
				new H3(getTranslation("apitokens.new")), form, new H3(getTranslation("apitokens.list")), grid, empty);
		load();
	}

	@Override
	public String pageName() {
		return getTranslation("apitokens.title");
	}

	private void issue() {
		Map<String, HasValidation> fields = new HashMap<>();
		fields.put("name", name);
		fields.put("expiresOn", lifetime);
		int days = lifetime.getValue() == null ? 0 : lifetime.getValue();
		LocalDate lastDay = days == 0 ? null : LocalDate.now(ZoneOffset.UTC).plusDays(days);
		TokenRequest request = new TokenRequest(name.getValue(), Boolean.TRUE.equals(scope.getValue()),
				workspaces.getValue().stream().map(WorkspaceSummary::id).collect(Collectors.toSet()), lastDay);
		ServiceCall.run(fields, () -> showOnce(tokens.issue(request)));
	}

	private void showOnce(IssuedToken issued) {
		name.clear();
		workspaces.clear();
		load();
		Dialog dialog = new Dialog();
		dialog.setId("api-token-issued");
		dialog.setHeaderTitle(getTranslation("apitokens.issued.title", issued.token().name()));
		TextField secret = new TextField(getTranslation("apitokens.issued.secret"));
		secret.setId("api-token-secret");
		secret.setValue(issued.secret());
		secret.setReadOnly(true);
		secret.setWidthFull();
		secret.addFocusListener(event -> secret.getElement().executeJs("this.inputElement.select()"));
		Button done = new Button(getTranslation("apitokens.issued.done"), event -> dialog.close());
		done.setId("api-token-issued-done");
		done.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		dialog.add(new Paragraph(getTranslation("apitokens.issued.once")), secret,
				new Paragraph(getTranslation("apitokens.issued.use")));
		dialog.getFooter().add(done);
		dialog.setWidth("36em");
		dialog.setCloseOnOutsideClick(false);
		dialog.open();
	}

	private String reach(ApiToken token) {
		if (token.workspaces().isEmpty()) {
			return getTranslation("apitokens.workspaces.all");
		}
		return token.workspaces()
			.stream()
			.map(id -> workspaceNames.getOrDefault(id, getTranslation("apitokens.workspaces.archived")))
			.sorted()
			.collect(Collectors.joining(", "));
	}

	private String status(ApiToken token) {
		if (token.revokedAt() != null) {
			return getTranslation("apitokens.status.revoked", formats.instant(token.revokedAt(), zone));
		}
		Instant expires = token.expiresAt();
		if (expires == null) {
			return getTranslation("apitokens.status.noExpiry");
		}
		String day = formats.day(LocalDate.ofInstant(expires, ZoneOffset.UTC).minusDays(1));
		return getTranslation(token.usableAt(Instant.now()) ? "apitokens.status.until" : "apitokens.status.expired",
				day);
	}

	private Button revokeButton(ApiToken token) {
		Button revoke = new Button(getTranslation("apitokens.revoke"), event -> confirmRevoke(token));
		revoke.setId("revoke-token-" + token.id());
		revoke.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_TERTIARY);
		revoke.setVisible(token.revokedAt() == null);
		revoke.setAriaLabel(getTranslation("apitokens.revoke.label", token.name()));
		return revoke;
	}

	private void confirmRevoke(ApiToken token) {
		ConfirmDialog confirm = new ConfirmDialog();
		confirm.setId("revoke-token-confirm");
		confirm.setHeader(getTranslation("apitokens.revoke.header", token.name()));
		confirm.setText(getTranslation("apitokens.revoke.text"));
		confirm.setCancelable(true);
		confirm.setCancelText(getTranslation("apitokens.revoke.cancel"));
		confirm.setConfirmText(getTranslation("apitokens.revoke"));
		confirm.setConfirmButtonTheme("error primary");
		confirm.addConfirmListener(event -> {
			if (ServiceCall.run(() -> tokens.revoke(token.id()))) {
				Notices.success(getTranslation("apitokens.revoked", token.name()));
			}
			load();
		});
		confirm.open();
	}

	private void load() {
		List<ApiToken> rows = tokens.tokens();
		grid.setItems(rows);
		grid.setVisible(!rows.isEmpty());
		empty.setVisible(rows.isEmpty());
	}

}
