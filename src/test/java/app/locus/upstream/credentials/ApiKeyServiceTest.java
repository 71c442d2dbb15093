package app.locus.upstream.credentials;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.UPSTREAM_API_KEY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import javax.sql.DataSource;

import app.locus.base.vault.SecretCipher;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.gateway.CredentialSource;
import app.locus.upstream.gateway.UpstreamCredential;
import app.locus.upstream.gateway.GatewayNode;
import app.locus.upstream.gateway.GatewayProperties;
import app.locus.upstream.gateway.ScriptedUpstream.Reply;
import app.locus.upstream.gateway.ScriptedUpstream;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.Simulator;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.transaction.PlatformTransactionManager;

@IntegrationTest
@ExtendWith(OutputCaptureExtension.class)
class ApiKeyServiceTest {

	/** The simulator's words for a key it does not know (its 401 envelope). */
	private static final String SIMULATOR_REFUSAL = "Invalid or missing API key";

	@Autowired
	ApiKeyService keys;

	@Autowired
	CredentialSource credentials;

	@Autowired
	DSLContext db;

	@Autowired
	DataSource dataSource;

	@Autowired
	WorkspaceAccess access;

	@Autowired
	ApiKeyRepository repository;

	@Autowired
	SecretCipher cipher;

	@Autowired
	ApiKeyCredentialSource keyCredentials;

	@Autowired
	AuditLog audit;

	@Autowired
	PlatformTransactionManager transactions;

	@Autowired
	Simulator simulator;

	private Tenants tenants;

	private AccountHandle account;

	/** Keys the simulator (the service of the tests, over HTTP) accepts. */
	private String secret;

	private String otherSecret;

	private AgencyId agency;

	private WorkspaceId workspace;

	private LocusUser admin;

	@BeforeEach
	void agencyWithAWorkspace() {
		tenants = new Tenants(db);
		agency = tenants.agency();
		workspace = tenants.workspace(agency);
		admin = tenants.user(agency, Role.AGENCY_ADMIN);
		Tenants.signIn(admin);
		account = simulator.createAccount("Keys", 100);
		secret = account.key();
		otherSecret = account.addKey();
	}

	@AfterEach
	void signOut() {
		Tenants.signOut();
	}

	@Test
	void an_admin_adds_a_key_and_after_saving_only_its_last_four_characters_are_ever_shown() {
		ApiKeySummary added = keys.add(workspace, " Main key ", secret, "office 203.0.113.7");

		List<ApiKeySummary> listed = keys.list(workspace);
		assertThat(listed).singleElement().satisfies(key -> {
			assertThat(key.id()).isEqualTo(added.id());
			assertThat(key.label()).isEqualTo("Main key");
			assertThat(key.maskedKey()).isEqualTo("****" + secret.substring(secret.length() - 4));
			assertThat(key.ipNote()).isEqualTo("office 203.0.113.7");
			assertThat(key.status()).isEqualTo(ApiKeySummary.Status.ACTIVE);
			assertThat(key.inUse()).isTrue();
			assertThat(key.createdAt()).isNotNull();
		});
		assertThat(listed.toString()).doesNotContain(secret);
		byte[] stored = db.fetchValue(UPSTREAM_API_KEY.SECRET_CIPHERTEXT, UPSTREAM_API_KEY.ID.eq(added.id().value()));
		assertThat(new String(stored, StandardCharsets.ISO_8859_1)).doesNotContain(secret);
		assertThat(auditText()).contains("upstream.api-key.add").doesNotContain(secret);
	}

	@Test
	void the_gateway_sends_the_active_key_whose_secret_was_set_last() {
		ApiKeySummary first = keys.add(workspace, "First", secret, null);
		ApiKeySummary second = keys.add(workspace, "Second", otherSecret, null);
		assertThat(activeSecret()).isEqualTo(otherSecret);

		String rotatedSecret = account.addKey();
		ApiKeySummary rotated = keys.rotate(workspace, first.id(), rotatedSecret);
		assertThat(activeSecret()).isEqualTo(rotatedSecret);
		assertThat(rotated.id()).isEqualTo(first.id());
		assertThat(rotated.label()).isEqualTo("First");
		assertThat(rotated.rotatedAt()).isNotNull();
		assertThat(rotated.maskedKey()).isEqualTo("****" + rotatedSecret.substring(rotatedSecret.length() - 4));

		keys.revoke(workspace, first.id());
		assertThat(activeSecret()).isEqualTo(otherSecret);
		keys.revoke(workspace, second.id());
		assertThat(credentials.activeCredential(workspace)).isEmpty();
		assertThat(keys.list(workspace)).extracting(ApiKeySummary::status).containsOnly(ApiKeySummary.Status.REVOKED);
		assertThat(auditText()).contains("upstream.api-key.rotate", "upstream.api-key.revoke")
			.doesNotContain(secret, otherSecret, rotatedSecret);
	}

