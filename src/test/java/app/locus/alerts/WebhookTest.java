package app.locus.alerts;

import static app.locus.db.Tables.ALERT_WEBHOOK;
import static app.locus.db.Tables.ALERT_WEBHOOK_DELIVERY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import app.locus.alerts.repository.WebhookRepository;
import app.locus.base.ForbiddenException;
import app.locus.base.lock.LeasedLocks;
import app.locus.base.net.OutboundHttp;
import app.locus.base.vault.SecretCipher;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.security.PublicAddresses;
import app.locus.support.CuttableLocks;
import app.locus.support.IntegrationTest;
import com.fasterxml.jackson.databind.ObjectMapper;
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

	/** Whether the receiver holds the next call until the test cuts it. */
	final AtomicBoolean holdNext = new AtomicBoolean();

	final List<String> held = new CopyOnWriteArrayList<>();

	final CountDownLatch callHeld = new CountDownLatch(1);

	final CountDownLatch cutHeldCall = new CountDownLatch(1);

	final ExecutorService receiverThreads = Executors.newCachedThreadPool();

	@Autowired
	WebhookRepository repository;

	@Autowired
	SecretCipher cipher;

	@Autowired
	OutboundHttp outbound;

	@Autowired
	PublicAddresses addresses;

	@Autowired
	ObjectMapper json;

	@Autowired
	LeasedLocks locks;

	@BeforeEach
	void startReceiver() throws IOException {
		tenant = new TenantFixture(db).tenant();
		receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		receiver.createContext("/hook", exchange -> {
			String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
			if (holdNext.compareAndSet(true, false)) {
				held.add(body);
				callHeld.countDown();
				awaitCut();
				// closed without an answer: the call is lost on the way
				exchange.close();
				return;
			}
			received.add(new Received(exchange.getRequestHeaders().getFirst(WebhookSignature.HEADER), body));
			exchange.sendResponseHeaders(status.get(), -1);
			exchange.close();
		});
		// a held call must not keep the next one waiting
		receiver.setExecutor(receiverThreads);
		receiver.start();
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void stopReceiver() {
		cutHeldCall.countDown();
		receiver.stop(0);
		receiverThreads.shutdownNow();
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

	/**
	 * The sending node loses its lease while its call is on the way (its database link
	 * cut, DD128, DD193): the next node takes the lock once the lease ran out and
	 * delivers the alert; the first node's call is then lost, and it writes nothing more,
	 * so the delivery reads as sent and no later round calls again.
	 */
	@Test
	void a_call_in_flight_when_its_node_loses_the_lease_is_delivered_once_by_the_next_node_and_never_again()
			throws Exception {
		webhooks.save(tenant.workspace(), hookUrl(), false);
		fire("in-flight");
		holdNext.set(true);
		ExecutorService firstNode = Executors.newSingleThreadExecutor();
		try (CuttableLocks firstNodesLocks = new CuttableLocks("the node that loses its lease",
				Duration.ofSeconds(3))) {
			WebhookSender sending = sender(firstNodesLocks.locks(), Clock.systemUTC());
			Future<Integer> firstRound = firstNode.submit(sending::sendDue);
			assertThat(callHeld.await(30, TimeUnit.SECONDS)).as("the first node's call is on the way").isTrue();
			assertThat(held).singleElement().asString().contains("Planted in-flight");

			firstNodesLocks.cut();
			await("the next node takes the lock once the first node's lease ran out").pollInSameThread()
				.atMost(Duration.ofSeconds(30))
				.until(() -> sender.sendDue() >= 0);
			cutHeldCall.countDown();
			await("the first node's round ended").atMost(Duration.ofSeconds(30)).until(firstRound::isDone);
			sender(locks, Clock.offset(Clock.systemUTC(), Duration.ofHours(2))).sendDue();

			assertThat(received).filteredOn(call -> call.body().contains("Planted in-flight"))
				.as("delivered once, by the next node")
				.hasSize(1);
			assertThat(db
				.fetchOne(ALERT_WEBHOOK_DELIVERY, ALERT_WEBHOOK_DELIVERY.WORKSPACE_ID.eq(tenant.workspace().value()))
				.getStatus()).isEqualTo("SENT");
		}
		finally {
			firstNode.shutdownNow();
		}
	}

	private WebhookSender sender(LeasedLocks nodesLocks, Clock clock) {
		return new WebhookSender(repository, cipher, outbound, addresses, json, nodesLocks, clock,
				Duration.ofSeconds(30), 6);
	}

	private void awaitCut() {
		try {
			cutHeldCall.await(2, TimeUnit.MINUTES);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
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
