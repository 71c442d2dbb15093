package app.locus.apitokens;

import static app.locus.db.Tables.API_TOKEN;
import static app.locus.db.Tables.APP_USER;
import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Set;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.security.TokenAuthentication;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.WorkspaceSummary;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * API tokens: shown once and stored only as a hash, working until revoked, expired or
 * their admin loses the right, narrowed to their scope, refused fields named, and kept
 * within their agency.
 */
@IntegrationTest
class ApiTokenServiceTest {

	static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);

	@Autowired
	DSLContext db;

	@Autowired
	ApiTokenService tokens;

	@Autowired
	WorkspaceService workspaces;

	@Autowired
	WorkspaceAccess access;

	Tenant tenant;

	@BeforeEach
	void anAdminSignedIn() {
		tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.admin());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_token_is_shown_once_kept_only_as_a_hash_and_signs_in_as_its_admin() {
		IssuedToken issued = tokens.issue(new TokenRequest("Looker Studio", false, Set.of(), null));

		assertThat(issued.secret()).startsWith("locus_").hasSize("locus_".length() + 43);
		assertThat(db.selectFrom(API_TOKEN).where(API_TOKEN.ID.eq(issued.token().id())).fetchOne().formatJSON())
			.doesNotContain(issued.secret().substring("locus_".length()));
		assertThat(tokens.tokens()).extracting(ApiToken::name, ApiToken::shownPrefix)
			.containsExactly(tuple("Looker Studio", issued.secret().substring(0, 12)));
		assertThat(issued.toString()).doesNotContain(issued.secret());

		TokenAuthentication signIn = tokens.authenticate(issued.secret()).orElseThrow();
		assertThat(signIn.getPrincipal().id()).isEqualTo(tenant.admin().id());
		assertThat(signIn.grant().canWrite()).isFalse();
		assertThat(signIn.grant().agencyWide()).isTrue();
		assertThat(tokens.tokens().get(0).lastUsedAt()).isNotNull();
		assertThat(db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.AGENCY_ID.eq(tenant.agency().value()).and(AUDIT_EVENT.ACTION.eq("api-token.issue"))))
			.isEqualTo(1);
	}

	@Test
	void a_revoked_token_and_a_near_miss_of_a_secret_sign_in_nobody() {
		IssuedToken issued = tokens.issue(new TokenRequest("n8n", true, Set.of(), null));
		String secret = issued.secret();
		char last = secret.charAt(secret.length() - 1);
		String nearMiss = secret.substring(0, secret.length() - 1) + (last == 'A' ? 'B' : 'A');

		assertThat(tokens.authenticate(nearMiss)).isEmpty();
		assertThat(FieldErrors.of(() -> tokens.authenticate(secret.substring("locus_".length()))))
			.containsKey("secret");
		tokens.revoke(issued.token().id());

		assertThat(tokens.authenticate(secret)).isEmpty();
		assertThat(tokens.tokens().get(0).revokedAt()).isNotNull();
		assertThatThrownBy(() -> tokens.revoke(issued.token().id())).isInstanceOf(NotFoundException.class);
	}

	@Test
	void a_token_stops_working_when_its_admin_is_disabled_or_no_longer_an_admin() {
		String first = tokens.issue(new TokenRequest("BI", false, Set.of(), null)).secret();
		String second = tokens.issue(new TokenRequest("CRM", false, Set.of(), null)).secret();

		db.update(APP_USER)
			.set(APP_USER.ROLE, "ACCOUNT_MANAGER")
			.where(APP_USER.ID.eq(tenant.admin().id().value()))
			.execute();
		assertThat(tokens.authenticate(first)).isEmpty();
		db.update(APP_USER)
			.set(APP_USER.ROLE, "AGENCY_ADMIN")
			.set(APP_USER.ENABLED, false)
			.where(APP_USER.ID.eq(tenant.admin().id().value()))
			.execute();
		assertThat(tokens.authenticate(second)).isEmpty();
	}

	@Test
	void a_token_limited_to_a_workspace_carries_that_limit_and_another_agencys_workspace_is_not_found() {
		Tenant other = new TenantFixture(db).tenant();

		IssuedToken narrow = tokens.issue(new TokenRequest("One client", false, Set.of(tenant.workspace()), null));
		assertThat(tokens.authenticate(narrow.secret()).orElseThrow().grant().workspaces())
			.containsExactly(tenant.workspace());

		assertThatThrownBy(() -> tokens.issue(new TokenRequest("Probe", false, Set.of(other.workspace()), null)))
			.isInstanceOf(NotFoundException.class);
	}

	@Test
	void a_token_ends_after_its_last_day_and_lives_at_most_a_year() {
		assertThat(FieldErrors.of(() -> tokens.issue(new TokenRequest("Old", false, Set.of(), TODAY))))
			.containsKey("expiresOn");
		assertThat(FieldErrors.of(() -> tokens
			.issue(new TokenRequest("Long", false, Set.of(), TODAY.plusDays(ApiTokenService.MAX_DAYS + 1)))))
			.containsKey("expiresOn");
		assertThat(FieldErrors.of(() -> tokens.issue(new TokenRequest(" ", false, Set.of(), null))))
			.containsKey("name");

		IssuedToken month = tokens.issue(new TokenRequest("Month", false, Set.of(), TODAY.plusDays(30)));
		assertThat(month.token().expiresAt()).isEqualTo(TODAY.plusDays(31).atStartOfDay(ZoneOffset.UTC).toInstant());
		assertThat(month.token().usableAt(month.token().expiresAt())).isFalse();
		assertThat(month.token().usableAt(month.token().expiresAt().minusMillis(1))).isTrue();
	}

	@Test
	void only_an_admin_in_person_makes_or_revokes_tokens_and_only_their_own_agencys() {
		IssuedToken issued = tokens.issue(new TokenRequest("Zapier", true, Set.of(), null));
		Tenant other = new TenantFixture(db).tenant();

		TenantFixture.signIn(other.admin());
		assertThat(tokens.tokens()).isEmpty();
		assertThatThrownBy(() -> tokens.revoke(issued.token().id())).isInstanceOf(NotFoundException.class);

		TenantFixture.signIn(tenant.manager());
		assertThatThrownBy(() -> tokens.tokens()).isInstanceOf(ForbiddenException.class);

		SecurityContextHolder.getContext().setAuthentication(tokens.authenticate(issued.secret()).orElseThrow());
		assertThatThrownBy(() -> tokens.issue(new TokenRequest("Child", true, Set.of(), null)))
			.isInstanceOf(ForbiddenException.class);
		assertThat(tokens.authenticate(issued.secret())).isPresent();
	}

	@Test
	void a_workspace_token_reaches_its_workspace_only_and_a_read_token_writes_nothing() {
		WorkspaceId second = new TenantFixture(db).workspace(tenant.agency());
		IssuedToken narrow = tokens.issue(new TokenRequest("One client", true, Set.of(tenant.workspace()), null));
		IssuedToken reader = tokens.issue(new TokenRequest("Reader", false, Set.of(), null));

		SecurityContextHolder.getContext().setAuthentication(tokens.authenticate(narrow.secret()).orElseThrow());
		assertThat(workspaces.visibleWorkspaces()).extracting(WorkspaceSummary::id).containsExactly(tenant.workspace());
		assertThatThrownBy(() -> access.requireRead(second)).isInstanceOf(NotFoundException.class);
		assertThat(access.requireWrite(tenant.workspace()).id()).isEqualTo(tenant.admin().id());
		assertThatThrownBy(() -> access.requireAgencyAdmin()).isInstanceOf(ForbiddenException.class);

		SecurityContextHolder.getContext().setAuthentication(tokens.authenticate(reader.secret()).orElseThrow());
		assertThat(workspaces.visibleWorkspaces()).extracting(WorkspaceSummary::id)
			.contains(tenant.workspace(), second);
		assertThat(access.requireRead(second).id()).isEqualTo(tenant.admin().id());
		assertThatThrownBy(() -> access.requireWrite(second)).isInstanceOf(ForbiddenException.class)
			.hasMessageContaining("only read");
		assertThatThrownBy(() -> access.requireAdmin(second)).isInstanceOf(ForbiddenException.class);
	}

}