	@Test
	void a_saved_key_keeps_the_account_its_check_named_so_every_node_paces_it_under_that_account() {
		ApiKeySummary added = keys.add(workspace, "Main", secret, null);
		assertThat(credentials.activeCredential(workspace)).get()
			.extracting(UpstreamCredential::accountHolder)
			.isEqualTo(account.userId());

		AccountHandle moved = simulator.createAccount("Moved", 10);
		keys.rotate(workspace, added.id(), moved.key());
		assertThat(credentials.activeCredential(workspace)).get()
			.extracting(UpstreamCredential::accountHolder)
			.isEqualTo(moved.userId());
	}

	@Test
	void a_sixth_active_key_is_refused_until_one_is_revoked() {
		List<String> accepted = new ArrayList<>(List.of(secret, otherSecret, account.addKey(), account.addKey(),
				account.addKey(), simulator.createAccount("Sixth", 0).key()));
		for (int i = 1; i <= 5; i++) {
			keys.add(workspace, "Key " + i, accepted.get(i - 1), null);
		}

		assertThatThrownBy(() -> keys.add(workspace, "Key 6", accepted.get(5), null)).isInstanceOfSatisfying(
				ValidationException.class,
				ex -> assertThat(ex.fieldErrors().get("secret")).contains("already has 5 active API keys"));

		keys.revoke(workspace, keys.list(workspace).get(0).id());
		keys.add(workspace, "Key 6", accepted.get(5), null);
		assertThat(keys.list(workspace)).hasSize(6);
	}

	@Test
	void invalid_input_is_refused_per_field_without_echoing_the_secret() {
		assertThatThrownBy(() -> keys.add(workspace, " ", "short", "x".repeat(300))).isInstanceOfSatisfying(
				ValidationException.class,
				ex -> assertThat(ex.fieldErrors()).containsOnlyKeys("label", "secret", "ipNote"));
		assertThatThrownBy(() -> keys.add(workspace, "Label", "sk_live_ with spaces", null))
			.isInstanceOfSatisfying(ValidationException.class, ex -> {
				assertThat(ex.fieldErrors()).containsOnlyKeys("secret");
				assertThat(ex.getMessage()).doesNotContain("with spaces");
			});
		assertThat(keys.list(workspace)).isEmpty();
	}

