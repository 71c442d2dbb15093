package app.locus.base.vault;

import static app.locus.db.Tables.AGENCY_IDENTITY_PROVIDER;
import static app.locus.db.Tables.ALERT_WEBHOOK;
import static app.locus.db.Tables.USER_TWO_FACTOR;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import app.locus.alerts.AlertKind;
import app.locus.alerts.Firing;
import app.locus.alerts.WebhookDeliveries;
import app.locus.alerts.Webhooks;
import app.locus.base.RandomToken;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.base.vault.SecretCipher.SecretUnreadableException;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.identity.IdentityProviderService;
import app.locus.support.IntegrationTest;
import app.locus.support.OutsideWorld;
import app.locus.twofactor.Enrolment;
import app.locus.twofactor.TotpOracle;
import app.locus.twofactor.TwoFactorService;
import app.locus.upstream.credentials.ApiKeyId;
import app.locus.upstream.credentials.ConnectionStatus;
import app.locus.upstream.credentials.OAuthConnectionId;
import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.credentials.repository.OAuthConnectionRepository;
import app.locus.upstream.credentials.repository.StoredApiKey;
import app.locus.upstream.credentials.repository.StoredConnection;
import app.locus.upstream.gateway.CredentialSource;
import com.sun.net.httpserver.HttpServer;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Table;
import org.jooq.TableField;
import org.jooq.Condition;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.ApplicationContext;
import org.springframework.security.oauth2.client.registration.ClientRegistration;
import org.springframework.security.oauth2.client.registration.ClientRegistrationRepository;

/**
 * The proof of DD190: one secret of every kind is stored under an old master key, the
 * rotation seals them again under the application's key, and then, with a vault that no
 * longer has the old key (the application's own), every one still works through the code
 * that uses it: the API key and the OAuth token reach the gateway, the identity
 * provider's client secret reaches Spring's client registration, the authenticator's code
 * verifies and the webhook's signature verifies with the secret shown when it was saved.
 * The contexts below are the stored format of each kind, declared here, not read from the
 * code under test.
 */
@IntegrationTest
class KeyRotationProofTest {

	static final List<String> EVERY_KIND = List.of("api-keys", "oauth-tokens", "identity-provider-secrets",
			"two-factor-secrets", "webhook-secrets");

	static final String API_KEY = "sk_live_proof_of_rotation_01";

	static final String ACCESS_TOKEN = "at_proof_of_rotation_access";

	static final String REFRESH_TOKEN = "rt_proof_of_rotation_refresh";

	static final String CLIENT_SECRET = "idp-client-secret-of-the-proof";

	@Value("${locus.master-key}")
	String applicationKey;

	@Autowired
	DSLContext db;

	@Autowired
	ApplicationContext context;

	@Autowired
	KeyRotation rotation;

	@Autowired
	SecretCipher applicationVault;

	@Autowired
	Webhooks webhooks;

	@Autowired
	IdentityProviderService identityProviders;

	@Autowired
	ClientRegistrationRepository registrations;

	@Autowired
	TwoFactorService twoFactor;

	@Autowired
	ApiKeyRepository apiKeys;

	@Autowired
	OAuthConnectionRepository connections;

	@Autowired
	CredentialSource credentials;

	final byte[] oldKey = TestCiphers.masterKey();

	final SecretCipher oldVault = TestCiphers.of(oldKey);

	final List<String> signatures = new CopyOnWriteArrayList<>();

	final List<String> bodies = new CopyOnWriteArrayList<>();

	HttpServer receiver;

	@BeforeEach
	void startReceiver() throws IOException {
		receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		receiver.createContext("/hook", exchange -> {
			signatures.add(exchange.getRequestHeaders().getFirst("X-Locus-Signature"));
			bodies.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
			exchange.sendResponseHeaders(204, -1);
			exchange.close();
		});
		receiver.start();
	}

	@AfterEach
	void stop() {
		receiver.stop(0);
		TenantFixture.signOut();
	}

