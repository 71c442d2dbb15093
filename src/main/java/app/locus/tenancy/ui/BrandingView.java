package app.locus.tenancy.ui;

import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.InMemoryUpload;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.shell.BrandLogo;
import app.locus.shell.BrandingStyle;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.shell.ShellChanged;
import app.locus.tenancy.AgencyHost;
import app.locus.tenancy.BrandColour;
import app.locus.tenancy.Branding;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.HostNameService;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.component.upload.Upload;
import com.vaadin.flow.data.value.ValueChangeMode;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;

/**
 * Agency admins set the display name, primary colour and logo their people and clients
 * see, with a live preview. What is typed is checked again by the service before it is
 * saved; the preview shows only colours that pass the same check.
 */
@Route(value = TenancyNavigation.BRANDING_ROUTE, layout = MainLayout.class)
@RolesAllowed("AGENCY_ADMIN")
class BrandingView extends Main implements NamedPage {

	private static final ZoneId UTC = ZoneId.of("UTC");

	private final transient BrandingService branding;

	private final transient HostNameService hostNames;

	private final TextField newHost = new TextField(getTranslation("tenancy.branding.host-name"));

	private final Div hostList = new Div();

	private final TextField displayName = new TextField(getTranslation("tenancy.branding.display-name"));

	private final TextField colour = new TextField(getTranslation("tenancy.branding.colour"));

	private final Div preview = new Div();

	private final Div previewLogo = new Div();

	private final Span previewName = new Span();

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

