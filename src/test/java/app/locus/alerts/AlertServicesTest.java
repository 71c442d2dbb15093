package app.locus.alerts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Rules over the agency's defaults, each person's choices, and the bell's count. */
@IntegrationTest
class AlertServicesTest {

	@Autowired
	DSLContext db;

	@Autowired
	AlertRuleService rules;

	@Autowired
	AlertPreferenceService preferences;

	@Autowired
	AlertService alerts;

	@Autowired
	AlertDispatch dispatch;

	Tenant tenant;

	@BeforeEach
	void tenant() {
		tenant = new TenantFixture(db).tenant();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_workspace_follows_the_agency_default_until_it_sets_its_own_rule_and_again_after_a_reset() {
		TenantFixture.signIn(tenant.admin());
		rules.saveAgencyDefault(AlertKind.VISIBILITY_DROP, true, 25);
		TenantFixture.signIn(tenant.manager());
		assertThat(rule()).isEqualTo(new AlertRule(AlertKind.VISIBILITY_DROP, true, 25, AlertRule.Source.AGENCY));

		rules.saveRule(tenant.workspace(), AlertKind.VISIBILITY_DROP, false, 5);
		assertThat(rule()).isEqualTo(new AlertRule(AlertKind.VISIBILITY_DROP, false, 5, AlertRule.Source.WORKSPACE));

		rules.resetRule(tenant.workspace(), AlertKind.VISIBILITY_DROP);
		assertThat(rule()).isEqualTo(new AlertRule(AlertKind.VISIBILITY_DROP, true, 25, AlertRule.Source.AGENCY));
	}

	@Test
	void refuses_a_threshold_out_of_range_or_missing_and_keeps_the_stored_rule() {
		TenantFixture.signIn(tenant.manager());
		rules.saveRule(tenant.workspace(), AlertKind.VISIBILITY_DROP, true, 15);

		assertThat(FieldErrors.of(() -> rules.saveRule(tenant.workspace(), AlertKind.VISIBILITY_DROP, true, 0)))
			.containsOnlyKeys(AlertRuleService.THRESHOLD);
		assertThat(FieldErrors.of(() -> rules.saveRule(tenant.workspace(), AlertKind.VISIBILITY_DROP, true, 101)))
			.containsOnlyKeys(AlertRuleService.THRESHOLD);
		assertThat(FieldErrors.of(() -> rules.saveRule(tenant.workspace(), AlertKind.VISIBILITY_DROP, true, null)))
			.containsOnlyKeys(AlertRuleService.THRESHOLD);
		assertThat(FieldErrors.of(() -> rules.saveRule(tenant.workspace(), AlertKind.KEY_STOPPED, true, 3)))
			.containsOnlyKeys(AlertRuleService.THRESHOLD);
		assertThat(rule().threshold()).isEqualTo(15);
	}

	@Test
	void refuses_a_client_viewer_the_rules_and_the_choices_and_a_manager_the_agency_defaults() {
		TenantFixture.signIn(tenant.viewer());
		assertThatThrownBy(() -> rules.rules(tenant.workspace())).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> preferences.choose(AlertKind.KEY_STOPPED, AlertChannel.EMAIL, false))
			.isInstanceOf(ForbiddenException.class);
		TenantFixture.signIn(tenant.manager());
		assertThatThrownBy(() -> rules.saveAgencyDefault(AlertKind.KEY_STOPPED, false, null))
			.isInstanceOf(ForbiddenException.class);
	}

	@Test
	void the_bell_counts_only_the_kinds_a_person_keeps_in_the_portal_until_they_are_read() {
		TenantFixture.signIn(tenant.manager());
		preferences.choose(AlertKind.KEY_STOPPED, AlertChannel.IN_APP, false);
		fire(AlertKind.KEY_STOPPED, "key");
		fire(AlertKind.SCAN_UNKNOWN, "scan");

		assertThat(alerts.unreadCount()).isEqualTo(1);
		AlertId unread = alerts.recent().get(0).id();
		assertThat(preferences.preferences().get(AlertKind.KEY_STOPPED).get(AlertChannel.IN_APP)).isFalse();

		TenantFixture.signIn(tenant.admin());
		assertThat(alerts.unreadCount()).isEqualTo(2);
		TenantFixture.signIn(tenant.viewer());
		assertThat(alerts.unreadCount()).isZero();
		alerts.markRead(unread);
		TenantFixture.signIn(new TenantFixture(db).tenant().manager());
		assertThatThrownBy(() -> alerts.markRead(unread)).isInstanceOf(NotFoundException.class);

		TenantFixture.signIn(tenant.manager());
		alerts.markRead(unread);
		assertThat(alerts.unreadCount()).isZero();
		assertThat(alerts.recent()).singleElement().satisfies(alert -> assertThat(alert.read()).isTrue());
	}

	private AlertRule rule() {
		return rules.rules(tenant.workspace())
			.stream()
			.filter(rule -> rule.kind() == AlertKind.VISIBILITY_DROP)
			.findFirst()
			.orElseThrow();
	}

	private void fire(AlertKind kind, String subject) {
		dispatch.fire(
				new Firing(tenant.agency(), tenant.workspace(), kind, subject, "Planted " + subject, "Planted", null));
	}

}
