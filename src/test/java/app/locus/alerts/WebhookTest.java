package app.locus.alerts;

import static app.locus.db.Tables.ALERT_WEBHOOK;
import static app.locus.db.Tables.ALERT_WEBHOOK_DELIVERY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import app.locus.base.ForbiddenException;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import com.sun.net.httpserver.HttpServer;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The webhook as a receiver sees it: a small HTTP server on 127.0.0.1 checks the
 * signature with the secret shown once when the webhook was saved.
 */
@IntegrationTest
class WebhookTest {

	record Received(String signature, String body) {

	}

	@Autowired
	DSLContext db;

	@Autowired
	Webhooks webhooks;

	@Autowired
	AlertDispatch dispatch;

	@Autowired
	WebhookSender sender;

	Tenant tenant;

	HttpServer receiver;

	final List<Received> received = new CopyOnWriteArrayList<>();

	final AtomicInteger status = new AtomicInteger(204);

	@BeforeEach
	void startReceiver() throws IOException {
		tenant = new TenantFixture(db).tenant();
		receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		receiver.createContext("/hook", exchange -> {
			received.add(new Received(exchange.getRequestHeaders().getFirst(WebhookSignature.HEADER),
					new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)));
			exchange.sendResponseHeaders(status.get(), -1);
			exchange.close();
		});
		receiver.start();
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void stopReceiver() {
		receiver.stop(0);
		TenantFixture.signOut();
	}

	@Test
	void the_receiver_verifies_the_signature_with_the_secret_shown_once() throws Exception {
		Webhooks.SavedWebhook saved = webhooks.save(tenant.workspace(), hookUrl(), false);
		fire("signed");

		sender.sendDue();

		assertThat(received).hasSize(1);
		Received call = received.get(0);
		String timestamp = call.signature().substring(2, call.signature().indexOf(','));
		String expected = "t=" + timestamp + ",v1=" + hmac(saved.secret(), timestamp + "." + call.body());
		assertThat(call.signature()).isEqualTo(expected);
		assertThat(call.body()).contains("\"kind\":\"SCAN_UNKNOWN\"", "\"title\":\"Planted signed\"");
		assertThat(new String(db.fetchOne(ALERT_WEBHOOK, ALERT_WEBHOOK.WORKSPACE_ID.eq(tenant.workspace().value()))
			.getSecretCiphertext(), StandardCharsets.ISO_8859_1)).doesNotContain(saved.secret());
		assertThat(webhooks.webhook(tenant.workspace()))
			.hasValueSatisfying(hook -> assertThat(hook.toString()).doesNotContain(saved.secret()));
	}

	@Test
	void a_slack_body_is_signed_too_and_a_changed_body_does_not_verify() throws Exception {
		Webhooks.SavedWebhook saved = webhooks.save(tenant.workspace(), hookUrl(), true);
		fire("slack");

		sender.sendDue();

		Received call = received.get(0);
		assertThat(call.body()).startsWith("{\"text\":").contains("Planted slack");
		String timestamp = call.signature().substring(2, call.signature().indexOf(','));
		assertThat(call.signature())
			.isEqualTo("t=" + timestamp + ",v1=" + hmac(saved.secret(), timestamp + "." + call.body()))
			.isNotEqualTo("t=" + timestamp + ",v1=" + hmac(saved.secret(), timestamp + "." + call.body() + " "));
	}

	@Test
	void a_failed_delivery_waits_for_its_next_try_and_is_not_repeated_at_once() {
		webhooks.save(tenant.workspace(), hookUrl(), false);
		status.set(500);
		fire("refused");

		sender.sendDue();
		sender.sendDue();

		assertThat(received).hasSize(1);
		var delivery = db.fetchOne(ALERT_WEBHOOK_DELIVERY,
				ALERT_WEBHOOK_DELIVERY.WORKSPACE_ID.eq(tenant.workspace().value()));
		assertThat(delivery.getStatus()).isEqualTo("QUEUED");
		assertThat(delivery.getAttempts()).isEqualTo(1);
		assertThat(delivery.getNextTryAt()).isNotNull();
	}

	@Test
	void refuses_private_addresses_other_schemes_and_a_client_viewer() {
		assertThat(FieldErrors.of(() -> webhooks.save(tenant.workspace(), "http://10.1.2.3/hook", false)))
			.containsOnlyKeys(Webhooks.URL);
		assertThat(FieldErrors.of(() -> webhooks.save(tenant.workspace(), "ftp://example.com/hook", false)))
			.containsOnlyKeys(Webhooks.URL);
		assertThat(FieldErrors.of(() -> webhooks.save(tenant.workspace(), "https://user:pw@example.com/", false)))
			.containsOnlyKeys(Webhooks.URL);
		assertThat(webhooks.webhook(tenant.workspace())).isEmpty();

		TenantFixture.signIn(tenant.viewer());
		assertThatThrownBy(() -> webhooks.save(tenant.workspace(), hookUrl(), false))
			.isInstanceOf(ForbiddenException.class);
	}

	private void fire(String subject) {
		dispatch.fire(new Firing(tenant.agency(), tenant.workspace(), AlertKind.SCAN_UNKNOWN, subject,
				"Planted " + subject, "Planted for the test", null));
	}

	private String hookUrl() {
		return "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hook";
	}

	private static String hmac(String secret, String text) throws Exception {
		Mac mac = Mac.getInstance("HmacSHA256");
		mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
		return java.util.HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
	}

}
