package app.locus.alerts.ui;

import java.time.ZoneId;
import java.util.List;
import java.util.Map;

import app.locus.alerts.AlertKind;
import app.locus.alerts.AlertRule;
import app.locus.alerts.AlertRuleService;
import app.locus.alerts.Webhooks;
import app.locus.alerts.WebhookSignature;
import app.locus.base.NotFoundException;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * A workspace's alert rules (over the agency's defaults) and its webhook, for its
 * managers and the agency's admins.
 */
@Route(value = AlertsNavigation.RULES_ROUTE, layout = MainLayout.class)
@PermitAll
class AlertRulesView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient AlertRuleService rules;

	private final transient Webhooks webhooks;

	/**
	 * The body a Slack-compatible webhook receives, written into the checkbox's label.
	 */
	private static final String SLACK_BODY = "{\"text\": …}";

	/** Where the webhook's creation is dated, as the alert mails date it. */
	private static final ZoneId UTC = ZoneId.of("UTC");

	private final TextField url = new TextField();

	private final Checkbox slack = new Checkbox();

	private final Paragraph current = new Paragraph();

	private final Paragraph secret = new Paragraph();

	private final Button remove = new Button();

	private final Div rulesSection = new Div();

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	private final transient CurrentUser currentUser;

	AlertRulesView(AlertRuleService rules, Webhooks webhooks, CurrentUser currentUser) {
		this.rules = rules;
		this.webhooks = webhooks;
		this.currentUser = currentUser;
		getStyle().set("padding", "var(--lumo-space-l)");
		url.setLabel(getTranslation("alerts.webhook.url"));
		url.setId("webhook-url");
		url.setWidth("36em");
		url.setMaxLength(2000);
		url.setPlaceholder("https://hooks.example.com/alerts");
		slack.setLabel(getTranslation("alerts.webhook.slack", SLACK_BODY));
		slack.setId("webhook-slack");
		current.setId("webhook-current");
		secret.setId("webhook-secret");
		secret.setVisible(false);
		Button save = new Button(getTranslation("alerts.webhook.save"), event -> saveWebhook());
		save.setId("webhook-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		remove.setText(getTranslation("alerts.webhook.remove"));
		remove.setId("webhook-remove");
		remove.addThemeVariants(ButtonVariant.LUMO_ERROR);
		remove.addClickListener(event -> removeWebhook());
		add(new H2(getTranslation("alerts.rules.title")), new Paragraph(getTranslation("alerts.rules.about")),
				rulesSection, new H3(getTranslation("alerts.webhook.title")),
				new Paragraph(getTranslation("alerts.webhook.about", WebhookSignature.HEADER)), current, url, slack,
				new HorizontalLayout(save, remove), secret);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		// client viewers have no rules page: it answers like one that does not exist
		if (!currentUser.require().role().canWrite()) {
			throw new NotFoundException("page");
		}
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		WorkspaceId id = workspace;
		rulesSection.removeAll();
		rulesSection.add(new RuleEditor(new RuleEditor.Rules() {
			@Override
			public List<AlertRule> all() {
				return rules.rules(id);
			}

			@Override
			public AlertRule save(AlertKind kind, boolean enabled, @Nullable Integer threshold) {
				return rules.saveRule(id, kind, enabled, threshold);
			}

			@Override
			public AlertRule reset(AlertKind kind) {
				return rules.resetRule(id, kind);
			}
		}, true));
		showWebhook();
	}

	private void showWebhook() {
		var webhook = webhooks.webhook(workspace);
		LocaleFormats formats = LocaleFormats.of(getLocale());
		current.setText(webhook
			.map(hook -> getTranslation(hook.slackFormat() ? "alerts.webhook.current.slack" : "alerts.webhook.current",
					hook.url(), formats.instant(hook.createdAt(), UTC)))
			.orElseGet(() -> getTranslation("alerts.webhook.none")));
		remove.setVisible(webhook.isPresent());
	}

	private void saveWebhook() {
		var saved = new java.util.concurrent.atomic.AtomicReference<Webhooks.SavedWebhook>();
		if (ServiceCall.run(Map.of("url", url),
				() -> saved.set(webhooks.save(workspace, url.getValue(), slack.getValue())))) {
			secret.setText(
					getTranslation("alerts.webhook.secret", java.util.Objects.requireNonNull(saved.get()).secret()));
			secret.setVisible(true);
			url.clear();
			Notices.success(getTranslation("alerts.webhook.saved"));
			showWebhook();
		}
	}

	private void removeWebhook() {
		if (ServiceCall.run(() -> webhooks.remove(workspace))) {
			secret.setVisible(false);
			Notices.success(getTranslation("alerts.webhook.removed"));
			showWebhook();
		}
	}

	@Override
	public String pageName() {
		return getTranslation("alerts.rules.title");
	}

}