	BrandingView(BrandingService branding, HostNameService hostNames) {
		this.branding = branding;
		this.hostNames = hostNames;
		getStyle().set("padding", "var(--lumo-space-l)");

		displayName.setId("branding-display-name");
		displayName.setValueChangeMode(ValueChangeMode.EAGER);
		displayName.setManualValidation(true);
		displayName.addValueChangeListener(event -> previewName.setText(event.getValue().strip()));
		colour.setId("branding-colour");
		colour.setHelperText(getTranslation("tenancy.branding.colour.hint"));
		colour.setValueChangeMode(ValueChangeMode.EAGER);
		colour.setManualValidation(true);
		colour.addValueChangeListener(event -> previewColour(event.getValue()));

		Button save = new Button(getTranslation("tenancy.branding.save"), event -> save());
		save.setId("branding-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);

		Upload upload = new Upload(new InMemoryUpload(BrandingService.MAX_LOGO_BYTES, this::replaceLogo));
		upload.setId("branding-logo-upload");
		upload.setAcceptedFileTypes("image/png", "image/jpeg", ".png", ".jpg", ".jpeg");
		upload.setMaxFiles(1);
		upload.setMaxFileSize(BrandingService.MAX_LOGO_BYTES);
		Button removeLogo = new Button(getTranslation("tenancy.branding.remove-logo"), event -> {
			if (ServiceCall.run(branding::removeLogo)) {
				Notices.success(getTranslation("tenancy.branding.logo-removed"));
				changed();
			}
		});
		removeLogo.setId("branding-remove-logo");

		add(new H2(getTranslation("tenancy.branding.title")), new FormLayout(displayName, colour), save,
				new H3(getTranslation("tenancy.branding.logo")),
				new Paragraph(getTranslation("tenancy.branding.logo.help",
						formats.number(BrandingService.MAX_LOGO_BYTES / 1024))),
				upload, removeLogo, new H3(getTranslation("tenancy.branding.preview")), preview(),
				new H3(getTranslation("tenancy.branding.hosts")),
				new Paragraph(getTranslation("tenancy.branding.hosts.lead")), hostList, hostForm());
		show(branding.current());
		showHosts();
	}

	private HorizontalLayout hostForm() {
		newHost.setId("branding-new-host");
		newHost.setManualValidation(true);
		newHost.setPlaceholder("portal.example.com");
		Button add = new Button(getTranslation("tenancy.branding.add-host"), event -> {
			if (ServiceCall.run(Map.of("host", newHost), () -> hostNames.add(newHost.getValue()))) {
				Notices.success(getTranslation("tenancy.branding.host-added"));
				newHost.clear();
				showHosts();
			}
		});
		add.setId("branding-add-host");
		HorizontalLayout form = new HorizontalLayout(newHost, add);
		form.setAlignItems(FlexComponent.Alignment.BASELINE);
		return form;
	}

	private void showHosts() {
		hostList.removeAll();
		hostList.setId("branding-hosts");
		List<AgencyHost> hosts = hostNames.hosts();
		if (hosts.isEmpty()) {
			hostList.add(new Paragraph(getTranslation("tenancy.branding.no-hosts")));
		}
		hosts.forEach(host -> hostList.add(hostRow(host)));
	}

	private Div hostRow(AgencyHost host) {
		String name = host.name().value();
		Button verify = new Button(getTranslation("tenancy.branding.verify"), event -> {
			if (ServiceCall.run(() -> hostNames.verify(name))) {
				showHosts();
			}
		});
		verify.setId("branding-verify-host-" + name);
		Button remove = new Button(getTranslation("tenancy.branding.remove-host"), event -> {
			if (ServiceCall.run(() -> hostNames.remove(name))) {
				Notices.success(getTranslation("tenancy.branding.host-removed"));
				showHosts();
			}
		});
		remove.setId("branding-remove-host-" + name);
		remove.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
		Span status = new Span(statusText(host));
		status.setId("branding-host-status-" + name);
		HorizontalLayout heading = new HorizontalLayout(new Span(name), status, verify, remove);
		heading.setAlignItems(FlexComponent.Alignment.BASELINE);
		Paragraph publish = new Paragraph(getTranslation("tenancy.branding.host.publish", host.dnsRecordName(),
				host.token(), host.wellKnownUrl()));
		publish.setId("branding-host-token-" + name);
		Div row = new Div(heading, publish);
		if (!host.checkResult().isEmpty()) {
			Paragraph result = new Paragraph(host.checkResult());
			result.setId("branding-host-result-" + name);
			row.add(result);
		}
		return row;
	}

	private String statusText(AgencyHost host) {
		if (host.checkedAt().isPresent()) {
			String checked = formats.instant(host.checkedAt().get(), UTC);
			return getTranslation(switch (host.status()) {
				case PENDING -> "tenancy.branding.host.pending-checked";
				case VERIFIED -> "tenancy.branding.host.verified-checked";
				case FAILED -> "tenancy.branding.host.failed-checked";
			}, checked);
		}
		return getTranslation(switch (host.status()) {
			case PENDING -> "tenancy.branding.host.pending";
			case VERIFIED -> "tenancy.branding.host.verified";
			case FAILED -> "tenancy.branding.host.failed";
		});
	}

	private Div preview() {
		preview.setId("branding-preview");
		preview.getStyle()
			.set("border", "1px solid var(--lumo-contrast-20pct)")
			.set("border-radius", "var(--lumo-border-radius-l)")
			.set("max-width", "32em")
			.set("overflow", "hidden");
		Div header = new Div(previewLogo, previewName);
		header.getStyle()
			.set("display", "flex")
			.set("align-items", "center")
			.set("gap", "var(--lumo-space-s)")
			.set("padding", "var(--lumo-space-m)")
			.set("background", "var(--lumo-primary-color)")
			.set("color", "var(--lumo-primary-contrast-color)")
			.set("font-weight", "600");
		previewName.setId("branding-preview-name");
		Button sample = new Button(getTranslation("tenancy.branding.preview.button"));
		sample.setId("branding-preview-button");
		sample.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		Span link = new Span(getTranslation("tenancy.branding.preview.link"));
		link.getStyle().set("color", "var(--lumo-primary-text-color)");
		Div body = new Div(sample, link);
		body.getStyle()
			.set("display", "flex")
			.set("align-items", "center")
			.set("gap", "var(--lumo-space-m)")
			.set("padding", "var(--lumo-space-m)");
		preview.add(header, body);
		return preview;
	}

	private void show(Branding branding) {
		displayName.setValue(branding.displayName());
		colour.setValue(branding.colour().hex());
		previewName.setText(branding.displayName());
		BrandingStyle.apply(preview.getStyle(), branding.colour());
		previewLogo.removeAll();
		if (branding.hasLogo()) {
			previewLogo
				.add(BrandLogo.of(this.branding, branding.agency(), getTranslation("tenancy.branding.logo"), "40px"));
		}
	}

	private void previewColour(String typed) {
		Optional<BrandColour> parsed = BrandColour.parse(typed);
		colour.setInvalid(parsed.isEmpty());
		colour.setErrorMessage(parsed.isEmpty() ? getTranslation("tenancy.branding.colour.invalid") : null);
		parsed.ifPresent(valid -> BrandingStyle.apply(preview.getStyle(), valid));
	}

	private void save() {
		if (ServiceCall.run(Map.of("displayName", displayName, "primaryColour", colour),
				() -> branding.update(displayName.getValue(), colour.getValue()))) {
			Notices.success(getTranslation("tenancy.branding.saved"));
			changed();
		}
	}

	private void replaceLogo(byte[] upload) {
		if (ServiceCall.run(() -> branding.replaceLogo(upload))) {
			Notices.success(getTranslation("tenancy.branding.logo-saved"));
			changed();
		}
	}

	@Override
	public String pageName() {
		return getTranslation("tenancy.branding.title");
	}

	private void changed() {
		show(branding.current());
		ShellChanged.fire();
	}

}
