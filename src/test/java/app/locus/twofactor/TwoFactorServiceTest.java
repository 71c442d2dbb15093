package app.locus.twofactor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;

import app.locus.audit.AuditFilter;
import app.locus.audit.AuditTrail;
import app.locus.base.ForbiddenException;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.security.LocusUser;
import app.locus.security.PendingSignIn;
import app.locus.security.SecondFactor.CodeCheck;
import app.locus.security.SecondFactor;
import app.locus.security.SecondFactorStep;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import app.locus.twofactor.repository.TwoFactorRepository;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class TwoFactorServiceTest {

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	TwoFactorService twoFactor;

	@Autowired
	SecondFactor signIn;

	@Autowired
	TwoFactorRepository factors;

	TestAgency agency;

	LocusUser admin;

	LocusUser manager;

	@BeforeEach
	void tenants() {
		agency = new TestTenants(provisioning).agency();
		admin = agency.user(Role.AGENCY_ADMIN);
		manager = agency.user(Role.ACCOUNT_MANAGER, agency.workspace("Bakery"));
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void enrolment_is_active_only_after_a_right_code_of_the_new_secret() {
		TestTenants.signIn(manager);
		Enrolment enrolment = twoFactor.startEnrolment();
		String secret = secretOf(enrolment);

		assertThat(enrolment.recoveryCodes()).hasSize(10);
		assertThat(enrolment.qrCode()).startsWith("data:image/svg+xml;base64,");
		assertThat(signIn.stepAfterPassword(manager)).as("not active before a code").isEqualTo(SecondFactorStep.NONE);
		assertThatThrownBy(() -> twoFactor.confirmEnrolment(wrong(TotpOracle.now(secret))))
			.isInstanceOf(ValidationException.class);
		assertThat(twoFactor.status().enrolled()).isFalse();

		twoFactor.confirmEnrolment(TotpOracle.now(secret));

		assertThat(twoFactor.status()).isEqualTo(new TwoFactorStatus(true, false, 10));
		assertThat(signIn.stepAfterPassword(manager)).isEqualTo(SecondFactorStep.CODE);
	}

	@Test
	void the_secret_is_stored_only_encrypted() {
		TestTenants.signIn(manager);
		String secret = secretOf(twoFactor.startEnrolment());

		byte[] stored = factors.find(manager.agencyId(), manager.id()).orElseThrow().secret().ciphertext();

		assertThat(new String(stored, StandardCharsets.ISO_8859_1)).doesNotContain(secret);
		assertThat(stored).isNotEqualTo(secret.getBytes(StandardCharsets.US_ASCII));
	}

	@Test
	void a_code_is_accepted_at_sign_in_and_refused_when_replayed() {
		String secret = enrol(manager);
		String code = TotpOracle.next(secret);

		assertThat(signIn.check(pending(manager, SecondFactorStep.CODE), code)).isEqualTo(CodeCheck.accept());
		assertThat(signIn.check(pending(manager, SecondFactorStep.CODE), code)).as("the same code again")
			.isEqualTo(CodeCheck.refuse());
	}

	@Test
	void a_code_older_than_the_last_one_used_is_refused() {
		String secret = enrol(manager);

		assertThat(signIn.check(pending(manager, SecondFactorStep.CODE), TotpOracle.next(secret)).accepted()).isTrue();

		assertThat(signIn.check(pending(manager, SecondFactorStep.CODE), TotpOracle.now(secret)).accepted()).isFalse();
	}

	@Test
	void a_recovery_code_signs_in_once() {
		TestTenants.signIn(manager);
		Enrolment enrolment = twoFactor.startEnrolment();
		twoFactor.confirmEnrolment(TotpOracle.now(secretOf(enrolment)));
		String recovery = enrolment.recoveryCodes().get(3);

		assertThat(signIn.check(pending(manager, SecondFactorStep.CODE), recovery.toUpperCase().replace("-", " ")))
			.isEqualTo(CodeCheck.accept());
		assertThat(signIn.check(pending(manager, SecondFactorStep.CODE), recovery)).as("used up")
			.isEqualTo(CodeCheck.refuse());
		assertThat(twoFactor.status().recoveryCodesLeft()).isEqualTo(9);
	}

	@Test
	void recovery_codes_do_not_turn_the_factor_off_or_make_new_codes() {
		TestTenants.signIn(manager);
		Enrolment enrolment = twoFactor.startEnrolment();
		twoFactor.confirmEnrolment(TotpOracle.now(secretOf(enrolment)));

		assertThatThrownBy(() -> twoFactor.disable(enrolment.recoveryCodes().get(0)))
			.isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> twoFactor.regenerateRecoveryCodes(enrolment.recoveryCodes().get(0)))
			.isInstanceOf(ValidationException.class);
		assertThat(twoFactor.status()).isEqualTo(new TwoFactorStatus(true, false, 10));
	}

	@Test
	void new_recovery_codes_need_a_current_code_and_replace_the_old_ones() {
		TestTenants.signIn(manager);
		Enrolment enrolment = twoFactor.startEnrolment();
		String secret = secretOf(enrolment);
		twoFactor.confirmEnrolment(TotpOracle.now(secret));

		List<String> fresh = twoFactor.regenerateRecoveryCodes(TotpOracle.next(secret));

		assertThat(fresh).hasSize(10).doesNotContainAnyElementsOf(enrolment.recoveryCodes());
		assertThat(signIn.check(pending(manager, SecondFactorStep.CODE), enrolment.recoveryCodes().get(0)).accepted())
			.as("an old code")
			.isFalse();
		assertThat(signIn.check(pending(manager, SecondFactorStep.CODE), fresh.get(0)).accepted()).isTrue();
	}

	@Test
	void turning_the_factor_off_needs_a_current_code() {
		String secret = enrol(manager);
		TestTenants.signIn(manager);

		assertThatThrownBy(() -> twoFactor.disable("000000x")).isInstanceOf(ValidationException.class);
		assertThat(twoFactor.status().enrolled()).isTrue();

		twoFactor.disable(TotpOracle.next(secret));

		assertThat(twoFactor.status().enrolled()).isFalse();
		assertThat(signIn.stepAfterPassword(manager)).isEqualTo(SecondFactorStep.NONE);
	}

	@Test
	void the_factor_cannot_be_turned_off_while_the_agency_requires_it() {
		String adminSecret = enrol(admin);
		String managerSecret = enrol(manager);
		TestTenants.signIn(admin);
		twoFactor.setRequiredForAgency(true);
		TestTenants.signIn(manager);

		assertThatThrownBy(() -> twoFactor.disable(TotpOracle.next(managerSecret)))
			.isInstanceOf(ForbiddenException.class);
		assertThat(twoFactor.status()).isEqualTo(new TwoFactorStatus(true, true, 10));
		assertThat(adminSecret).isNotEqualTo(managerSecret);
	}

	@Test
	void when_the_agency_requires_it_people_without_one_set_it_up_after_their_password() {
		enrol(admin);
		TestTenants.signIn(admin);
		twoFactor.setRequiredForAgency(true);
		TestTenants.signOut();

		assertThat(signIn.stepAfterPassword(manager)).isEqualTo(SecondFactorStep.ENROL);
		LocusUser otherAgency = new TestTenants(provisioning).agency().user(Role.ACCOUNT_MANAGER);
		assertThat(signIn.stepAfterPassword(otherAgency)).isEqualTo(SecondFactorStep.NONE);
	}

	@Test
	void only_admins_who_have_it_themselves_can_require_it() {
		TestTenants.signIn(manager);
		assertThatThrownBy(() -> twoFactor.setRequiredForAgency(true)).isInstanceOf(ForbiddenException.class);
		TestTenants.signIn(admin);
		assertThatThrownBy(() -> twoFactor.setRequiredForAgency(true)).isInstanceOf(ValidationException.class);
		assertThat(twoFactor.requiredForAgency()).isFalse();

		enrol(admin);
		TestTenants.signIn(admin);
		twoFactor.setRequiredForAgency(true);

		assertThat(twoFactor.requiredForAgency()).isTrue();
	}

	@Test
	void five_wrong_codes_pause_the_codes_and_then_even_the_right_one_is_refused_unchecked() {
		String secret = enrol(manager);
		String right = TotpOracle.next(secret);
		String wrong = wrong(right);
		for (int i = 1; i < 5; i++) {
			assertThat(signIn.check(pending(manager, SecondFactorStep.CODE), wrong)).as("attempt %d", i)
				.isEqualTo(CodeCheck.refuse());
		}

		assertThat(signIn.check(pending(manager, SecondFactorStep.CODE), wrong)).isEqualTo(CodeCheck.pausedFor(5));
		assertThat(signIn.check(pending(manager, SecondFactorStep.CODE), right).paused()).isTrue();
	}

	@Test
	void code_checks_are_audited_without_the_code(@Autowired AuditTrail trail) {
		String secret = enrol(manager);
		String code = TotpOracle.next(secret);
		signIn.check(pending(manager, SecondFactorStep.CODE), code);
		signIn.check(pending(manager, SecondFactorStep.CODE), code);

		TestTenants.signIn(admin);
		var entries = trail.page(AuditFilter.NONE, 0, 50)
			.stream()
			.filter(e -> e.action().startsWith("two-factor."))
			.toList();

		assertThat(entries).extracting(e -> e.action() + " " + e.outcome())
			.contains("two-factor.sign-in SUCCESS", "two-factor.sign-in DENIED", "two-factor.enrol SUCCESS");
		assertThat(entries).allSatisfy(e -> assertThat(String.valueOf(e.details())).doesNotContain(code));
	}

	@Test
	void at_sign_in_the_first_code_of_a_new_authenticator_activates_it() {
		enrol(admin);
		TestTenants.signIn(admin);
		twoFactor.setRequiredForAgency(true);
		TestTenants.signOut();
		PendingSignIn pending = pending(manager, SecondFactorStep.ENROL);

		assertThat(signIn.check(pending, "123456")).as("nothing set up yet").isEqualTo(CodeCheck.refuse());
		assertThatThrownBy(() -> twoFactor.startEnrolmentAtSignIn()).as("no pending sign-in in this request")
			.isInstanceOf(ForbiddenException.class);
		TestTenants.signIn(manager);
		String secret = secretOf(twoFactor.startEnrolment());
		TestTenants.signOut();

		assertThat(signIn.check(pending, TotpOracle.now(secret))).isEqualTo(CodeCheck.accept());
		assertThat(signIn.stepAfterPassword(manager)).isEqualTo(SecondFactorStep.CODE);
	}

	/** Sets up and confirms an authenticator for the user; returns its secret. */
	private String enrol(LocusUser user) {
		TestTenants.signIn(user);
		String secret = secretOf(twoFactor.startEnrolment());
		twoFactor.confirmEnrolment(TotpOracle.now(secret));
		TestTenants.signOut();
		return secret;
	}

	private static String secretOf(Enrolment enrolment) {
		return enrolment.secret().replace(" ", "");
	}

	private static PendingSignIn pending(LocusUser user, SecondFactorStep step) {
		return new PendingSignIn(user.id(), user.agencyId(), user.email(), step, Instant.now());
	}

	/** A six-digit code that is not {@code code}. */
	private static String wrong(String code) {
		return String.format("%06d", (Integer.parseInt(code) + 500_000) % 1_000_000);
	}

}
