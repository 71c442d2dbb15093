package app.locus.isolation;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.util.Arrays;

import app.locus.audit.AuditTrail;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.campaigns.CampaignService;
import app.locus.isolation.AccessRules.Check;
import app.locus.tenancy.UserService;
import app.locus.upstream.credentials.ApiKeyService;
import org.junit.jupiter.api.Test;

/**
 * The matrix reads each method's access rule from its byte code, as the code states it.
 */
class AccessRulesTest {

	private final AccessRules rules = new AccessRules();

	@Test
	void a_reading_method_starts_with_the_read_check() {
		assertThat(rules.of(method(CampaignService.class, "get")).check()).isEqualTo(Check.READ);
	}

	@Test
	void a_check_reached_through_a_private_helper_counts() {
		assertThat(rules.of(method(CampaignService.class, "pause")).check()).isEqualTo(Check.WRITE);
	}

	@Test
	void admin_and_agency_admin_checks_are_told_apart() {
		assertThat(rules.of(method(ClientApprovalService.class, "setRequiresApproval")).check()).isEqualTo(Check.ADMIN);
		assertThat(rules.of(method(UserService.class, "get")).check()).isEqualTo(Check.AGENCY_ADMIN);
	}

	@Test
	void a_method_that_only_asks_who_is_signed_in_is_scoped_by_the_person() {
		assertThat(rules.of(method(AuditTrail.class, "count")).check()).isEqualTo(Check.SIGNED_IN);
	}

	@Test
	void a_rule_of_its_own_after_the_check_may_refuse_further() {
		assertThat(rules.of(method(ApiKeyService.class, "revoke"))).satisfies(rule -> {
			assertThat(rule.check()).isEqualTo(Check.WRITE);
			assertThat(rule.mayRefuseFurther()).isTrue();
		});
		assertThat(rules.of(method(CampaignService.class, "get")).mayRefuseFurther()).isFalse();
	}

	private static Method method(Class<?> type, String name) {
		return Arrays.stream(type.getDeclaredMethods())
			.filter(method -> method.getName().equals(name))
			.findFirst()
			.orElseThrow();
	}

}
