package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.sun.net.httpserver.HttpServer;
import org.assertj.core.api.Assertions;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

/**
 * An alert rule fires on a demo scan (the week-old demo scan of "bakery" at the Division
 * bakery is the previous comparable scan) and reaches the bell, the outbox and a webhook
 * receiver in the test. The app is started for this test with loopback allowed, since the
 * receiver listens on 127.0.0.1 (production refuses it), and the alert rounds every two
 * seconds.
 */
class AlertsBrowserTest extends InChromium {

	private static final double SCAN_DONE_MS = 120_000;

	record Received(String signature, String body) {

	}

	@Test
	void an_alert_fires_on_a_demo_scan_and_reaches_the_bell_the_outbox_and_a_webhook() throws Exception {
		List<Received> received = new CopyOnWriteArrayList<>();
		HttpServer receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		receiver.createContext("/hook", exchange -> {
			received.add(new Received(exchange.getRequestHeaders().getFirst("X-Locus-Signature"),
					new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)));
			exchange.sendResponseHeaders(204, -1);
			exchange.close();
		});
		receiver.start();
		try (ProductionApp app = ProductionApp.start(ProductionApp.jarPath(), ProductionApp.freePort(),
				List.of("-Dlocus.outbound.allow-loopback=true", "-Dlocus.alerts.interval=PT2S",
						"-Dlocus.alerts.digest-window=PT0S"))) {
			String base = app.address();
			signIn(base, DemoLogin.NORTHWIND_MANAGER);
			String workspace = openFirstWorkspace();

			go(base, "/w/" + workspace + "/alert-rules");
			page.locator("#webhook-url input").fill("http://127.0.0.1:" + receiver.getAddress().getPort() + "/hook");
			page.locator("#webhook-save").click();
			assertThat(page.locator("#webhook-secret")).containsText("whsec_");
			String text = page.locator("#webhook-secret").textContent();
			String secret = text.substring(text.indexOf("whsec_")).strip();
			screenshot("alert-rules");

			go(base, "/w/" + workspace + "/scans/new");
			page.locator("#scan-location input").click();
			page.locator("vaadin-combo-box-item:has-text('Division')").first().click();
			assertThat(page.locator("#scan-lat input")).not().hasValue("");
			page.locator("#scan-keyword input").fill("bakery");
			page.locator("#scan-grid input").fill("7");
			page.locator("#scan-radius input").fill("3");
			page.locator("#check-cost").click();
			assertThat(page.locator("#run-scan")).isEnabled();
			page.locator("#run-scan").click();
			assertThat(page.locator("#report-link"))
				.isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(SCAN_DONE_MS));
			page.locator("#report-link").click();
			assertThat(page.locator("#heatmap")).isVisible();

			// the alert may fire a little after the report opens (once the listeners
			// of the stored report have run): the bell is opened again until it lists it
			Awaitility.await()
				.atMost(Duration.ofSeconds(60))
				.pollInterval(Duration.ofSeconds(2))
				.ignoreExceptions()
				.until(() -> {
					go(base, "/w/" + workspace + "/dashboard");
					assertThat(page.locator("#alert-bell-count")).isVisible();
					page.locator("#alert-bell").click();
					assertThat(page.locator("#alerts vaadin-grid-cell-content:visible").first()).isVisible();
					return page.locator("#alerts").innerText().contains("bakery");
				});
			assertThat(page.locator("#alerts")).containsText("bakery");
			// The small map of an alert's grid points is drawn as SVG, not as unknown
			// HTML
			// elements that take no room.
			Locator pointMap = page.locator("#alerts svg.locus-point-map").first();
			assertThat(pointMap).isVisible();
			Assertions
				.assertThat(pointMap.evaluate("svg => svg.namespaceURI + ' ' + svg.getBoundingClientRect().width"))
				.isEqualTo("http://www.w3.org/2000/svg " + pointMap.getAttribute("width"));
			screenshot("alerts");

			// the demo's own scans may fire other alerts first: the test's is the one
			// about its keyword
			Awaitility.await()
				.atMost(Duration.ofSeconds(60))
				.until(() -> received.stream().anyMatch(one -> one.body().contains("bakery")));
			Received call = received.stream().filter(one -> one.body().contains("bakery")).findFirst().orElseThrow();
			String timestamp = call.signature().substring(2, call.signature().indexOf(','));
			assertThat(call.signature())
				.isEqualTo("t=" + timestamp + ",v1=" + hmac(secret, timestamp + "." + call.body()));
			assertThat(call.body()).contains("bakery");

			page.context().clearCookies();
			signIn(base, DemoLogin.NORTHWIND_ADMIN);
			go(base, "/agency/outbox");
			assertThat(page.locator("body")).containsText("Alert: ");
			screenshot("alerts-outbox");
		}
		finally {
			receiver.stop(0);
		}
	}

	private void go(String base, String path) {
		page.navigate(base + path);
		awaitVaadin();
	}

	private static String hmac(String secret, String text) throws Exception {
		Mac mac = Mac.getInstance("HmacSHA256");
		mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
		return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
	}

}
