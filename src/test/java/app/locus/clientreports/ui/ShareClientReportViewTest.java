package app.locus.clientreports.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.clientreports.ClientReportEntry;
import app.locus.clientreports.ClientReportId;
import app.locus.clientreports.DateRange;
import app.locus.clientreports.repository.ClientReportRepository;
import app.locus.security.LocusUser;
import app.locus.sharing.ShareExpiry;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import com.github.mvysny.kaributesting.v10.ButtonKt;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Sharing a PDF of the report history (DD158): a manager picks how long the link works
 * and sees it once with a copy button; a client viewer is offered no Share.
 */
class ShareClientReportViewTest extends UiTest {

	private static final byte[] PDF = "%PDF-1.7 the October report".getBytes(StandardCharsets.US_ASCII);

	@Autowired
	ClientReportRepository clientReports;

	WorkspaceId bakery;

	LocusUser manager;

	LocusUser client;

	@BeforeEach
	void aMadePdf() {
		TestAgency agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		client = agency.user(Role.CLIENT_VIEWER, bakery);
		clientReports.store(agency.id(), bakery,
				new ClientReportEntry(ClientReportId.random(), "October report",
						new DateRange(LocalDate.of(2026, 10, 1), LocalDate.of(2026, 10, 31)),
						ClientReportEntry.Origin.MANUAL, Instant.now(), PDF.length),
				null, PDF);
		TestTenants.signOut();
	}

	@Test
	void aManagerSharesAPdfAndSeesTheLinkOnce() {
		signInAs(manager);
		navigate("w/" + bakery + "/client-reports");

		ButtonKt._click(shareButton());
		@SuppressWarnings("unchecked")
		Select<ShareExpiry> expiry = byId(Select.class, "share-expiry");
		assertThat(expiry.getValue()).isEqualTo(ShareExpiry.DAYS_30);
		ButtonKt._click(byId(Button.class, "share-create"));

		TextField link = byId(TextField.class, "share-link");
		assertThat(link.getValue()).contains("/share/");
		assertThat(link.getHelperText()).startsWith("Shown only now").contains("It works until");
		assertThat(present("share-copy")).isTrue();
	}

	@Test
	void aClientViewerIsOfferedNoShare() {
		signInAs(client);
		navigate("w/" + bakery + "/client-reports");

		assertThat(history().getColumnByKey("share").isVisible()).isFalse();
	}

	@SuppressWarnings("unchecked")
	private static Grid<ClientReportEntry> history() {
		return byId(Grid.class, "client-report-history");
	}

	private static Button shareButton() {
		return (Button) GridKt._getCellComponent(history(), 0, "share");
	}

}
