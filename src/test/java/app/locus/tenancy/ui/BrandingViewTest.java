package app.locus.tenancy.ui;

import app.locus.support.OutsideWorld;
import com.vaadin.flow.component.html.Paragraph;
import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import javax.imageio.ImageIO;

import app.locus.base.Role;
import app.locus.base.ui.UiTest;
import app.locus.tenancy.BrandColour;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.HostNameService;
import app.locus.tenancy.TestTenants.TestAgency;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.NotificationsKt;
import com.github.mvysny.kaributesting.v10.UploadKt;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Image;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.component.upload.Upload;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.beans.factory.annotation.Autowired;

class BrandingViewTest extends UiTest {

	@Autowired
	BrandingService branding;

	@Autowired
	HostNameService hostNames;

	TestAgency agency;

	@BeforeEach
	void signInAsAdmin() {
		agency = tenants.agency();
		agency.workspace("Bakery");
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/branding");
	}

	@Test
	void a_valid_colour_shows_at_once_in_the_preview_and_is_saved_for_the_whole_portal() {
		_setValue(byId(TextField.class, "branding-colour"), "#C2410C");
		assertThat(previewColour()).isEqualTo("#c2410c");
		assertThat(pageColour()).isEqualTo("#1f6feb");

		_setValue(byId(TextField.class, "branding-display-name"), "Northwind Local");
		assertThat(byId(Span.class, "branding-preview-name").getText()).isEqualTo("Northwind Local");
		_click(byId(Button.class, "branding-save"));

		assertThat(branding.forAgency(agency.id()).colour()).isEqualTo(new BrandColour("#c2410c"));
		assertThat(pageColour()).isEqualTo("#c2410c");
		assertThat(byId(Span.class, "brand-name").getText()).isEqualTo("Northwind Local");
	}

	@ParameterizedTest
	@ValueSource(strings = { "red;}body{display:none", "#fff;background:url(https://evil.test/x)",
			"<script>alert(1)</script>", "expression(alert(1))" })
	void an_injection_attempt_in_the_colour_never_reaches_a_style_and_is_refused_on_save(String attempt) {
		TextField colour = byId(TextField.class, "branding-colour");
		_setValue(colour, attempt);

		assertThat(colour.isInvalid()).isTrue();
		assertThat(previewColour()).isEqualTo("#1f6feb");
		_click(byId(Button.class, "branding-save"));
		assertThat(colour.getErrorMessage()).contains("six hex digits");
		assertThat(branding.forAgency(agency.id()).colour()).isEqualTo(BrandColour.DEFAULT);
		assertThat(UI.getCurrent().getElement().getStyle().get("--lumo-primary-color")).isEqualTo("#1f6feb");
	}

	@Test
	void markup_in_the_display_name_is_refused_on_save() {
		_setValue(byId(TextField.class, "branding-display-name"), "<script>alert(1)</script>");
		_click(byId(Button.class, "branding-save"));

		assertThat(byId(TextField.class, "branding-display-name").getErrorMessage()).contains("< or >");
		assertThat(branding.forAgency(agency.id()).displayName()).doesNotContain("script");
	}

	@Test
	void an_uploaded_logo_is_saved_and_shown_in_the_preview_and_the_header() throws IOException {
		upload("logo.png", "image/png", png());

		assertThat(branding.forAgency(agency.id()).hasLogo()).isTrue();
		assertThat(present("brand")).isTrue();
		assertThat(com.github.mvysny.kaributesting.v10.LocatorJ._find(Image.class)).hasSize(2);
	}

	@Test
	void an_svg_logo_is_refused_with_a_message() {
		byte[] svg = "<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>".getBytes(StandardCharsets.UTF_8);

		upload("logo.png", "image/png", svg);

		assertThat(branding.forAgency(agency.id()).hasLogo()).isFalse();
		assertThat(NotificationsKt.getNotifications()).extracting(Notification::getElement)
			.anySatisfy(element -> assertThat(element.getProperty("text")).contains("Only PNG and JPEG"));
	}

	@Test
	void a_new_host_shows_its_token_and_pending_status_until_verify_now_finds_the_record() {
		String host = "verify-view-" + app.locus.base.OpaqueId.next().substring(0, 8).toLowerCase() + ".localhost";
		_setValue(byId(TextField.class, "branding-new-host"), host);
		_click(byId(Button.class, "branding-add-host"));
		String token = hostNames.hosts().get(0).token();

		assertThat(byId(Span.class, "branding-host-status-" + host).getText()).isEqualTo("Pending verification");
		assertThat(byId(Paragraph.class, "branding-host-token-" + host).getText()).contains("_locus-verify." + host)
			.contains(token)
			.contains("http://" + host + "/.well-known/locus-verification/" + token);

		_click(byId(Button.class, "branding-verify-host-" + host));
		assertThat(byId(Span.class, "branding-host-status-" + host).getText())
			.startsWith("Verification failed, last check ");
		assertThat(byId(Paragraph.class, "branding-host-result-" + host).getText()).contains("No TXT record");

		OutsideWorld.DNS.publishTxt("_locus-verify." + host, token);
		_click(byId(Button.class, "branding-verify-host-" + host));
		assertThat(byId(Span.class, "branding-host-status-" + host).getText()).startsWith("Verified, last check ");
	}

	@Test
	void an_admin_adds_and_removes_host_names_and_a_malformed_one_is_refused_at_its_field() {
		String host = "portal-" + app.locus.base.OpaqueId.next().substring(0, 8) + ".localhost";
		_setValue(byId(TextField.class, "branding-new-host"), host);
		_click(byId(Button.class, "branding-add-host"));

		assertThat(hostNames.hosts()).extracting(added -> added.name().value()).containsExactly(host);
		assertThat(present("branding-remove-host-" + host)).isTrue();

		_setValue(byId(TextField.class, "branding-new-host"), "\"><img src=x onerror=alert(1)>");
		_click(byId(Button.class, "branding-add-host"));
		assertThat(byId(TextField.class, "branding-new-host").isInvalid()).isTrue();

		_click(byId(Button.class, "branding-remove-host-" + host));
		assertThat(hostNames.hosts()).isEmpty();
	}

	private static void upload(String name, String type, byte[] bytes) {
		UploadKt._upload(byId(Upload.class, "branding-logo-upload"), name, type, bytes);
		MockVaadin.clientRoundtrip();
	}

	private static String previewColour() {
		return byId(Div.class, "branding-preview").getStyle().get("--lumo-primary-color");
	}

	private static String pageColour() {
		return UI.getCurrent().getElement().getStyle().get("--lumo-primary-color");
	}

	private static byte[] png() throws IOException {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ImageIO.write(new BufferedImage(64, 32, BufferedImage.TYPE_INT_ARGB), "png", out);
		return out.toByteArray();
	}

}