	@Test
	void key_ids_and_workspaces_of_other_tenants_are_not_found() {
		ApiKeySummary mine = keys.add(workspace, "Mine", secret, null);
		WorkspaceId sibling = tenants.workspace(agency);
		AgencyId otherAgency = tenants.agency();
		WorkspaceId foreign = tenants.workspace(otherAgency);

		assertThatThrownBy(() -> keys.rotate(sibling, mine.id(), otherSecret)).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> keys.revoke(sibling, mine.id())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> keys.test(sibling, mine.id())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> keys.list(foreign)).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> keys.add(foreign, "Theirs", otherSecret, null)).isInstanceOf(NotFoundException.class);
		assertThat(keys.list(sibling)).isEmpty();
		assertThat(keys.list(workspace)).singleElement().satisfies(key -> assertThat(key.rotatedAt()).isNull());
	}

	@Test
	void a_client_viewer_may_neither_see_nor_manage_keys() {
		ApiKeySummary key = keys.add(workspace, "Main", secret, null);
		Tenants.signIn(tenants.user(agency, Role.CLIENT_VIEWER, workspace));

		assertThatThrownBy(() -> keys.list(workspace)).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> keys.add(workspace, "Mine", otherSecret, null)).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> keys.revoke(workspace, key.id())).isInstanceOf(ForbiddenException.class);
	}

	@Test
	void an_account_manager_manages_keys_only_when_the_agency_allows_it() {
		LocusUser manager = tenants.user(agency, Role.ACCOUNT_MANAGER, workspace);
		Tenants.signIn(manager);

		assertThat(keys.canManage(workspace)).isFalse();
		assertThat(keys.list(workspace)).isEmpty();
		assertThatThrownBy(() -> keys.add(workspace, "Main", secret, null)).isInstanceOf(ForbiddenException.class)
			.hasMessageContaining("only agency admins");
		assertThat(auditText()).contains("DENIED");
		assertThatThrownBy(() -> keys.setManagersManageKeys(true)).isInstanceOf(ForbiddenException.class);

		Tenants.signIn(admin);
		keys.setManagersManageKeys(true);
		assertThat(keys.managersManageKeys()).isTrue();
		Tenants.signIn(manager);

		assertThat(keys.canManage(workspace)).isTrue();
		keys.add(workspace, "Main", secret, null);
		assertThat(keys.list(workspace)).hasSize(1);
	}

	@Test
	void testing_a_key_calls_the_account_endpoint_with_that_key_and_records_the_outcome() {
		ApiKeySummary older = keys.add(workspace, "Older", secret, null);
		keys.add(workspace, "Newer", otherSecret, null);
		ObjectNode account = JsonNodeFactory.instance.objectNode();
		account.putObject("subscription").put("plan", "Agency Pro");
		account.putObject("credits").put("balance", "1200");
		try (ScriptedUpstream upstream = ScriptedUpstream.start();
				GatewayNode node = new GatewayNode(dataSource, GatewayProperties.defaults(upstream.baseUrl()),
						credentials)) {
			ApiKeyService service = new ApiKeyService(access, repository, cipher, keyCredentials, node.gateway, audit,
					Clock.systemUTC(), transactions);
			upstream.then(Reply.ok(account), Reply.error(401, "Unauthorized", "Invalid API key " + secret));

			KeyTestResult works = service.test(workspace, older.id());
			KeyTestResult refused = service.test(workspace, older.id());

			assertThat(upstream.received()).extracting(ScriptedUpstream.Received::path).containsOnly("/v2/account");
			assertThat(upstream.received()).extracting(request -> request.fields().get("api_key")).containsOnly(secret);
			assertThat(works.outcome()).isEqualTo(KeyTestResult.Outcome.WORKS);
			assertThat(works.message()).contains("Agency Pro", "1200");
			assertThat(refused.outcome()).isEqualTo(KeyTestResult.Outcome.REFUSED);
			assertThat(refused.message()).doesNotContain(secret);
		}
		assertThat(keys.list(workspace)).filteredOn(key -> key.id().equals(older.id()))
			.singleElement()
			.satisfies(key -> {
				assertThat(key.lastTestOutcome()).isEqualTo(KeyTestResult.Outcome.REFUSED);
				assertThat(key.lastTestedAt()).isNotNull();
			});
		assertThat(auditText()).contains("upstream.api-key.test", "FAILURE").doesNotContain(secret);
	}

	@Test
	void a_revoked_key_cannot_be_tested_or_rotated() {
		ApiKeySummary key = keys.add(workspace, "Main", secret, null);
		keys.revoke(workspace, key.id());

		assertThatThrownBy(() -> keys.test(workspace, key.id())).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> keys.rotate(workspace, key.id(), otherSecret)).isInstanceOf(ValidationException.class);
	}

	@Test
	void a_key_the_service_refuses_is_not_saved_and_the_person_reads_the_services_reason() {
		account.revokeKey(otherSecret);

		assertThatThrownBy(() -> keys.add(workspace, "Revoked at the service", otherSecret, null))
			.isInstanceOfSatisfying(KeyRefusedException.class, ex -> {
				assertThat(ex.fieldErrors()).containsOnlyKeys("secret");
				assertThat(ex.fieldErrors().get("secret")).contains(SIMULATOR_REFUSAL).doesNotContain(otherSecret);
			});

		assertThat(keys.list(workspace)).isEmpty();
		assertThat(db.fetchCount(UPSTREAM_API_KEY, UPSTREAM_API_KEY.WORKSPACE_ID.eq(workspace.value()))).isZero();
		assertThat(auditDetails("upstream.api-key.add")).singleElement()
			.asString()
			.contains(SIMULATOR_REFUSAL)
			.doesNotContain(otherSecret);
	}

	@Test
	void saving_asks_the_service_once_with_the_new_key_and_spends_no_credits() {
		long balance = account.balance();
		long callsBefore = simulator.calls().countForAccount(account.id());

		ApiKeySummary added = keys.add(workspace, "Checked", secret, null);

		assertThat(simulator.calls().countForAccount(account.id()) - callsBefore).isEqualTo(1);
		assertThat(account.balance()).isEqualTo(balance);
		assertThat(added.lastWorkedAt()).isNotNull();
	}

	@Test
	void a_refusal_that_quotes_the_key_is_redacted_in_what_the_person_reads_and_in_the_log(CapturedOutput output) {
		try (ScriptedUpstream upstream = ScriptedUpstream.start();
				GatewayNode node = new GatewayNode(dataSource, GatewayProperties.defaults(upstream.baseUrl()),
						credentials)) {
			upstream.then(Reply.error(401, "Unauthorized", "Invalid API key " + secret + " for this account"));

			assertThatThrownBy(() -> serviceOver(node).add(workspace, "Quoted", secret, null))
				.isInstanceOfSatisfying(KeyRefusedException.class, ex -> {
					assertThat(ex.getMessage()).contains("Invalid API key").doesNotContain(secret);
					assertThat(ex.fieldErrors().get("secret")).doesNotContain(secret);
				});
		}
		assertThat(keys.list(workspace)).isEmpty();
		assertThat(output.getAll()).contains("Invalid API key").doesNotContain(secret);
		assertThat(auditText()).doesNotContain(secret);
	}

	@Test
	void when_the_service_cannot_be_reached_the_key_is_not_saved_and_the_person_is_told_to_try_again() {
		try (GatewayNode node = new GatewayNode(dataSource,
				GatewayProperties.defaults(ScriptedUpstream.refusingBaseUrl()), credentials)) {
			assertThatThrownBy(() -> serviceOver(node).add(workspace, "Unchecked", secret, null))
				.isInstanceOfSatisfying(KeyNotCheckedException.class, ex -> {
					assertThat(ex.fieldErrors().get("secret")).contains("could not be checked", "Try again")
						.doesNotContain(secret);
				});
		}
		assertThat(keys.list(workspace)).isEmpty();
		assertThat(auditDetails("upstream.api-key.add")).singleElement().asString().contains("not checked");
	}

	@Test
	void a_rotation_to_a_key_the_service_refuses_keeps_the_old_secret() {
		ApiKeySummary key = keys.add(workspace, "Main", secret, null);
		account.revokeKey(otherSecret);

		assertThatThrownBy(() -> keys.rotate(workspace, key.id(), otherSecret)).isInstanceOf(KeyRefusedException.class);

		assertThat(activeSecret()).isEqualTo(secret);
		assertThat(keys.list(workspace)).singleElement().satisfies(kept -> assertThat(kept.rotatedAt()).isNull());
	}

	@Test
	void a_key_the_service_stops_accepting_shows_when_and_why_it_was_refused() {
		ApiKeySummary key = keys.add(workspace, "Main", secret, null);
		assertThat(key.stoppedWorking()).isFalse();
		account.revokeKey(secret);

		assertThat(keys.test(workspace, key.id()).outcome()).isEqualTo(KeyTestResult.Outcome.REFUSED);

		assertThat(keys.list(workspace)).singleElement().satisfies(listed -> {
			assertThat(listed.lastFailedAt()).isNotNull();
			assertThat(listed.lastFailureReason()).isEqualTo(SIMULATOR_REFUSAL);
			assertThat(listed.stoppedWorking()).isTrue();
		});
	}

	private ApiKeyService serviceOver(GatewayNode node) {
		return new ApiKeyService(access, repository, cipher, keyCredentials, node.gateway, audit, Clock.systemUTC(),
				transactions);
	}

	private String activeSecret() {
		return credentials.activeCredential(workspace).orElseThrow().secret();
	}

	private List<String> auditDetails(String action) {
		return db.select(AUDIT_EVENT.DETAILS)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(workspace.value()))
			.and(AUDIT_EVENT.ACTION.eq(action))
			.fetch(AUDIT_EVENT.DETAILS);
	}

	private String auditText() {
		return db.select(AUDIT_EVENT.ACTION, AUDIT_EVENT.TARGET, AUDIT_EVENT.OUTCOME, AUDIT_EVENT.DETAILS)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(workspace.value()).or(AUDIT_EVENT.AGENCY_ID.eq(agency.value())))
			.fetch()
			.toString();
	}

}