	@Test
	void after_a_rotation_that_drops_the_old_key_every_kind_of_secret_still_works() throws Exception {
		TenantFixture tenants = new TenantFixture(db);
		Tenant tenant = tenants.tenant();
		WorkspaceId keyWorkspace = tenant.workspace();
		WorkspaceId oauthWorkspace = tenants.workspace(tenant.agency());
		ApiKeyId apiKey = storeApiKeyUnderOldKey(keyWorkspace);
		storeConnectionUnderOldKey(oauthWorkspace, tenant.admin().id());
		TenantFixture.signIn(tenant.manager());
		String webhookSecret = webhooks.save(keyWorkspace, hookUrl(), false).secret();
		TenantFixture.signIn(tenant.admin());
		identityProviders.save("Okta", OutsideWorld.issuer(), "client-1", CLIENT_SECRET,
				"proof-" + RandomToken.generate().substring(0, 8).toLowerCase().replace('_', 'x') + ".example");
		Enrolment enrolment = twoFactor.startEnrolment();
		sealUnderOldKey(ALERT_WEBHOOK, ALERT_WEBHOOK.SECRET_NONCE, ALERT_WEBHOOK.SECRET_CIPHERTEXT,
				ALERT_WEBHOOK.MASTER_KEY_VERSION, ALERT_WEBHOOK.WORKSPACE_ID.eq(keyWorkspace.value()), webhookSecret,
				"locus/alert-webhook-secret/v1\0" + keyWorkspace.value());
		sealUnderOldKey(AGENCY_IDENTITY_PROVIDER, AGENCY_IDENTITY_PROVIDER.SECRET_NONCE,
				AGENCY_IDENTITY_PROVIDER.SECRET_CIPHERTEXT, AGENCY_IDENTITY_PROVIDER.MASTER_KEY_VERSION,
				AGENCY_IDENTITY_PROVIDER.AGENCY_ID.eq(tenant.agency().value()), CLIENT_SECRET,
				"locus/identity-provider-secret/v1\0" + tenant.agency().value());
		sealUnderOldKey(USER_TWO_FACTOR, USER_TWO_FACTOR.SECRET_NONCE, USER_TWO_FACTOR.SECRET_CIPHERTEXT,
				USER_TWO_FACTOR.MASTER_KEY_VERSION, USER_TWO_FACTOR.USER_ID.eq(tenant.admin().id().value()),
				enrolment.secret(),
				"locus/two-factor-secret/v1\0" + tenant.agency().value() + "\0" + tenant.admin().id().value());

		KeyRotationReport report = rotation.rotate(TestCiphers.of(applicationKey(), oldKey));

		assertThatThrownBy(() -> applicationVault.open(oldVault.seal("probe", "probe"), "probe", "probe"))
			.as("the application's vault no longer has the old key")
			.isInstanceOf(SecretUnreadableException.class);
		assertThat(credentials.activeCredential(keyWorkspace)).hasValueSatisfying(credential -> {
			assertThat(credential.secret()).isEqualTo(API_KEY);
			assertThat(credential.storedKey()).isEqualTo(apiKey.value());
		});
		assertThat(credentials.activeCredential(oauthWorkspace))
			.hasValueSatisfying(credential -> assertThat(credential.secret()).isEqualTo(ACCESS_TOKEN));
		ClientRegistration registration = registrations.findByRegistrationId(tenant.agency().value());
		assertThat(registration).isNotNull();
		assertThat(registration.getClientSecret()).isEqualTo(CLIENT_SECRET);
		twoFactor.confirmEnrolment(TotpOracle.now(enrolment.secret()));
		assertThat(twoFactor.status().enrolled()).isTrue();
		WebhookDeliveries.fireAndSend(context, new Firing(tenant.agency(), keyWorkspace, AlertKind.SCAN_UNKNOWN,
				"rotation", "Planted rotation", "Planted for the proof", null));
		assertThat(signatures).as("the webhook was delivered, signed").hasSize(1);
		String signature = signatures.get(0);
		String timestamp = signature.substring(2, signature.indexOf(','));
		assertThat(signature)
			.isEqualTo("t=" + timestamp + ",v1=" + hmac(webhookSecret, timestamp + "." + bodies.get(0)));
		assertThat(report.stores()).containsKeys(EVERY_KIND.toArray(String[]::new));
		EVERY_KIND.forEach(kind -> assertThat(report.stores().get(kind).resealed()).as(kind).isPositive());
		assertThat(rotation.rotate(TestCiphers.of(applicationKey(), oldKey)).resealed())
			.as("a second run finds nothing under the old key")
			.isZero();
	}

	private ApiKeyId storeApiKeyUnderOldKey(WorkspaceId workspace) {
		ApiKeyId id = ApiKeyId.random();
		SealedSecret sealed = oldVault.seal(API_KEY,
				"locus/upstream-api-key/v1\0" + workspace.value() + "\0" + id.value());
		apiKeys.insert(StoredApiKey.added(id, workspace, "Proof key", "t_01", null, sealed, now(), null, null));
		return id;
	}

	private void storeConnectionUnderOldKey(WorkspaceId workspace, UserId by) {
		OAuthConnectionId id = OAuthConnectionId.random();
		String context = "locus/upstream-oauth-token/v1\0" + workspace.value() + "\0" + id.value() + "\0";
		connections.insert(new StoredConnection(id, workspace, ConnectionStatus.ACTIVE, "scans",
				oldVault.seal(ACCESS_TOKEN, context + "ACCESS"), oldVault.seal(REFRESH_TOKEN, context + "REFRESH"),
				now().plus(1, ChronoUnit.HOURS), now(), by, null, null));
	}

	private <R extends org.jooq.Record> void sealUnderOldKey(Table<R> table, TableField<R, byte[]> nonce,
			TableField<R, byte[]> ciphertext, Field<String> version, Condition row, String secret, String context) {
		SealedSecret sealed = oldVault.seal(secret, context);
		assertThat(db.update(table)
			.set(nonce, sealed.nonce())
			.set(ciphertext, sealed.ciphertext())
			.set(version, sealed.masterKeyVersion())
			.where(row)
			.execute()).isEqualTo(1);
	}

	private byte[] applicationKey() {
		return Base64.getDecoder().decode(applicationKey);
	}

	private String hookUrl() {
		return "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hook";
	}

	private static Instant now() {
		return Instant.now().truncatedTo(ChronoUnit.MILLIS);
	}

	private static String hmac(String secret, String text) throws Exception {
		Mac mac = Mac.getInstance("HmacSHA256");
		mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
		return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
	}

}
