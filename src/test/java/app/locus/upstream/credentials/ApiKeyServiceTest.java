package app.locus.upstream.credentials;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.UPSTREAM_API_KEY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;

import javax.sql.DataSource;

import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.Role;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.gateway.CredentialSource;
import app.locus.upstream.gateway.GatewayNode;
import app.locus.upstream.gateway.GatewayProperties;
import app.locus.upstream.gateway.ScriptedUpstream;
import app.locus.upstream.gateway.ScriptedUpstream.Reply;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class ApiKeyServiceTest {

	private static final String SECRET = "sk_live_" + "Mn7Pq2Rs9Tu4Vw1X";

	private static final String OTHER_SECRET = "sk_live_" + "Ab3Cd5Ef7Gh9Ij2K";

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

	private Tenants tenants;

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
	}

	@AfterEach
	void signOut() {
		Tenants.signOut();
	}

	@Test
	void an_admin_adds_a_key_and_after_saving_only_its_last_four_characters_are_ever_shown() {
		ApiKeySummary added = keys.add(workspace, " Main key ", SECRET, "office 203.0.113.7");

		List<ApiKeySummary> listed = keys.list(workspace);
		assertThat(listed).singleElement().satisfies(key -> {
			assertThat(key.id()).isEqualTo(added.id());
			assertThat(key.label()).isEqualTo("Main key");
			assertThat(key.maskedKey()).isEqualTo("****" + SECRET.substring(SECRET.length() - 4));
			assertThat(key.ipNote()).isEqualTo("office 203.0.113.7");
			assertThat(key.status()).isEqualTo(ApiKeySummary.Status.ACTIVE);
			assertThat(key.inUse()).isTrue();
			assertThat(key.createdAt()).isNotNull();
		});
		assertThat(listed.toString()).doesNotContain(SECRET);
		byte[] stored = db.fetchValue(UPSTREAM_API_KEY.SECRET_CIPHERTEXT, UPSTREAM_API_KEY.ID.eq(added.id().value()));
		assertThat(new String(stored, StandardCharsets.ISO_8859_1)).doesNotContain(SECRET);
		assertThat(auditText()).contains("upstream.api-key.add").doesNotContain(SECRET);
	}

	@Test
	void the_gateway_sends_the_active_key_whose_secret_was_set_last() {
		ApiKeySummary first = keys.add(workspace, "First", SECRET, null);
		ApiKeySummary second = keys.add(workspace, "Second", OTHER_SECRET, null);
		assertThat(activeSecret()).isEqualTo(OTHER_SECRET);

		String rotatedSecret = "sk_live_" + "Rotated0000New11";
		ApiKeySummary rotated = keys.rotate(workspace, first.id(), rotatedSecret);
		assertThat(activeSecret()).isEqualTo(rotatedSecret);
		assertThat(rotated.id()).isEqualTo(first.id());
		assertThat(rotated.label()).isEqualTo("First");
		assertThat(rotated.rotatedAt()).isNotNull();
		assertThat(rotated.maskedKey()).isEqualTo("****" + rotatedSecret.substring(rotatedSecret.length() - 4));

		keys.revoke(workspace, first.id());
		assertThat(activeSecret()).isEqualTo(OTHER_SECRET);
		keys.revoke(workspace, second.id());
		assertThat(credentials.activeCredential(workspace)).isEmpty();
		assertThat(keys.list(workspace)).extracting(ApiKeySummary::status).containsOnly(ApiKeySummary.Status.REVOKED);
		assertThat(auditText()).contains("upstream.api-key.rotate", "upstream.api-key.revoke")
			.doesNotContain(SECRET, OTHER_SECRET, rotatedSecret);
	}

	@Test
	void a_sixth_active_key_is_refused_until_one_is_revoked() {
		for (int i = 1; i <= 5; i++) {
			keys.add(workspace, "Key " + i, SECRET + i, null);
		}

		assertThatThrownBy(() -> keys.add(workspace, "Key 6", SECRET + 6, null)).isInstanceOfSatisfying(
				ValidationException.class,
				ex -> assertThat(ex.fieldErrors().get("secret")).contains("already has 5 active API keys"));

		keys.revoke(workspace, keys.list(workspace).get(0).id());
		keys.add(workspace, "Key 6", SECRET + 6, null);
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
		ApiKeySummary mine = keys.add(workspace, "Mine", SECRET, null);
		WorkspaceId sibling = tenants.workspace(agency);
		AgencyId otherAgency = tenants.agency();
		WorkspaceId foreign = tenants.workspace(otherAgency);

		assertThatThrownBy(() -> keys.rotate(sibling, mine.id(), OTHER_SECRET)).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> keys.revoke(sibling, mine.id())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> keys.test(sibling, mine.id())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> keys.list(foreign)).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> keys.add(foreign, "Theirs", OTHER_SECRET, null)).isInstanceOf(NotFoundException.class);
		assertThat(keys.list(sibling)).isEmpty();
		assertThat(keys.list(workspace)).singleElement().satisfies(key -> assertThat(key.rotatedAt()).isNull());
	}

	@Test
	void a_client_viewer_may_neither_see_nor_manage_keys() {
		ApiKeySummary key = keys.add(workspace, "Main", SECRET, null);
		Tenants.signIn(tenants.user(agency, Role.CLIENT_VIEWER, workspace));

		assertThatThrownBy(() -> keys.list(workspace)).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> keys.add(workspace, "Mine", OTHER_SECRET, null))
			.isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> keys.revoke(workspace, key.id())).isInstanceOf(ForbiddenException.class);
	}

	@Test
	void an_account_manager_manages_keys_only_when_the_agency_allows_it() {
		LocusUser manager = tenants.user(agency, Role.ACCOUNT_MANAGER, workspace);
		Tenants.signIn(manager);

		assertThat(keys.canManage(workspace)).isFalse();
		assertThat(keys.list(workspace)).isEmpty();
		assertThatThrownBy(() -> keys.add(workspace, "Main", SECRET, null)).isInstanceOf(ForbiddenException.class)
			.hasMessageContaining("only agency admins");
		assertThat(auditText()).contains("DENIED");
		assertThatThrownBy(() -> keys.setManagersManageKeys(true)).isInstanceOf(ForbiddenException.class);

		Tenants.signIn(admin);
		keys.setManagersManageKeys(true);
		assertThat(keys.managersManageKeys()).isTrue();
		Tenants.signIn(manager);

		assertThat(keys.canManage(workspace)).isTrue();
		keys.add(workspace, "Main", SECRET, null);
		assertThat(keys.list(workspace)).hasSize(1);
	}

	@Test
	void testing_a_key_calls_the_account_endpoint_with_that_key_and_records_the_outcome() {
		ApiKeySummary older = keys.add(workspace, "Older", SECRET, null);
		keys.add(workspace, "Newer", OTHER_SECRET, null);
		ObjectNode account = JsonNodeFactory.instance.objectNode();
		account.putObject("subscription").put("plan", "Agency Pro");
		account.putObject("credits").put("balance", "1200");
		try (ScriptedUpstream upstream = ScriptedUpstream.start();
				GatewayNode node = new GatewayNode(dataSource, GatewayProperties.defaults(upstream.baseUrl()),
						credentials)) {
			ApiKeyService service = new ApiKeyService(access, repository, cipher, keyCredentials, node.gateway, audit,
					Clock.systemUTC());
			upstream.then(Reply.ok(account), Reply.error(401, "Unauthorized", "Invalid API key " + SECRET));

			KeyTestResult works = service.test(workspace, older.id());
			KeyTestResult refused = service.test(workspace, older.id());

			assertThat(upstream.received()).extracting(ScriptedUpstream.Received::path).containsOnly("/v2/account");
			assertThat(upstream.received()).extracting(request -> request.fields().get("api_key")).containsOnly(SECRET);
			assertThat(works.outcome()).isEqualTo(KeyTestResult.Outcome.WORKS);
			assertThat(works.message()).contains("Agency Pro", "1200");
			assertThat(refused.outcome()).isEqualTo(KeyTestResult.Outcome.REFUSED);
			assertThat(refused.message()).doesNotContain(SECRET);
		}
		assertThat(keys.list(workspace)).filteredOn(key -> key.id().equals(older.id()))
			.singleElement()
			.satisfies(key -> {
				assertThat(key.lastTestOutcome()).isEqualTo(KeyTestResult.Outcome.REFUSED);
				assertThat(key.lastTestedAt()).isNotNull();
			});
		assertThat(auditText()).contains("upstream.api-key.test", "FAILURE").doesNotContain(SECRET);
	}

	@Test
	void a_revoked_key_cannot_be_tested_or_rotated() {
		ApiKeySummary key = keys.add(workspace, "Main", SECRET, null);
		keys.revoke(workspace, key.id());

		assertThatThrownBy(() -> keys.test(workspace, key.id())).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> keys.rotate(workspace, key.id(), OTHER_SECRET))
			.isInstanceOf(ValidationException.class);
	}

	private String activeSecret() {
		return credentials.activeCredential(workspace).orElseThrow().secret();
	}

	private String auditText() {
		return db.select(AUDIT_EVENT.ACTION, AUDIT_EVENT.TARGET, AUDIT_EVENT.OUTCOME, AUDIT_EVENT.DETAILS)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(workspace.value()).or(AUDIT_EVENT.AGENCY_ID.eq(agency.value())))
			.fetch()
			.toString();
	}

}
